// The interface every ruleset implements: what parsing a document needs of it (its schemas and record
// preparation), its settings, how it resolves an attack and an end-of-round upkeep (resolutions that
// ask a driver for every die and decision), its presets, and what the adapters show and store for it (docs/architecture.md §2, §4).

import type { Battlefield, CloudSightRule } from "../battlefield/battlefield.js";
import type { ChoiceDescriptor } from "./choices.js";
import type { Resolution } from "../engine/prompts.js";
import type { Vec2 } from "../geometry/vec.js";
import type { DocumentRules, Scenario } from "../scenario/scenario.js";
import type { Outcome } from "../scenario/output.js";
import type { AttackReach } from "../scenario/reach.js";
import type { SettingsSpec } from "../settings.js";
import type { RulesetPresentation } from "./presentation.js";

export interface RulesetContext<Stats, Weapon, Settings> {
  readonly scenario: Scenario<Stats, Weapon>;
  readonly battlefield: Battlefield<Stats>;
  readonly settings: Settings;
  /**
   * The caller reads the outcome's results but never its notes (Monte Carlo trials): a ruleset may then leave
   * `notes` and every affected figure's `notes` empty and skip building them. Nothing else may change.
   */
  readonly quiet?: boolean;
}

/** A bundled weapon: a scenario weapon record (valid against the ruleset's weapon schema, docs/scenario.md per ruleset). */
export interface WeaponPreset {
  readonly id: string;
  /** Localization key of the preset's display name. */
  readonly nameKey: string;
  readonly weapon: Readonly<Record<string, unknown>>;
}

export interface Ruleset<Stats = unknown, Weapon = unknown, Settings = unknown> extends DocumentRules<Stats, Weapon, Settings> {
  /** The scenario's `ruleset` value. */
  readonly id: string;
  /** Roll-tag prefix: N, G or T (docs/scenario.md "Roll tags"). */
  readonly tagPrefix: string;
  readonly settings: SettingsSpec;
  /** Which clouds block sight under this ruleset's settings. */
  cloudSight(settings: Settings): CloudSightRule;
  attack(ctx: RulesetContext<Stats, Weapon, Settings>): Resolution<Outcome>;
  upkeep(ctx: RulesetContext<Stats, Weapon, Settings>): Resolution<Outcome>;
  /**
   * Builds now the per-battlefield caches the ruleset's attacks build on first use (a warm-up's last step, after
   * Battlefield.buildIndexes), so the first attack costs what the next one does. Answers are the same either way.
   */
  warmBattlefield?(bf: Battlefield<Stats>): void;
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
  /**
   * Who the attacker may put in order (the `resolutionOrder` decision) were the attack to land where it is aimed,
   * before any roll: the figures it would resolve there, in the order it resolves them without that decision;
   * null when nothing would be resolved in order there (no marker lands, the aim is refused). Pure, no dice.
   * Absent: the ruleset takes no resolution order.
   */
  orderAtAim?(ctx: RulesetContext<Stats, Weapon, Settings>): readonly string[] | null;
  readonly presets: readonly WeaponPreset[];
  /** Every per-attack option and player decision: its values, who chooses it, which figures it may name. */
  readonly choices: readonly ChoiceDescriptor[];
  /** Whether the attack's `blind` flag means something: a shot at a point the firer cannot see (GZG G3); default no. */
  readonly blindShots?: boolean;
  /** What the adapters show (aim hints, the weapon line) and how stored state maps back into records. */
  readonly presentation: RulesetPresentation<Stats, Weapon, Settings>;
}
