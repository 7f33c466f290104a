// The opponent's Trench Crusade scatter point, picked on the table (docs/rules.md §4.4 T4): the circle of the
// scatter distance around the original centre split into legal and illegal stretches (the core's own
// check: on the table, line of sight to the centre), a pointer or a bearing snapped onto the circle, and
// the learning resolution that finds the distance, the centre and the check without choosing anything.

import { type OutputDocument, type PointAnswer, type PointPrompt, getRuleset, resolveScenario, type Translate } from "../core/index.js";
import { type ScenarioDoc, clone } from "./scenario-doc.js";

export interface Xy {
  readonly x: number;
  readonly y: number;
}

/** A stretch of the circle, bearings in degrees clockwise from +x (y down), `from` < `to` (may pass 360). */
export interface Arc {
  readonly from: number;
  readonly to: number;
  readonly legal: boolean;
}

export type PointCheck = (p: PointAnswer) => string | null;

/** Whether the ruleset lets the target's side pick a point on the table (a decision of point shape it asks for). */
export function opponentPicksPoint(ruleset: string): boolean {
  return getRuleset(ruleset)?.choices.some((c) => c.value === "point" && c.chooser === "targetSide") === true;
}

/** Coordinates of a chosen point are rounded to 1/10,000" (the core accepts ±1/1000" off the distance). */
const round4 = (v: number): number => Math.round(v * 10_000) / 10_000;

/** The point of the circle at a bearing (degrees), rounded as it is written into the decision. */
export function pointAt(centre: Xy, radius: number, bearing: number): [number, number] {
  const r = (bearing * Math.PI) / 180;
  return [round4(centre.x + radius * Math.cos(r)), round4(centre.y + radius * Math.sin(r))];
}

/** Bearing of a point seen from the centre, in [0, 360); 0 when the point is the centre. */
export function bearingOf(centre: Xy, p: Xy): number {
  if (Math.hypot(p.x - centre.x, p.y - centre.y) < 1e-9) return 0;
  const deg = (Math.atan2(p.y - centre.y, p.x - centre.x) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

/** A click snapped onto the circle: the circle's point on the ray from the centre through it. */
export function snapToCircle(centre: Xy, radius: number, click: Xy): [number, number] {
  return pointAt(centre, radius, bearingOf(centre, click));
}

/**
 * The circle sampled every `step` degrees, each sample checked, merged into stretches of the same
 * legality (each sample stands for ±step/2 around it; the stretches over 0° are joined).
 */
export function circleArcs(centre: Xy, radius: number, check: PointCheck, step = 1): Arc[] {
  const n = Math.round(360 / step);
  const legal = Array.from({ length: n }, (_, k) => check(pointAt(centre, radius, k * step)) === null);
  const arcs: { from: number; to: number; legal: boolean }[] = [];
  for (const [k, isLegal] of legal.entries()) {
    const last = arcs[arcs.length - 1];
    if (last && last.legal === isLegal) last.to = (k + 0.5) * step;
    else arcs.push({ from: (k - 0.5) * step, to: (k + 0.5) * step, legal: isLegal });
  }
  const first = arcs[0];
  const final = arcs[arcs.length - 1];
  if (arcs.length > 1 && first && final && first.legal === final.legal) {
    arcs.shift();
    final.to = first.to + 360;
  }
  if (arcs.length === 1 && first) return [{ from: 0, to: 360, legal: first.legal }];
  return arcs.map((a) => (a.from < 0 ? { ...a, from: a.from + 360, to: a.to + 360 } : a));
}

/** What the learning resolution found: the scatter, its legal stretches and the automation's own pick. */
export interface ScatterChoice {
  /** The resolved document without a scatter point, and its output (the automation policy's landing). */
  readonly doc: ScenarioDoc;
  readonly output: OutputDocument;
  readonly centre: Xy;
  readonly radius: number;
  readonly chooser: string;
  readonly fallback: PointAnswer | null;
  readonly check: PointCheck;
  readonly arcs: readonly Arc[];
}

/**
 * Resolves `doc` once with no scatter point (one from the document is dropped) and, when the throw
 * scattered, returns what the opponent chooses from; null when it did not scatter (or the scatter has
 * no distance). Dice come from the same seed or script, so the same document with the decision set
 * rolls the same Success Roll: the point prompt rolls no dice.
 */
export function learnScatter(doc: ScenarioDoc, translate?: Translate): ScatterChoice | null {
  const dry = clone(doc);
  if (dry.decisions) {
    delete dry.decisions["scatterPoint"];
    if (!Object.keys(dry.decisions).length) delete dry.decisions;
  }
  let prompt: PointPrompt | null = null;
  const { output } = resolveScenario(dry, {
    ...(translate ? { translate } : {}),
    answerer: (p) => {
      if (p.kind === "point" && p.decision === "scatterPoint") prompt = p;
      return undefined;
    },
  });
  const found = prompt as PointPrompt | null;
  return found && scatterChoiceOf(dry, found, output);
}

/**
 * What the opponent chooses from, given the scatter point prompt a resolution of `doc` asked and that resolution's
 * output (the automation's point): the circle of the scatter distance around the original centre; null when the
 * throw has no scatter distance.
 */
export function scatterChoiceOf(doc: ScenarioDoc, prompt: PointPrompt, output: OutputDocument): ScatterChoice | null {
  const radius = output["scatterDistance"];
  const aim = output.aim;
  if (typeof radius !== "number" || radius <= 0 || !aim) return null;
  const centre = { x: aim.x, y: aim.y };
  return {
    doc,
    output,
    centre,
    radius,
    chooser: prompt.chooser,
    fallback: prompt.fallback,
    check: prompt.check,
    arcs: circleArcs(centre, radius, prompt.check),
  };
}

/** The document with the opponent's scatter point as its decision. */
export function withScatterPoint(doc: ScenarioDoc, point: readonly [number, number]): ScenarioDoc {
  const next = clone(doc);
  next.decisions = { ...(next.decisions ?? {}), scatterPoint: [point[0], point[1]] };
  return next;
}
