// A contract-checking fake of a Foundry scene (docs/foundry.md "Tests"): it stores embedded documents, merges
// updates as Foundry does, counts database calls, rejects malformed data (fake-documents.ts), and behaves
// where Foundry does in ways the module must allow for (foundry-rules.ts): walls constrain plain token moves,
// v14 tiles are drawn around their anchor, v14 Regions are hidden from players by default.

import type { GridData, SceneData, TileData, TokenData, WallData } from "../../../src/foundry/scene/scene-snapshot.js";
import type { StoredTile, StoredWall } from "../../../src/foundry/pipeline/apply-outcome.js";
import type { PipelineScene } from "../../../src/foundry/pipeline/pipeline.js";
import type { ActorData } from "../../../src/foundry/fighters/fighters.js";
import { constrainedRow, drawnCentre } from "./foundry-rules.js";
import { EMPTY_LEDGER, type Ledger, adoptAll, adoptUpdate, gmView, withRows } from "../../../src/foundry/fighters/ledger.js";
import { type LedgerRow, actorKey, tokenKey } from "../../../src/foundry/pipeline/ledger-rows.js";
import { EFFECT_FIELDS, check, isRecord, mergeUpdate, retype, withDefaults } from "./fake-documents.js";
import type {
  CreateOf,
  EffectParent,
  FoundryDocName,
  RegionCircleData,
  SceneDocName,
  SceneStore,
  TokenMove,
  TokenWriteOptions,
  UpdateOf,
} from "../../../src/foundry/pipeline/operation-plan.js";

export type TemplateData = Pick<MeasuredTemplateDocument.Source, "_id" | "t" | "x" | "y" | "distance" | "flags">;

export interface DbCall {
  readonly op: "create" | "update" | "delete" | "move";
  readonly name: SceneDocName | "Scene" | "Actor" | "ActiveEffect" | "Ledger";
  readonly count: number;
  /** For ActiveEffect calls: the actor they were made on ("actor:<id>" or "token:<id>"). */
  readonly parent?: string;
}

/** The module's status effect as stored on an actor (Foundry: `effect.toObject()`). */
export type EffectData = CreateOf<"ActiveEffect"> & { _id: string };

export class FakeScene implements SceneStore {
  readonly calls: DbCall[] = [];
  private readonly docs: { [N in SceneDocName]: Map<string, Record<string, unknown>> } = {
    Token: new Map(),
    Wall: new Map(),
    Tile: new Map(),
    MeasuredTemplate: new Map(),
    Region: new Map(),
  };
  /** Makes the next matching call throw (a failing write). */
  failOn: ((op: DbCall["op"], name: DbCall["name"]) => boolean) | null = null;
  /** The scene document's own flags. */
  private sceneFlags: Record<string, unknown> = {};
  private readonly actors = new Map<string, Record<string, unknown>>();
  /** ActiveEffects per parent key ("actor:<id>" for world actors, "token:<id>" for synthetic actors). */
  private readonly effects = new Map<string, Map<string, Record<string, unknown>>>();
  readonly generation: 13 | 14;
  /** Token moves recorded through the move port, in order (with `move: true` in the constructor). */
  readonly moves: TokenMove[] = [];
  readonly moveTokens?: (moves: TokenMove[]) => Promise<void>;
  /** The rules ledger (a GM-only world setting in Foundry, fighters/ledger.ts). */
  private ledger: Ledger = EMPTY_LEDGER;
  /** Ledger writes made (one Setting update each in Foundry; kept out of `calls`, which counts the scene's calls). */
  ledgerWrites = 0;

