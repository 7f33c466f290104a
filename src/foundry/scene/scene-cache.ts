// The per-scene cache of the battlefield (issue #13): each scene's snapshot, its document form and its
// validated, indexed battlefield, kept while the scene does not change, so a warm attack neither converts
// nor validates 5,000 walls again. Hooks (hooks/scene-cache.ts) mark walls or the rest of a scene stale.

import {
  type Battlefield,
  type BattlefieldSnapshot,
  type Scenario,
  ScenarioError,
  createBattlefield,
  getRuleset,
  loadScenario,
  namedIds,
} from "../../core/index.js";
import { type FoundryConstants, type SceneData, sceneSnapshot } from "./scene-snapshot.js";
import { type LeftOut, loadScreened } from "./figure-screen.js";

type Doc = Record<string, unknown>;

/** What the battlefield depends on besides the scene's documents. */
export interface SceneInputs {
  readonly ruleset: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly gridUnitsPerInch: number;
  readonly consts: FoundryConstants;
  /** `settings` resolved by the ruleset, when the caller has them (saves resolving them again). */
  readonly resolvedSettings?: unknown;
}

/** A scene's battlefield, ready for attacks: treat every part as read-only (the document form is frozen). */
export interface PreparedScene {
  /** The snapshot in inches, as sceneSnapshot() gives it. */
  readonly snapshot: BattlefieldSnapshot;
  /** The snapshot as a scenario `battlefield` document (frozen, shared by every attack on this state). */
  readonly document: Readonly<Doc>;
  /** The validated, normalised battlefield (what parsing `document` gives). */
  readonly parsed: Scenario["battlefield"];
  /** The core battlefield over `parsed`; its indexes are built once and reused. */
  readonly battlefield: Battlefield<unknown>;
  /** The settings the figures were prepared with, as JSON. */
  readonly settingsKey: string;
  /** Figures the core refused, left out of the battlefield (figure-screen.ts): one bad token never stops a scene. */
  readonly leftOut: readonly LeftOut[];
}

interface Part<T> {
  readonly key: string;
  readonly value: T;
}

interface WallsPart {
  readonly snapshot: BattlefieldSnapshot["walls"];
  readonly docs: readonly Doc[];
  readonly parsed: Scenario["battlefield"]["walls"];
}

interface RestPart {
  readonly snapshot: Omit<BattlefieldSnapshot, "walls">;
  readonly docs: Doc;
  readonly parsed: Omit<Scenario["battlefield"], "walls">;
  readonly leftOut: readonly LeftOut[];
}

interface Entry {
  walls?: Part<WallsPart>;
  rest?: Part<RestPart>;
  prepared?: Part<PreparedScene>;
}

