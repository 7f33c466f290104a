// The status-effect part of an outcome's operation plan: the module keeps one ActiveEffect per actor showing
// a fighter's state; per actor whose shown state changes, one create, update or delete, with its inverse.

import { parentKey } from "../fighters/fighters.js";
import { type Label, statusView } from "../fighters/status-effects.js";
import type { FighterState } from "../platform/flags.js";
import type { CreateOf, EffectParent, PlannedStep } from "./operation-plan.js";

/** The module's status effect on an actor, complete enough to recreate it (Foundry: `effect.toObject()`). */
export type StoredEffect = CreateOf<"ActiveEffect"> & { readonly _id: string };
/** A status effect with the actor it is on. */
export interface ParentedEffect {
  readonly parent: EffectParent;
  readonly effect: StoredEffect;
}

/** What the steps read of the attack's apply context (apply-outcome.ts's ApplyContext has it all). */
export interface StatusEffectContext {
  readonly attackId: string;
  /** A new 16-character document id (foundry.utils.randomID). */
  readonly newId: () => string;
  /** The module's status effects now on the tokens' actors. */
  readonly effects?: readonly ParentedEffect[];
  /** Localizes status effect names; the key itself when absent. */
  readonly label?: Label;
}

/** An effect's stored statuses (an array in source data; a Set once a document is prepared). */
function statusList(v: unknown): string[] {
  const items: unknown[] = Array.isArray(v) ? v : v instanceof Set ? [...(v as Set<unknown>)] : [];
  return items.filter((x): x is string => typeof x === "string");
}

/**
 * The status-effect steps: per actor whose shown state changes, one create, update or delete of the
 * module's one effect on it (each with its exact inverse).
 */
export function statusEffectSteps(
  shown: readonly { parent: EffectParent; state: FighterState }[],
  ctx: StatusEffectContext,
): PlannedStep[] {
  const label = ctx.label ?? ((key: string) => key);
  const steps: PlannedStep[] = [];
  for (const { parent, state } of shown) {
    const existing = (ctx.effects ?? []).find(
      (e) => parentKey(e.parent) === parentKey(parent) && e.effect.flags?.ordnance?.status !== undefined,
    )?.effect;
    const view = statusView(state, label);
    if (existing && view) {
      const was = { name: existing.name ?? "", img: existing.img ?? null, statuses: statusList(existing.statuses) };
      if (was.name === view.name && was.img === view.img && JSON.stringify(was.statuses) === JSON.stringify(view.statuses)) continue;
      steps.push({
        forward: {
          op: "update",
          name: "ActiveEffect",
          parent,
          data: [{ _id: existing._id, name: view.name, img: view.img, statuses: [...view.statuses] }],
        },
        inverse: { op: "update", name: "ActiveEffect", parent, data: [{ _id: existing._id, ...was }] },
      });
    } else if (view) {
      const _id = ctx.newId();
      steps.push({
        forward: {
          op: "create",
          name: "ActiveEffect",
          parent,
          data: [
            {
              _id,
              name: view.name,
              img: view.img,
              statuses: [...view.statuses],
              disabled: false,
              transfer: false,
              flags: { ordnance: { status: { attackId: ctx.attackId } } },
            },
          ],
        },
        inverse: { op: "delete", name: "ActiveEffect", parent, ids: [_id] },
      });
    } else if (existing) {
      steps.push({
        forward: { op: "delete", name: "ActiveEffect", parent, ids: [existing._id] },
        inverse: { op: "create", name: "ActiveEffect", parent, data: [structuredClone(existing)] },
      });
    }
  }
  return steps;
}