  constructor(
    readonly sceneId: string,
    readonly grid: GridData,
    readonly sceneRect = { x: -4800, y: -4800, width: 9600, height: 9600 },
    init: {
      tokens?: TokenData[];
      walls?: WallData[];
      tiles?: TileData[];
      actors?: ActorData[];
      effects?: { parent: EffectParent; effect: EffectData }[];
      sceneFlags?: Record<string, unknown>;
      move?: boolean;
      /** The Foundry generation the fake behaves as (default 13). */
      generation?: 13 | 14;
    } = {},
  ) {
    this.generation = init.generation ?? 13;
    for (const t of init.tokens ?? []) this.docs.Token.set(t._id!, structuredClone({ ...t }));
    for (const a of init.actors ?? []) this.actors.set(a._id!, structuredClone({ ...a }));
    for (const e of init.effects ?? []) this.effectsOf(e.parent).set(e.effect._id, structuredClone({ ...e.effect }));
    this.sceneFlags = structuredClone(init.sceneFlags ?? {});
    if (init.move) this.moveTokens = (moves) => this.recordMoves(moves);
    for (const w of init.walls ?? []) this.docs.Wall.set(w._id!, structuredClone({ ...w }));
    for (const t of init.tiles ?? []) this.docs.Tile.set(t._id!, structuredClone({ ...t }));
    // The world's first GM load adopts the documents' flags as they are (hooks/rules-ledger.ts).
    this.ledger = adoptAll(EMPTY_LEDGER, [
      ...[...this.docs.Token.values()].map((t) => ({ key: tokenKey(sceneId, String(t["_id"])), flags: t["flags"] })),
      ...[...this.actors.values()].map((a) => ({ key: actorKey(String(a["_id"])), flags: a["flags"] })),
    ]);
  }

  async updateLedger(rows: LedgerRow[]): Promise<void> {
    if (this.failOn?.("update", "Ledger")) {
      this.failOn = null;
      throw new Error("injected failure on update Ledger");
    }
    this.ledgerWrites++;
    this.ledger = withRows(this.ledger, structuredClone(rows));
  }

  /**
   * A GM's own edit outside the module's plans (the profile dialog, a macro): the documents change and the
   * active GM's client adopts the rules flags into the ledger (hooks/rules-ledger.ts, `adoptUpdate`).
   */
  async gmUpdate(name: "Token" | "Actor", data: UpdateOf<"Token">[] & UpdateOf<"Actor">[]): Promise<void> {
    if (name === "Token") await this.update("Token", data);
    else await this.updateActors(data);
    const key = (id: string): string => (name === "Token" ? tokenKey(this.sceneId, id) : actorKey(id));
    const rows = data.flatMap(
      (d) => adoptUpdate(key(typeof d._id === "string" ? d._id : ""), d, { isGM: true, ownersMayEdit: false }).rows,
    );
    await this.updateLedger(rows);
  }

  /** The ledger as the server stores it (the world setting's value). */
  ledgerValue(): Ledger {
    return structuredClone(this.ledger);
  }

  /** The server replaces the world setting's whole value (a Setting update, fake-world-setting.ts). */
  setLedger(value: Ledger): void {
    this.ledgerWrites++;
    this.ledger = structuredClone(value);
  }

  /** The ledger's entries (what the GM's client resolves from). */
  ledgerEntries(): Ledger["entries"] {
    return structuredClone(this.ledger.entries);
  }

  private guard(op: DbCall["op"], name: DbCall["name"], count: number, parent?: string): void {
    if (this.failOn?.(op, name)) {
      this.failOn = null;
      throw new Error(`injected failure on ${op} ${name}`);
    }
    this.calls.push(parent === undefined ? { op, name, count } : { op, name, count, parent });
  }

  private effectsOf(p: EffectParent): Map<string, Record<string, unknown>> {
    const key = `${p.kind}:${p.id}`;
    let m = this.effects.get(key);
    if (!m) this.effects.set(key, (m = new Map<string, Record<string, unknown>>()));
    return m;
  }

  private checkParent(p: EffectParent): void {
    if (p.kind === "actor" && !this.actors.has(p.id)) throw new Error(`ActiveEffect: no actor ${p.id}`);
    if (p.kind === "token") {
      const t = this.docs.Token.get(p.id);
      if (!t || typeof t["actorId"] !== "string") throw new Error(`ActiveEffect: token ${p.id} has no actor`);
      if (t["actorLink"] === true) throw new Error(`ActiveEffect: token ${p.id} is linked: its effects live on actor ${t["actorId"]}`);
    }
  }

