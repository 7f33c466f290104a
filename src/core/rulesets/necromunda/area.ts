// Who is under a Necromunda Blast marker (docs/rules.md §2.4 N6): the fighters whose base the marker covers on
// its level (or within its sphere), not behind solid terrain, nearest first or in the attacker's chosen order;
// and, before any roll, who would be under it at the aim (the attacker's resolution order to choose from).

import { defined } from "../../engine/expect.js";
import { decideOrder } from "../../engine/decisions.js";
import { drawFace } from "../../engine/prompts.js";
import type { Battlefield } from "../../battlefield/battlefield.js";
import type { FigureSnapshot } from "../../battlefield/types.js";
import { centreDistXY, edgeDist3D, overlapsCircle } from "../../geometry/segment.js";
import { EPS, type Vec3, hypot } from "../../geometry/vec.js";
import { MemoKind, recall, remember } from "./memo.js";
import type { RulesetContext } from "../ruleset.js";
import type { NecroSettings } from "./settings.js";
import type { AttackRun, FighterState } from "./state.js";
import { type NecroStats, type NecroWeapon, blastRadius, hasTrait } from "./types.js";

/** N6 on the snapshot: who stands under a marker at the hole, behind no solid wall, nearest first (their indices in it). */
function underMarker(bf: Battlefield<NecroStats>, hole: Vec3, R: number, touch: boolean, sphere: boolean): readonly number[] {
  const figures = bf.figures;
  const fig = (i: number): FigureSnapshot<NecroStats> => defined(figures[i], "an indexed figure");
  const found: number[] = [];
  for (const i of bf.figureIndicesNear(hole, R)) {
    const f = fig(i);
    if (sphere) {
      const d = edgeDist3D(hole, f);
      if (touch ? d > R + EPS : d >= R - EPS) continue;
    } else if (!overlapsCircle(hole, R, f, touch) || Math.abs(f.z - hole.z) > EPS) continue;
    if (!bf.wallBetween(hole, f, "move")) found.push(i);
  }
  const d = new Map(found.map((i) => [i, centreDistXY(hole, fig(i))] as const));
  const id = (i: number): string => fig(i).id;
  found.sort((a, b) => defined(d.get(a), "a distance") - defined(d.get(b), "a distance") || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
  return found;
}

/**
 * N6: the fighters under the marker and not behind solid terrain, in resolution order. `again`: trials may land the
 * marker at this very point again (it is where the attack was aimed), so the snapshot's answer is remembered; a
 * scattered marker's point is new every trial, and remembering it would only fill the memo.
 */
export function fightersUnder(run: AttackRun, hole: Vec3, R: number, again: boolean): FighterState[] {
  const { bf, settings } = run;
  const touch = settings["geometry.touchCounts"];
  const sphere = settings["necro.blastVertical"] === "sphere";
  let under: readonly number[];
  // Stryker disable next-line ConditionalExpression: remembered or not, who stands under the marker is the same
  if (again) {
    // Who stands under a marker at a point depends only on the snapshot: trials landing there share it.
    const key = [MemoKind.Under, hole.x, hole.y, hole.z, R, touch ? 1 : 0, sphere ? 1 : 0];
    under = (recall(bf, key) as readonly number[] | undefined) ?? remember(bf, key, underMarker(bf, hole, R, touch, sphere));
  } else under = underMarker(bf, hole, R, touch, sphere);
  const order = chosenOrder(run, under);
  // Without a chosen order, each figure's state is found by its index (the common case, once per trial).
  if (!order) return under.map((i) => run.stateAt(i));
  // The chosen fighters first; the sort is stable, so the rest stay nearest first with ties by id, as `under` has them.
  const rank = new Map(order.map((id, i) => [id, i] as const));
  const rankOf = (i: number): number => rank.get(defined(bf.figures[i], "an indexed figure").id) ?? order.length;
  return under
    .slice()
    .sort((a, b) => rankOf(a) - rankOf(b))
    .map((i) => run.stateAt(i));
}

/**
 * The attacker's order for the fighters under the landed marker: the scenario's (given up front), else asked of the
 * attacker's user once the marker has landed on two or more fighters (nearest first is the automation's order); a
 * seeded trial alone leaves it to the automation, as a prompt would. Undefined: nearest first.
 */
function chosenOrder(run: AttackRun, under: readonly number[]): readonly string[] | undefined {
  const held = run.decisions["resolutionOrder"] as readonly string[] | undefined;
  if (held || under.length < 2 || drawFace()) return held;
  const ids = under.map((i) => defined(run.bf.figures[i], "an indexed figure").id);
  return decideOrder(run.decisions, {
    decision: "resolutionOrder",
    tag: "N.order",
    chooser: run.attacker.side,
    askOf: run.attacker.id,
    options: ids,
    fallback: ids,
  });
}

/**
 * N6 at the aim, before any roll: the fighters under a Blast marker whose hole is where the attack is aimed (a
 * target's centre, moved by `markerOffset` under necro.markerOnFighter = offsetOverBase), nearest first; null
 * when no Blast marker lands (a smoke round, no Blast trait) or the offset leaves the target's base (N1 refuses it).
 */
export function orderAtAim({
  scenario,
  battlefield: bf,
  settings,
}: RulesetContext<NecroStats, NecroWeapon, NecroSettings>): string[] | null {
  const attack = scenario.attack;
  // Stryker disable next-line StringLiteral: necro.smokeAsBlast5 matters only for a Smoke weapon, ruled out on this line
  const R = attack && !hasTrait(attack.weapon, "Smoke") ? blastRadius(attack.weapon, settings["necro.smokeAsBlast5"]) : null;
  if (!attack || R === null) return null;
  const target = attack.target;
  if (target.kind === "point") return underAt(bf, target.point, R, settings);
  const fig = defined(bf.figure(target.figure), "the target figure");
  const offset = attack.extras["markerOffset"] as readonly [number, number] | undefined;
  const [dx, dy] = offset && settings["necro.markerOnFighter"] === "offsetOverBase" ? offset : [0, 0];
  return hypot(dx, dy) > fig.baseRadius + EPS ? null : underAt(bf, { x: fig.x + dx, y: fig.y + dy, z: fig.z }, R, settings);
}

function underAt(bf: Battlefield<NecroStats>, hole: Vec3, R: number, settings: NecroSettings): string[] {
  return underMarker(bf, hole, R, settings["geometry.touchCounts"], settings["necro.blastVertical"] === "sphere").map(
    (i) => defined(bf.figures[i], "an indexed figure").id,
  );
}
