// Test helper: a worked fixture's table as a fake Foundry scene whose attacker carries the fixture's weapon, and one
// run of its attack through the GM's pipeline with the fixture's dice rolled in order (options, decisions and the
// answers of users asked while resolving given by the test), returning the card and its export.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CountPrompt, OrderPrompt, RulesetId } from "../../../src/core/index.js";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import { scenarioWithAnswers } from "../../../src/foundry/pipeline/build-scenario.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { FakeScene } from "./fake-scene.js";
import { harness } from "./pipeline-harness.js";
import { PPI, docId, renameFigures, sceneFromScenario } from "./scene-from-scenario.js";

export interface Fixture {
  scenario: Record<string, unknown>;
  rollOrder: string[];
  expect: Record<string, unknown>;
}
export const fixture = (path: string): Fixture =>
  JSON.parse(readFileSync(join(import.meta.dirname, "../../fixtures", path), "utf8")) as Fixture;

/** The fixture's table on a fake scene, the attacker carrying its weapon; the scenario's extras and decisions left out. */
export function fixtureScene(fx: Fixture, stats: Record<string, Record<string, unknown>> = {}) {
  const { dice, decisions: _c, ...layout } = renameFigures(fx.scenario);
  for (const f of (layout["battlefield"] as { figures: { id: string; stats?: Record<string, unknown> }[] }).figures)
    f.stats = { ...f.stats, ...stats[f.id] };
  const attack = layout["attack"] as { attacker: string; weapon: Record<string, unknown>; target: { figure?: string; point?: number[] } };
  layout["attack"] = { attacker: attack.attacker, weapon: attack.weapon, target: attack.target };
  const base = sceneFromScenario(layout);
  const ruleset = layout["ruleset"] as RulesetId;
  const w: FighterWeapon = { id: "w", name: "W", ruleset, weapon: attack.weapon, state: null };
  const tokens = base
    .tokens()
    .map((t) =>
      t._id === attack.attacker ? { ...t, flags: { ordnance: { fighter: { ...t.flags.ordnance?.fighter, weapons: [w] } } } } : t,
    );
  const scene = new FakeScene(base.sceneId, base.grid, base.sceneRect, { tokens });
  // The fixture's dice in the order they are rolled.
  const script = dice as Record<string, number | number[]>;
  const faces = fx.rollOrder.flatMap((tag) => [script[tag.replace(/\[([^\]]+)\]/, (_m, id: string) => `[${docId(id)}]`)]!].flat());
  const target = attack.target.figure
    ? { tokenId: attack.target.figure }
    : { point: { x: attack.target.point![0]! * PPI, y: attack.target.point![1]! * PPI } };
  return {
    scene,
    ruleset,
    faces,
    settings: (layout["settings"] as Record<string, unknown> | undefined) ?? {},
    request: { sceneId: scene.sceneId, attackerTokenId: attack.attacker, weaponId: "w", target, blind: false },
  };
}

export async function runWith(
  path: string,
  extra: Pick<AttackRequest, "options" | "decisions">,
  more: {
    stats?: Record<string, Record<string, unknown>>;
    askCount?: (prompt: CountPrompt, user: string) => number | undefined;
    askOrder?: (prompt: OrderPrompt, user: string) => readonly string[] | undefined;
  } = {},
) {
  const fx = fixture(path);
  const f = fixtureScene(fx, more.stats);
  const h = harness(f.scene, {
    ruleset: f.ruleset,
    faces: f.faces,
    ...(more.askCount ? { askCount: more.askCount } : {}),
    ...(more.askOrder ? { askOrder: more.askOrder } : {}),
  });
  const ports = { ...h.ports, settings: f.settings };
  const result = await runAttack(ports, { ...f.request, ...extra }, "u");
  const card = h.cards[0]!;
  const exported = JSON.parse(JSON.stringify(scenarioWithAnswers(card.scenario, card.answers, card.decisions))) as Record<string, unknown>;
  return { result, card, exported, log: JSON.stringify(card.output), scene: f.scene, ports };
}
