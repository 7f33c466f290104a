// Foundry's rules for document data, as the fake scene applies them: the update merge (nested objects merge,
// arrays and scalars replace, `-=key` deletes), the fields each document type accepts, and create defaults.

import type { SceneDocName } from "../../../src/foundry/pipeline/operation-plan.js";
import { REGION_LAYER_UNLOCKED } from "./foundry-rules.js";

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Foundry's update merge: nested objects merge key by key, arrays and scalars replace, `-=key` deletes. */
export function mergeUpdate(target: Record<string, unknown>, update: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(update)) {
    if (k.startsWith("-=")) {
      if (v !== null) throw new Error(`deletion key ${k} must be null`);
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Foundry's `-=key` update removes the key it names
      delete out[k.slice(2)];
    } else if (isRecord(v) && isRecord(out[k])) out[k] = mergeUpdate(out[k], v);
    else out[k] = structuredClone(v);
  }
  return out;
}

/** Keys each document type accepts in create or update data (a typo must fail here, not silently in Foundry). */
const ALLOWED: Record<SceneDocName, ReadonlySet<string>> = {
  Token: new Set(["_id", "x", "y", "elevation", "width", "height", "disposition", "actorId", "actorLink", "flags"]),
  Wall: new Set(["_id", "c", "move", "sight", "light", "sound", "dir", "door", "ds", "flags"]),
  Tile: new Set([
    "_id",
    "x",
    "y",
    "width",
    "height",
    "elevation",
    "texture",
    "occlusion",
    "alpha",
    "hidden",
    "locked",
    "sort",
    "rotation",
    "restrictions",
    "flags",
  ]),
  MeasuredTemplate: new Set([
    "_id",
    "t",
    "x",
    "y",
    "distance",
    "direction",
    "angle",
    "width",
    "borderColor",
    "fillColor",
    "hidden",
    "elevation",
    "author",
    "flags",
  ]),
  Region: new Set(["_id", "name", "color", "shapes", "elevation", "visibility", "locked", "flags"]),
};
export const EFFECT_FIELDS = new Set([
  "_id",
  "name",
  "img",
  "statuses",
  "disabled",
  "transfer",
  "origin",
  "description",
  "tint",
  "duration",
  "flags",
]);

export function check(name: SceneDocName, data: Record<string, unknown>, creating: boolean): void {
  for (const k of Object.keys(data)) if (!ALLOWED[name].has(k)) throw new Error(`${name}: unknown field ${k}`);
  if (typeof data["_id"] !== "string" || !/^[A-Za-z0-9]{16}$/.test(data["_id"])) throw new Error(`${name}: bad _id ${String(data["_id"])}`);
  JSON.stringify(data); // must be serialisable (throws on cycles / BigInt)
  for (const k of ["x", "y", "elevation", "distance", "width", "height"]) {
    if (k in data && !Number.isFinite(data[k])) throw new Error(`${name}: ${k} is not a finite number`);
  }
  if (name === "Token" && (("x" in data && !Number.isInteger(data["x"])) || ("y" in data && !Number.isInteger(data["y"])))) {
    throw new Error("Token: x and y must be integers");
  }
  if (name === "Wall" && (creating || "c" in data)) {
    const c = data["c"];
    if (!Array.isArray(c) || c.length !== 4 || !c.every(Number.isFinite)) throw new Error("Wall: c must be four finite numbers");
  }
  if (creating && name === "Tile" && !(Number(data["width"]) > 0 && Number(data["height"]) > 0))
    throw new Error("Tile: width and height must be positive");
  if (creating && name === "MeasuredTemplate" && data["t"] !== "circle") throw new Error("MeasuredTemplate: only circles are expected");
}

/** Reads back stored data under its document type (stored data was checked on the way in). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T is the document type the caller reads back
export function retype<T>(v: Record<string, unknown>): T {
  return v as T;
}

/** Foundry fills schema defaults on create; the fake fills the fields the snapshot reads. */
export function withDefaults(name: SceneDocName, d: Record<string, unknown>): Record<string, unknown> {
  const flags = d["flags"] ?? {};
  if (name === "Wall") return { move: 20, sight: 20, door: 0, ds: 0, ...d, flags };
  if (name === "Tile") return { elevation: 0, ...d, flags };
  // Regions are only created on v14, whose default hides them from players (v14 RegionDocument schema).
  if (name === "Region") return { visibility: REGION_LAYER_UNLOCKED, ...d, flags };
  return { ...d, flags };
}
