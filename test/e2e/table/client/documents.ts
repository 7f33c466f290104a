// The test table's client documents (docs/foundry.md "The test table"): Foundry's Collection (a Map that iterates
// its values) and a document over stored data with its flags, permissions, embedded collections and database
// calls, each a request to the table's server; the changes the server broadcasts update every client's copy.

import { OWNERSHIP, constrainedRow, isGMRole, ownershipLevel } from "../../../helpers/foundry/foundry-rules.js";
import type { GridData, WallData } from "../../../../src/foundry/scene/scene-snapshot.js";
import type { TokenWriteOptions } from "../../../../src/foundry/pipeline/operation-plan.js";

export type Data = Record<string, unknown>;

export interface ParentRef {
  readonly doc: string;
  readonly id: string;
}

/** What a document needs of the client around it: the server, the world's documents and the current user. */
export interface DocEnv {
  /** Resolves with the ids of the documents changed, once this client holds the change; rejects with the server's refusal. */
  request(op: "create" | "update" | "delete", doc: string, parent: ParentRef | null, data: Data[], options: Data): Promise<string[]>;
  actor(id: unknown): Doc | undefined;
  user(id: unknown): Doc | undefined;
  currentUser(): Doc;
  worldCollection(name: string): Collection<Doc> | undefined;
  allUsers(): readonly Doc[];
  activeGM(): string | null;
  activeUsers(): readonly string[];
}

let env: DocEnv | null = null;
export function setDocEnv(e: DocEnv): void {
  env = e;
}
export function docEnv(): DocEnv {
  if (!env) throw new Error("the test table's client is not connected");
  return env;
}

const isRecord = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);

/** A stored value as text: strings as they are, numbers and booleans printed, nothing as "", anything else as JSON. */
export function text(v: unknown): string {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return v === undefined || v === null ? "" : JSON.stringify(v);
}

/** `foundry.utils.getProperty`. */
export function getProperty(obj: unknown, path: string): unknown {
  let at: unknown = obj;
  for (const k of path.split(".")) at = isRecord(at) ? at[k] : undefined;
  return at;
}

/** Foundry's Collection: a Map whose iteration, `map`, `filter`, `find` and `some` run over its values. */
export class Collection<T> {
  protected readonly items = new Map<string, T>();
  get size(): number {
    return this.items.size;
  }
  get contents(): T[] {
    return [...this.items.values()];
  }
  get(id: string | null | undefined): T | undefined {
    return id === null || id === undefined ? undefined : this.items.get(id);
  }
  has(id: string): boolean {
    return this.items.has(id);
  }
  set(id: string, v: T): this {
    this.items.set(id, v);
    return this;
  }
  delete(id: string): boolean {
    return this.items.delete(id);
  }
  keys(): IterableIterator<string> {
    return this.items.keys();
  }
  values(): IterableIterator<T> {
    return this.items.values();
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.items.values();
  }
  map<U>(fn: (v: T, i: number) => U): U[] {
    return this.contents.map(fn);
  }
  filter(fn: (v: T) => boolean): T[] {
    return this.contents.filter(fn);
  }
  find(fn: (v: T) => boolean): T | undefined {
    return this.contents.find(fn);
  }
  some(fn: (v: T) => boolean): boolean {
    return this.contents.some(fn);
  }
  forEach(fn: (v: T) => void): void {
    this.contents.forEach(fn);
  }
  getName(name: string): T | undefined {
    return this.find((v) => (v as { name?: unknown }).name === name);
  }
}

/** The embedded collections of each parent type, as Foundry names them. */
export const EMBEDDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Scene: { Token: "tokens", Wall: "walls", Tile: "tiles", MeasuredTemplate: "templates", Region: "regions", Drawing: "drawings" },
  Actor: { ActiveEffect: "effects", Item: "items" },
  Combat: { Combatant: "combatants" },
};

const PERMISSION: Readonly<Record<string, number>> = OWNERSHIP;

/** A Foundry document over its stored data (`_source`), its fields readable as properties. */
export class Doc {
  _source: Data;
  readonly collections: Record<string, Collection<Doc>> = {};
  /** The canvas object drawing this document, when there is one (Foundry's `document.object`). */
  object: unknown = null;

  constructor(
    readonly documentName: string,
    data: Data,
    readonly parent: Doc | null = null,
  ) {
    this._source = {};
    this.replace(data);
  }

