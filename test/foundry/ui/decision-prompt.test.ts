// The decision dialogs' content (ui/decision-prompt.ts, templates/decision-count.hbs and decision-order.hbs): a spend
// names the model, the roll it changes, what each marker does and the markers held, in the language file's words;
// a Bloodbath is a yes/no; an order lists the fighters by name with a button each way; a submitted order is read back
// only when it lists every fighter once.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import { flattenDictionary, resolveScenario } from "../../../src/core/index.js";
import type { CountPrompt, Prompt } from "../../../src/core/index.js";
import { type NoteData, type PointPrompt, formatNoteValue } from "../../../src/core/index.js";
import { scatterWire } from "../../../src/foundry/relay/relay-messages.js";
import { countPromptView, orderPromptView, pointPromptText, readOrder, waitingView } from "../../../src/foundry/ui/decision-prompt.js";

const dict = flattenDictionary(en);
/** The language file's text with its {placeholders} filled (what game.i18n.format does). */
const format = (key: string, data: Record<string, string | number> = {}): string => {
  const text = dict.get(key);
  if (text === undefined) throw new Error(`no text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (_m, k: string) => String(data[k] ?? `{${k}}`));
};
/** `format` over a note's data, as platform/i18n.ts `localize` writes it (numbers and dice lists as core writes them). */
const noteFormat = (key: string, data: NoteData = {}): string =>
  format(key, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, formatNoteValue(v)])));
const names: Record<string, string> = { E: "Sister Agathe", A: "Brother Tomas", B: "Heretic Priest" };
const nameOf = (id: string): string => names[id] ?? id;

const render = (name: string, view: object): string => {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, opts: { hash?: Record<string, string> }) => format(key, opts.hash ?? {}));
  return hb.compile(readFileSync(join(import.meta.dirname, "../../../templates", `${name}.hbs`), "utf8"))(view);
};

/** The count prompts the Trench Crusade rules ask in TC-12 (the target E holds 2 Blood markers) with nothing given up front. */
function askedInTc12(): CountPrompt[] {
  const fx = JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures/trench-crusade/tc-12.json"), "utf8")) as {
    scenario: Record<string, unknown>;
  };
  const asked: CountPrompt[] = [];
  const { decisions: _d, ...doc } = fx.scenario;
  // The spend asked is answered with the fixture's own 2, so its dice fit.
  resolveScenario(doc, {
    answerer: (p: Prompt) => (p.kind === "count" ? (asked.push(p), { value: 2, source: "user" as const }) : undefined),
  });
  return asked;
}

describe("the spend dialog", () => {
  it("a hit model's Blood: the question, the roll it changes, what a marker does, the markers held", () => {
    const view = countPromptView(
      "bloodSpendOnInjury",
      2,
      "E",
      { roll: "ORDNANCE.Log.tc.rollInjury", held: { blood: 2, blessing: 0 } },
      format,
      nameOf,
    );
    expect(view.question).toContain("Sister Agathe");
    expect(view.roll).toBe("Sister Agathe's Injury Roll");
    expect(view.effect).toMatch(/INJURY DICE/);
    expect(view.held).toEqual(["Blood markers held: 2", "Blessing markers held: 0"]);
    const html = render("decision-count", view);
    expect(html).toContain('type="number" name="count" min="0" max="2"');
    expect(html).toContain("Sister Agathe&#x27;s Injury Roll");
    expect(html).toContain("<li>Blood markers held: 2</li>");
  });

  it("a Bloodbath is a yes or no, no by default", () => {
    const view = countPromptView(
      "bloodbath",
      1,
      "E",
      { roll: "ORDNANCE.Log.tc.rollInjury", held: { blood: 6 }, flag: true },
      format,
      nameOf,
    );
    const html = render("decision-count", view);
    expect(html).not.toContain('type="number"');
    expect(html).toContain('<input type="radio" name="count" value="1"> yes');
    expect(html).toContain('<input type="radio" name="count" value="0" checked> no');
  });

  it("the opponent's spend on the Success Roll names the attack's roll, without a model", () => {
    const view = countPromptView("bloodSpendOnSuccess", 3, undefined, { roll: "ORDNANCE.Log.tc.rollSuccess" }, format, nameOf);
    expect(view.roll).toBe("the Success Roll of this attack");
    expect(view.held).toEqual([]);
    expect(view.question).toContain("0 to 3");
  });
});

describe("the spend dialog from the rules' own question", () => {
  it("TC-12: the Blood spend on the hit model carries the roll's words and the markers it holds", () => {
    const [spend] = askedInTc12();
    expect(spend).toMatchObject({ decision: "bloodSpendOnInjury", figure: "E", max: 2 });
    const view = countPromptView(
      spend!.decision,
      spend!.max,
      spend!.figure,
      { ...(spend!.rollKey ? { roll: spend!.rollKey } : {}), ...(spend!.held ? { held: spend!.held } : {}) },
      format,
      nameOf,
    );
    expect(view.roll).toBe("Sister Agathe's Injury Roll");
    expect(view.held).toEqual(["Blood markers held: 2", "Blessing markers held: 0"]);
  });
});

describe("the canvas notice asking for a point", () => {
  const satchel = { weapon: "Satchel Charge", inches: 4, figure: "A" };

  it("a scatter point says whose weapon scatters to it and how far from the original target, not the roll tag", () => {
    expect(pointPromptText("T.scatterPoint", satchel, noteFormat, nameOf)).toBe(
      "Click the canvas to choose where Brother Tomas's Satchel Charge scatters to (4\" from the original target).",
    );
  });

  it("an attacker hidden from the user asked is not named; a distance is shown to the hundredth", () => {
    const hidden = scatterWire({ attacker: "A", weapon: "Satchel Charge", inches: 3.456 }, true);
    expect(hidden).toEqual({ weapon: "Satchel Charge", inches: 3.456 });
    expect(pointPromptText("T.scatterPoint", hidden, noteFormat, nameOf)).toBe(
      'Click the canvas to choose where the Satchel Charge scatters to (3.46" from the original target).',
    );
  });

  it("a point whose question says nothing more gives its roll tag's words", () => {
    const text = pointPromptText("T.scatterPoint", undefined, noteFormat, nameOf);
    expect(text).toBe("Click the canvas to choose a point (Where the missed blast scatters to).");
    expect(text).not.toContain("T.");
  });

  it("from the rules' own question: the bundled scatter example's point, as the GM's client sends it", () => {
    // The attacker renamed to a token id, as a Foundry scene's figures are.
    const text = readFileSync(join(import.meta.dirname, "../../../examples/trench-crusade-satchel-scatter.json"), "utf8");
    const doc = JSON.parse(text.replaceAll('"A"', '"tokPilgrim000001"')) as Record<string, unknown>;
    const asked: PointPrompt[] = [];
    const { output } = resolveScenario(doc, {
      answerer: (p: Prompt) => (p.kind === "point" ? void asked.push(p) : undefined),
    });
    const distance = (output as unknown as Record<string, unknown>)["scatterDistance"];
    expect(distance).toBeGreaterThan(0);
    const about = asked[0]?.scatter;
    if (!about) throw new Error("the example asks for no scatter point");
    expect(pointPromptText(asked[0]!.tag, scatterWire(about, false), noteFormat, (id) => `fighter ${id}`)).toBe(
      `Click the canvas to choose where fighter tokPilgrim000001's Satchel Charge scatters to (${String(distance)}" from the original target).`,
    );
  });
});