  private static checkEffect(d: Record<string, unknown>, creating: boolean): void {
    for (const k of Object.keys(d)) if (!EFFECT_FIELDS.has(k)) throw new Error(`ActiveEffect: unknown field ${k}`);
    if (typeof d["_id"] !== "string" || !/^[A-Za-z0-9]{16}$/.test(d["_id"])) throw new Error(`ActiveEffect: bad _id ${String(d["_id"])}`);
    if (creating && (typeof d["name"] !== "string" || d["name"] === "")) throw new Error("ActiveEffect: a name is required");
    if ("statuses" in d && !(Array.isArray(d["statuses"]) && d["statuses"].every((x) => typeof x === "string")))
      throw new Error("ActiveEffect: statuses must be an array of ids");
  }

  async updateScene(data: UpdateOf<"Scene">): Promise<void> {
    this.guard("update", "Scene", 1);
    const row = structuredClone({ ...data }) as Record<string, unknown>;
    for (const k of Object.keys(row)) if (k !== "_id" && k !== "flags") throw new Error(`Scene: unexpected field ${k}`);
    if (row["_id"] !== this.sceneId) throw new Error(`Scene: wrong _id ${String(row["_id"])}`);
    this.sceneFlags = mergeUpdate(this.sceneFlags, isRecord(row["flags"]) ? row["flags"] : {});
  }

  async updateActors(data: UpdateOf<"Actor">[]): Promise<void> {
    this.guard("update", "Actor", data.length);
    const rows = data.map((d) => structuredClone({ ...d }) as Record<string, unknown>);
    for (const d of rows) {
      for (const k of Object.keys(d)) if (k !== "_id" && k !== "flags") throw new Error(`Actor: unexpected field ${k}`);
      if (!this.actors.has(String(d["_id"]))) throw new Error(`Actor: no document ${String(d["_id"])}`);
    }
    for (const d of rows) this.actors.set(String(d["_id"]), mergeUpdate(this.actors.get(String(d["_id"]))!, d));
  }

  async createEffects(parent: EffectParent, data: CreateOf<"ActiveEffect">[]): Promise<void> {
    this.guard("create", "ActiveEffect", data.length, `${parent.kind}:${parent.id}`);
    this.checkParent(parent);
    const store = this.effectsOf(parent);
    const rows = data.map((d) => structuredClone({ ...d }) as Record<string, unknown>);
    for (const d of rows) {
      FakeScene.checkEffect(d, true);
      if (store.has(String(d["_id"]))) throw new Error(`ActiveEffect: duplicate _id ${String(d["_id"])}`);
    }
    for (const d of rows) store.set(String(d["_id"]), { flags: {}, ...d });
  }

  async updateEffects(parent: EffectParent, data: UpdateOf<"ActiveEffect">[]): Promise<void> {
    this.guard("update", "ActiveEffect", data.length, `${parent.kind}:${parent.id}`);
    this.checkParent(parent);
    const store = this.effectsOf(parent);
    const rows = data.map((d) => structuredClone({ ...d }) as Record<string, unknown>);
    for (const d of rows) {
      FakeScene.checkEffect(d, false);
      if (!store.has(String(d["_id"]))) throw new Error(`ActiveEffect: no document ${String(d["_id"])}`);
    }
    for (const d of rows) store.set(String(d["_id"]), mergeUpdate(store.get(String(d["_id"]))!, d));
  }

  async deleteEffects(parent: EffectParent, ids: string[]): Promise<void> {
    this.guard("delete", "ActiveEffect", ids.length, `${parent.kind}:${parent.id}`);
    this.checkParent(parent);
    const store = this.effectsOf(parent);
    for (const id of ids) if (!store.has(id)) throw new Error(`ActiveEffect: no document ${id} to delete`);
    for (const id of ids) store.delete(id);
  }