/** Freezes a document and everything in it (hooks receive it; nobody may change the cached copy). */
function deepFreeze(v: unknown): void {
  if (typeof v === "object" && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
}

/** The scene data with only some of its documents (sceneSnapshot() of a part of the scene). */
function partOf(scene: SceneData, keep: "walls" | "rest"): SceneData {
  return {
    grid: scene.grid,
    sceneRect: scene.sceneRect,
    tokens: keep === "rest" ? scene.tokens : [],
    walls: keep === "walls" ? scene.walls : [],
    tiles: keep === "rest" ? scene.tiles : [],
    wind: scene.wind,
    ...(scene.actors ? { actors: scene.actors } : {}),
    ...(scene.profiles ? { profiles: scene.profiles } : {}),
  };
}

export class SceneCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, { walls: number; rest: number }>();
  /** Fills since creation, for tests and the bench: how often a part was converted and validated. */
  readonly fills = { walls: 0, rest: 0 };

  private gen(sceneId: string): { walls: number; rest: number } {
    let g = this.generations.get(sceneId);
    if (!g) this.generations.set(sceneId, (g = { walls: 0, rest: 0 }));
    return g;
  }

  /** A wall of the scene was created, changed or deleted (every scene when no id is given). */
  wallsChanged(sceneId?: string): void {
    if (sceneId === undefined) for (const g of this.generations.values()) g.walls++;
    else this.gen(sceneId).walls++;
  }

  /** A token, tile, region or actor changed: figures and clouds are stale (every scene when no id is given). */
  othersChanged(sceneId?: string): void {
    if (sceneId === undefined) for (const g of this.generations.values()) g.rest++;
    else this.gen(sceneId).rest++;
  }

  /** The scene itself changed (grid, size, flags) or went away: forget everything about it. */
  sceneChanged(sceneId: string): void {
    this.wallsChanged(sceneId);
    this.othersChanged(sceneId);
    this.entries.delete(sceneId);
  }

  clear(): void {
    this.entries.clear();
    this.wallsChanged();
    this.othersChanged();
  }

  /** The scene's prepared battlefield: from the cache while nothing it depends on changed. */
  prepare(sceneId: string, scene: SceneData, inputs: SceneInputs): PreparedScene {
    let entry = this.entries.get(sceneId);
    if (!entry) this.entries.set(sceneId, (entry = {}));
    const g = this.gen(sceneId);
    const wallsKey = `${String(g.walls)}|${inputs.ruleset}|${String(inputs.gridUnitsPerInch)}`;
    const settingsKey = JSON.stringify(inputs.settings);
    const restKey = `${String(g.rest)}|${inputs.ruleset}|${String(inputs.gridUnitsPerInch)}|${settingsKey}`;
    if (entry.walls?.key !== wallsKey) entry.walls = { key: wallsKey, value: this.fillWalls(scene, inputs) };
    if (entry.rest?.key !== restKey) entry.rest = { key: restKey, value: this.fillRest(scene, inputs) };
    const key = `${wallsKey}#${restKey}`;
    if (entry.prepared?.key !== key) entry.prepared = { key, value: assemble(entry.walls.value, entry.rest.value, settingsKey) };
    return entry.prepared.value;
  }

  private fillWalls(scene: SceneData, inputs: SceneInputs): WallsPart {
    this.fills.walls++;
    const snapshot = sceneSnapshot(partOf(scene, "walls"), inputs.gridUnitsPerInch, inputs.consts, inputs.ruleset).walls;
    const docs = snapshot.map((w) => ({ ...w, a: [...w.a], b: [...w.b] }));
    deepFreeze(docs);
    const parsed = loadScenario({ ruleset: inputs.ruleset, battlefield: { walls: docs }, endOfRound: true }, parseOptions(inputs))
      .battlefield.walls;
    return { snapshot, docs, parsed };
  }

  private fillRest(scene: SceneData, inputs: SceneInputs): RestPart {
    this.fills.rest++;
    const full = sceneSnapshot(partOf(scene, "rest"), inputs.gridUnitsPerInch, inputs.consts, inputs.ruleset);
    const docsOf = (figures: readonly BattlefieldSnapshot["figures"][number][]): Doc => ({
      ...(full.bounds ? { bounds: { ...full.bounds } } : {}),
      figures: figures.map((f) => ({ ...f, stats: { ...f.stats } })),
      clouds: full.clouds.map((c) => ({ ...c })),
      ...(full.wind ? { wind: { ...full.wind } } : {}),
    });
    // Figures the core refuses are left out one by one (figure-screen.ts), never failing the whole scene.
    const screened = loadScreened(full.figures, (figures) =>
      loadScenario(
        { ruleset: inputs.ruleset, settings: inputs.settings, battlefield: docsOf(figures), endOfRound: true },
        parseOptions(inputs),
      ),
    );
    const snapshot = { bounds: full.bounds, figures: [...screened.kept], clouds: full.clouds, wind: full.wind };
    const docs = docsOf(snapshot.figures);
    deepFreeze(docs);
    const bf = screened.value.battlefield;
    return {
      snapshot,
      docs,
      parsed: { bounds: bf.bounds, figures: bf.figures, clouds: bf.clouds, wind: bf.wind },
      leftOut: screened.leftOut,
    };
  }
}

const parseOptions = (inputs: SceneInputs): { resolvedSettings: unknown } | undefined =>
  inputs.resolvedSettings === undefined ? undefined : { resolvedSettings: inputs.resolvedSettings };

function assemble(walls: WallsPart, rest: RestPart, settingsKey: string): PreparedScene {
  const parsed = { ...rest.parsed, walls: walls.parsed };
  return {
    snapshot: { ...rest.snapshot, walls: walls.snapshot },
    document: Object.freeze({ ...rest.docs, walls: walls.docs }),
    parsed,
    battlefield: createBattlefield(parsed),
    settingsKey,
    leftOut: rest.leftOut,
  };
}

/**
 * Parses a scenario document whose `battlefield` is `prepared.document`, validating only what is not
 * already validated: the settings, the attack and the decisions, checked against the figures they name.
 * Gives what loadScenario(doc) gives. A document with another battlefield is parsed in full.
 */
export function loadPreparedScenario(doc: Doc, prepared: PreparedScene, resolvedSettings?: unknown): Scenario {
  const options = resolvedSettings === undefined ? undefined : { resolvedSettings };
  if (doc["battlefield"] !== prepared.document || JSON.stringify(doc["settings"] ?? {}) !== prepared.settingsKey)
    return loadScenario(doc, options);
  const named = namedIds(doc);
  const bf = prepared.document;
  const figures = (bf["figures"] as readonly Doc[]).filter((f) => named.has(f["id"] as string));
  const light = loadScenario({ ...doc, battlefield: { ...bf, walls: [], figures, clouds: [] } }, options);
  const scenario: Scenario = { ...light, battlefield: prepared.parsed, source: doc };
  // The ruleset's own checks again, now over every figure (a no-op for checks that read named figures only).
  const ruleset = getRuleset(scenario.ruleset);
  const issues = ruleset?.check?.(scenario, scenario.resolvedSettings) ?? [];
  const [first, ...rest] = issues;
  if (first)
    throw new ScenarioError(
      first.path,
      first.problem,
      rest.map((i) => `${i.path}: ${i.problem}`),
    );
  return scenario;
}

/** The module's one cache (the GM client's), kept fresh by hooks/scene-cache.ts. */
export const sceneCache = new SceneCache();
