// One Trench Crusade BLAST attack (docs/rules.md §4.4 T1–T7): preconditions, shooting into melee, the Success
// Roll with its DICE sources (§4.3), a hit or the opponent's scatter point, who is hit (area.ts), each hit model's
// Injury Roll (effects.ts), and the weapon's use. Rolls follow §4.4: T.melee, T.success, then T.injury[M] per model.

import { decideSpend } from "../../engine/decisions.js";
import { defined } from "../../engine/expect.js";
import { type Answer, type PointAnswer, type PointPrompt, ask, choose, rollDice, rollDie } from "../../engine/prompts.js";
import { baseEdgeToPoint, centreDistXY, edgeToEdge } from "../../geometry/segment.js";
import { type Vec3, distance3 } from "../../geometry/vec.js";
import { note } from "../../i18n.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import type { RulesetContext } from "../ruleset.js";
import { type BlastHit, FRIENDLY_REACH, type TcFigure, blastHits } from "./area.js";
import { diceCount, keepDice, readSuccess, scatterDistance } from "./rules.js";
import { L, Markers, injuryRolls, pos, spend, sum } from "./effects.js";
import { lineOfSight, memoised, modelsNear } from "./memo.js";
import { answerPoint, scatterPolicyPoint, scatterProblem } from "./scatter.js";
import type { TcSettings } from "./settings.js";
import type { TcStats, TcWeapon } from "./types.js";

export type TcContext = RulesetContext<TcStats, TcWeapon, TcSettings>;

/** Shoot ACTION: no enemy within 1" of the attacker (docs/rules.md §4.4 T1). */
const ENGAGED_REACH = 1;
/** Elevated position: the attacker stands 3" above the target (A-32). */
const ELEVATION = 3;
/** Shooting into melee: a friend within 1" of the target (T2); 1–3 on the D6 forces a friend. */
const MELEE_REACH = 1;
const MELEE_RETARGET_MAX = 3;

/** A distance or coordinate for a log line, to 1/1000". */
const fmt = (v: number): number => Math.round(v * 1000) / 1000;

