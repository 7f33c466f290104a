// What a Trench Crusade attack may touch (docs/rules.md §4.4 T1–T7): the attacker's surroundings (an enemy
// within 1"), the line of sight to the target, a friend it may have to target instead, the scatter circle
// and the blast around any centre, and the models caught within 1" of a hit one (chained when set).

import { centreDistXY } from "../../geometry/segment.js";
import type { Vec2 } from "../../geometry/vec.js";
import { type AttackReach, capsule, disc, maxBaseRadius } from "../../scenario/reach.js";
import type { TcContext } from "./attack.js";
import { FRIENDLY_REACH, type TcFigure } from "./area.js";

/** The enemy-within-1" check and shooting into melee both look 1" out (T1, T2). */
const ONE_INCH = 1;
/** A scatter is 7 minus the Success Roll's total, which (kept dice summing to at least 1) leaves at most 6 before modifiers. */
const SCATTER_BEFORE_MODIFIER = 6;
/** Reach slack for the exact tests on the way (their tolerances are 1e-6"). */
const SLACK = 0.01;

export function tcReach(ctx: TcContext): AttackReach | null {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = scenario.attack;
  // The end of a round changes nothing on the table.
  if (!attack) return { terrain: [], figures: [], keepClouds: "all" };
  const attacker = bf.figure(attack.attacker);
  const weapon = attack.weapon;
  const target = attack.target.kind === "figure" ? (bf.figure(attack.target.figure) ?? null) : null;
  const c0: Vec2 | undefined = attack.target.kind === "point" ? attack.target.point : (target ?? undefined);
  // A parsed document names figures that exist; anything else is not pruned.
  if (!attacker || !c0) return null;
  const base = maxBaseRadius(bf.figures);
  // Shooting into melee may move the centre to a friend within 1" of the target.
  const melee = target && (weapon.blast === null || settings["tc.meleeRollForBlast"]) ? ONE_INCH + target.baseRadius + base : 0;
  const flat = (attack.extras["successModifier"] as number | undefined) ?? 0;
  const scatter = !weapon.scatter
    ? 0
    : settings["tc.scatterBasis"] === "diceOnly"
      ? SCATTER_BEFORE_MODIFIER
      : Math.max(0, SCATTER_BEFORE_MODIFIER - flat);
  const blast = melee + scatter + (weapon.blast ?? 0);
  // Models the blast may catch, then those within 1" of a caught one (again and again when chained).
  const caught = new Set<TcFigure>(bf.figures.filter((f) => centreDistXY(c0, f) <= blast + f.baseRadius + SLACK));
  const chain = settings["tc.friendly1inChain"];
  let frontier = [...caught];
  while (frontier.length > 0) {
    const next: TcFigure[] = [];
    for (const s of frontier)
      for (const o of bf.figures)
        if (!caught.has(o) && centreDistXY(s, o) <= FRIENDLY_REACH + s.baseRadius + o.baseRadius + SLACK) {
          caught.add(o);
          next.push(o);
        }
    frontier = chain ? next : [];
  }
  return {
    terrain: [capsule(attacker, c0, 0), disc(c0, blast + base)],
    figures: [disc(attacker, ONE_INCH + attacker.baseRadius), ...(target ? [disc(target, ONE_INCH + target.baseRadius)] : [])],
    // Who chooses a point throw's scatter is decided by the models in reach (attack.ts `pointChooser`): all caught here.
    keepFigures: [...caught].map((f) => f.id),
    keepClouds: [],
  };
}
