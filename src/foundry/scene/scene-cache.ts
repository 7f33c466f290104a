// The per-scene cache of the battlefield (issue #13): each scene's snapshot, its document form and its
// validated, indexed battlefield, kept while the scene does not change, so a warm attack neither converts
// nor validates 5,000 walls again. Hooks (hooks/scene-cache.ts) mark walls or the rest of a scene stale.

import {
  type Battlefield,
  type BattlefieldSnapshot,
  type Scenario,
  ScenarioError,
  type Stepwise,
  chainSteps,
  createBattlefield,
  getRuleset,
  loadScenario,
  namedIds,
  oneStep,
} from "../../core/index.js";
import type { SceneData } from "./scene-snapshot.js";
import { type SceneInputs, type WallSource, type WallsFrame, type WallsPart, plainWalls, wallsSteps } from "./scene-parts.js";
import { type RestPart, type SceneRead, restSteps, sceneAtOnce } from "./scene-rest.js";

export type { SceneInputs } from "./scene-parts.js";
import type { LeftOut } from "./figure-screen.js";

type Doc = Record<string, unknown>;

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

interface Entry {
  walls?: Part<WallsPart>;
  rest?: Part<RestPart>;
  prepared?: Part<PreparedScene>;
}

/** A warm-up's build of a scene (`SceneCache.warmSteps`): stale once the scene's walls changed since it began. */
export interface WarmBuild extends Stepwise<void> {
  readonly sceneId: string;
  /** Whether the walls (or what they depend on) changed since the build began: its walls would be stale. */
  stale(): boolean;
  /** Forgets the build: prepare() will not finish it. */
  cancel(): void;
}

interface Keys {
  readonly walls: string;
  readonly rest: string;
}

