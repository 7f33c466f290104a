// A Foundry scene as the SceneStore the operation executor writes through: one batched embedded-
// document call per step, keeping the ids the plan assigned (`keepId`); the scene's own flags; world
// actors in one batch; status effects per actor; token moves with the module's movement action; the
// rules ledger (a world setting).
// Token placements ignore walls (operation-plan.ts `placementOptions`); deletions take the running
// version's form (update-operators.ts).

import { MOVE_ACTION } from "../fighters/status-effects.js";
import type {
  CreateOf,
  EffectParent,
  FoundryDocName,
  RegionCircleData,
  SceneStore,
  TokenMove,
  TokenWriteOptions,
  UpdateOf,
} from "../pipeline/operation-plan.js";
import { withDeletionOperator } from "../pipeline/update-operators.js";
import { deletionOperator } from "../platform/version.js";
import { writeLedger } from "../platform/ledger-runtime.js";

/**
 * v14's circle Region create, declared narrowly: fvtt-types 13.345.1 types Region shapes as `never`
 * (see RegionCircleData), so this one v14-only call cannot be typed through Scene's own signature.
 */
type CreateRegions = (name: "Region", data: RegionCircleData[], operation: { keepId: true }) => Promise<unknown>;
/** An embedded update with Foundry's `movement` option, which fvtt-types 13.345.1 leaves out of the Token update operation. */
type UpdateWithMovement = (name: FoundryDocName, data: unknown[], operation: TokenWriteOptions) => Promise<unknown>;

/** The update data in the running version's deletion form. */
const forVersion = <T>(data: T): T => withDeletionOperator(data, deletionOperator());

function effectActor(scene: Scene.Implementation, parent: EffectParent): Actor.Implementation {
  const actor = parent.kind === "actor" ? game.actors.get(parent.id) : scene.tokens.get(parent.id)?.actor;
  if (!actor) throw new Error(`ordnance: no actor for ${parent.kind} ${parent.id}`);
  return actor;
}

/**
 * Moves one token along a straight path with the module's zero-cost action. A refused move (a system's
 * `_preUpdateMovement` or a `preMoveToken` hook) is an error: a plain update would go through the same
 * checks (client `TokenDocument#preUpdateMovement`) and the fighter's state would say it moved while the
 * token stayed; the plan rolls back and the GM is told.
 */
async function moveToken(scene: Scene.Implementation, m: TokenMove): Promise<void> {
  const token = scene.tokens.get(m._id);
  if (!token) throw new Error(`ordnance: no token ${m._id}`);
  const moved = await token.move([{ x: m.x, y: m.y, elevation: m.elevation, action: MOVE_ACTION, snapped: false, explicit: true }], {
    method: "api",
    autoRotate: false,
    showRuler: false,
    // Core computed the end point against the walls already (knockback stops at walls, a fall crosses a ledge).
    constrainOptions: { ignoreWalls: true, ignoreCost: true },
  });
  if (!moved) throw new Error(`ordnance: the move of token ${m._id} was refused (a system or a preMoveToken hook)`);
}

/** `animateMoves: false` (the world setting) leaves `move` out: positions go in the batched token update. */
export function sceneStore(scene: Scene.Implementation, options: { readonly animateMoves?: boolean } = {}): SceneStore {
  const canMove = options.animateMoves !== false && typeof foundry.documents.TokenDocument.prototype.move === "function";
  return {
    sceneId: scene.id ?? "",
    async create<N extends FoundryDocName>(name: N, data: CreateOf<N>[]) {
      await scene.createEmbeddedDocuments(name, data, { keepId: true });
    },
    async createRegions(data: RegionCircleData[]) {
      const create = scene.createEmbeddedDocuments.bind(scene) as unknown as CreateRegions;
      await create("Region", data, { keepId: true });
    },
    async update<N extends FoundryDocName>(name: N, data: UpdateOf<N>[], options?: TokenWriteOptions) {
      if (options) {
        const update = scene.updateEmbeddedDocuments.bind(scene) as unknown as UpdateWithMovement;
        await update(name, forVersion(data), options);
      } else await scene.updateEmbeddedDocuments(name, forVersion(data));
    },
    async delete(name, ids) {
      await scene.deleteEmbeddedDocuments(name, ids);
    },
    async updateScene(data: UpdateOf<"Scene">) {
      await scene.update(forVersion(data));
    },
    async updateActors(data: UpdateOf<"Actor">[]) {
      await Actor.implementation.updateDocuments(forVersion(data));
    },
    async createEffects(parent: EffectParent, data: CreateOf<"ActiveEffect">[]) {
      await ActiveEffect.implementation.createDocuments(data, { parent: effectActor(scene, parent), keepId: true });
    },
    async updateEffects(parent: EffectParent, data: UpdateOf<"ActiveEffect">[]) {
      await ActiveEffect.implementation.updateDocuments(forVersion(data), { parent: effectActor(scene, parent) });
    },
    async deleteEffects(parent: EffectParent, ids: string[]) {
      await ActiveEffect.implementation.deleteDocuments(ids, { parent: effectActor(scene, parent) });
    },
    // The GM-owned rules ledger, mirrored from the plan's token and actor writes (operation-plan.ts).
    updateLedger: (rows) => writeLedger(rows),
    ...(canMove
      ? {
          moveTokens: async (moves: TokenMove[]) => {
            await Promise.all(moves.map((m) => moveToken(scene, m)));
          },
        }
      : {}),
  };
}
