// Hidden means hidden on the public card's figure lines and follow-ups too (issue #29 item 7): a Nerve test a hidden
// casualty called on a visible friend, and a "still to resolve" line naming a hidden model, reach no player; every
// other line names models by their token's name, never by a raw id. The GM's record keeps everything.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../../src/core/index.js";
import { publicCardView } from "../../../src/foundry/chat/public-card.js";

// NX-CASCADE: A0 (red) throws at A; D is Seriously Injured and makes its friend E test Nerve, which fails; E runs.
const fixture = readFileSync("test/fixtures/necromunda/nx-cascade.json", "utf8");
const IDS: Record<string, string> = { A0: "attackerA0000001", A: "targetA000000001", D: "hiddenD000000001", E: "friendE000000001" };
const NAMES: Record<string, string> = {
  [IDS["A0"]!]: "Goliath Ganger",
  [IDS["A"]!]: "Escher Champion",
  [IDS["D"]!]: "Sniper in the rubble",
  [IDS["E"]!]: "Escher Juve",
};
/** The fixture with token-like ids (its figures, attacker, target and dice tags), under either Nerve setting. */
function scenario(cascade: boolean): unknown {
  const doc = (JSON.parse(fixture) as { scenario: Record<string, unknown> }).scenario as {
    battlefield: { figures: { id: string }[] };
    attack: { attacker: string; target: { figure: string } };
    dice: Record<string, unknown>;
  };
  const id = (short: string): string => IDS[short] ?? short;
  const dice = Object.fromEntries(
    Object.entries(doc.dice).map(([tag, v]) => [tag.replace(/\[(\w+)\]/, (_, s: string) => `[${id(s)}]`), v]),
  );
  return {
    ...doc,
    battlefield: { ...doc.battlefield, figures: doc.battlefield.figures.map((f) => ({ ...f, id: id(f.id) })) },
    attack: { ...doc.attack, attacker: id(doc.attack.attacker), target: { figure: id(doc.attack.target.figure) } },
    dice,
    settings: { "necro.resolveCascadeNerve": cascade },
  };
}

const format = (key: string, data?: Readonly<Record<string, unknown>>): string => `${key}${JSON.stringify(data ?? {})}`;
const names = (hidden: ReadonlySet<string>) => ({
  figure: (id: string) => NAMES[id] ?? id,
  user: (id: string) => id,
  hidden: (id: string) => hidden.has(id),
});

function card(cascade: boolean, hidden: ReadonlySet<string>) {
  const doc = scenario(cascade);
  const { output, answers } = resolveScenario(doc);
  const record = { attackId: "a1", scenario: doc, answers, output, undo: null, undone: false };
  return { output, view: publicCardView(record, format, names(hidden)) };
}
const lines = (v: ReturnType<typeof card>["view"]): string =>
  JSON.stringify([v.steps, v.events, v.choices, v.figures.map((f) => [f.name, f.effects, f.details])]);

describe("adversarial: the public card's figure lines and follow-ups", () => {
  it("a visible friend's Nerve test called by a hidden casualty does not name it; the record keeps the note", () => {
    const D = IDS["D"]!;
    const E = IDS["E"]!;
    const { output, view } = card(true, new Set([D]));
    // The core's output (the GM's record) has E's note naming D.
    const eNotes = output.affected.find((a) => a.figure === E)?.notes ?? [];
    expect(eNotes.some((n) => n.data?.["figure"] === D)).toBe(true);
    const shown = lines(view);
    expect(shown).not.toContain(D);
    expect(shown).not.toContain("Sniper in the rubble");
    // E is still on the card, by name, with its own Nerve test and run.
    const e = view.figures.find((f) => f.name === "Escher Juve");
    expect(e?.effects.length).toBe(eNotes.length - 1);
    expect(e?.effects.join()).toContain("nerveFailed");
  });

  it("nothing hidden: the same lines name every model by its token's name, never by its id", () => {
    const { view } = card(true, new Set());
    const shown = lines(view);
    expect(shown).toContain("Sniper in the rubble");
    for (const id of Object.values(IDS)) expect(shown).not.toContain(id);
  });

  it('"Still to resolve": a Nerve test a visible casualty calls names both by name; one a hidden casualty calls is left out', () => {
    const open = card(false, new Set()).view;
    expect(open.events.filter((e) => e.includes("nerveTestRequired"))).toEqual([
      `ORDNANCE.Log.necro.nerveTestRequired${JSON.stringify({ figure: "Escher Juve", casualty: "Sniper in the rubble" })}`,
    ]);
    const hiddenD = card(false, new Set([IDS["D"]!])).view;
    expect(hiddenD.events.some((e) => e.includes("nerveTestRequired"))).toBe(false);
    expect(lines(hiddenD)).not.toContain(IDS["D"]);
    // A hidden model's own follow-up goes too, whatever it names.
    const hiddenE = card(false, new Set([IDS["E"]!])).view;
    expect(lines(hiddenE)).not.toContain("Escher Juve");
    expect(lines(hiddenE)).not.toContain(IDS["E"]);
  });
});
