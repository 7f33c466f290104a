// The opponent's scatter point for a failed SCATTER attack (docs/rules.md §4.4 T4, A-37, A-38): whether a
// point is legal (exact distance, on the table, line of sight to the original centre), the candidate
// points (every 5° on the circle plus points on model bases) and the automation policies.

import type { Battlefield } from "../../battlefield/battlefield.js";
import type { PointAnswer } from "../../engine/prompts.js";
import { centreDistXY } from "../../geometry/segment.js";
import type { Vec3 } from "../../geometry/vec.js";
import { type TcFigure, blastHits } from "./area.js";
import { lineOfSight, memoised, modelsNear } from "./memo.js";
import type { TcSettings } from "./settings.js";
import type { TcStats } from "./types.js";
import { hypot } from "../../geometry/vec.js";

/**
 * How far a chosen point may be from the exact scatter distance. A point typed into a scenario or picked
 * on a canvas is rounded to 1/1000" (a few hundredths of a millimetre), far below anything a tape
 * measure can show; the engine's own candidates are exact to floating-point precision.
 */
export const SCATTER_TOLERANCE = 1e-3;

/** Horizontal offsets below this (a billionth of an inch) have no usable direction. */
const DIRECTIONLESS = 1e-9;

/** Candidate bearings: every 5° (docs/rules.md §4.4 T4). */
export const CANDIDATE_STEP_DEG = 5;

export interface ScatterCandidate {
  readonly point: Vec3;
  /** Bearing from the original centre, degrees clockwise from +x in [0, 360). */
  readonly bearing: number;
}

/** A point prompt's answer as a 3D point: a missing z is the original centre's level. */
export const answerPoint = (p: PointAnswer, c0: Vec3): Vec3 => ({ x: p[0], y: p[1], z: p.length === 3 ? p[2] : c0.z });

export function scatterMeasure(p: Vec3, c0: Vec3, settings: TcSettings): number {
  const dxy = hypot(p.x - c0.x, p.y - c0.y);
  return settings["tc.scatterMetric"] === "tablePlane" ? dxy : hypot(dxy, p.z - c0.z);
}

/** Why `p` is not a legal scatter point, or null when it is. */
export function scatterProblem(
  bf: Battlefield<TcStats>,
  p: Vec3,
  c0: Vec3,
  dist: number,
  settings: TcSettings,
  tolerance = SCATTER_TOLERANCE,
): string | null {
  if (Math.abs(scatterMeasure(p, c0, settings) - dist) > tolerance) return `not exactly ${dist}" from the original target`;
  if (!bf.isOnTable(p)) return "off the table";
  if (!lineOfSight(bf, p, c0)) return "no line of sight to the original target";
  return null;
}

