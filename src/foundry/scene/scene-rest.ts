// The rest of a scene's cached battlefield besides its walls (scene-cache.ts): figures, clouds, bounds and wind,
// converted, frozen into document form and validated in steps — a unit per token, per tile and per figure — so a
// warm-up never validates a crowded scene's figures in one go. Pure.

import { type LeftOut, loadScreened } from "./figure-screen.js";
import {
  type BattlefieldSnapshot,
  type CloudSnapshot,
  type FigureSnapshot,
  type Scenario,
  type Stepwise,
  chainSteps,
  loadScenario,
  oneStep,
  rangeSteps,
} from "../../core/index.js";
import { type SceneInputs, deepFreeze } from "./scene-parts.js";
import { type SceneData, type SceneReader, sceneReader } from "./scene-snapshot.js";

type Doc = Record<string, unknown>;

export interface RestPart {
  readonly snapshot: Omit<BattlefieldSnapshot, "walls">;
  readonly docs: Doc;
  readonly parsed: Omit<Scenario["battlefield"], "walls">;
  /** Figures the core refused, left out (figure-screen.ts): one bad token never stops a scene. */
  readonly leftOut: readonly LeftOut[];
}

/** A figure's document form: its own copy, stats included (frozen once it is validated). */
const figureDoc = (f: FigureSnapshot): Doc => ({ ...f, stats: { ...f.stats } });

const parseOptions = (inputs: SceneInputs): { resolvedSettings: unknown } | undefined =>
  inputs.resolvedSettings === undefined ? undefined : { resolvedSettings: inputs.resolvedSettings };

/** Where a scene's data comes from: read in steps (Foundry's read, a unit per token) or at once. */
export type SceneRead = () => Stepwise<SceneData>;

/** A scene read at once, as one unit (the pipeline's scene, the tests' and the bench's). */
export const sceneAtOnce =
  (scene: () => SceneData): SceneRead =>
  () => {
    let data: SceneData | null = null;
    return chainSteps(
      [
        () =>
          oneStep(() => {
            data = scene();
          }),
      ],
      () => {
        if (!data) throw new Error("ordnance: a scene given before it was read");
        return data;
      },
    );
  };

/**
 * The rest part in steps: the scene read (its own steps: `scene` is called once, when the first step runs), each
 * token's figure and each tile's cloud converted (a unit each), each figure validated (a unit each: a step validates its
 * figures together, leaving out one the core refuses, as figure-screen.ts does, and one whose id a figure kept before
 * has), then the bounds, clouds and wind validated (a unit). What `finish` gives does not depend on the step sizes;
 * the figures left out are listed in the scene's order.
 */
export function restSteps(scene: SceneRead, inputs: SceneInputs): Stepwise<RestPart> {
  let reading: Stepwise<SceneData> | null = null;
  let data: SceneData | null = null;
  let read: SceneReader | null = null;
  const figures: FigureSnapshot[] = [];
  const clouds: CloudSnapshot[] = [];
  const kept: FigureSnapshot[] = [];
  const keptDocs: Doc[] = [];
  const parsedFigures: Scenario["battlefield"]["figures"][number][] = [];
  const ids = new Set<string>();
  const leftOut: { readonly at: number; readonly figure: LeftOut }[] = [];
  let others: { readonly docs: Doc; readonly parsed: Omit<Scenario["battlefield"], "walls" | "figures"> } | null = null;
  const reader = (): SceneReader => {
    if (!read) throw new Error("ordnance: a scene's figures converted before it was read");
    return read;
  };
  const load = (battlefield: Doc): Scenario =>
    loadScenario({ ruleset: inputs.ruleset, settings: inputs.settings, battlefield, endOfRound: true }, parseOptions(inputs));
  return chainSteps(
    [
      () => (reading = scene()),
      () => {
        data = reading?.finish() ?? null;
        if (!data) throw new Error("ordnance: a scene's figures converted before it was read");
        read = sceneReader(data, inputs.gridUnitsPerInch, inputs.consts, inputs.ruleset);
        const tokens = data.tokens;
        return rangeSteps(
          () => tokens.length,
          (from, to) => {
            for (const t of tokens.slice(from, to)) {
              const f = reader().figure(t);
              if (f) figures.push(f);
            }
          },
        );
      },
      () => {
        const tiles = data?.tiles ?? [];
        return rangeSteps(
          () => tiles.length,
          (from, to) => {
            for (const t of tiles.slice(from, to)) {
              const c = reader().cloud(t);
              if (c) clouds.push(c);
            }
          },
        );
      },
      () =>
        rangeSteps(
          () => figures.length,
          (from, to) => {
            // A figure whose id a figure kept by an earlier step has is left out, as parsing the whole list leaves it
            // out (a step's own duplicates its parse finds).
            const fresh: { readonly at: number; readonly f: FigureSnapshot }[] = [];
            for (let i = from; i < to; i++) {
              const f = figures[i] as FigureSnapshot;
              if (ids.has(f.id))
                leftOut.push({ at: i, figure: { id: f.id, field: "id", problem: `duplicate id ${JSON.stringify(f.id)}` } });
              else fresh.push({ at: i, f });
            }
            const docs = new Map(fresh.map(({ f }) => [f, figureDoc(f)] as const));
            const screened = loadScreened(
              fresh.map(({ f }) => f),
              (list) => load({ figures: list.map((f) => docs.get(f)) }),
            );
            const at = new Map(fresh.map(({ at: i, f }) => [f.id, i] as const));
            for (const figure of screened.leftOut) leftOut.push({ at: at.get(figure.id) ?? from, figure });
            for (const f of screened.kept) {
              const doc = docs.get(f) as Doc;
              deepFreeze(doc);
              kept.push(f);
              keptDocs.push(doc);
              ids.add(f.id);
            }
            parsedFigures.push(...screened.value.battlefield.figures);
          },
        ),
      () =>
        oneStep(() => {
          const bounds = reader().bounds;
          const docs: Doc = {
            bounds: { ...bounds },
            clouds: clouds.map((c) => ({ ...c })),
            ...(data?.wind ? { wind: { ...data.wind } } : {}),
          };
          const bf = load({ ...docs, figures: [] }).battlefield;
          others = { docs, parsed: { bounds: bf.bounds, clouds: bf.clouds, wind: bf.wind } };
        }),
    ],
    () => {
      if (!others) throw new Error("ordnance: a scene's rest finished before its steps ran");
      const { bounds, clouds: docClouds, wind } = others.docs;
      const docs: Doc = { bounds, figures: keptDocs, clouds: docClouds, ...(wind ? { wind } : {}) };
      deepFreeze(docs);
      return {
        snapshot: { bounds: reader().bounds, figures: kept, clouds, wind: data?.wind ?? null },
        docs,
        parsed: { ...others.parsed, figures: parsedFigures },
        leftOut: leftOut.sort((a, b) => a.at - b.at).map((l) => l.figure),
      };
    },
  );
}
