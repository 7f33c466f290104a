// Declaration merging for fvtt-types: the module's settings, flags, hooks and API, and the hooks
// assumed to have run by the time module code executes.

import type { RulesetId } from "../../core/index.js";
import type {
  ActivationCount,
  AttackRecord,
  CloudFlag,
  CloudWallFlag,
  FighterProfileFlag,
  FighterState,
  StatusEffectFlag,
  UpkeepRounds,
  WallRulesFlag,
} from "../platform/flags.js";
import type { OrdnanceApi, PreResolveContext, ResolvedContext, AppliedContext } from "../api-types.js";
import type { WindSnapshot } from "../../core/index.js";
import type { LibraryWeapon } from "../ui/weapon-library.js";
import type { StatMapping } from "../ui/stat-mapping.js";
import type { CardFlag } from "../chat/card-record.js";

/** A fighter's module flags, on a token or (linked tokens) its actor. */
interface FighterScope {
  fighter: FighterProfileFlag;
  state: FighterState;
  /** Foundry's deletion key: restores "no state" on undo. */
  "-=state": null;
  /** Deletion key: undo of a weapon state written to a document that had no profile of its own. */
  "-=fighter": null;
  /** Uses of counted choices this activation (a GZG loader's shots), by choice key; `-=<key>: null` deletes one. */
  counted: Readonly<Record<string, ActivationCount | null>>;
  "-=counted": null;
}

declare module "fvtt-types/configuration" {
  // The adapter registers settings on `init` and touches game.users/scenes/i18n/socket only from
  // `ready` on (hooks/ready.ts wires everything else), so it is typed as if `ready` had run.
  interface AssumeHookRan {
    init: never;
    ready: never;
  }
  interface SettingConfig {
    "ordnance.ruleset": RulesetId;
    /** Overrides of the rules switches of docs/rules.md §6, keyed as in scenario files (validated by core). */
    "ordnance.rules": Record<string, unknown>;
    /** How many scene grid units make one inch (1 when the scene is measured in inches). */
    "ordnance.gridUnitsPerInch": number;
    /** Image or video used for smoke and gas cloud tiles. */
    "ordnance.cloudTexture": string;
    /** Show fighter states as token status effects. */
    "ordnance.statusEffects": boolean;
    /** Move tokens with TokenDocument#move (animated) rather than one batched update. */
    "ordnance.animateMoves": boolean;
    /** How long a player's client waits for the GM's answer, in seconds. */
    "ordnance.requestTimeout": number;
    /** Ask before an attack started from the UI is resolved. */
    "ordnance.confirmBeforeApply": boolean;
    /** Who may start attacks: "owner" (players, their own fighters) or "gm". */
    "ordnance.attackPermission": string;
    /** Whether token owners may edit their fighters' profiles, loadouts, weapons and ammo (else only a GM). */
    "ordnance.ownersEditProfiles": boolean;
    /** Chat card detail: "full" or "summary". */
    "ordnance.cardDetail": string;
    /** Seconds the throw is animated on every client's canvas (0: off). */
    "ordnance.throwAnimation": number;
    /** Sequencer effects per kind: a database path or a file (empty: none). */
    "ordnance.effectProjectile": string;
    "ordnance.effectExplosion": string;
    "ordnance.effectSmoke": string;
    "ordnance.effectGas": string;
    /** Trials of the live odds under the pointer (client). */
    "ordnance.aimOddsTrials": number;
    /** World-defined weapon profiles (the weapon library). */
    "ordnance.weaponLibrary": { weapons: LibraryWeapon[] };
    /** Ruleset stat → actor data path, used when a fighter profile lacks the stat. */
    "ordnance.statMapping": StatMapping;
    /** The rules ledger: fighters' profiles, states and counts as the GM owns them (fighters/ledger.ts). */
    "ordnance.ledger": { version?: number; entries: Record<string, unknown> };
  }
  interface FlagConfig {
    Token: {
      ordnance: FighterScope;
      /** Foundry's deletion key for the whole scope: undo on a token the module had never touched. */
      "-=ordnance": null;
    };
    /** Linked tokens keep their profile and state on the actor (the same shape as on a token). */
    Actor: {
      ordnance: FighterScope;
      "-=ordnance": null;
    };
    /** Marks the module's one status effect per actor (its statuses mirror `flags.ordnance.state`). */
    ActiveEffect: { ordnance: { status: StatusEffectFlag } };
    Wall: { ordnance: { cloudWall: CloudWallFlag; wall: WallRulesFlag } };
    Tile: { ordnance: { cloud: CloudFlag } };
    MeasuredTemplate: { ordnance: { attackId: string } };
    Region: { ordnance: { attackId: string } };
    Scene: {
      ordnance: {
        wind: WindSnapshot;
        /** Per combat id: the highest round whose end-of-round upkeep has run (survives reloads). */
        upkeepRounds: UpkeepRounds;
        "-=wind": null;
        "-=upkeepRounds": null;
      };
      "-=ordnance": null;
    };
    /** The GM-whispered record message holds `attack`; the public card only `card`. */
    ChatMessage: { ordnance: { attack: AttackRecord; card: CardFlag } };
  }
  interface ModuleConfig {
    ordnance: { api: OrdnanceApi };
  }
}

// fvtt-types 13.345.1 keeps HookConfig in configuration/hooks.d.mts, re-exported only as a namespace
// alias that declaration merging cannot reach, and its package exports do not expose the file: it is
// augmented through its path.
declare module "../../../node_modules/fvtt-types/src/configuration/hooks.mjs" {
  interface HookConfig {
    /** Before an attack or upkeep is resolved; return false to cancel it. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- Foundry's hook convention: a handler may return nothing
    "ordnance.preResolve": (context: PreResolveContext) => boolean | void;
    /** After core resolved an attack or upkeep, before anything is written. */
    "ordnance.resolved": (context: ResolvedContext) => void;
    /** After the outcome was written to the scene and the chat card posted. */
    "ordnance.applied": (context: AppliedContext) => void;
  }
}
