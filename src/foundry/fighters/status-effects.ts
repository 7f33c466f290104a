// The module's token status effects (issue #5): one ActiveEffect per actor whose `statuses` are the
// module's status ids for the fighter's state (pinned, seriously injured, out of action, broken, down,
// suppression and Blood markers) — Foundry v13 derives the token's statuses from its actor's effects
// and draws the effect's icon on the token. Counters have no numbered overlay in v13 core, so the
// effect's name carries them ("Pinned, Suppression markers: 2"). Also the module's movement action.
// Pure data and functions; hooks/init.ts registers them in CONFIG.

import type { FighterState } from "../platform/flags.js";

export interface ModuleStatus {
  readonly id: string;
  /** Localization key of its name (`ORDNANCE.Effect.*`). */
  readonly name: string;
  /** An icon of Foundry's core set. */
  readonly img: string;
}

/** Registered in CONFIG.statusEffects, in the order they lead the effect (its icon is the first's). */
export const MODULE_STATUSES = [
  { id: "ordnance-out-of-action", name: "ORDNANCE.Effect.outOfAction", img: "icons/svg/skull.svg" },
  { id: "ordnance-seriously-injured", name: "ORDNANCE.Effect.seriouslyInjured", img: "icons/svg/unconscious.svg" },
  { id: "ordnance-down", name: "ORDNANCE.Effect.down", img: "icons/svg/falling.svg" },
  { id: "ordnance-broken", name: "ORDNANCE.Effect.broken", img: "icons/svg/terror.svg" },
  { id: "ordnance-pinned", name: "ORDNANCE.Effect.pinned", img: "icons/svg/falling.svg" },
  { id: "ordnance-suppression", name: "ORDNANCE.Effect.suppression", img: "icons/svg/daze.svg" },
  { id: "ordnance-blood", name: "ORDNANCE.Effect.blood", img: "icons/svg/blood.svg" },
] as const satisfies readonly ModuleStatus[];

export type ModuleStatusId = (typeof MODULE_STATUSES)[number]["id"];

/** The module's movement action (knockback, running for cover, falls): zero cost, never offered to users. */
export const MOVE_ACTION = "ordnance-forced";

/**
 * The entries for CONFIG.statusEffects. `hud: false`: they mirror `flags.ordnance.state`, which the rules
 * read, so they are not offered as manual toggles.
 */
export function statusEffectConfigs(): CONFIG.StatusEffect[] {
  return MODULE_STATUSES.map((s) => ({ id: s.id, name: s.name, img: s.img, hud: false }));
}

/**
 * The entry for CONFIG.Token.movement.actions: animated along the path and recorded in the token's movement
 * history, costing nothing, never selectable by users, not blocked by walls (core already stopped the move
 * at the walls that block it, and a fall crosses a ledge).
 */
export function movementActionConfig(): CONFIG.Token.MovementActionConfig {
  return {
    label: "ORDNANCE.Movement.forced",
    icon: "fa-solid fa-burst",
    order: 99,
    teleport: false,
    measure: false,
    walls: null,
    visualize: false,
    canSelect: () => false,
    getCostFunction: () => () => 0,
  };
}

/**
 * CONFIG.statusEffects as v13 (an array) or v14 (a record keyed by id: Foundry issue #13122; systems that
 * assign a plain record have no array methods at all, mclemente/healthEstimate#337).
 */
export type StatusEffectTable = CONFIG.StatusEffect[] | Record<string, CONFIG.StatusEffect>;

/** Adds the module's status effects that are not there yet, in either shape. */
export function registerStatusEffects(table: StatusEffectTable): void {
  for (const e of statusEffectConfigs()) {
    if (Array.isArray(table)) {
      if (!table.some((x) => x.id === e.id)) table.push(e);
    } else if (!Object.hasOwn(table, e.id)) table[e.id] = e;
  }
}

const STATUS_OF: Partial<Record<FighterState["status"], ModuleStatusId>> = {
  pinned: "ordnance-pinned",
  seriouslyInjured: "ordnance-seriously-injured",
  outOfAction: "ordnance-out-of-action",
  broken: "ordnance-broken",
  down: "ordnance-down",
};

/** What the module's effect shows for a state: its statuses (ordered), icon and name; null for none. */
export interface StatusView {
  readonly statuses: ModuleStatusId[];
  readonly img: string;
  readonly name: string;
}

export type Label = (key: string, data?: Readonly<Record<string, string | number>>) => string;

export function statusView(state: FighterState | undefined, label: Label): StatusView | null {
  if (!state) return null;
  const on = new Set<ModuleStatusId>();
  const main = STATUS_OF[state.status];
  if (main) on.add(main);
  if (state.suppression !== null && state.suppression > 0) on.add("ordnance-suppression");
  if (state.blood !== null && state.blood > 0) on.add("ordnance-blood");
  const list = MODULE_STATUSES.filter((s) => on.has(s.id));
  if (list.length === 0) return null;
  const count = (id: ModuleStatusId): number | null =>
    id === "ordnance-suppression" ? state.suppression : id === "ordnance-blood" ? state.blood : null;
  const names = list.map((s) => {
    const n = count(s.id);
    return n === null ? label(s.name) : label("ORDNANCE.Effect.counted", { name: label(s.name), n });
  });
  return { statuses: list.map((s) => s.id), img: list[0]!.img, name: names.join(", ") };
}
