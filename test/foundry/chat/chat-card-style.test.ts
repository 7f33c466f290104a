// The styled chat card: the outcome's tone, figures grouped by side with a status badge, the rolls folded away, and
// the real template (rendered with Handlebars, the engine Foundry uses) carrying the classes the stylesheet styles.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { type OutputDocument, OUTCOMES, resolveScenario } from "../../../src/core/index.js";
import { cardView } from "../../../src/foundry/chat/chat-card-view.js";
import { htmlNotKept } from "../../helpers/foundry/html-allow-list.js";
import { strictFormat } from "../../helpers/foundry/strict-format.js";

const root = join(import.meta.dirname, "../../..");
const format = strictFormat;
const fixture = (name: string): { scenario: Record<string, unknown> } =>
  JSON.parse(readFileSync(join(root, "test/fixtures/gzg", `${name}.json`), "utf8")) as { scenario: Record<string, unknown> };

/** GZ-16 (sides red: F, L; blue: T) with every figure in `affected`, in the order T, F, X (X is in no scenario). */
function threeAffected(): { scenario: Record<string, unknown>; output: OutputDocument } {
  const { scenario } = fixture("gz-16");
  const { output } = resolveScenario(scenario);
  const one = (figure: string, status: OutputDocument["affected"][number]["status"]): OutputDocument["affected"][number] => ({
    figure,
    status,
    cause: "blast",
    position: { x: 0, y: 0, z: 0 },
    effects: [],
    notes: [],
  });
  const affected = [one("T", "outOfAction"), { ...one("F", "pinned"), suppression: 2 }, one("X", "standing")];
  return { scenario, output: { ...output, affected } };
}

const render = (view: object, brief = false): string => {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string) => format(key));
  return hb.compile(readFileSync(join(root, "templates/chat-card.hbs"), "utf8"))({ ...view, brief });
};

describe("card view: tone and sides", () => {
  it("every outcome has a tone: on target, off target, failed or neutral", () => {
    const { output } = resolveScenario(fixture("gz-18").scenario);
    const tones = Object.fromEntries(
      OUTCOMES.map((o) => [o, cardView("a", { ...output, outcome: o }, format, (id) => id, { hasUndo: false, undone: false }).tone]),
    );
    expect(tones).toEqual({
      HIT: "onTarget",
      CRIT: "onTarget",
      MISS: "failed",
      DEVIATED: "offTarget",
      SCATTERED: "offTarget",
      DUD: "failed",
      MISFIRE: "failed",
      ILLEGAL: "failed",
      UPKEEP: "neutral",
    });
  });

  it("groups the figures by side in the scenario's order, figures of no known side last, each with its status code", () => {
    const { scenario, output } = threeAffected();
    const view = cardView("a", output, format, (id) => `Token ${id}`, { hasUndo: false, undone: false, scenario });
    expect(view.sides.map((s) => [s.side, s.figures.map((f) => [f.name, f.statusCode, f.status])])).toEqual([
      ["red", [["Token F", "pinned", "pinned"]]],
      ["blue", [["Token T", "outOfAction", "out of action"]]],
      ["Other", [["Token X", "standing", "standing"]]],
    ]);
    expect(view.figures.map((f) => f.name)).toEqual(["Token T", "Token F", "Token X"]);
  });

  it("names Foundry's disposition sides through the language file", () => {
    const { scenario, output } = threeAffected();
    const bf = scenario["battlefield"] as { figures: { id: string; side: string }[] };
    const disposed = {
      ...scenario,
      battlefield: { ...bf, figures: bf.figures.map((f) => ({ ...f, side: f.id === "T" ? "hostile" : "friendly" })) },
    };
    const view = cardView("a", output, format, (id) => id, { hasUndo: false, undone: false, scenario: disposed });
    expect(view.sides.map((s) => s.side)).toEqual(["Friendly", "Hostile", "Other"]);
  });

  it("without a scenario every figure is under one group", () => {
    const { output } = threeAffected();
    const view = cardView("a", output, format, (id) => id, { hasUndo: false, undone: false });
    expect(view.sides.map((s) => s.figures.length)).toEqual([3]);
  });
});

describe("card template", () => {
  it("colours the header by tone, badges each status, folds the rolls away and offers Show on canvas to everyone", () => {
    const { scenario, output } = threeAffected();
    const picture = '<img src="data:image/svg+xml,x" alt="p">';
    const html = render(cardView("a1", output, format, (id) => `Token ${id}`, { hasUndo: true, undone: false, scenario, picture }));
    expect(html).toContain(`<figure class="ordnance-card__picture">${picture}</figure>`);
    expect(html).toMatch(/^<div class="ordnance ordnance-card" data-attack-id="a1">/);
    expect(html).toContain(`ordnance-card__outcome--${cardView("a1", output, format, (id) => id, { hasUndo: true, undone: false }).tone}`);
    expect(html.match(/class="ordnance-card__side"/g)).toHaveLength(3);
    expect(html).toContain('<span class="ordnance-badge ordnance-badge--outOfAction">out of action</span>');
    expect(html).toContain('<span class="ordnance-badge ordnance-badge--pinned">pinned</span>');
    expect(html).toMatch(/<details class="ordnance-card__rolls">\s*<summary>Rolls \(\d+\)<\/summary>/);
    expect(html).toMatch(/<button type="button" data-ordnance-action="show">/);
    expect(html).toMatch(/data-ordnance-action="undo" data-gm-only/);
    expect(html).toMatch(/data-ordnance-action="export" data-gm-only/);
    expect(htmlNotKept(html)).toEqual([]); // Foundry's chat sanitizer keeps all of it
  });

  it("the summary card leaves out the steps and the rolls; an undone card offers no Undo", () => {
    const { scenario, output } = threeAffected();
    const html = render(
      cardView("a1", output, format, (id) => id, { hasUndo: true, undone: true, scenario }),
      true,
    );
    expect(html).not.toContain("ordnance-card__rolls");
    expect(html).not.toContain("ordnance-card__steps");
    expect(html).not.toContain('data-ordnance-action="undo"');
    expect(html).not.toContain('data-ordnance-action="show"'); // no picture: nothing to show
    expect(html).toContain("This attack was undone.");
  });

  it("every class the template sets on the card is styled by the stylesheet", () => {
    const css = readFileSync(join(root, "styles/ordnance.css"), "utf8");
    const template = readFileSync(join(root, "templates/chat-card.hbs"), "utf8");
    const classes = new Set([...template.matchAll(/class="([^"{]+)/g)].flatMap((m) => (m[1] ?? "").trim().split(/\s+/)));
    const unstyled = [...classes].filter((c) => c.startsWith("ordnance") && !css.includes(`.${c}`));
    expect(unstyled).toEqual([]);
  });
});
