// The test table's document store (docs/foundry.md "The test table"): creates, updates and deletes world and
// embedded documents on the server's copy of the world, after Foundry's permission rules
// (test/helpers/foundry/foundry-rules.ts), and merges updates as Foundry's server does.

import {
  OWNERSHIP,
  canCreateChatMessage,
  canDeleteChatMessage,
  canUpdateChatMessage,
  isGMRole,
  mayWriteWorldSetting,
  ownershipLevel,
} from "../../helpers/foundry/foundry-rules.js";
import type { Data, World } from "./world.js";

export interface ParentRef {
  readonly doc: string;
  readonly id: string;
}

/** One database operation, as a client asks for it. */
export interface DocOp {
  readonly op: "create" | "update" | "delete";
  readonly doc: string;
  readonly parent: ParentRef | null;
  /** create: the new documents; update: changes with `_id`; delete: `{ _id }` of each. */
  readonly data: Data[];
  readonly options: Data;
}

/** Where each document type lives: a world collection, or an embedded one under its parent's type. */
const WORLD: Readonly<Record<string, keyof World>> = {
  User: "users",
  Actor: "actors",
  Scene: "scenes",
  ChatMessage: "messages",
  Combat: "combats",
  Setting: "settings",
};
const EMBEDDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Scene: { Token: "tokens", Wall: "walls", Tile: "tiles", MeasuredTemplate: "templates", Region: "regions", Drawing: "drawings" },
  Actor: { ActiveEffect: "effects", Item: "items" },
  Combat: { Combatant: "combatants" },
};

export class DocError extends Error {}

const text = (v: unknown): string => (typeof v === "string" ? v : "");

/** A document id as an error names it. */
const idText = (v: unknown, none = "?"): string => (typeof v === "string" ? v : v === undefined ? none : JSON.stringify(v));

const isRecord = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);

/** Foundry's `expandObject`: "a.b": 1 → { a: { b: 1 } }. */
export function expand(data: Data): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(data)) {
    const parts = k.split(".");
    let at = out;
    for (const p of parts.slice(0, -1)) at = isRecord(at[p]) ? at[p] : (at[p] = {});
    at[parts.at(-1)!] = isRecord(v) ? expand(v) : v;
  }
  return out;
}

/**
 * Foundry's update merge (`foundry.utils.mergeObject` with `performDeletions`): objects merge key by key,
 * `-=key` deletes a key (v13), `==key` replaces it whole (v13 forced replacement), anything else overwrites.
 */
export function mergeUpdate(target: Data, changes: Data): Data {
  const out: Data = { ...target };
  for (const [k, v] of Object.entries(expand(changes))) {
    if (k.startsWith("-=")) Reflect.deleteProperty(out, k.slice(2));
    else if (k.startsWith("==")) out[k.slice(2)] = structuredClone(v);
    else if (isRecord(v) && isRecord(out[k])) out[k] = mergeUpdate(out[k], v);
    else out[k] = structuredClone(v);
  }
  return out;
}

export function collectionOf(world: World, doc: string, parent: ParentRef | null): Data[] {
  if (!parent) {
    const key = WORLD[doc];
    if (!key) throw new DocError(`the test table has no world collection of ${doc}`);
    return world[key];
  }
  const field = EMBEDDED[parent.doc]?.[doc];
  const owner = collectionOf(world, parent.doc, null).find((d) => d["_id"] === parent.id);
  if (!field || !owner) throw new DocError(`${parent.doc} [${parent.id}] does not exist or cannot hold ${doc}`);
  return (owner[field] ??= []) as Data[];
}

interface Asker {
  readonly id: string;
  readonly name: string;
  readonly role: number;
}

/** The ownership a document's permission follows: its own, its actor's (a token), its parent actor's (an effect). */
function ownershipFor(world: World, op: DocOp, existing: Data | undefined): Readonly<Record<string, number>> | undefined {
  const actorOwnership = (id: unknown) => world.actors.find((a) => a["_id"] === id)?.["ownership"] as Record<string, number> | undefined;
  if (op.doc === "Token") return actorOwnership(existing?.["actorId"]);
  if (op.parent?.doc === "Actor") return actorOwnership(op.parent.id);
  return existing?.["ownership"] as Record<string, number> | undefined;
}

