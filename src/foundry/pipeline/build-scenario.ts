// Builds the scenario document (docs/scenario.md "The document") for an attack or an end-of-round upkeep on a scene:
// the snapshot in the document's JSON form, the attacker's weapon and the aim, the world's rules
// settings. This document is what the chat card stores, and what replay and the command line read.

import type { BattlefieldSnapshot } from "../../core/index.js";

/** The snapshot as the scenario schema wants it: optional parts left out rather than null. */
export function battlefieldDocument(snap: BattlefieldSnapshot): Record<string, unknown> {
  return {
    ...(snap.bounds ? { bounds: snap.bounds } : {}),
    walls: snap.walls.map((w) => ({ ...w, a: [...w.a], b: [...w.b] })),
    figures: snap.figures.map((f) => ({ ...f, stats: { ...f.stats } })),
    clouds: snap.clouds.map((c) => ({ ...c })),
    ...(snap.wind ? { wind: { ...snap.wind } } : {}),
  };
}

export type ScenarioTarget =
  { readonly figure: string } | { readonly point: readonly [number, number] | readonly [number, number, number] };

export interface AttackScenarioInput {
  readonly ruleset: string;
  readonly settings: Record<string, unknown>;
  readonly battlefield: BattlefieldSnapshot;
  /** The battlefield's document made once by a caller that builds many documents on one snapshot (aiming: the scene cache's). */
  readonly battlefieldDoc?: Readonly<Record<string, unknown>>;
  readonly attacker: string;
  readonly weapon: Record<string, unknown>;
  readonly target: ScenarioTarget;
  readonly blind: boolean;
  /** The ruleset's extra `attack` fields (GZG loader, Trench Crusade successModifier, Necromunda markerOffset). */
  readonly extras?: Record<string, unknown>;
  /** Player decisions already known (Necromunda order and Running for Cover routes, Trench Crusade spends). */
  readonly decisions?: Record<string, unknown>;
}

export function attackScenario(i: AttackScenarioInput): Record<string, unknown> {
  return {
    ruleset: i.ruleset,
    settings: { ...i.settings },
    battlefield: i.battlefieldDoc ?? battlefieldDocument(i.battlefield),
    attack: {
      attacker: i.attacker,
      weapon: { ...i.weapon },
      target: "figure" in i.target ? { figure: i.target.figure } : { point: [...i.target.point] },
      blind: i.blind,
      ...structuredClone(i.extras ?? {}),
    },
    ...(i.decisions && Object.keys(i.decisions).length > 0 ? { decisions: structuredClone(i.decisions) } : {}),
  };
}

export function upkeepScenario(
  ruleset: string,
  settings: Record<string, unknown>,
  battlefield: BattlefieldSnapshot,
): Record<string, unknown> {
  return { ruleset, settings: { ...settings }, battlefield: battlefieldDocument(battlefield), endOfRound: true };
}

/**
 * The scenario with the dice it was resolved with written in as `dice`, and the points and choices
 * users made written into `decisions` (the answerer keeps them under the key their prompt names, e.g.
 * Trench Crusade `scatterPoint`), so that `ordnance resolve` on the exported file reproduces the chat
 * card's result. Decisions already in the scenario (a Necromunda `resolutionOrder`, a Blood spend on another model) stay.
 */
export function scenarioWithAnswers(
  scenario: unknown,
  answers: readonly { readonly tag: string; readonly kind: string; readonly value: unknown; readonly source: string }[],
  userDecisions: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const base: Record<string, unknown> = typeof scenario === "object" && scenario !== null ? { ...scenario } : {};
  const own = base["decisions"];
  const isMap = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
  const decisions: Record<string, unknown> = { ...(isMap(own) ? own : {}) };
  // A per-figure decision made while resolving joins those given up front for other figures.
  for (const [key, v] of Object.entries(structuredClone(userDecisions))) {
    const held = decisions[key];
    decisions[key] = isMap(held) && isMap(v) ? { ...held, ...v } : v;
  }
  if (Object.keys(decisions).length > 0) base["decisions"] = decisions;
  const dice: Record<string, number | number[]> = {};
  for (const a of answers) {
    if (a.kind !== "dice" || !Array.isArray(a.value)) continue;
    const faces = a.value.filter((v): v is number => typeof v === "number");
    const [only] = faces;
    dice[a.tag] = faces.length === 1 && only !== undefined ? only : faces;
  }
  return { ...base, dice };
}
