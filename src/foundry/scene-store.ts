// A Foundry scene as the SceneStore the operation executor writes through: one batched embedded-
// document call per step, keeping the ids the plan assigned (`keepId`).

import type { CreateOf, FoundryDocName, RegionCircleData, SceneStore, UpdateOf } from "./operation-plan.js";

/**
 * v14's circle Region create, declared narrowly: fvtt-types 13.345.1 types Region shapes as `never`
 * (see RegionCircleData), so this one v14-only call cannot be typed through Scene's own signature.
 */
type CreateRegions = (name: "Region", data: RegionCircleData[], operation: { keepId: true }) => Promise<unknown>;

export function sceneStore(scene: Scene.Implementation): SceneStore {
  return {
    sceneId: scene.id ?? "",
    async create<N extends FoundryDocName>(name: N, data: CreateOf<N>[]) {
      await scene.createEmbeddedDocuments(name, data, { keepId: true });
    },
    async createRegions(data: RegionCircleData[]) {
      const create = scene.createEmbeddedDocuments.bind(scene) as unknown as CreateRegions;
      await create("Region", data, { keepId: true });
    },
    async update<N extends FoundryDocName>(name: N, data: UpdateOf<N>[]) {
      await scene.updateEmbeddedDocuments(name, data);
    },
    async delete(name, ids) {
      await scene.deleteEmbeddedDocuments(name, ids);
    },
  };
}
