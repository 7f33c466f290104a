// End-to-end tests of rule explanations in plain words (issue #30, point 6): the settings panel shows names, hints
// and choices in words (no setting keys, no internal values), a Necromunda throw at a point names the penalty for it,
// the automated scatter point says which choice of the setting placed it, and a GZG aim at a point out of sight says
// so before the throw.

import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../src/core/index.js";
import { aimVerdict } from "../../src/sandbox/aim-legality.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import {
  aimAt,
  expectPageShows,
  gzgDemo,
  necroDemo,
  openPage,
  registered,
  resolvedDocument,
  tcDemo,
  text,
  translate,
  useBrowser,
} from "./harness.js";

useBrowser();

const words = (key: string, data?: Record<string, string | number>): string => translate({ key, ...(data ? { data } : {}) });

/** The first table point (whole inches, nearest the attacker first) whose core verdict `wanted` accepts. */
function findAim(doc: ScenarioDoc, wanted: (v: ReturnType<typeof aimVerdict>) => boolean): [number, number] {
  const bounds = doc.battlefield["bounds"] as { width: number; height: number };
  const attacker = doc.battlefield.figures!.find((f) => f.id === doc.attack!.attacker)!;
  const points: [number, number][] = [];
  for (let x = 1; x < bounds.width; x++) for (let y = 1; y < bounds.height; y++) points.push([x, y]);
  points.sort((a, b) => Math.hypot(a[0] - attacker.x, a[1] - attacker.y) - Math.hypot(b[0] - attacker.x, b[1] - attacker.y));
  const found = points.find((p) => wanted(aimVerdict({ ...doc, attack: { ...doc.attack!, target: { point: p } } }, translate)));
  if (!found) throw new Error("no such aim on the demo's table");
  return found;
}

describe("rule explanations in plain words (issue #30, point 6)", () => {
  it.runIf(registered.has("necromunda"))(
    "the settings panel: names, hints and choices in words, and a choice still sets its value",
    async () => {
      const page = await openPage("?ruleset=necromunda");
      await page.click("#settings-card summary");
      const shown = (await page.textContent("#settings")) ?? "";
      expect(shown).toContain(words("ORDNANCE.Setting.necro.traitSet.Name"));
      expect(shown).toContain(words("ORDNANCE.Setting.necro.traitSet.Hint"));
      expect(shown).not.toMatch(/\b(necro|geometry|clouds)\.\w+/);
      const options = await text(page, '#settings [data-key="necro.blastOutOfRange"] option');
      expect(options).toEqual([
        words("ORDNANCE.Setting.necro.blastOutOfRange.Choices.pullBack"),
        words("ORDNANCE.Setting.necro.blastOutOfRange.Choices.autoMiss"),
      ]);
      await page.selectOption('#settings [data-key="necro.blastOutOfRange"]', "autoMiss");
      await page.waitForFunction(() =>
        (document.getElementById("json") as HTMLTextAreaElement).value.includes('"necro.blastOutOfRange": "autoMiss"'),
      );
      await page.close();
    },
  );

  it.runIf(registered.has("necromunda"))("a Necromunda throw at a point names the penalty for aiming at a point", async () => {
    const doc = structuredClone(necroDemo) as unknown as ScenarioDoc;
    const [x, y] = findAim(doc, (v) => v.legal);
    const page = await openPage("?ruleset=necromunda&seed=plain");
    await aimAt(page, x, y);
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const expected = resolveScenario(await resolvedDocument(page), { translate }).output;
    await expectPageShows(page, expected);
    expect(await text(page, "#log > li")).toContain(words("ORDNANCE.Log.necro.modPointTarget", { mod: "−2" }));
    await page.close();
  });

  it.runIf(registered.has("trench-crusade"))("the automated scatter point names the setting's choice, not its internal value", async () => {
    const page = await openPage("?ruleset=trench-crusade&seed=scatter10");
    const target = tcDemo!.attack!.target.point!;
    await aimAt(page, target[0]!, target[1]!);
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    const log = await text(page, "#log > li");
    const line = log.find((l) => l.startsWith("Nobody chose the point"));
    expect(line).toContain(words("ORDNANCE.Setting.tc.scatterPolicy.Choices.minimiseOwnLosses"));
    expect(log.join(" ")).not.toMatch(/minimiseOwnLosses|maximiseAttackerLosses|callerOnly/);
    await page.close();
  });

  it("GZG: an aim at a point out of the thrower's sight says it is a blind shot before the throw", async () => {
    const doc = structuredClone(gzgDemo) as unknown as ScenarioDoc;
    const hidden = findAim(doc, (v) => v.legal && v.firstDie?.tag === "G.blind");
    const seen = findAim(doc, (v) => v.legal && v.firstDie?.tag === "G.skill");
    const page = await openPage("?ruleset=gzg");
    await aimAt(page, seen[0], seen[1]);
    expect(await page.isHidden("#aim-note")).toBe(true);
    await aimAt(page, hidden[0], hidden[1]);
    await page.waitForSelector("#aim-note:not([hidden])");
    expect(await page.textContent("#aim-note")).toBe(
      words("ORDNANCE.Sandbox.FirstDie.blind", { attacker: doc.attack!.attacker, sides: 12 }),
    );
    expect(await page.getAttribute("#aim-note", "data-die")).toBe("G.blind");
    // The throw's log says it too.
    await page.click("#throw");
    await page.waitForSelector("#result[data-outcome]", { state: "attached" });
    expect(await text(page, "#log > li")).toContain(words("ORDNANCE.Log.gzg.autoBlind"));
    await page.close();
  });
});
