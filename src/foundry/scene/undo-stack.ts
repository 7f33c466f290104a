// Undo as a stack per scene (docs/foundry.md "Undo"): the attacks and upkeeps of a scene form one history
// (kept in the GM-only records, so a reload keeps it). Undoing an entry first undoes every later one,
// newest first; before writing, each entry's documents must still be as it left them (position, state,
// existence), else the undo refuses and names the document (a GM may restore anyway); an undo that fails
// half-way is rolled back like an attack. Pure apart from the store and reader it is given.

import { NoticeError } from "../platform/errors.js";
import {
  type EffectParent,
  type OperationPlan,
  PlanError,
  type SceneStore,
  type Step,
  type WrittenDocName,
  executePlan,
  makePlan,
} from "../pipeline/operation-plan.js";

/** One entry of a scene's history: what an attack or upkeep wrote (forward steps, in order). */
export interface HistoryEntry {
  readonly attackId: string;
  readonly sceneId: string;
  /** Order on the scene (the record's creation time, ms). */
  readonly at: number;
  /** The steps the attack applied, in order (their inverses are the undo). */
  readonly applied: readonly Step[];
  /** The undo steps, newest first (as executePlan returned them). */
  readonly undo: readonly Step[];
  /** Where each token the entry touched stood after it (px, grid units), moved or not. */
  readonly positions?: Readonly<Record<string, TokenPlace>>;
  readonly undone: boolean;
}

export interface TokenPlace {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
}

/** Where the tokens `applied` touched (moved, or wrote state to) stand after it, from where they stood before. */
export function positionsAfter(
  applied: readonly Step[],
  before: readonly { readonly _id: string | null; readonly x: number; readonly y: number; readonly elevation: number }[],
): Record<string, TokenPlace> {
  const out: Record<string, TokenPlace> = {};
  const start = (id: string): TokenPlace | undefined => {
    const t = before.find((b) => b._id === id);
    return out[id] ?? (t ? { x: t.x, y: t.y, elevation: t.elevation } : undefined);
  };
  for (const step of applied) {
    if (step.name !== "Token" || step.op === "delete" || step.op === "create") continue;
    const rows = step.op === "move" ? step.moves : (step.data as readonly Record<string, unknown>[]);
    for (const r of rows) {
      const id = typeof r["_id"] === "string" ? r["_id"] : "";
      const was = start(id);
      if (!was) continue;
      const num = (k: "x" | "y" | "elevation"): number => (typeof r[k] === "number" ? r[k] : was[k]);
      out[id] = { x: num("x"), y: num("y"), elevation: num("elevation") };
    }
  }
  return out;
}

/** Where the tokens `ids` stood in `tokens` (the scene as an attack read it). */
export function positionsBefore(
  ids: readonly string[],
  tokens: readonly { readonly _id: string | null; readonly x: number; readonly y: number; readonly elevation: number }[],
): Record<string, TokenPlace> {
  const out: Record<string, TokenPlace> = {};
  for (const t of tokens) if (t._id !== null && ids.includes(t._id)) out[t._id] = { x: t.x, y: t.y, elevation: t.elevation };
  return out;
}

/** The current data of a document the module wrote (Foundry: `doc.toObject()`), undefined when gone. */
export type DocReader = (
  name: WrittenDocName | "Region",
  id: string,
  parent?: EffectParent,
) => Readonly<Record<string, unknown>> | undefined;

/** A document changed since an entry wrote it: its type, id and the field that differs. */
export interface Drift {
  readonly name: string;
  readonly id: string;
  readonly field: string;
}

/** The entries to undo, newest first, to undo `target`: every later live entry of its scene, then it. */
export function undoSequence(history: readonly HistoryEntry[], target: HistoryEntry): HistoryEntry[] {
  return history
    .filter((e) => e.sceneId === target.sceneId && !e.undone && (e.at > target.at || e.attackId === target.attackId))
    .sort((a, b) => b.at - a.at);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every leaf of an update (nested objects followed; arrays and `-=` deletions are leaves / skipped). */
function leaves(data: Readonly<Record<string, unknown>>, prefix = ""): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [k, v] of Object.entries(data)) {
    if (k === "_id" || k.startsWith("-=")) continue;
    const path = prefix ? `${prefix}.${k}` : k;
    if (isRecord(v)) out.push(...leaves(v, path));
    else out.push([path, v]);
  }
  return out;
}

function at(doc: Readonly<Record<string, unknown>>, path: string): unknown {
  let v: unknown = doc;
  for (const k of path.split(".")) v = isRecord(v) ? v[k] : undefined;
  return v;
}