  /** `TokenDocument#move`: one database call per token, like Foundry. */
  private async recordMoves(moves: TokenMove[]): Promise<void> {
    for (const m of moves) {
      this.guard("move", "Token", 1);
      const row: Record<string, unknown> = { _id: m._id, x: m.x, y: m.y, elevation: m.elevation };
      check("Token", row, false);
      if (!this.docs.Token.has(m._id)) throw new Error(`Token: no document ${m._id}`);
      this.docs.Token.set(m._id, mergeUpdate(this.docs.Token.get(m._id)!, row));
      this.moves.push({ ...m });
    }
  }

  async create<N extends FoundryDocName>(name: N, data: CreateOf<N>[]): Promise<void> {
    await this.insert(
      name,
      data.map((d) => structuredClone({ ...d }) as Record<string, unknown>),
    );
  }

  async createRegions(data: RegionCircleData[]): Promise<void> {
    await this.insert(
      "Region",
      data.map((d) => structuredClone({ ...d }) as Record<string, unknown>),
    );
  }

  private async insert(name: SceneDocName, rows: Record<string, unknown>[]): Promise<void> {
    this.guard("create", name, rows.length);
    const store = this.docs[name];
    for (const d of rows) {
      check(name, d, true);
      if (store.has(String(d["_id"]))) throw new Error(`${name}: duplicate _id ${String(d["_id"])}`);
    }
    for (const d of rows) store.set(String(d["_id"]), withDefaults(name, d));
  }

  async update<N extends FoundryDocName>(name: N, data: UpdateOf<N>[], options?: TokenWriteOptions): Promise<void> {
    this.guard("update", name, data.length);
    const store = this.docs[name];
    const rows = data.map((d) => structuredClone({ ...d }) as Record<string, unknown>);
    for (const d of rows) {
      check(name, d, false);
      if (!store.has(String(d["_id"]))) throw new Error(`${name}: no document ${String(d["_id"])}`);
    }
    if (options !== undefined && name !== "Token") throw new Error(`${name}: movement options only apply to tokens`);
    for (const d of rows) {
      const id = String(d["_id"]);
      const row = name === "Token" ? this.constrained(store.get(id)!, d, options) : d;
      store.set(id, mergeUpdate(store.get(id)!, row));
    }
  }

  /** A plain position update as Foundry applies it (foundry-rules.ts `constrainedRow`). */
  private constrained(was: Record<string, unknown>, row: Record<string, unknown>, options?: TokenWriteOptions): Record<string, unknown> {
    return constrainedRow(was, row, options, this.grid, this.walls());
  }

  /** The centre of the rectangle Foundry draws for a tile (foundry-rules.ts `drawnCentre`). */
  drawnTileCentre(id: string): { x: number; y: number } {
    const t = this.docs.Tile.get(id);
    if (!t) throw new Error(`Tile: no document ${id}`);
    return drawnCentre(t, this.generation);
  }

  /** The stored Regions (v14 blast areas). */
  regions(): Record<string, unknown>[] {
    return [...this.docs.Region.values()].map((d) => structuredClone(d));
  }

  async delete(name: SceneDocName, ids: string[]): Promise<void> {
    this.guard("delete", name, ids.length);
    const store = this.docs[name];
    for (const id of ids) if (!store.has(id)) throw new Error(`${name}: no document ${id} to delete`);
    for (const id of ids) store.delete(id);
  }