/**
 * Whether a non-GM user may do `op` to one document (Foundry's `Document#canUserModify` with each type's
 * permission functions, v13 common/documents/*.mjs): players update what they own (tokens through their actor,
 * effects through their parent actor), create templates (TEMPLATE_CREATE, a player's by default) and chat messages
 * as themselves, and change or delete only their own messages and templates. Everything else is the GM's.
 */
function playerMay(world: World, user: Asker, op: DocOp, one: Data, existing: Data | undefined): boolean {
  switch (op.doc) {
    case "ChatMessage": {
      const who = { id: user.id, isGM: false };
      const author = typeof one["author"] === "string" ? one["author"] : undefined;
      const stored = { author: text(existing?.["author"]) };
      if (op.op === "create") return canCreateChatMessage(who, author === undefined ? {} : { author });
      if (op.op === "update") return canUpdateChatMessage(who, stored, author === undefined ? {} : { author });
      return canDeleteChatMessage(who, stored);
    }
    case "MeasuredTemplate":
      return op.op === "create" ? (one["author"] ?? user.id) === user.id : existing?.["author"] === user.id;
    case "Setting":
      return mayWriteWorldSetting(user.role);
    case "User":
      return op.op === "update" && existing?.["_id"] === user.id && !("role" in one);
    case "Token":
    case "Actor":
      return op.op === "update" && ownershipLevel(user, ownershipFor(world, op, existing)) >= OWNERSHIP.OWNER;
    case "ActiveEffect":
      return ownershipLevel(user, ownershipFor(world, op, existing)) >= OWNERSHIP.OWNER;
    default:
      return false;
  }
}

/** Applies `op` for `user` (all or nothing); returns the resulting documents (create, update) or the deleted ids' data. */
export function applyOp(world: World, user: Asker, op: DocOp): Data[] {
  const coll = collectionOf(world, op.doc, op.parent);
  const find = (id: unknown) => coll.find((d) => d["_id"] === id);
  const where = op.parent ? ` in parent ${op.parent.doc} [${op.parent.id}]` : "";
  for (const one of op.data) {
    const existing = op.op === "create" ? undefined : find(one["_id"]);
    if (op.op !== "create" && !existing) throw new DocError(`${op.doc} [${idText(one["_id"])}] does not exist${where}`);
    if (op.op === "create" && one["_id"] !== undefined && find(one["_id"]))
      throw new DocError(`${op.doc} [${idText(one["_id"])}] already exists${where}`);
    if (!isGMRole(user.role) && !playerMay(world, user, op, one, existing))
      throw new DocError(`User ${user.name} lacks permission to ${op.op} ${op.doc} [${idText(one["_id"], "new")}]${where}`);
  }
  switch (op.op) {
    case "create": {
      const made = op.data.map((d) => ({
        ...structuredClone(d),
        _id: typeof d["_id"] === "string" && op.options["keepId"] === true ? d["_id"] : newId(),
        ...(op.doc === "ChatMessage" ? { author: d["author"] ?? user.id, timestamp: Date.now() } : {}),
        ...(op.doc === "MeasuredTemplate" ? { author: d["author"] ?? user.id } : {}),
      }));
      coll.push(...made);
      return made;
    }
    case "update":
      return op.data.map((one) => {
        const i = coll.findIndex((d) => d["_id"] === one["_id"]);
        const { _id: _skip, ...changes } = one;
        coll[i] = mergeUpdate(coll[i]!, changes);
        return coll[i];
      });
    case "delete":
      return op.data.map((one) => {
        const i = coll.findIndex((d) => d["_id"] === one["_id"]);
        return coll.splice(i, 1)[0]!;
      });
  }
}

let counter = 0;
/** A 16-character document id (the shape of Foundry's `randomID(16)`), unique within the server's run. */
export function newId(): string {
  counter += 1;
  return `tableDoc${String(counter).padStart(8, "0")}`;
}
