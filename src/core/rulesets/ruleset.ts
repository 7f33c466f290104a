// The interface every ruleset implements: its settings, the schemas of its stats and weapons, how it
// resolves an attack and an end-of-round upkeep as prompt-yielding generators, and its presets.

import type { Battlefield, CloudSightRule } from "../battlefield/battlefield.js";
import type { Resolution } from "../engine/prompts.js";
import type { Vec2 } from "../geometry/vec.js";
import type { Schema, SchemaIssue } from "../scenario/schema.js";
import type { Scenario } from "../scenario/scenario.js";
import type { Outcome } from "../scenario/output.js";
import type { AttackReach } from "../scenario/reach.js";
import type { SettingsSpec } from "../settings.js";

export const RULESET_IDS = ["necromunda", "gzg", "trench-crusade"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export interface RulesetContext<Stats, Weapon, Settings> {
  readonly scenario: Scenario<Stats, Weapon>;
  readonly battlefield: Battlefield<Stats>;
  readonly settings: Settings;
}

/** A bundled weapon: a scenario weapon record (valid against the ruleset's weapon schema, docs/scenario.md per ruleset). */
export interface WeaponPreset {
  readonly id: string;
  /** Localization key of the preset's display name. */
  readonly nameKey: string;
  readonly weapon: Readonly<Record<string, unknown>>;
}

export interface Ruleset<Stats = unknown, Weapon = unknown, Settings = unknown> {
  readonly id: RulesetId;
  /** Roll-tag prefix: N, G or T (docs/scenario.md "Roll tags"). */
  readonly tagPrefix: string;
  readonly settings: SettingsSpec;
  readonly schemas: {
    readonly stats: Schema;
    readonly weapon: Schema;
    /** Extra fields this ruleset accepts under `attack`. */
    readonly attack?: Readonly<Record<string, Schema>>;
    /** Extra fields this ruleset accepts under `decisions`. */
    readonly decisions?: Readonly<Record<string, Schema>>;
    /** Extra fields this ruleset accepts on a wall. */
    readonly wall?: Readonly<Record<string, Schema>>;
  };
  /** Typed stats with defaults filled, from validated raw stats. */
  prepareStats(raw: Readonly<Record<string, unknown>>, settings: Settings): Stats;
  prepareWeapon(raw: Readonly<Record<string, unknown>>, settings: Settings): Weapon;
  /** Resolves settings given in a scenario (throws a ScenarioError naming the bad setting). */
  resolveSettings(given: Readonly<Record<string, unknown>>): Settings;
  /** Rules checks beyond the schema (cross references), for `ordnance validate`. */
  check?(scenario: Scenario<Stats, Weapon>, settings: Settings): SchemaIssue[];
  /** Which clouds block sight under this ruleset's settings. */
  cloudSight(settings: Settings): CloudSightRule;
  attack(ctx: RulesetContext<Stats, Weapon, Settings>): Resolution<Outcome>;
  upkeep(ctx: RulesetContext<Stats, Weapon, Settings>): Resolution<Outcome>;
  /** What the attack or upkeep may touch on the table, from the snapshot (the chat card keeps only that); null: anything. */
  reach(ctx: RulesetContext<Stats, Weapon, Settings>): AttackReach | null;
  /**
   * A figure moved along `path` (its base centre, in order): the tests its ruleset calls for when a
   * figure moves into a cloud (GZG G8–G9). `alreadyTested` lists clouds it already tested this activation.
   */
  onFigureMoved?(
    ctx: RulesetContext<Stats, Weapon, Settings>,
    figureId: string,
    path: readonly Vec2[],
    alreadyTested: readonly string[],
  ): Resolution<Outcome>;
  readonly presets: readonly WeaponPreset[];
}
