// The Running for Cover route picker's model (docs/foundry.md "Decisions while resolving"), pure and tested in node:
// the candidate point always on the legal ground the prompt carries (core battlefield/route-ground.ts), moved by the
// pointer or the arrow keys; Enter picks it, A the automation's route, Escape leaves it to the automation.

import { type RouteGround, hypot, routeCheck, routeOutline, snapToGround } from "../../core/index.js";

type Pt = readonly [number, number];

export interface RoutePicker {
  readonly ground: RouteGround;
  /** The automation's route (where the fighter runs if nobody picks), inches; null when it has none. */
  readonly fallback: Pt | null;
  /** The point the picker stands on, inches: always legal ground. */
  readonly candidate: Pt;
}

/** What a key does: the picker moved, or its answer (a point, or null: the automation decides), or nothing. */
export type RouteKeyResult =
  | { readonly kind: "moved"; readonly picker: RoutePicker }
  | { readonly kind: "done"; readonly point: Pt | null }
  | { readonly kind: "ignored" };

/** Inches an arrow key moves the candidate (Shift: `BIG_STEP`). */
export const STEP = 0.25;
export const BIG_STEP = 1;

/** The picker opened on the automation's route (snapped, should it not be legal ground), else on the start. */
export function openRoutePicker(ground: RouteGround, fallback: Pt | null): RoutePicker {
  return { ground, fallback, candidate: snapToGround(ground, fallback ?? ground.start) };
}

/** The candidate under the pointer: the pointer snapped onto legal ground along its direction from the start. */
export function pointerTo(picker: RoutePicker, p: Pt): RoutePicker {
  return { ...picker, candidate: snapToGround(picker.ground, p) };
}

const ARROWS: Readonly<Record<string, Pt>> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** A key pressed while picking (`key` as KeyboardEvent.key). */
export function routeKey(picker: RoutePicker, key: string, shift = false): RouteKeyResult {
  const arrow = Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;
  if (arrow) {
    const step = shift ? BIG_STEP : STEP;
    const c = picker.candidate;
    return { kind: "moved", picker: pointerTo(picker, [c[0] + arrow[0] * step, c[1] + arrow[1] * step]) };
  }
  if (key === "Enter") return { kind: "done", point: picker.candidate };
  if (key === "Escape") return { kind: "done", point: null };
  if ((key === "a" || key === "A") && picker.fallback) return { kind: "done", point: picker.fallback };
  return { kind: "ignored" };
}

/** A click's answer: the snapped point (a click off the ground picks the nearest legal point along its ray). */
export function clickAt(picker: RoutePicker, p: Pt): Pt {
  return pointerTo(picker, p).candidate;
}

/** Whether the candidate is the automation's own route (the picker says so, and Enter then picks it as the user's). */
export function onAutomationRoute(picker: RoutePicker): boolean {
  const f = picker.fallback;
  return f !== null && hypot(f[0] - picker.candidate[0], f[1] - picker.candidate[1]) <= 1e-6;
}

/** What the canvas draws, in the canvas's px (`pxPerInch`): the ground's outline, the start, the run and the fallback. */
export interface RouteDrawing {
  /** The legal ground's outline, a closed polygon as flat [x0, y0, x1, y1, …]. */
  readonly outline: number[];
  readonly start: { readonly x: number; readonly y: number };
  /** The distance rolled, as a radius (the ground never reaches beyond it). */
  readonly distance: number;
  readonly baseRadius: number;
  readonly candidate: { readonly x: number; readonly y: number };
  readonly fallback: { readonly x: number; readonly y: number } | null;
  /** Whether the candidate is legal (always, by construction; drawn red should a ground ever disagree). */
  readonly legal: boolean;
}

/** The picker drawn at `pxPerInch` (the outline from `rays` directions). */
export function routeDrawing(picker: RoutePicker, pxPerInch: number, rays = 180): RouteDrawing {
  const px = (p: Pt) => ({ x: p[0] * pxPerInch, y: p[1] * pxPerInch });
  const outline = routeOutline(picker.ground, rays).flatMap(([x, y]) => [x * pxPerInch, y * pxPerInch]);
  return {
    outline,
    start: px(picker.ground.start),
    distance: picker.ground.distance * pxPerInch,
    baseRadius: picker.ground.radius * pxPerInch,
    candidate: px(picker.candidate),
    fallback: picker.fallback ? px(picker.fallback) : null,
    legal: routeCheck(picker.ground, picker.candidate) === null,
  };
}