const bearingTo = (c0: Vec3, p: Vec3): number => {
  const deg = (Math.atan2(p.y - c0.y, p.x - c0.x) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
};

/**
 * Candidate points, in bearing order: the circle every 5° at the centre's level, then for each model
 * whose base the circle (or, in 3D, the sphere) crosses, the base point nearest its centre at the exact
 * distance.
 */
export function scatterCandidates(c0: Vec3, dist: number, models: readonly TcFigure[], settings: TcSettings): ScatterCandidate[] {
  const out: ScatterCandidate[] = [];
  if (dist === 0) return [{ point: c0, bearing: 0 }];
  for (let b = 0; b < 360; b += CANDIDATE_STEP_DEG) {
    const r = (b * Math.PI) / 180;
    out.push({ point: { x: c0.x + dist * Math.cos(r), y: c0.y + dist * Math.sin(r), z: c0.z }, bearing: b });
  }
  const planar = settings["tc.scatterMetric"] === "tablePlane";
  for (const f of models) {
    const dz = f.z - c0.z;
    if (!planar && Math.abs(dz) > dist) continue;
    const h = planar ? dist : Math.sqrt(Math.max(0, dist * dist - dz * dz));
    const d = centreDistXY(c0, f);
    let p: Vec3;
    // Within a billionth of an inch the centre sits on the base's centre and has no direction to it.
    // Stryker disable next-line EqualityOperator: at exactly a billionth of an inch either branch gives the same point to well under that.
    if (d < DIRECTIONLESS) {
      // Any direction serves; take +x.
      if (h > f.baseRadius) continue;
      p = { x: f.x + h, y: f.y, z: f.z };
    } else {
      if (Math.abs(h - d) > f.baseRadius) continue;
      p = { x: c0.x + ((f.x - c0.x) / d) * h, y: c0.y + ((f.y - c0.y) / d) * h, z: f.z };
    }
    out.push({ point: p, bearing: bearingTo(c0, p) });
  }
  return out;
}

export interface PolicyInput {
  readonly bf: Battlefield<TcStats>;
  readonly c0: Vec3;
  readonly dist: number;
  readonly radius: number;
  readonly attackerSide: string;
  readonly chooserSide: string;
  readonly settings: TcSettings;
}

/**
 * The automation policy's point, or null when no legal point exists. `minimiseOwnLosses`: fewest of
 * the chooser's models hit, then most of the attacker's, then the smallest bearing; `maximiseAttackerLosses`
 * ranks the attacker's losses first; `callerOnly` evaluates no losses and takes the first legal bearing.
 */
export function scatterPolicyPoint(input: PolicyInput): Vec3 | null {
  const { c0, dist, radius, attackerSide, chooserSide, settings: s } = input;
  // The pick depends only on the snapshot and these values, so Monte Carlo trials share it.
  const key = [
    "policy",
    c0.x,
    c0.y,
    c0.z,
    dist,
    radius,
    attackerSide,
    chooserSide,
    s["tc.scatterPolicy"],
    s["tc.scatterMetric"],
    s["tc.blastLos"],
    s["tc.friendly1inSide"],
    s["tc.friendly1inChain"],
    s["geometry.eps"],
    s["geometry.touchCounts"],
  ];
  return memoised(input.bf, key, () => computePolicyPoint(input));
}

function computePolicyPoint(input: PolicyInput): Vec3 | null {
  const { bf, c0, dist, radius, attackerSide, chooserSide, settings } = input;
  let maxBase = 0;
  for (const f of bf.figures) if (f.baseRadius > maxBase) maxBase = f.baseRadius;
  // Every model the blast (radius) or the 1" pass after it could reach from any point at `dist`.
  const reach = dist + radius + 1 + 2 * maxBase;
  const pool = modelsNear(bf, c0, reach);
  // scatterCandidates keeps only the models whose base the circle (or sphere) crosses.
  const candidates = scatterCandidates(c0, dist, pool, settings).sort((a, b) => a.bearing - b.bearing);
  const policy = settings["tc.scatterPolicy"];
  // Stryker disable next-line StringLiteral: the candidates are exact to rounding, so eps and the default 1/1000" accept the same ones.
  const eps = settings["geometry.eps"];
  const legal = (p: Vec3): boolean => scatterProblem(bf, p, c0, dist, settings, eps) === null;
  // callerOnly weighs no losses (with no models near, the loop below would also stop at the first legal point).
  if (policy === "callerOnly") {
    for (const c of candidates) if (legal(c.point)) return c.point;
    return null;
  }
  let attMax = 0;
  for (const f of pool) if (f.side === attackerSide) attMax++;
  // The 1" pass skips the models already hit, the source among them.
  const near = (): readonly TcFigure[] => pool;
  let best: { point: Vec3; own: number; att: number } | null = null;
  for (const c of candidates) {
    if (!legal(c.point)) continue;
    let own = 0;
    let att = 0;
    for (const h of blastHits(bf, c.point, radius, attackerSide, null, settings, pool, near)) {
      if (h.figure.side === chooserSide) own++;
      if (h.figure.side === attackerSide) att++;
    }
    const better =
      !best ||
      (policy === "minimiseOwnLosses"
        ? own < best.own || (own === best.own && att > best.att)
        : att > best.att || (att === best.att && own < best.own));
    if (better) best = { point: c.point, own, att };
    // Nothing beats none of the chooser's and all of the attacker's models; later bearings are larger.
    if (best && best.own === 0 && best.att === attMax) break;
  }
  return best ? best.point : null;
}