  tokens(): TokenData[] {
    return [...this.docs.Token.values()].map((d) => retype<TokenData>(structuredClone(d)));
  }
  walls(): WallData[] {
    return [...this.docs.Wall.values()].map((d) => retype<WallData>(structuredClone(d)));
  }
  tiles(): TileData[] {
    return [...this.docs.Tile.values()].map((d) => retype<TileData>(structuredClone(d)));
  }
  /** Tiles and walls as the pipeline reads them (complete enough to recreate). */
  storedTiles(): StoredTile[] {
    return [...this.docs.Tile.values()].map((d) => retype<StoredTile>(structuredClone(d)));
  }
  storedWalls(): StoredWall[] {
    return [...this.docs.Wall.values()].map((d) => retype<StoredWall>(structuredClone(d)));
  }
  /** The scene as the GM's client resolves it: tokens' and actors' rules flags from the ledger (fighters/ledger.ts `gmView`). */
  pipelineScene(wind: SceneData["wind"] = null): PipelineScene {
    const scope = this.sceneFlags["ordnance"];
    const data = this.data(wind);
    const view = gmView(this.ledger, this.sceneId, data.tokens, data.actors ?? []);
    return {
      ...data,
      tokens: view.tokens,
      actors: view.actors,
      tiles: this.storedTiles(),
      walls: this.storedWalls(),
      effects: this.allEffects(),
      ...(isRecord(scope) ? { sceneFlags: retype<NonNullable<PipelineScene["sceneFlags"]>>(structuredClone(scope)) } : {}),
    };
  }
  templates(): TemplateData[] {
    return [...this.docs.MeasuredTemplate.values()].map((d) => retype<TemplateData>(structuredClone(d)));
  }
  token(id: string): TokenData | undefined {
    return this.tokens().find((t) => t._id === id);
  }

  /** Everything stored, for exact before/after comparisons. */
  dump(): Record<SceneDocName | "Actor", Record<string, unknown>[]> & {
    SceneFlags: Record<string, unknown>;
    Ledger: Ledger["entries"];
    ActiveEffect: Record<string, Record<string, unknown>[]>;
  } {
    const sorted = (m: Map<string, Record<string, unknown>>) =>
      [...m.values()].map((d) => structuredClone(d)).sort((a, b) => String(a["_id"]).localeCompare(String(b["_id"])));
    return {
      Token: sorted(this.docs.Token),
      Wall: sorted(this.docs.Wall),
      Tile: sorted(this.docs.Tile),
      MeasuredTemplate: sorted(this.docs.MeasuredTemplate),
      Region: sorted(this.docs.Region),
      Actor: sorted(this.actors),
      SceneFlags: structuredClone(this.sceneFlags),
      Ledger: structuredClone(this.ledger.entries),
      ActiveEffect: Object.fromEntries(
        [...this.effects.entries()]
          .filter(([, m]) => m.size > 0)
          .map(([k, m]) => [k, sorted(m)] as const)
          .sort((a, b) => a[0].localeCompare(b[0])),
      ),
    };
  }

  actorData(): ActorData[] {
    return [...this.actors.values()].map((d) => retype<ActorData>(structuredClone(d)));
  }
  actor(id: string): ActorData | undefined {
    return this.actorData().find((a) => a._id === id);
  }
  /** The status effects on one parent. */
  effectsOn(parent: EffectParent): EffectData[] {
    return [...(this.effects.get(`${parent.kind}:${parent.id}`)?.values() ?? [])].map((d) => retype<EffectData>(structuredClone(d)));
  }
  /** Every stored effect with its parent (as the pipeline reads the module's effects). */
  allEffects(): { parent: EffectParent; effect: EffectData }[] {
    return [...this.effects.entries()].flatMap(([key, m]) => {
      const [kind, id] = key.split(":") as ["actor" | "token", string];
      return [...m.values()].map((e) => ({ parent: { kind, id }, effect: retype<EffectData>(structuredClone(e)) }));
    });
  }
  flagsOfScene(): Record<string, unknown> {
    return structuredClone(this.sceneFlags);
  }

  data(wind: SceneData["wind"] = null): SceneData {
    return {
      // As the adapter reads it on this generation (version.ts `tileFrame`).
      ...(this.generation >= 14 ? { tileFrame: "anchor" as const } : {}),
      grid: this.grid,
      sceneRect: this.sceneRect,
      tokens: this.tokens(),
      walls: this.walls(),
      tiles: this.tiles(),
      wind,
      actors: this.actorData(),
    };
  }

  dbCalls(): number {
    return this.calls.length;
  }
}
