// The aim preview model (pure): from the pointer position, what the canvas overlay draws and what a
// click throws — the aim (a model under the pointer, or the point), the distance and what applies there,
// range rings, the blast circle and the figures it would catch if the shot landed on the aim. Keyboard
// aiming moves the aim by steps. Everything is in inches in Foundry's frame (x right, y down).

import { type RangeBand, type RangeRing, blastRadiusOf, rangeBandAt, rangeRings } from "./range-rings.js";

export interface AimFigure {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly baseRadius: number;
}

export type AimMode = "figure" | "point";

export interface AimInput {
  readonly ruleset: string;
  readonly weapon: Readonly<Record<string, unknown>>;
  readonly attacker: AimFigure & { readonly stats: Readonly<Record<string, unknown>> };
  /** The other figures on the scene. */
  readonly figures: readonly AimFigure[];
  /** The world's rules overrides. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** "figure": a model under the pointer is targeted (its centre); "point": always the point. */
  readonly mode: AimMode;
}

export type AimTarget = { readonly figure: string } | { readonly point: readonly [number, number] };

export interface AimPreview {
  readonly aim: { readonly x: number; readonly y: number };
  readonly target: AimTarget;
  readonly band: RangeBand;
  readonly rings: readonly RangeRing[];
  readonly blastRadius: number | null;
  /** Figures whose base the blast circle reaches, nearest first (if the shot lands on the aim). */
  readonly inBlast: readonly string[];
  /** Identity of the aim for live odds: equal keys give equal odds (aim rounded to 0.1"). */
  readonly oddsKey: string;
}

/** The figure whose base contains the point, nearest centre first; the attacker never. */
export function figureAt(figures: readonly AimFigure[], x: number, y: number, exclude: string): AimFigure | null {
  let best: AimFigure | null = null;
  let bestD = Infinity;
  for (const f of figures) {
    if (f.id === exclude) continue;
    const d = Math.hypot(f.x - x, f.y - y);
    if (d <= f.baseRadius && d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

/** The preview for the pointer at (x, y) inches. */
export function aimPreview(input: AimInput, x: number, y: number): AimPreview {
  const over = input.mode === "figure" ? figureAt(input.figures, x, y, input.attacker.id) : null;
  return previewOf(input, over ? { x: over.x, y: over.y } : { x, y }, over);
}

/** The preview of a given target (a suggested aim): a figure's centre, or the point, whatever the mode. */
export function aimPreviewFor(input: AimInput, target: AimTarget): AimPreview {
  if ("point" in target) return previewOf(input, { x: target.point[0], y: target.point[1] }, null);
  const f = input.figures.find((g) => g.id === target.figure);
  if (!f) throw new Error(`ordnance: no figure ${target.figure} to aim at`);
  return previewOf(input, { x: f.x, y: f.y }, f);
}

function previewOf(input: AimInput, aim: { readonly x: number; readonly y: number }, over: AimFigure | null): AimPreview {
  const distance = Math.hypot(aim.x - input.attacker.x, aim.y - input.attacker.y);
  const blastRadius = blastRadiusOf(input.ruleset, input.weapon, input.attacker, input.settings);
  const inBlast =
    blastRadius === null
      ? over
        ? [over.id]
        : []
      : input.figures
          .map((f) => ({ id: f.id, edge: Math.hypot(f.x - aim.x, f.y - aim.y) - f.baseRadius }))
          .filter((f) => f.edge <= blastRadius + 1e-6)
          .sort((a, b) => a.edge - b.edge || a.id.localeCompare(b.id))
          .map((f) => f.id);
  const round = (v: number): number => Math.round(v * 10) / 10;
  return {
    aim,
    target: over ? { figure: over.id } : { point: [aim.x, aim.y] },
    band: rangeBandAt(input.ruleset, input.weapon, input.attacker, input.settings, distance, over?.baseRadius ?? 0),
    rings: rangeRings(input.ruleset, input.weapon, input.attacker, input.settings),
    blastRadius,
    inBlast,
    oddsKey: over ? `figure:${over.id}` : `point:${round(aim.x)},${round(aim.y)}`,
  };
}

/** A suggested aim stays put until the pointer has moved this far (inches) from where it was first seen. */
export const SUGGESTION_HOLD = 1;

/**
 * Holds a suggested aim against small pointer moves: `moved` answers whether the pointer has left the
 * place it was first seen by `SUGGESTION_HOLD` or more (then the aim follows the pointer again).
 */
export class SuggestionHold {
  private first: { readonly x: number; readonly y: number } | null = null;

  moved(x: number, y: number): boolean {
    this.first ??= { x, y };
    return Math.hypot(x - this.first.x, y - this.first.y) >= SUGGESTION_HOLD;
  }
}

export type AimKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";

/** Keyboard aiming: an arrow key moves the aim by `step` inches (the caller passes a larger step with Shift). */
export function nudgeAim(at: { readonly x: number; readonly y: number }, key: AimKey, step: number): { x: number; y: number } {
  switch (key) {
    case "ArrowUp":
      return { x: at.x, y: at.y - step };
    case "ArrowDown":
      return { x: at.x, y: at.y + step };
    case "ArrowLeft":
      return { x: at.x - step, y: at.y };
    case "ArrowRight":
      return { x: at.x + step, y: at.y };
  }
}

export function isAimKey(key: string): key is AimKey {
  return key === "ArrowUp" || key === "ArrowDown" || key === "ArrowLeft" || key === "ArrowRight";
}