  /** Replaces the stored data (the server's copy after a change) and the embedded documents with it. */
  replace(data: Data): void {
    this._source = data;
    for (const [name, field] of Object.entries(EMBEDDED[this.documentName] ?? {})) {
      const coll = (this.collections[field] ??= new Collection<Doc>());
      const rows = Array.isArray(data[field]) ? (data[field] as Data[]) : [];
      const seen = new Set<string>();
      for (const row of rows) {
        const id = String(row["_id"]);
        seen.add(id);
        const had = coll.get(id);
        if (had) had.replace(row);
        else coll.set(id, makeDoc(name, row, this));
      }
      for (const id of [...coll.keys()]) if (!seen.has(id)) coll.delete(id);
    }
    for (const key of Object.keys(data)) {
      if (key in this || key === "_id") continue;
      Object.defineProperty(this, key, { get: () => this.collections[key] ?? this._source[key], configurable: true, enumerable: true });
    }
  }

  get id(): string {
    return String(this._source["_id"]);
  }
  get _id(): string {
    return this.id;
  }
  get uuid(): string {
    return this.parent ? `${this.parent.uuid}.${this.documentName}.${this.id}` : `${this.documentName}.${this.id}`;
  }
  get flags(): Data {
    return (this._source["flags"] as Data | undefined) ?? {};
  }
  get name(): string {
    return text(this._source["name"]);
  }
  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags, `${scope}.${key}`);
  }
  async setFlag(scope: string, key: string, value: unknown): Promise<this> {
    return this.update({ [`flags.${scope}.${key}`]: value });
  }
  async unsetFlag(scope: string, key: string): Promise<this> {
    return this.update({ [`flags.${scope}.-=${key}`]: null });
  }
  toObject(): Data {
    return structuredClone(this._source);
  }
  toJSON(): Data {
    return this.toObject();
  }

  /** `Document#getUserLevel` (foundry-rules.ts): a token's is its actor's, an embedded one's its parent's. */
  getUserLevel(user: Doc): number {
    const rule = { id: user.id, role: Number(user._source["role"]) };
    if (this.documentName === "Token") {
      const actor = docEnv().actor(this._source["actorId"]);
      return actor ? actor.getUserLevel(user) : ownershipLevel(rule, undefined);
    }
    if (this.parent && this.documentName !== "Token") return this.parent.getUserLevel(user);
    return ownershipLevel(rule, this._source["ownership"] as Record<string, number> | undefined);
  }
  testUserPermission(user: Doc, level: string | number): boolean {
    const need = typeof level === "number" ? level : (PERMISSION[level] ?? OWNERSHIP.OWNER);
    return this.getUserLevel(user) >= need;
  }
  get isOwner(): boolean {
    return this.testUserPermission(docEnv().currentUser(), "OWNER");
  }

  private get parentRef(): ParentRef | null {
    return this.parent ? { doc: this.parent.documentName, id: this.parent.id } : null;
  }
  async update(changes: Data, options: Data = {}): Promise<this> {
    await updateDocs(this.documentName, [{ ...changes, _id: this.id }], this.parent, options);
    return this;
  }
  async delete(): Promise<this> {
    await docEnv().request("delete", this.documentName, this.parentRef, [{ _id: this.id }], {});
    return this;
  }
  async createEmbeddedDocuments(name: string, data: Data[], options: Data = {}): Promise<Doc[]> {
    return createDocs(name, data, this, options);
  }
  async updateEmbeddedDocuments(name: string, data: Data[], options: Data = {}): Promise<Doc[]> {
    return updateDocs(name, data, this, options);
  }
  async deleteEmbeddedDocuments(name: string, ids: string[]): Promise<Doc[]> {
    const had = ids.map((id) => this.collections[EMBEDDED[this.documentName]?.[name] ?? ""]?.get(id)).filter((d) => d !== undefined);
    await docEnv().request(
      "delete",
      name,
      { doc: this.documentName, id: this.id },
      ids.map((_id) => ({ _id })),
      {},
    );
    return had;
  }
}

export async function createDocs(name: string, data: Data[], parent: Doc | null, options: Data = {}): Promise<Doc[]> {
  const ref = parent ? { doc: parent.documentName, id: parent.id } : null;
  const ids = await docEnv().request(
    "create",
    name,
    ref,
    data.map((d) => structuredClone(d)),
    options,
  );
  const field = parent ? EMBEDDED[parent.documentName]?.[name] : undefined;
  const coll = field && parent ? parent.collections[field] : docEnv().worldCollection(name);
  return ids.flatMap((id) => coll?.get(id) ?? []);
}