export class SceneCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, { walls: number; rest: number }>();
  /** Warm-ups under way, by scene, with the keys of the state each builds. */
  private readonly warming = new Map<string, { readonly keys: Keys; readonly build: WarmBuild }>();
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

  private entry(sceneId: string): Entry {
    let entry = this.entries.get(sceneId);
    if (!entry) this.entries.set(sceneId, (entry = {}));
    return entry;
  }

  /** What each part's cached value must have been built under: the scene's generations and the inputs. */
  private keys(sceneId: string, inputs: SceneInputs): Keys {
    const g = this.gen(sceneId);
    const base = `${inputs.ruleset}|${String(inputs.gridUnitsPerInch)}`;
    return { walls: `${String(g.walls)}|${base}`, rest: `${String(g.rest)}|${base}|${JSON.stringify(inputs.settings)}` };
  }

  /**
   * Whether the cache holds the scene's walls part for its current state (a warm-up or an earlier prepare built it),
   * so prepare() would convert no wall. Builds nothing.
   */
  wallsReady(sceneId: string, inputs: SceneInputs): boolean {
    return this.entries.get(sceneId)?.walls?.key === this.keys(sceneId, inputs).walls;
  }

  /** The scene's prepared battlefield: from the cache while nothing it depends on changed. */
  prepare(sceneId: string, scene: SceneData, inputs: SceneInputs): PreparedScene {
    const keys = this.keys(sceneId, inputs);
    // A warm-up of these walls under way: what it has done is kept, the rest done now.
    const warming = this.warming.get(sceneId);
    this.warming.delete(sceneId);
    if (warming && warming.keys.walls === keys.walls) warming.build.finish();
    const entry = this.entry(sceneId);
    if (entry.walls?.key !== keys.walls)
      entry.walls = { key: keys.walls, value: this.fillWalls(scene, plainWalls(scene.walls), inputs).finish() };
    if (entry.rest?.key !== keys.rest)
      entry.rest = {
        key: keys.rest,
        value: this.fillRest(
          sceneAtOnce(() => scene),
          inputs,
        ).finish(),
      };
    return this.assembled(entry, keys, inputs);
  }

  private assembled(entry: Entry, keys: Keys, inputs: SceneInputs): PreparedScene {
    const walls = entry.walls?.value,
      rest = entry.rest?.value;
    if (!walls || !rest) throw new Error("ordnance: a scene assembled before its parts were built");
    const key = `${keys.walls}#${keys.rest}`;
    if (entry.prepared?.key !== key) entry.prepared = { key, value: assemble(walls, rest, JSON.stringify(inputs.settings)) };
    return entry.prepared.value;
  }

  /**
   * Builds in steps what prepare() would build for the scene's state (`walls` read one document per unit, `scene` in
   * the steps it gives: Foundry's a token per unit) and keeps it; null when the cache holds that state already. The walls are built under the key of the state when the build
   * began (stale once a wall changes: see `stale`); the figures and clouds (scene-rest.ts, a unit per token, tile and
   * figure) after them, under the key of the moment they begin (a token moving meanwhile leaves them stale, and the
   * warmer's next build does them again). The scene is read only when a part needs it. prepare() finishes a build
   * under way whose walls are the ones it needs.
   */
  warmSteps<W>(sceneId: string, scene: SceneRead, walls: () => WallSource<W>, inputs: SceneInputs): WarmBuild | null {
    const keys = this.keys(sceneId, inputs);
    const entry = this.entry(sceneId);
    const wallsDone = entry.walls?.key === keys.walls;
    if (wallsDone && entry.rest?.key === keys.rest && entry.prepared?.key === `${keys.walls}#${keys.rest}`) return null;
    let wallsPart: Stepwise<WallsPart> | null = null;
    let rest: { readonly key: string; readonly steps: Stepwise<RestPart> } | null = null;
    const stale = (): boolean => this.keys(sceneId, inputs).walls !== keys.walls;
    const nothing = (): Stepwise<void> => chainSteps([], () => undefined);
    const steps = chainSteps(
      [
        () => {
          if (!wallsDone) {
            const source = walls();
            wallsPart = this.fillWalls(source.frame ?? scene().finish(), source, inputs);
          }
          return wallsPart ?? nothing();
        },
        () =>
          oneStep(() => {
            // Walls changed under the build: it keeps nothing (the warmer starts again from the scene as it is).
            if (stale()) return;
            const built = wallsPart?.finish();
            if (built) entry.walls = { key: keys.walls, value: built };
            const now = this.keys(sceneId, inputs).rest;
            if (entry.rest?.key !== now) rest = { key: now, steps: this.fillRest(scene, inputs) };
          }),
        () => rest?.steps ?? nothing(),
        () =>
          oneStep(() => {
            if (rest) entry.rest = { key: rest.key, value: rest.steps.finish() };
            const now = this.keys(sceneId, inputs);
            // The battlefield's lazy indexes (the figures' grid, the figures by id) and the ruleset's caches over it
            // (Necromunda's figure slots and ledges) too: the first attack then builds nothing.
            if (entry.walls?.key === now.walls && entry.rest?.key === now.rest) {
              const { battlefield } = this.assembled(entry, now, inputs);
              battlefield.buildIndexes();
              getRuleset(inputs.ruleset)?.warmBattlefield?.(battlefield);
            }
          }),
      ],
      () => {
        build.cancel();
      },
    );
    const build: WarmBuild = {
      sceneId,
      stale,
      get done() {
        return steps.done;
      },
      step: (units) => steps.step(units),
      finish: () => {
        steps.finish();
      },
      cancel: () => {
        if (this.warming.get(sceneId)?.build === build) this.warming.delete(sceneId);
      },
    };
    this.warming.set(sceneId, { keys, build });
    return build;
  }

  private fillWalls<W>(scene: WallsFrame, walls: WallSource<W>, inputs: SceneInputs): Stepwise<WallsPart> {
    this.fills.walls++;
    return wallsSteps(scene, walls, inputs);
  }

  private fillRest(scene: SceneRead, inputs: SceneInputs): Stepwise<RestPart> {
    this.fills.rest++;
    return restSteps(scene, inputs);
  }
}

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

/** The module's one cache on this client (a GM's attacks and any user's aim read it), kept fresh by hooks/scene-cache.ts. */
export const sceneCache = new SceneCache();
