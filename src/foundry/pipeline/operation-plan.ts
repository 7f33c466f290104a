// Operation plans: the scene writes of one attack as pure data (creates, updates, deletes per document
// type, each with its exact inverse), an executor that runs them in one database call per step and
// rolls back the completed steps when one fails, and the undo record (the inverses, newest first).

import { type LedgerRow, ledgerRows } from "./ledger-rows.js";

/** Embedded documents written through fvtt-types' own create/update data types. */
export type FoundryDocName = "Token" | "Wall" | "Tile" | "MeasuredTemplate";
export type SceneDocName = FoundryDocName | "Region";
/** Every document type the module writes (the scene's own flags, world actors, their status effects). */
export type WrittenDocName = FoundryDocName | "Scene" | "Actor" | "ActiveEffect";
export type CreateOf<N extends WrittenDocName> = foundry.abstract.Document.CreateDataForName<N>;
export type UpdateOf<N extends WrittenDocName> = foundry.abstract.Document.UpdateDataForName<N>;

/**
 * Whose ActiveEffects a status-effect step writes: a world Actor (linked tokens) or the synthetic actor
 * of an unlinked Token (its effects live in the token's ActorDelta).
 */
export interface EffectParent {
  readonly kind: "actor" | "token";
  readonly id: string;
}

/**
 * Update options for token writes that put tokens where core placed them (undo, rollback, positions in
 * the batched token update). Foundry v13 turns every x/y/elevation change into a movement with the
 * token's own action, constrained by walls like a drag (client `TokenDocument#preUpdateMovement` reads
 * `options.movement[id].constrainOptions`; Foundry issue #12159): a token undone across a ledge would
 * stop at the wall. Core already placed them against the walls, so the walls and costs are ignored.
 */
export interface TokenWriteOptions {
  readonly movement: Readonly<Record<string, { readonly method: "api"; readonly constrainOptions: PlacementConstraints }>>;
}
interface PlacementConstraints {
  readonly ignoreWalls: true;
  readonly ignoreCost: true;
}

/** The options for a token update: a placement for every row that changes x, y or elevation; undefined when none does. */
export function placementOptions(rows: readonly UpdateOf<"Token">[]): TokenWriteOptions | undefined {
  const movement: Record<string, { method: "api"; constrainOptions: PlacementConstraints }> = {};
  for (const r of rows) {
    if (typeof r._id !== "string" || !("x" in r || "y" in r || "elevation" in r)) continue;
    movement[r._id] = { method: "api", constrainOptions: { ignoreWalls: true, ignoreCost: true } };
  }
  return Object.keys(movement).length > 0 ? { movement } : undefined;
}

/** A token moved by `TokenDocument#move` (top-left px, integers; elevation in grid units). */
export interface TokenMove {
  readonly _id: string;
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
}

/**
 * A circle Region (the v14 blast area). Narrow local declaration: fvtt-types 13.345.1 resolves the
 * element type of RegionDocument `shapes` to `never`, so v13 types cannot describe any region shape.
 */
export interface RegionCircleData {
  readonly _id: string;
  readonly name: string;
  readonly shapes: readonly [
    { readonly type: "circle"; readonly x: number; readonly y: number; readonly radius: number; readonly hole: false },
  ];
  /** CONST.REGION_VISIBILITY (ALWAYS: players see the blast area). */
  readonly visibility: number;
  readonly flags: { readonly ordnance: { readonly attackId: string } };
}

type RegionStep =
  | { readonly op: "create"; readonly name: "Region"; readonly data: RegionCircleData[] }
  | { readonly op: "delete"; readonly name: "Region"; readonly ids: string[] };

type StepFor<N extends FoundryDocName> =
  | { readonly op: "create"; readonly name: N; readonly data: CreateOf<N>[] }
  | { readonly op: "update"; readonly name: N; readonly data: UpdateOf<N>[] }
  | { readonly op: "delete"; readonly name: N; readonly ids: string[] };