export async function updateDocs(name: string, data: Data[], parent: Doc | null, options: Data = {}): Promise<Doc[]> {
  const rows = name === "Token" && parent ? data.map((row) => constrainTokenRow(parent, row, options)) : data;
  const ref = parent ? { doc: parent.documentName, id: parent.id } : null;
  await docEnv().request("update", name, ref, rows, options);
  return [];
}

/**
 * A token's x/y update constrained by walls as Foundry v13's client does before it reaches the server
 * (`TokenDocument#preUpdateMovement`, foundry-rules.ts `constrainedRow`) unless its movement ignores walls.
 */
function constrainTokenRow(scene: Doc, row: Data, options: Data): Data {
  const was = scene.collections["tokens"]?.get(String(row["_id"]))?._source;
  if (!was) return row;
  const g = scene._source["grid"] as Data;
  const size = Number(g["size"]);
  const grid: GridData = { type: Number(g["type"]) as GridData["type"], size, sizeX: size, sizeY: size, distance: Number(g["distance"]) };
  const walls = (scene.collections["walls"]?.map((w) => w._source) ?? []) as unknown as WallData[];
  const movement = isRecord(options["movement"]) ? (options as unknown as TokenWriteOptions) : undefined;
  return constrainedRow(was, row, movement, grid, walls);
}

type DocClass = new (name: string, data: Data, parent: Doc | null) => Doc;
/** Document classes with members of their own (a token's actor and movement, a user's role, a message's rolls). */
export const DOC_CLASSES: Record<string, DocClass> = {};

export function makeDoc(name: string, data: Data, parent: Doc | null): Doc {
  return new (DOC_CLASSES[name] ?? Doc)(name, data, parent);
}

export class TokenDoc extends Doc {
  get actor(): Doc | null {
    return docEnv().actor(this._source["actorId"]) ?? null;
  }
  get actorLink(): boolean {
    return this._source["actorLink"] === true;
  }
  get hidden(): boolean {
    return this._source["hidden"] === true;
  }
  /** v13 `TokenDocument#move`: one movement through the token update, with its waypoints and constraints. */
  async move(waypoints: Data[], options: Data = {}): Promise<boolean> {
    const last = waypoints.at(-1);
    if (!last || !this.parent) return false;
    const { constrainOptions, ...rest } = options;
    const movement = { [this.id]: { waypoints, ...rest, constrainOptions: constrainOptions ?? {} } };
    await updateDocs(
      "Token",
      [{ _id: this.id, x: last["x"], y: last["y"], elevation: last["elevation"] ?? this._source["elevation"] }],
      this.parent,
      {
        movement,
      },
    );
    return true;
  }
}

export class UserDoc extends Doc {
  targets = new Set<unknown>();
  get isGM(): boolean {
    return isGMRole(Number(this._source["role"]));
  }
  get role(): number {
    return Number(this._source["role"]);
  }
  get active(): boolean {
    return docEnv().activeUsers().includes(this.id);
  }
  get isActiveGM(): boolean {
    return docEnv().activeGM() === this.id;
  }
  get isSelf(): boolean {
    return docEnv().currentUser().id === this.id;
  }
}

export class SceneDoc extends Doc {
  get grid(): { type: number; size: number; sizeX: number; sizeY: number; distance: number; units: string } {
    const g = this._source["grid"] as Data;
    const size = Number(g["size"]);
    return { type: Number(g["type"]), size, sizeX: size, sizeY: size, distance: Number(g["distance"]), units: text(g["units"]) };
  }
  get dimensions(): Data {
    const [width, height, size] = [Number(this._source["width"]), Number(this._source["height"]), this.grid.size];
    const rect = { x: 0, y: 0, width, height };
    return {
      width,
      height,
      size,
      sceneX: 0,
      sceneY: 0,
      sceneWidth: width,
      sceneHeight: height,
      sceneRect: rect,
      rect,
      distance: this.grid.distance,
      distancePixels: size / this.grid.distance,
    };
  }
}

/** A Combat: `scene` is the Scene document its `scene` field names (v13 `Combat#scene`, a foreign-document field). */
export class CombatDoc extends Doc {
  get scene(): Doc | undefined {
    return docEnv().worldCollection("Scene")?.get(text(this._source["scene"]));
  }
  get round(): number {
    return Number(this._source["round"] ?? 0);
  }
}

DOC_CLASSES["Token"] = TokenDoc;
DOC_CLASSES["Combat"] = CombatDoc;
DOC_CLASSES["User"] = UserDoc;
DOC_CLASSES["Scene"] = SceneDoc;
