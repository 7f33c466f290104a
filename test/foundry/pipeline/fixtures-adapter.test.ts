// Every Necromunda and Trench Crusade fixture through the adapter, as the GZG fixtures are in
// apply-outcome.test.ts: core resolves the scenario, the outcome is planned onto a fake scene holding
// the battlefield (the attacker carrying the fixture's weapon), written, checked, then undone exactly.

import { afterAll, describe, expect, it } from "vitest";
import { type OutputDocument, type RulesetId, getRuleset, resolveScenario } from "../../../src/core/index.js";
import { fighterState, planOutcome, unlistedState } from "../../../src/foundry/pipeline/apply-outcome.js";
import { executePlan, executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import { statusView } from "../../../src/foundry/fighters/status-effects.js";
import { applyContext } from "../../helpers/foundry/apply-helpers.js";
import { renameFigures, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";
import { loadFixtures as load, unlistedOf, withActorsAndMoves, withWeapon } from "../../helpers/foundry/fixture-scenes.js";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The database calls an outcome needs, read from the output document alone (docs/foundry.md and
 * docs/foundry.md "Writing an outcome"): the blast area, the cloud tile and its ring, one token update
 * for every state and the attacker's weapon state, moved and removed clouds.
 */
function expectedCalls(out: OutputDocument, ruleset: RulesetId, hasAttacker: boolean): number {
  const r = getRuleset(ruleset)!;
  const sight = r.cloudSight(r.resolveSettings({}));
  const blast = typeof out["blastRadius"] === "number" && out["blastRadius"] > 0;
  let n = 0;
  if (out.impact && blast && out.clouds.placed.length === 0 && !["ILLEGAL", "DUD", "MISFIRE", "UPKEEP"].includes(out.outcome)) n++;
  if (out.clouds.placed.length) n++;
  if (out.clouds.placed.some((c) => sight(c) !== null)) n++;
  if (out.affected.length || (hasAttacker && out.outcome !== "ILLEGAL")) n++;
  if (out.clouds.moved.length) n += 2;
  if (out.clouds.removed.length) n += 2;
  return n;
}

for (const [ruleset, dir] of [
  ["necromunda", "necromunda"],
  ["trench-crusade", "trench-crusade"],
] as const) {
  describe(`${ruleset} fixtures: outcome → operations → undo`, () => {
    for (const fx of load(dir)) {
      it(`${fx.case}: bounded calls, states written, undone exactly`, async () => {
        const doc = renameFigures(fx.scenario);
        const { scene, attacker } = withWeapon(sceneFromScenario(doc), doc, ruleset);
        const before = scene.dump();
        const out = resolveScenario(doc).output;
        const attack = isRecord(doc["attack"]) ? doc["attack"] : null;
        const weaponRaw = attack && isRecord(attack["weapon"]) ? { ...attack["weapon"] } : undefined;
        const ctx = applyContext(scene, out, {
          ...(weaponRaw ? { weaponRaw } : {}),
          ...(attacker ? { weapon: { tokenId: attacker, weaponId: "fixture-weapon" } } : {}),
        });
        const unlisted = unlistedOf(ruleset, out);
        const plan = planOutcome(out, { ...ctx, unlisted });
        const undo = await executePlan(scene, plan);

        expect(scene.dbCalls()).toBe(plan.steps.length);
        expect(scene.dbCalls()).toBe(expectedCalls(out, ruleset, attacker !== null));
        expect(scene.dbCalls()).toBeLessThanOrEqual(4);
        for (const a of out.affected) expect(scene.token(a.figure)!.flags.ordnance?.state).toEqual(fighterState("attack0000000001", a));
        // The markers an attacker spent on its own roll (it has no state before the fixture's attack).
        for (const [id, st] of Object.entries(unlisted)) {
          expect(scene.token(id)!.flags.ordnance?.state).toEqual(unlistedState("attack0000000001", undefined, st));
        }
        if (attacker && out.outcome !== "ILLEGAL") {
          expect(scene.token(attacker)!.flags.ordnance?.fighter?.weapons?.[0]?.state).toEqual(out.weapon);
        }

        await executeUndo(scene, undo);
        expect(scene.dump()).toEqual(before);
      });

      it(`${fx.case}: with actors and TokenDocument#move: one effect call per fighter shown, one move per token moved, undone exactly`, async () => {
        const doc = renameFigures(fx.scenario);
        const { scene: plain, attacker } = withWeapon(sceneFromScenario(doc), doc, ruleset);
        const scene = withActorsAndMoves(plain);
        const before = scene.dump();
        const out = resolveScenario(doc).output;
        const attack = isRecord(doc["attack"]) ? doc["attack"] : null;
        const weaponRaw = attack && isRecord(attack["weapon"]) ? { ...attack["weapon"] } : undefined;
        const base = applyContext(scene, out, {
          ...(weaponRaw ? { weaponRaw } : {}),
          ...(attacker ? { weapon: { tokenId: attacker, weaponId: "fixture-weapon" } } : {}),
        });
        const unlisted = unlistedOf(ruleset, out);
        const undo = await executePlan(
          scene,
          planOutcome(out, { ...base, actors: scene.actorData(), effects: [], moveTokens: true, unlisted }),
        );

        const sceneCalls = scene.calls.filter((c) => c.name !== "ActiveEffect" && c.op !== "move").length;
        const effectCalls = scene.calls.filter((c) => c.name === "ActiveEffect").length;
        const states = [
          ...out.affected.map((a) => fighterState("x", a)),
          ...Object.values(unlisted).map((st) => unlistedState("x", undefined, st)),
        ];
        const shown = states.filter((st) => statusView(st, (k) => k) !== null).length;
        expect(sceneCalls).toBeLessThanOrEqual(4);
        expect(effectCalls).toBe(shown);
        expect(scene.moves.length).toBe(scene.calls.filter((c) => c.op === "move").length);
        for (const a of out.affected) {
          const view = statusView(fighterState("x", a), (k) => k);
          expect(scene.effectsOn({ kind: "token", id: a.figure }).map((e) => e.statuses)).toEqual(view ? [view.statuses] : []);
        }
        measured[fx.file] = { scene: sceneCalls, effects: effectCalls, moves: scene.moves.length };

        await executeUndo(scene, undo);
        expect(scene.dump()).toEqual(before);
      });
    }
  });
}

/** Measured calls per fixture (scene-level calls, status-effect calls, token moves), for docs/foundry.md. */
const measured: Record<string, { scene: number; effects: number; moves: number }> = {};
afterAll(() => {
  if (process.env["ORDNANCE_REPORT_CALLS"]) console.log(JSON.stringify(measured));
});
