// Test helper: every fixture of a ruleset (test/fixtures/<ruleset>) laid out as a fake scene whose attacker carries
// the fixture's weapon, optionally with every token an unlinked copy of one actor on a store that moves tokens
// with TokenDocument#move; and the fixture's outcome planned onto it as the pipeline plans it.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type OutputDocument, type RulesetId, type StoredFigureState, getRuleset, resolveScenario } from "../../../src/core/index.js";
import { planOutcome } from "../../../src/foundry/pipeline/apply-outcome.js";
import type { OperationPlan } from "../../../src/foundry/pipeline/operation-plan.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { applyContext } from "./apply-helpers.js";
import { FakeScene } from "./fake-scene.js";
import { renameFigures, sceneFromScenario } from "./scene-from-scenario.js";

export interface Fixture {
  readonly file: string;
  readonly case: string;
  readonly scenario: Record<string, unknown>;
}

export function loadFixtures(ruleset: string): Fixture[] {
  const dir = join(import.meta.dirname, "../../fixtures", ruleset);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ ...(JSON.parse(readFileSync(join(dir, f), "utf8")) as Omit<Fixture, "file">), file: `${ruleset}/${f}` }));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The attacker carries the fixture's weapon as its only fighter weapon (state not yet written). */
export function withWeapon(
  scene: FakeScene,
  doc: Record<string, unknown>,
  ruleset: RulesetId,
): { scene: FakeScene; attacker: string | null } {
  const attack = isRecord(doc["attack"]) ? doc["attack"] : null;
  if (!attack || typeof attack["attacker"] !== "string" || !isRecord(attack["weapon"])) return { scene, attacker: null };
  const attacker = attack["attacker"];
  const weapon: FighterWeapon = {
    id: "fixture-weapon",
    name: String(attack["weapon"]["name"]),
    ruleset,
    weapon: { ...attack["weapon"] },
    state: null,
  };
  const tokens = scene
    .tokens()
    .map((t) =>
      t._id === attacker
        ? { ...t, flags: { ordnance: { ...t.flags.ordnance, fighter: { ...t.flags.ordnance?.fighter, weapons: [weapon] } } } }
        : t,
    );
  return {
    scene: new FakeScene(scene.sceneId, scene.grid, scene.sceneRect, { tokens, walls: scene.walls(), tiles: scene.tiles() }),
    attacker,
  };
}

export const FIXTURE_ACTOR = "fixtureactor0001";

/** Every token of the fixture as an unlinked copy of one actor, on a scene whose store can move tokens. */
export function withActorsAndMoves(scene: FakeScene): FakeScene {
  const tokens = scene.tokens().map((t) => ({ ...t, actorId: FIXTURE_ACTOR, actorLink: false }));
  return new FakeScene(scene.sceneId, scene.grid, scene.sceneRect, {
    tokens,
    walls: scene.walls(),
    tiles: scene.tiles(),
    actors: [{ _id: FIXTURE_ACTOR, flags: {} }],
    move: true,
  });
}

/** A fixture resolved by core and planned onto a fresh scene with actors and moves (a new scene per call). */
export function plannedFixture(fx: Fixture, ruleset: RulesetId): { scene: FakeScene; plan: OperationPlan; output: OutputDocument } {
  const doc = renameFigures(fx.scenario);
  const { scene: plain, attacker } = withWeapon(sceneFromScenario(doc), doc, ruleset);
  const scene = withActorsAndMoves(plain);
  const output = resolveScenario(doc).output;
  const attack = isRecord(doc["attack"]) ? doc["attack"] : null;
  const weaponRaw = attack && isRecord(attack["weapon"]) ? { ...attack["weapon"] } : undefined;
  const base = applyContext(scene, output, {
    ...(weaponRaw ? { weaponRaw } : {}),
    ...(attacker ? { weapon: { tokenId: attacker, weaponId: "fixture-weapon" } } : {}),
  });
  const plan = planOutcome(output, {
    ...base,
    actors: scene.actorData(),
    effects: [],
    moveTokens: true,
    unlisted: unlistedOf(ruleset, output),
  });
  return { scene, plan, output };
}

/** The states the ruleset stores beside `affected` (the pipeline passes them to the plan the same way). */
export function unlistedOf(ruleset: string, output: OutputDocument): Readonly<Record<string, StoredFigureState>> {
  return getRuleset(ruleset)?.presentation.unlistedStates?.(output) ?? {};
}
