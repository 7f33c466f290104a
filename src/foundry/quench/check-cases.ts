// The in-world checks' table layouts, read from the case files in cases/: each a scenario document with scripted
// dice (by roll tag) on a small scene of walls, a ledge and fighters, and what it must show on the live documents;
// one batch per registered ruleset with a case. Distances in inches; ids are 16 characters as Foundry's are.

import { RULESETS, type ScenarioDoc, type WindSnapshot } from "../../core/index.js";
import blastCharge from "./cases/blast-charge.json";
import ledgeKnockback from "./cases/ledge-knockback.json";
import smokeDrift from "./cases/smoke-drift.json";

export interface CheckFigure {
  readonly id: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly stats: Readonly<Record<string, unknown>>;
}

export interface CheckWall {
  readonly id: string;
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  /** A Foundry wall blocking movement (and, with `sight`, vision). A ledge blocks walking off the platform. */
  readonly sight: boolean;
  /** Makes the wall a platform edge (flags.ordnance.wall.ledgeDropInches). */
  readonly ledgeDropInches?: number;
}

export type ScriptedDice = Readonly<Record<string, number | readonly number[]>>;

/** What the live documents must show after the attack. */
export interface CheckExpect {
  readonly blastArea: boolean;
  /** A figure the attack knocks back (across the ledge, which Foundry would stop a walk at). */
  readonly knockedBack?: string;
  readonly cloud: boolean;
}

/** The end-of-round upkeep that follows (clouds drift in the wind), with its dice. */
export interface CheckUpkeep {
  readonly wind: WindSnapshot;
  readonly dice: ScriptedDice;
}

/** A case file (cases/*.json): a scenario document (docs/scenario.md) with its `dice`, the upkeep after it, the checks. */
export interface CaseFile {
  readonly case: string;
  readonly summary: string;
  readonly scenario: ScenarioDoc;
  readonly upkeep?: CheckUpkeep;
  readonly expect: CheckExpect;
}

export interface CheckCase {
  readonly ruleset: string;
  readonly figures: readonly CheckFigure[];
  readonly walls: readonly CheckWall[];
  readonly attacker: string;
  readonly weapon: Readonly<Record<string, unknown>>;
  readonly target: { readonly figure: string } | { readonly point: readonly [number, number] };
  readonly dice: ScriptedDice;
  readonly upkeep?: CheckUpkeep;
  readonly expect: CheckExpect;
}

const fail = (file: CaseFile, what: string): never => {
  throw new Error(`in-world check case ${file.case}: ${what}`);
};

/**
 * A case file as the checks build it: the document's figures become tokens, its walls Foundry walls (a wall with a
 * `ledge` a platform edge, walkers stopped at it; any other blocks movement and, unless `blocksSight` is false, sight).
 */
export function checkCase(file: CaseFile): CheckCase {
  const { scenario } = file;
  const attack = scenario.attack ?? fail(file, "the scenario has no attack");
  const point = "point" in attack.target ? attack.target.point : null;
  return {
    ruleset: scenario.ruleset,
    figures: (scenario.battlefield.figures ?? []).map((f) => ({
      id: f.id,
      side: f.side,
      x: f.x,
      y: f.y,
      z: f.z ?? 0,
      stats: f.stats ?? {},
    })),
    walls: (scenario.battlefield.walls ?? []).map((w) => {
      const ledge = w["ledge"] as { dropInches?: number } | undefined;
      return ledge?.dropInches !== undefined
        ? { id: w.id, a: w.a, b: w.b, sight: false, ledgeDropInches: ledge.dropInches }
        : { id: w.id, a: w.a, b: w.b, sight: w.blocksSight !== false };
    }),
    attacker: attack.attacker,
    weapon: attack.weapon,
    target: point
      ? { point: [point[0] ?? fail(file, "target point x"), point[1] ?? fail(file, "target point y")] }
      : (attack.target as { figure: string }),
    dice: (scenario.dice ?? {}) as ScriptedDice,
    ...(file.upkeep ? { upkeep: file.upkeep } : {}),
    expect: file.expect,
  };
}

/** Every case file shipped with the module. */
export const CASE_FILES: readonly CaseFile[] = [ledgeKnockback, smokeDrift, blastCharge] as unknown as CaseFile[];

/** One case per registered ruleset that has a case file, in the registry's order. */
export const CHECK_CASES: readonly CheckCase[] = RULESETS.flatMap((r) =>
  CASE_FILES.filter((f) => f.scenario.ruleset === r.id).map(checkCase),
);
