// Operation plans: the scene writes of one attack as pure data (creates, updates, deletes per document
// type, each with its exact inverse), an executor that runs them in one database call per step and
// rolls back the completed steps when one fails, and the undo record (the inverses, newest first).

/** Embedded documents written through fvtt-types' own create/update data types. */
export type FoundryDocName = "Token" | "Wall" | "Tile" | "MeasuredTemplate";
export type SceneDocName = FoundryDocName | "Region";
export type CreateOf<N extends FoundryDocName> = foundry.abstract.Document.CreateDataForName<N>;
export type UpdateOf<N extends FoundryDocName> = foundry.abstract.Document.UpdateDataForName<N>;

/**
 * A circle Region (the v14 blast area). Narrow local declaration: fvtt-types 13.345.1 resolves the
 * element type of RegionDocument `shapes` to `never`, so v13 types cannot describe any region shape.
 */
export interface RegionCircleData {
  readonly _id: string;
  readonly name: string;
  readonly shapes: readonly [{ readonly type: "circle"; readonly x: number; readonly y: number; readonly radius: number; readonly hole: false }];
  readonly flags: { readonly ordnance: { readonly attackId: string } };
}

type RegionStep = { readonly op: "create"; readonly name: "Region"; readonly data: RegionCircleData[] } | { readonly op: "delete"; readonly name: "Region"; readonly ids: string[] };

type StepFor<N extends FoundryDocName> =
  | { readonly op: "create"; readonly name: N; readonly data: CreateOf<N>[] }
  | { readonly op: "update"; readonly name: N; readonly data: UpdateOf<N>[] }
  | { readonly op: "delete"; readonly name: N; readonly ids: string[] };

/** One database call: a batched create, update or delete of one embedded document type. */
export type Step = { [N in FoundryDocName]: StepFor<N> }[FoundryDocName] | RegionStep;

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
  update<N extends FoundryDocName>(name: N, data: UpdateOf<N>[]): Promise<void>;
  delete<N extends SceneDocName>(name: N, ids: string[]): Promise<void>;
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
  return step.op === "delete" ? step.ids.length : step.data.length;
}

export async function runStep(store: SceneStore, step: Step): Promise<void> {
  if (step.name === "Region") {
    if (step.op === "create") await store.createRegions(step.data);
    else await store.delete("Region", step.ids);
    return;
  }
  await runDocumentStep(store, step);
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
 * Runs every step in order. When a step fails, runs the inverses of the completed steps (newest first)
 * and throws a PlanError; otherwise returns the undo record.
 */
export async function executePlan(store: SceneStore, plan: OperationPlan): Promise<UndoRecord> {
  const done: PlannedStep[] = [];
  for (const s of plan.steps) {
    try {
      await runStep(store, s.forward);
      done.push(s);
    } catch (cause) {
      const rollbackErrors: unknown[] = [];
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
