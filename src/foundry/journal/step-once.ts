// Steps made idempotent for recovery (docs/foundry.md "Reload mid-attack and two GMs"): a step re-run after it
// landed, whole or in part, changes nothing — creates skip documents that exist, deletes skip documents that are
// gone, moves skip tokens already where they go; updates write absolute values and are re-run as they are.

import { type SceneStore, type Step, runStep } from "../pipeline/operation-plan.js";
import type { DocReader } from "../scene/undo-stack.js";

const idOf = (row: unknown): string => {
  const id = typeof row === "object" && row !== null ? (row as Record<string, unknown>)["_id"] : undefined;
  return typeof id === "string" ? id : "";
};

/** What is left of `step` to write on the scene as `read` sees it; null when nothing is. */
export function stepLeft(step: Step, read: DocReader): Step | null {
  const parent = "parent" in step ? step.parent : undefined;
  const exists = (id: string): boolean => read(step.name, id, parent) !== undefined;
  switch (step.op) {
    case "create": {
      const data = (step.data as readonly unknown[]).filter((d) => !exists(idOf(d)));
      return data.length ? ({ ...step, data } as Step) : null;
    }
    case "delete": {
      const ids = step.ids.filter(exists);
      return ids.length ? { ...step, ids } : null;
    }
    case "move": {
      const moves = step.moves.filter((m) => {
        const t = read("Token", m._id);
        return t === undefined || t["x"] !== m.x || t["y"] !== m.y || t["elevation"] !== m.elevation;
      });
      return moves.length ? { ...step, moves } : null;
    }
    default:
      return step.data.length ? step : null;
  }
}

/** Runs what is left of `step` (nothing when it landed whole). */
export async function runStepOnce(store: SceneStore, read: DocReader, step: Step): Promise<void> {
  const left = stepLeft(step, read);
  if (left) await runStep(store, left);
}
