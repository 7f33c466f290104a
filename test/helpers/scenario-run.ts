// Builds small scenario documents and reads what a resolution reports about each figure (status, notes,
// secondary outputs), so rule tests go through each ruleset's attack entry point rather than its internals.

import type { FigureDoc, ScenarioDoc, WallDoc } from "../../src/core/scenario/document.js";
import { resolveScenario } from "../../src/core/scenario/resolve.js";

export type Output = ReturnType<typeof resolveScenario>["output"];

export interface Note {
  readonly key: string;
  readonly data?: Record<string, unknown>;
}

export interface AffectedView {
  readonly figure: string;
  readonly cause: string;
  readonly status: string;
  readonly position: { x: number; y: number; z: number };
  readonly wounds?: number;
  readonly toughness?: number;
  readonly notes: readonly Note[];
  readonly [extra: string]: unknown;
}

/** Resolves a scenario document and returns its output document. */
export const resolveDoc = (doc: ScenarioDoc): Output => resolveScenario(doc).output;

/** The affected-figure entry of `id`, or a thrown error naming the figures that were affected. */
export function affected(out: Output, id: string): AffectedView {
  const list = out.affected as unknown as readonly AffectedView[];
  const e = list.find((a) => a.figure === id);
  if (!e) throw new Error(`${id} is not among the affected figures: ${list.map((a) => a.figure).join(", ")}`);
  return e;
}

/** The note keys of a figure (or of the whole attack), with the `ORDNANCE.Log.<ruleset>.` prefix removed. */
export const keysOf = (notes: readonly Note[]): string[] => notes.map((n) => n.key.replace(/^ORDNANCE\.Log\.[a-zA-Z]+\./, ""));

/** The first note with this short key (see `keysOf`), or a thrown error listing the notes there were. */
export function note(notes: readonly Note[], short: string): Record<string, unknown> {
  const n = notes.find((x) => x.key.endsWith(`.${short}`));
  if (!n) throw new Error(`no ${short} note among: ${keysOf(notes).join(", ")}`);
  return n.data ?? {};
}

/** The roll tags of a resolution, in order. */
export const rollTags = (out: Output): string[] => out.rolls.map((r) => r.tag);

export const fig = (
  id: string,
  side: string,
  x: number,
  y: number,
  stats: Record<string, unknown> = {},
  extra: Partial<FigureDoc> = {},
): FigureDoc => ({
  id,
  side,
  x,
  y,
  baseRadius: 0.5,
  stats,
  ...extra,
});

export const wall = (id: string, a: [number, number], b: [number, number], extra: Record<string, unknown> = {}): WallDoc => ({
  id,
  a,
  b,
  ...extra,
});
