// The walls part of a scene's cached battlefield (scene-cache.ts): its walls converted, frozen into document form,
// validated and indexed in steps (a unit per wall, so a warm-up can run them in idle time). The rest (figures,
// clouds, bounds, wind) is scene-rest.ts.

import {
  type BattlefieldSnapshot,
  type Scenario,
  type Stepwise,
  type WallIndex,
  type WallSnapshot,
  chainSteps,
  getRuleset,
  loadScenario,
  oneStep,
  parseWallsSteps,
  rangeSteps,
  wallIndexSteps,
} from "../../core/index.js";
import { type FoundryConstants, type SceneData, type WallData, makeScale, wallFieldsOf, wallInches } from "./scene-snapshot.js";
import { surfaceLedges } from "./scene-levels.js";

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

export interface WallsPart {
  readonly snapshot: BattlefieldSnapshot["walls"];
  readonly docs: readonly Doc[];
  readonly parsed: Scenario["battlefield"]["walls"];
  /** The index of `parsed` (the list's shared index: core's wall-index.ts). */
  readonly index: WallIndex;
}

/** Where a walls build reads the scene's walls: a list of documents, each read when its turn comes. */
export interface WallSource<W> {
  readonly docs: readonly W[];
  read(doc: W): WallData;
  /**
   * What converting the walls reads of the scene besides them (its grid, v14 levels and regions), when the source
   * has it: a warm-up then never reads the whole scene (every token) just to begin the walls.
   */
  readonly frame?: WallsFrame;
}

/** The part of a scene the walls' conversion reads besides the walls. */
export type WallsFrame = Pick<SceneData, "grid" | "levels" | "regions">;

/** Walls given as source data already (the pipeline's scene). */
export const plainWalls = (walls: readonly WallData[]): WallSource<WallData> => ({ docs: walls, read: (w) => w });

/** Freezes a document and everything in it (hooks receive it; nobody may change the cached copy). */
export function deepFreeze(v: unknown): void {
  if (typeof v !== "object" || v === null || Object.isFrozen(v)) return;
  Object.freeze(v);
  // Walked without listing its values (a warm-up freezes 100,000 walls, and each list is garbage to collect).
  if (Array.isArray(v)) for (let i = 0; i < v.length; i++) deepFreeze((v as unknown[])[i]);
  else for (const key in v) deepFreeze((v as Record<string, unknown>)[key]);
}

/**
 * The walls part in steps: each wall read, converted and frozen (a unit per wall), the v14 surfaces' ledges when the
 * ruleset has ledges (a unit), the list validated as a scenario's walls (a unit per wall), then indexed (core's wallIndexSteps). Gives
 * what sceneSnapshot() and loadScenario() give for the walls; `finish` throws the ScenarioError loadScenario throws.
 */
export function wallsSteps<W>(scene: WallsFrame, source: WallSource<W>, inputs: SceneInputs): Stepwise<WallsPart> {
  const s = makeScale(scene.grid, inputs.gridUnitsPerInch);
  const levels = scene.levels ?? [];
  // The module's wall flags the ruleset reads (a ledge or Wounds under another ruleset is left out, not refused).
  const fields = wallFieldsOf(inputs.ruleset);
  // One array serves as the snapshot's walls and the document's (frozen at the end): a long list grows once, not twice.
  const walls: WallSnapshot[] = [];
  let parsed: Stepwise<WallSnapshot[]> | null = null;
  let index: Stepwise<WallIndex> | null = null;
  // One frozen object per wall serves as its snapshot, its document and (being in normal form) its parse: a
  // 100,000-wall warm-up then keeps a third of the objects it would otherwise, and the collector copies that much less.
  const add = (w: WallSnapshot): void => {
    deepFreeze(w);
    walls.push(w);
  };
  return chainSteps(
    [
      () =>
        rangeSteps(
          () => source.docs.length,
          (from, to) => {
            for (let i = from; i < to; i++) {
              const data = source.read(source.docs[i] as W);
              const wall = wallInches(data, s, inputs.consts, levels, fields);
              if (wall) add(wall);
            }
          },
        ),
      () =>
        oneStep(() => {
          // Ledges block nothing: only a ruleset that knows them (falls from a platform) reads them; another refuses the field.
          if (!fields.ledge) return;
          for (const ledge of surfaceLedges(scene.regions ?? [], levels, s.gridUnitsPerInch, s.pxPerInch)) add(ledge);
        }),
      () => {
        const rules = getRuleset(inputs.ruleset);
        // An unknown ruleset: the document's own parse says so, as it does for an eager build.
        if (!rules) loadScenario({ ruleset: inputs.ruleset, battlefield: {}, endOfRound: true });
        return (parsed = parseWallsSteps(walls, rules?.schemas.wall));
      },
      () => (index = wallIndexSteps(parsed?.finish() ?? [])),
    ],
    () => {
      const list = parsed?.finish() ?? [];
      Object.freeze(walls);
      return {
        snapshot: walls,
        docs: walls as readonly unknown[] as readonly Doc[],
        parsed: list,
        index: index?.finish() ?? wallIndexSteps(list).finish(),
      };
    },
  );
}