export function tcAttack(ctx: TcContext): Outcome {
  const { scenario, battlefield: bf, settings } = ctx;
  const attack = defined(scenario.attack, "the attack");
  const attacker = defined(bf.figure(attack.attacker), "the attacker");
  const weapon = attack.weapon;
  const decisions = scenario.decisions;
  const eps = settings["geometry.eps"];
  const out = emptyOutcome("HIT");
  const log = out.notes;
  const usesLeft = weapon.usesPerGame === null ? null : Math.max(0, weapon.usesPerGame - weapon.used);
  out.weapon.usesLeft = usesLeft;
  const illegal = (reason: string): Outcome => {
    out.outcome = "ILLEGAL";
    out.reason = reason;
    log.push(note(`ORDNANCE.Reason.${reason}`));
    return out;
  };

  // Markers as they change during the attack (spent, then gained).
  const markers = new Markers();

  let target: TcFigure | null = attack.target.kind === "figure" ? defined(bf.figure(attack.target.figure), "the target figure") : null;
  let c0: Vec3 = target ? pos(target) : attack.target.kind === "point" ? attack.target.point : pos(attacker);
  out.aim = c0;

  // T1: preconditions.
  if (target && target.id === attacker.id) return illegal("targetIsAttacker");
  if (target && target.side === attacker.side) return illegal("targetNotEnemy");
  if (!target && weapon.blast === null) return illegal("pointNeedsBlast");
  if (!target && !bf.isOnTable(c0)) return illegal("targetOffTable");
  // Whether an enemy stands within 1" depends only on the snapshot: Monte Carlo trials ask it once.
  const engaged = memoised(bf, ["engaged", attacker.id, eps], () =>
    modelsNear(bf, attacker, ENGAGED_REACH + attacker.baseRadius).some(
      (f) => f.side !== attacker.side && edgeToEdge(attacker, f, settings["geometry.levelGap"]) <= ENGAGED_REACH + eps,
    ),
  );
  if (engaged) return illegal("enemyWithin1");
  if (weapon.heavy && attacker.stats.moved) return illegal("heavyAfterMoving");
  if (usesLeft !== null && usesLeft <= 0) return illegal("noUsesLeft");
  if (!lineOfSight(bf, attacker, c0)) return illegal("noLineOfSight");
  const rangeTo = (t: TcFigure | null, p: Vec3): number => {
    if (settings["tc.rangeMeasure"] === "centre") return distance3(pos(attacker), p);
    return t ? edgeToEdge(attacker, t, settings["geometry.levelGap"]) : baseEdgeToPoint(attacker, p);
  };
  let range = rangeTo(target, c0);
  log.push(L("range", { range: fmt(range), max: weapon.range }));
  if (range > weapon.range + eps) return illegal("outOfRange");

  // T2: shooting into melee.
  const original = target;
  if (target && (weapon.blast === null || settings["tc.meleeRollForBlast"])) {
    const t = target;
    const friends = memoised(bf, ["melee", attacker.id, t.id, eps], () =>
      modelsNear(bf, t, MELEE_REACH + t.baseRadius)
        .filter(
          (f) => f.side === attacker.side && f.id !== attacker.id && edgeToEdge(f, t, settings["geometry.levelGap"]) <= MELEE_REACH + eps,
        )
        .sort(
          (a, b) =>
            edgeToEdge(a, t, settings["geometry.levelGap"]) - edgeToEdge(b, t, settings["geometry.levelGap"]) ||
            (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
        ),
    );
    if (friends.length > 0) {
      const roll = rollDie("T.melee", 6);
      if (roll <= MELEE_RETARGET_MAX) {
        const pick = choose({
          tag: "T.meleeRetarget",
          chooser: attacker.side,
          options: friends.map((f) => f.id),
          fallback: defined(friends[0], "a friend to retarget").id,
          decision: "meleeRetarget",
        });
        target = defined(bf.figure(pick), "the new target");
        c0 = pos(target);
        out.aim = c0;
        range = rangeTo(target, c0);
        log.push(L("meleeRetarget", { roll, figure: target.id, original: t.id }));
      } else log.push(L("meleeKeep", { roll, figure: t.id }));
      out.extra["melee"] = { roll, target: target.id };
    }
  }
  out.extra["target"] = target ? target.id : null;
  out.extra["range"] = range;

  // T3: the Success Roll and its DICE sources (§4.3).
  const sources: { source: string; dice: number }[] = [];
  const add = (source: string, dice: number): void => {
    if (dice === 0) return;
    sources.push({ source, dice });
    log.push(L(`dice.${source}`, { dice: dice > 0 ? `+${dice}` : String(dice) }));
  };
  add("ranged", attacker.stats.ranged);
  const rise = attacker.z - c0.z;
  const elevated = settings["tc.elevated"] === "atLeast3" ? rise >= ELEVATION - eps : rise > ELEVATION + eps;
  if (elevated && !weapon.ignoreElevated) add("elevated", 1);
  const inCover = target ? target.stats.cover : settings["tc.coverForPoint"] && attack.extras["targetInCover"] === true;
  if (inCover && !weapon.ignoreCover) add("cover", -1);
  if (range > weapon.range / 2 + eps && !weapon.ignoreLongRange) add("longRange", -1);
  // The opponent chooses for the target's side (a point: the first other side on the table).
  const opponent = original?.side ?? bf.figures.find((f) => f.side !== attacker.side)?.side ?? "opponent";
  // Asked only now that the attack is legal, and only when the attacker holds Blood or Blessings to spend.
  const bloodHeld = markers.bloodOf(attacker);
  const bloodSpent = decideSpend(decisions, bloodHeld, () => ({
    ...spend("bloodSpendOnSuccess", opponent, bloodHeld, "T.success", markers, attacker),
    tag: "T.bloodSpendOnSuccess",
  }));
  // Stryker disable next-line EqualityOperator,ConditionalExpression: a spend of 0 leaves the markers as they are and add() skips 0 DICE.
  if (bloodSpent > 0) {
    markers.setBlood(attacker, markers.bloodOf(attacker) - bloodSpent);
    add("bloodSpent", -bloodSpent);
  }
  const blessHeld = markers.blessingOf(attacker);
  const blessSpent = decideSpend(decisions, blessHeld, () => ({
    ...spend("blessingSpend", attacker.side, blessHeld, "T.success", markers, attacker),
    tag: `T.blessingSpend[${attacker.id}]`,
    figure: attacker.id,
    askOf: attacker.id,
  }));
  // Stryker disable next-line EqualityOperator,ConditionalExpression: a spend of 0 leaves the markers as they are and add() skips 0 DICE.
  if (blessSpent > 0) {
    markers.setBlessing(attacker, markers.blessingOf(attacker) - blessSpent);
    add("blessingSpent", blessSpent);
  }
  if (attacker.stats.down) add("down", -1);
  const net = sum(sources.map((s) => s.dice));
  const faces = rollDice("T.success", diceCount(net), 6);
  const kept = keepDice(faces, net);
  const flat = (attack.extras["successModifier"] as number | undefined) ?? 0;
  const total = sum(kept) + flat;
  const result = readSuccess(total, settings["tc.critAt"]);
  out.extra["successRoll"] = { net, sources, faces, kept, modifier: flat, total, result };
  log.push(L(`success.${result}`, { faces: faces, kept: kept, net, total }));
  out.extra["attacker"] = attackerLeft(attacker, markers, out);

  // T4: a hit, a miss, or the opponent's scatter point.
  let centre = c0;
  let crit = result === "critical";
  if (result === "failure") {
    if (!weapon.scatter) {
      out.outcome = "MISS";
      log.push(L("miss"));
      return finish(out, weapon, usesLeft);
    }
    const dist = scatterDistance(settings["tc.scatterBasis"] === "diceOnly" ? sum(kept) : total);
    out.extra["scatterDistance"] = dist;
    log.push(L("scatter", { inches: dist }));
    const chooser = original?.side ?? pointChooser(bf.figures, attacker.side, c0, dist + (weapon.blast ?? 0));
    const from = c0;
    const policy = scatterPolicyPoint({
      bf,
      c0: from,
      dist,
      radius: weapon.blast ?? 0,
      attackerSide: attacker.side,
      chooserSide: chooser,
      settings,
    });
    const policyPick: PointAnswer | null = policy ? [policy.x, policy.y, policy.z] : null;
    const prompt: PointPrompt = {
      kind: "point",
      tag: "T.scatterPoint",
      chooser,
      decision: "scatterPoint",
      check: (p) => scatterProblem(bf, answerPoint(p, from), from, dist, settings),
      fallback: policyPick,
      scatter: { attacker: attacker.id, weapon: weapon.name, inches: dist },
    };
    const answer: Answer = ask(prompt);
    if (answer === null) {
      out.outcome = "MISS";
      log.push(L("noScatterPoint", { inches: dist }));
      return finish(out, weapon, usesLeft);
    }
    const p = answerPoint(answer as PointAnswer, from);
    const data = { side: chooser, x: fmt(p.x), y: fmt(p.y), z: fmt(p.z) };
    // The policy's own sentence (its setting's choice in plain words, never its internal name).
    log.push(answer === policyPick ? L(`scatterPolicy.${settings["tc.scatterPolicy"]}`, data) : L("scatterChosen", data));
    out.outcome = "SCATTERED";
    out.path.push({ from: [from.x, from.y], to: [p.x, p.y], kind: "scatter" });
    out.extra["scatterPoint"] = { x: p.x, y: p.y, z: p.z, chooser };
    centre = p;
    // Stryker disable next-line BooleanLiteral: after a failure crit is already false, and no model is the chosen target.
    crit = false;
  } else out.outcome = crit ? "CRIT" : "HIT";
  out.impact = centre;

  // T5: who is hit.
  const radius = weapon.blast ?? 0;
  // The blast's radius in inches, for whoever draws the blast area (null: no BLAST).
  out.blastRadius = weapon.blast;
  const forced = result === "failure" ? null : target;
  // Who a blast at a point hits depends only on the snapshot, so trials that land on the same point
  // (the target, or the policy's scatter point) share one answer; each gets its own copy to sort.
  const hits: BlastHit[] =
    weapon.blast === null
      ? forced
        ? [{ figure: forced, cause: "blast" }]
        : []
      : memoised(bf, ["hits", centre.x, centre.y, centre.z, radius, attacker.side, forced?.id ?? null], () =>
          blastHits(bf, centre, radius, attacker.side, forced, settings, modelsNear(bf, centre, radius), (s) =>
            modelsNear(bf, s, FRIENDLY_REACH + s.baseRadius),
          ),
        ).slice();
  // Injury order (T6): the model chosen as the target first (also after a scatter), then by distance.
  const chosen = forced;
  const first = target;
  const c = centre;
  hits.sort((a, b) => {
    if (first && a.figure === first) return -1;
    if (first && b.figure === first) return 1;
    return distance3(c, pos(a.figure)) - distance3(c, pos(b.figure)) || (a.figure.id < b.figure.id ? -1 : 1);
  });
  if (hits.length === 0) log.push(L("nobodyHit"));

  // T6: an Injury Roll for each hit model.
  injuryRolls({ attacker, weapon, decisions, settings, hits, chosen, crit, markers, out });
  out.extra["attacker"] = attackerLeft(attacker, markers, out);
  return finish(out, weapon, usesLeft);
}

/**
 * The attacker after the attack: its markers left and its status (its `affected` entry's when its own blast hit it),
 * so an adapter stores the markers it spent on its Success Roll (presentation.ts `unlistedStates`).
 */
function attackerLeft(attacker: TcFigure, markers: Markers, out: Outcome): Record<string, unknown> {
  const hit = out.affected.find((e) => e.figure === attacker.id);
  const status = hit?.status ?? (attacker.stats.down ? "down" : "standing");
  return { figure: attacker.id, blood: markers.bloodOf(attacker), blessing: markers.blessingOf(attacker), status };
}

/** T7: the use counter, CONSUMABLE and HEAVY notes. */
function finish(out: Outcome, weapon: TcWeapon, usesLeft: number | null): Outcome {
  out.weapon.consumed = weapon.consumable;
  out.weapon.usesLeft = usesLeft === null ? null : usesLeft - 1;
  out.extra["weaponUsed"] = weapon.used + 1;
  if (usesLeft !== null) out.notes.push(L("usesLeft", { uses: usesLeft - 1 }));
  if (weapon.consumable) out.notes.push(L("consumedAfterGame", { weapon: weapon.name }));
  if (weapon.heavy) out.notes.push(L("heavyCarry"));
  return out;
}

/**
 * Who chooses where a throw at a point scatters: the one other side whose models the blast can reach from the aim
 * (within the scatter distance plus the blast radius of it, bases counted); "opponent" (no side: the referee, or the
 * automation) when no other side's model is in reach or more than one side's is — an uninvolved side is never asked.
 */
function pointChooser(figures: readonly TcFigure[], attackerSide: string, c0: Vec3, reach: number): string {
  const sides = new Set(figures.filter((f) => f.side !== attackerSide && centreDistXY(c0, f) <= reach + f.baseRadius).map((f) => f.side));
  const [only] = sides;
  return sides.size === 1 && only !== undefined ? only : "opponent";
}
