// World settings: the ruleset, and the rules switches of docs/rules.md §6 as one object of overrides keyed
// exactly like a scenario's `settings` (so Foundry and scenario files share one validator in core).
// Typed getters live here; no other file calls game.settings with a raw key.

import { RULESET_IDS, type RulesetId, ScenarioError, getRuleset } from "../../core/index.js";
import { MODULE_ID } from "./constants.js";
import type { StatMapping } from "../ui/stat-mapping.js";
import type { LibraryWeapon } from "../ui/weapon-library.js";
import { DEFAULT_EFFECTS } from "../canvas/sequencer-effects.js";
import { type Ledger, parseLedger } from "../fighters/ledger.js";

export function registerSettings(): void {
  game.settings.register(MODULE_ID, "ruleset", {
    name: "ORDNANCE.Setting.ruleset.Name",
    hint: "ORDNANCE.Setting.ruleset.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(RULESET_IDS.map((id) => [id, `ORDNANCE.Ruleset.${id}`])),
    default: RULESET_IDS[0],
  });
  game.settings.register(MODULE_ID, "rules", {
    name: "ORDNANCE.Setting.rules.Name",
    hint: "ORDNANCE.Setting.rules.Hint",
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  game.settings.register(MODULE_ID, "gridUnitsPerInch", {
    name: "ORDNANCE.Setting.gridUnitsPerInch.Name",
    hint: "ORDNANCE.Setting.gridUnitsPerInch.Hint",
    scope: "world",
    config: true,
    type: Number,
    default: 1,
  });
  game.settings.register(MODULE_ID, "cloudTexture", {
    name: "ORDNANCE.Setting.cloudTexture.Name",
    hint: "ORDNANCE.Setting.cloudTexture.Hint",
    scope: "world",
    config: true,
    type: String,
    default: "icons/svg/cloud.svg",
  });
  game.settings.register(MODULE_ID, "statusEffects", {
    name: "ORDNANCE.Setting.statusEffects.Name",
    hint: "ORDNANCE.Setting.statusEffects.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(MODULE_ID, "animateMoves", {
    name: "ORDNANCE.Setting.animateMoves.Name",
    hint: "ORDNANCE.Setting.animateMoves.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(MODULE_ID, "requestTimeout", {
    name: "ORDNANCE.Setting.requestTimeout.Name",
    hint: "ORDNANCE.Setting.requestTimeout.Hint",
    scope: "world",
    config: true,
    type: Number,
    default: 30,
  });
  registerUiSettings();
  registerThrowSettings();
}

/** Who may start attacks: players with fighters they own, or the GM only. */
export type AttackPermission = "owner" | "gm";
/** How much an attack's chat card shows. */
export type CardDetail = "full" | "summary";

function registerUiSettings(): void {
  game.settings.register(MODULE_ID, "confirmBeforeApply", {
    name: "ORDNANCE.Setting.confirmBeforeApply.Name",
    hint: "ORDNANCE.Setting.confirmBeforeApply.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(MODULE_ID, "attackPermission", {
    name: "ORDNANCE.Setting.attackPermission.Name",
    hint: "ORDNANCE.Setting.attackPermission.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { owner: "ORDNANCE.Setting.attackPermission.owner", gm: "ORDNANCE.Setting.attackPermission.gm" },
    default: "owner",
  });
  game.settings.register(MODULE_ID, "ownersEditProfiles", {
    name: "ORDNANCE.Setting.ownersEditProfiles.Name",
    hint: "ORDNANCE.Setting.ownersEditProfiles.Hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
  game.settings.register(MODULE_ID, "cardDetail", {
    name: "ORDNANCE.Setting.cardDetail.Name",
    hint: "ORDNANCE.Setting.cardDetail.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: { full: "ORDNANCE.Setting.cardDetail.full", summary: "ORDNANCE.Setting.cardDetail.summary" },
    default: "full",
  });
  game.settings.register(MODULE_ID, "aimOddsTrials", {
    name: "ORDNANCE.Setting.aimOddsTrials.Name",
    hint: "ORDNANCE.Setting.aimOddsTrials.Hint",
    scope: "client",
    config: true,
    type: Number,
    // About ±1% on every figure's chance (95%); the worker shows its first figures early (odds-source.ts FIRST_ANSWER_MS).
    default: 10_000,
  });
  game.settings.register(MODULE_ID, "weaponLibrary", {
    name: "ORDNANCE.Setting.weaponLibrary.Name",
    hint: "ORDNANCE.Setting.weaponLibrary.Hint",
    scope: "world",
    config: false,
    type: Object,
    default: { weapons: [] },
  });
  game.settings.register(MODULE_ID, "statMapping", {
    name: "ORDNANCE.Setting.statMapping.Name",
    hint: "ORDNANCE.Setting.statMapping.Hint",
    scope: "world",
    config: false,
    type: Object,
    default: {},
  });
  // The rules ledger (fighters/ledger.ts): a world setting, so only GMs can write it (Foundry's server
  // gives world Setting writes to the SETTINGS_MODIFY permission, which players do not have).
  game.settings.register(MODULE_ID, "ledger", {
    name: "ORDNANCE.Setting.ledger.Name",
    hint: "ORDNANCE.Setting.ledger.Hint",
    scope: "world",
    config: false,
    type: Object,
    default: { entries: {} },
  });
}

/** The rules ledger as the GM's client last stored it. */
export function rulesLedger(): Ledger {
  return parseLedger(game.settings.get(MODULE_ID, "ledger"));
}

/**
 * Replaces the rules ledger's whole value. A world setting is one Setting document whose `value` is a JSON field
 * (fvtt-types `common/documents/setting.d.mts`); `ClientSettings#set` on a world setting updates that document's
 * `value` as a whole (v13 `client/helpers/client-settings.mjs`; fvtt-types `client/helpers/client-settings.d.mts`), so
 * two clients writing at once would lose one write: only the active GM's client calls this
 * (platform/ledger-runtime.ts, fighters/ledger-writer.ts).
 */
export async function storeLedger(next: Ledger): Promise<void> {
  await game.settings.set(MODULE_ID, "ledger", next);
}

export function confirmBeforeApply(): boolean {
  return game.settings.get(MODULE_ID, "confirmBeforeApply");
}

export function attackPermission(): AttackPermission {
  return game.settings.get(MODULE_ID, "attackPermission") === "gm" ? "gm" : "owner";
}

/** Whether token owners may edit their fighters' profiles and weapons (default: only a GM). */
export function ownersEditProfiles(): boolean {
  return game.settings.get(MODULE_ID, "ownersEditProfiles");
}

export function cardDetail(): CardDetail {
  return game.settings.get(MODULE_ID, "cardDetail") === "summary" ? "summary" : "full";
}

/** Trials for live odds under the pointer (at least 50). */
export function aimOddsTrials(): number {
  return Math.max(50, Math.round(game.settings.get(MODULE_ID, "aimOddsTrials")));
}

export function worldWeapons(): LibraryWeapon[] {
  return [...(game.settings.get(MODULE_ID, "weaponLibrary").weapons ?? [])];
}

export async function setWorldWeapons(weapons: readonly LibraryWeapon[]): Promise<void> {
  await game.settings.set(MODULE_ID, "weaponLibrary", { weapons: [...weapons] });
}

export function statMapping(): StatMapping {
  return game.settings.get(MODULE_ID, "statMapping");
}

export async function setStatMapping(mapping: StatMapping): Promise<void> {
  await game.settings.set(MODULE_ID, "statMapping", mapping);
}

export async function setRulesOverrides(overrides: Record<string, unknown>): Promise<void> {
  await game.settings.set(MODULE_ID, "rules", overrides);
}

export async function setRuleset(id: RulesetId): Promise<void> {
  await game.settings.set(MODULE_ID, "ruleset", id);
}

/** Scene grid units per inch; a non-positive stored value falls back to 1 (scene in inches). */
export function gridUnitsPerInch(): number {
  const v = game.settings.get(MODULE_ID, "gridUnitsPerInch");
  return v > 0 ? v : 1;
}

/** Whether fighter states are shown as token status effects (one write per changed actor). */
export function showStatusEffects(): boolean {
  return game.settings.get(MODULE_ID, "statusEffects");
}

/** Whether moved tokens go through `TokenDocument#move` (animated, one write each) rather than one batched update. */
export function animateMoves(): boolean {
  return game.settings.get(MODULE_ID, "animateMoves");
}

export function cloudTexture(): string {
  return game.settings.get(MODULE_ID, "cloudTexture");
}

/** How long a relayed request waits for the GM, in milliseconds (at least 1 s). */
export function requestTimeoutMs(): number {
  return Math.max(1, game.settings.get(MODULE_ID, "requestTimeout")) * 1000;
}

export function currentRuleset(): RulesetId {
  return game.settings.get(MODULE_ID, "ruleset");
}

/** The rules overrides, checked by core; a bad stored value is reported by its setting key. */
export function rulesOverrides(): Record<string, unknown> {
  const raw = game.settings.get(MODULE_ID, "rules");
  const ruleset = getRuleset(currentRuleset());
  if (ruleset) {
    try {
      ruleset.resolveSettings(raw);
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(e.path.replace(/^\$\.settings/, "ordnance.rules"), e.problem);
      throw e;
    }
  }
  return raw;
}

// The throw on the canvas (docs/foundry.md "The throw on the canvas"): its length, and the Sequencer effects.

/** The longest animation the setting allows, in seconds. */
const MAX_SECONDS = 15;

function registerThrowSettings(): void {
  game.settings.register(MODULE_ID, "throwAnimation", {
    name: "ORDNANCE.Setting.throwAnimation.Name",
    hint: "ORDNANCE.Setting.throwAnimation.Hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: MAX_SECONDS, step: 0.5 },
    default: 4,
  });
  const effect = (key: "effectProjectile" | "effectExplosion" | "effectSmoke" | "effectGas", value: string): void => {
    game.settings.register(MODULE_ID, key, {
      name: `ORDNANCE.Setting.${key}.Name`,
      hint: `ORDNANCE.Setting.${key}.Hint`,
      scope: "world",
      config: true,
      type: String,
      default: value,
    });
  };
  effect("effectProjectile", DEFAULT_EFFECTS.projectile);
  effect("effectExplosion", DEFAULT_EFFECTS.explosion);
  effect("effectSmoke", DEFAULT_EFFECTS.smoke);
  effect("effectGas", DEFAULT_EFFECTS.gas);
}

/** The animation's length in ms (0: off); a stored value out of range is clamped to it. */
export function throwAnimationMs(): number {
  const s = game.settings.get(MODULE_ID, "throwAnimation");
  return Number.isFinite(s) ? Math.round(Math.min(MAX_SECONDS, Math.max(0, s)) * 1000) : 0;
}

/** One effect setting's value by key (sequencer-effects.ts `effectSetting`). */
export function effectSettingValue(key: string): string {
  switch (key) {
    case "effectProjectile":
    case "effectExplosion":
    case "effectSmoke":
    case "effectGas":
      return game.settings.get(MODULE_ID, key);
    default:
      return "";
  }
}