type EffectStep =
  | { readonly op: "create"; readonly name: "ActiveEffect"; readonly parent: EffectParent; readonly data: CreateOf<"ActiveEffect">[] }
  | { readonly op: "update"; readonly name: "ActiveEffect"; readonly parent: EffectParent; readonly data: UpdateOf<"ActiveEffect">[] }
  | { readonly op: "delete"; readonly name: "ActiveEffect"; readonly parent: EffectParent; readonly ids: string[] };

/** World actors (linked tokens' profile and state) in one `Actor.updateDocuments` call. */
type ActorStep = { readonly op: "update"; readonly name: "Actor"; readonly data: UpdateOf<"Actor">[] };
/** The scene's own flags (wind, upkeep rounds): one `Scene#update`, data holds that one update. */
type SceneFlagStep = { readonly op: "update"; readonly name: "Scene"; readonly data: [UpdateOf<"Scene">] };
/** Tokens moved along a path with the module's movement action: one `TokenDocument#move` per token. */
type MoveStep = { readonly op: "move"; readonly name: "Token"; readonly moves: TokenMove[] };

/**
 * One step of a plan: a batched create, update or delete of one document type (one database call), or
 * the moves of several tokens (one call per token, each animated along its path).
 */
export type Step = { [N in FoundryDocName]: StepFor<N> }[FoundryDocName] | RegionStep | EffectStep | ActorStep | SceneFlagStep | MoveStep;

export interface PlannedStep {
  readonly forward: Step;
  /** The step that undoes `forward` exactly (deletes what it created, restores what it changed). */
  readonly inverse: Step;
}

export interface OperationPlan {
  readonly steps: readonly PlannedStep[];
}

/** What the GM's Undo button runs: the inverses of an applied plan, newest first. */
export interface UndoRecord {
  readonly sceneId: string;
  readonly steps: readonly Step[];
}

/** The scene's embedded-document writes (Scene#createEmbeddedDocuments … in Foundry, a fake in tests). */
export interface SceneStore {
  readonly sceneId: string;
  /** Creates with the `_id`s given in the data (Foundry's `keepId`). */
  create<N extends FoundryDocName>(name: N, data: CreateOf<N>[]): Promise<void>;
  /** v14 only: creates circle Regions with the `_id`s given. */
  createRegions(data: RegionCircleData[]): Promise<void>;
  /** Token updates carry `options` (placementOptions) when they move tokens. */
  update<N extends FoundryDocName>(name: N, data: UpdateOf<N>[], options?: TokenWriteOptions): Promise<void>;
  delete(name: SceneDocName, ids: string[]): Promise<void>;
  /** The scene's own document (its flags). */
  updateScene(data: UpdateOf<"Scene">): Promise<void>;
  /** World actors, in one call. */
  updateActors(data: UpdateOf<"Actor">[]): Promise<void>;
  /** ActiveEffects of one actor (one call per parent: Foundry embeds effects per actor). */
  createEffects(parent: EffectParent, data: CreateOf<"ActiveEffect">[]): Promise<void>;
  updateEffects(parent: EffectParent, data: UpdateOf<"ActiveEffect">[]): Promise<void>;
  deleteEffects(parent: EffectParent, ids: string[]): Promise<void>;
  /**
   * Moves tokens with `TokenDocument#move` and the module's movement action (v13). Absent where `move`
   * is not available: the plan then writes positions in its batched token update instead.
   */
  readonly moveTokens?: (moves: TokenMove[]) => Promise<void>;
  /**
   * The GM-owned rules ledger (docs/architecture.md "Rules state the GM owns"): applies the rows in order.
   * Every token or actor update of a plan that writes rules flags is mirrored here by `runStep`, the one
   * place any step is run (attack, Undo, rollback, recovery), so no path can leave it out. Required: a
   * store without it would resolve later attacks from a ledger that missed the writes.
   */
  readonly updateLedger: (rows: LedgerRow[]) => Promise<void>;
}