describe("the order dialog", () => {
  it("lists the fighters by name in the order offered, each with a button up and down", () => {
    const view = orderPromptView(["A", "B", "E"], format, nameOf);
    expect(view.fighters.map((f) => f.name)).toEqual(["Brother Tomas", "Heretic Priest", "Sister Agathe"]);
    const html = render("decision-order", view);
    expect(html.match(/<li data-token="/g)).toHaveLength(3);
    expect(html).toContain('data-token="B"');
    expect(html).toContain('aria-label="Move Heretic Priest earlier"');
    expect(view.question).toContain("3 fighters");
  });

  it("reads back only an order of every fighter once", () => {
    expect(readOrder("E,A,B", ["A", "B", "E"])).toEqual(["E", "A", "B"]);
    expect(readOrder("E,A", ["A", "B", "E"])).toBeNull();
    expect(readOrder("E,A,A", ["A", "B", "E"])).toBeNull();
    expect(readOrder("E,A,X", ["A", "B", "E"])).toBeNull();
    expect(readOrder(["A"], ["A"])).toBeNull();
  });
});

describe("the GM's waiting dialog (a question still waiting on a player)", () => {
  const names = (id: string): string => ({ tokE: "Sister Agathe", tokJ: "Juve" })[id] ?? id;
  it("names the player and the question in words, for each kind", () => {
    const count = waitingView({ type: "askCount", tag: "blessingSpend", max: 2, figure: "tokE" }, "Anna", format, names);
    expect(count.title).toBe("Waiting for Anna");
    expect(count.text).toBe(`Anna has not answered yet: ${countPromptView("blessingSpend", 2, "tokE", {}, format, names).question}`);
    expect(count.text).toContain("Sister Agathe");
    expect([count.answerFor, count.automation]).toEqual(["Answer for Anna", "Leave it to the automation"]);
    const route = waitingView({ type: "askPoint", tag: "N.rfcRoute[tokJ]", ground: {} }, "Ben", format, names);
    expect(route.text).toBe("Ben has not answered yet: where Juve runs for cover");
    expect(waitingView({ type: "askPoint", tag: "T.scatterPoint" }, "Ben", format, names).text).toBe(
      "Ben has not answered yet: a point on the canvas",
    );
    const scatter = { weapon: "Satchel Charge", inches: 4, figure: "tokE" };
    expect(waitingView({ type: "askPoint", tag: "T.scatterPoint", scatter }, "Ben", format, names).text).toBe(
      "Ben has not answered yet: where Sister Agathe's Satchel Charge scatters to (4\" from the original target)",
    );
    expect(waitingView({ type: "askOrder", tag: "N.order", options: ["a", "b", "c"] }, "Ben", format, names).text).toBe(
      "Ben has not answered yet: the order of 3 fighters",
    );
  });
});
