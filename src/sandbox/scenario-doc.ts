// The raw scenario document as the sandbox holds and edits it (docs/scenario.md "The document"; the types are core's),
// plus deep copy and the JSON the editor and export show. The core validates it (loadScenario) before
// anything is drawn or resolved.

export type { AttackDoc, BattlefieldDoc, CloudDoc, FigureDoc, ScenarioDoc, TargetDoc, WallDoc, Xy } from "../core/index.js";

export const clone = <T>(v: T): T => structuredClone(v);

/** Pretty JSON as the export and the editor show it. */
export const toJson = (doc: unknown): string => `${JSON.stringify(doc, null, 2)}\n`;