export class PlanError extends Error {
  constructor(
    readonly failedStep: Step,
    override readonly cause: unknown,
    /** Rollback failures (the scene may be left partly written when this is not empty). */
    readonly rollbackErrors: readonly unknown[],
  ) {
    super(`ordnance: ${failedStep.op} ${failedStep.name} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = "PlanError";
  }
}

function stepSize(step: Step): number {
  if (step.op === "move") return step.moves.length;
  return step.op === "delete" ? step.ids.length : step.data.length;
}

export async function runStep(store: SceneStore, step: Step): Promise<void> {
  switch (step.name) {
    case "Region":
      if (step.op === "create") await store.createRegions(step.data);
      else await store.delete("Region", step.ids);
      return;
    case "Scene":
      await store.updateScene(step.data[0]);
      return;
    case "Actor":
      await store.updateActors(step.data);
      await mirrorToLedger(store, step);
      return;
    case "ActiveEffect":
      if (step.op === "create") await store.createEffects(step.parent, step.data);
      else if (step.op === "update") await store.updateEffects(step.parent, step.data);
      else await store.deleteEffects(step.parent, step.ids);
      return;
    case "Token":
      if (step.op === "move") {
        // A store without `move` gets the same end positions in one batched update.
        if (store.moveTokens) await store.moveTokens(step.moves);
        else {
          const rows = step.moves.map((m) => ({ _id: m._id, x: m.x, y: m.y, elevation: m.elevation }));
          await store.update("Token", rows, placementOptions(rows));
        }
        return;
      }
      if (step.op === "update") {
        await store.update("Token", step.data, placementOptions(step.data));
        await mirrorToLedger(store, step);
      } else await runDocumentStep(store, step);
      return;
    default:
      await runDocumentStep(store, step);
  }
}

/**
 * The step's rules-flag writes, mirrored into the store's ledger after the documents (the same rows, so the
 * inverse step restores it exactly). Re-running the step writes the same absolute values again: idempotent.
 */
async function mirrorToLedger(store: SceneStore, step: Step): Promise<void> {
  const rows = ledgerRows(step, store.sceneId);
  if (rows.length) await store.updateLedger(rows);
}

async function runDocumentStep<N extends FoundryDocName>(store: SceneStore, step: StepFor<N>): Promise<void> {
  if (step.op === "create") await store.create(step.name, step.data);
  else if (step.op === "update") await store.update(step.name, step.data);
  else await store.delete(step.name, step.ids);
}

/** Builds a plan from steps, dropping empty ones (so the number of steps is the number of DB calls). */
export function makePlan(steps: readonly PlannedStep[]): OperationPlan {
  return { steps: steps.filter((s) => stepSize(s.forward) > 0) };
}

/**
 * Runs every step in order, calling `progress` with the number of steps landed after each one (the
 * write-ahead journal marks it, pipeline/journal.ts). When a step or its mark fails, runs the inverses of
 * the completed steps (newest first) and throws a PlanError; otherwise returns the undo record.
 */
export async function executePlan(store: SceneStore, plan: OperationPlan, progress?: (done: number) => Promise<void>): Promise<UndoRecord> {
  const done: PlannedStep[] = [];
  for (const s of plan.steps) {
    try {
      await runStep(store, s.forward);
      done.push(s);
      await progress?.(done.length);
    } catch (cause) {
      const rollbackErrors: unknown[] = [];
      // Moves run one call per token: some may have landed before one failed, so its inverse runs too.
      if (s.forward.op === "move" && !done.includes(s)) done.push(s);
      for (const d of done.reverse()) {
        try {
          await runStep(store, d.inverse);
        } catch (e) {
          rollbackErrors.push(e);
        }
      }
      throw new PlanError(s.forward, cause, rollbackErrors);
    }
  }
  return { sceneId: store.sceneId, steps: plan.steps.map((s) => s.inverse).reverse() };
}

/** Runs an undo record as a plan of its own (whose inverse redoes nothing: undo is one-way). */
export async function executeUndo(store: SceneStore, undo: UndoRecord): Promise<void> {
  for (const step of undo.steps) await runStep(store, step);
}