/** Values equal as stored data (arrays and objects by content; a Set of statuses read as its items). */
function same(a: unknown, b: unknown): boolean {
  const norm = (v: unknown): unknown => (v instanceof Set ? [...(v as Set<unknown>)] : v);
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}

/**
 * Whether the documents an entry wrote are still as it left them — every value written, every document
 * created still there (where it was put), every deleted one still gone, every token it touched where it
 * stood after it — the first one that is not.
 */
export function driftOf(applied: readonly Step[], read: DocReader, positions: Readonly<Record<string, TokenPlace>> = {}): Drift | null {
  for (const [id, place] of Object.entries(positions)) {
    const doc = read("Token", id);
    if (!doc) return { name: "Token", id, field: "exists" };
    for (const f of ["x", "y", "elevation"] as const) if (!same(doc[f], place[f])) return { name: "Token", id, field: f };
  }
  for (const step of applied) {
    const parent = "parent" in step ? step.parent : undefined;
    const get = (id: string) => read(step.name, id, parent);
    if (step.op === "move") {
      for (const m of step.moves) {
        const doc = get(m._id);
        if (!doc) return { name: step.name, id: m._id, field: "exists" };
        for (const f of ["x", "y", "elevation"] as const) if (!same(doc[f], m[f])) return { name: step.name, id: m._id, field: f };
      }
    } else if (step.op === "delete") {
      for (const id of step.ids) if (get(id)) return { name: step.name, id, field: "exists" };
    } else if (step.name === "Scene") {
      const data = step.data[0] as Record<string, unknown>;
      const id = typeof data["_id"] === "string" ? data["_id"] : "";
      const doc = get(id);
      const bad = doc ? leaves(data).find(([p, v]) => !same(at(doc, p), v)) : ["exists"];
      if (bad) return { name: "Scene", id, field: bad[0] };
    } else {
      for (const d of step.data as readonly Record<string, unknown>[]) {
        const id = typeof d["_id"] === "string" ? d["_id"] : "";
        const doc = get(id);
        if (!doc) return { name: step.name, id, field: "exists" };
        // A created document: where it was put; an updated one: every value written.
        const fields = step.op === "create" ? leaves(d).filter(([p]) => ["x", "y", "c", "elevation"].includes(p)) : leaves(d);
        const bad = fields.find(([p, v]) => !same(at(doc, p), v));
        if (bad) return { name: step.name, id, field: bad[0] };
      }
    }
  }
  return null;
}

/** The plan that undoes `applied`: its inverses newest first, each with the forward step as its rollback. */
export function undoPlan(entry: Pick<HistoryEntry, "applied" | "undo">): OperationPlan {
  const forward = [...entry.applied].reverse();
  return makePlan(entry.undo.map((inverse, i) => ({ forward: inverse, inverse: forward[i] ?? inverse })));
}

export interface UndoOptions {
  /** The GM chose "restore anyway": write even over hand edits. */
  readonly force?: boolean;
  /** Called after each entry is undone (marks its records). */
  readonly undone: (entry: HistoryEntry) => Promise<void>;
  /** A document's name for the refusal (a token's name). */
  readonly nameOf?: (drift: Drift) => string;
}

/**
 * Undoes `sequence` (newest first, from undoSequence): each entry checked against the scene, then
 * undone as a plan with rollback, then marked. Stops at the first refusal or failure with a NoticeError;
 * the entries before it stay undone (each one consistent on its own).
 */
export async function undoEntries(store: SceneStore, read: DocReader, sequence: readonly HistoryEntry[], opts: UndoOptions): Promise<void> {
  for (const entry of sequence) {
    const drift = opts.force ? null : driftOf(entry.applied, read, entry.positions);
    if (drift)
      throw new NoticeError("ORDNANCE.Trust.undoDrift", {
        document: opts.nameOf?.(drift) ?? `${drift.name} ${drift.id}`,
        field: drift.field,
      });
    try {
      await executePlan(store, undoPlan(entry));
    } catch (e) {
      if (e instanceof PlanError)
        throw new NoticeError(e.rollbackErrors.length ? "ORDNANCE.Error.rollbackFailed" : "ORDNANCE.Trust.undoRolledBack", {
          step: `${e.failedStep.op} ${e.failedStep.name}`,
          message: e.cause instanceof Error ? e.cause.message : String(e.cause),
        });
      throw new NoticeError("ORDNANCE.Error.undoFailed", { message: e instanceof Error ? e.message : String(e) });
    }
    await opts.undone(entry);
  }
}
