// The figures part of the scene cache (scene-rest.ts) is built in steps — a unit per token, tile and figure — and
// gives, whatever the step size, what converting the scene and parsing its figures in one go gives: the same
// snapshot, document form, parse and figures left out (a bad stat, a repeated id), in the scene's order.

import { describe, expect, it } from "vitest";
import { type Stepwise, chainSteps, loadScenario, oneStep, rangeSteps, seededRandom } from "../../../src/core/index.js";
import { loadScreened } from "../../../src/foundry/scene/figure-screen.js";
import { restSteps, sceneAtOnce } from "../../../src/foundry/scene/scene-rest.js";
import { type SceneData, type TileData, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { K, SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";

const TOKENS = 41;
const inputs = { ruleset: "gzg", settings: {}, gridUnitsPerInch: 1, consts: K };

/** 41 tokens (two with a stat the core refuses, one repeating an earlier id, one unsaved), 3 tiles (2 clouds). */
function scene(): SceneData {
  const rng = seededRandom("rest-steps");
  const tokens = Array.from({ length: TOKENS }, (_, i) => {
    const quality = i === 9 ? 999 : i === 30 ? -5 : [6, 8, 10, 12][Math.floor(rng() * 4)];
    const id = i === 25 ? "token00000000004" : `token${String(i).padStart(11, "0")}`;
    return token(id, Math.round(rng() * 3000), Math.round(rng() * 3000), {
      flags: { ordnance: { fighter: { side: i % 2 ? "red" : "blue", stats: { quality } } } },
    });
  });
  tokens.push(token(null as unknown as string, 10, 10));
  const cloud = (i: number): TileData => ({
    _id: `tile${String(i).padStart(12, "0")}`,
    x: 100 * i,
    y: 200,
    width: 400,
    height: 400,
    elevation: 0,
    flags: { ordnance: { cloud: { id: `cloud${String(i)}`, kind: "smoke", radiusInches: 2, zInches: 0, lethal: false, attackId: "a" } } },
  });
  const plain: TileData = { _id: "tile000000000009", x: 0, y: 0, width: 100, height: 100, elevation: 0, flags: {} };
  return {
    grid: SQUARE_INCH,
    sceneRect: { x: 0, y: 0, width: 4000, height: 4000 },
    tokens,
    walls: [],
    tiles: [cloud(1), plain, cloud(2)],
    wind: { enabled: true, hour: 3, mode: "fixed3", player1Edge: "south" },
  };
}

/** The figures part built in one go: the scene converted at once, its battlefield parsed at once, bad figures screened. */
function inOneGo(data: SceneData) {
  const full = sceneSnapshot(data, 1, K, "gzg");
  const docsOf = (figures: typeof full.figures) => ({
    bounds: { ...full.bounds },
    figures: figures.map((f) => ({ ...f, stats: { ...f.stats } })),
    clouds: full.clouds.map((c) => ({ ...c })),
    wind: { ...full.wind },
  });
  const screened = loadScreened(full.figures, (figures) =>
    loadScenario({ ruleset: "gzg", settings: {}, battlefield: docsOf(figures), endOfRound: true }),
  );
  const bf = screened.value.battlefield;
  return {
    snapshot: { bounds: full.bounds, figures: [...screened.kept], clouds: full.clouds, wind: full.wind },
    docs: docsOf(screened.kept),
    parsed: { bounds: bf.bounds, figures: bf.figures, clouds: bf.clouds, wind: bf.wind },
    leftOut: screened.leftOut,
  };
}

describe("the figures part in steps", () => {
  it("gives what converting and parsing in one go gives, whatever the step size, in the units it names", () => {
    const data = scene();
    const once = inOneGo(data);
    expect(once.leftOut.map((f) => [f.id, f.field])).toEqual([
      ["token00000000009", "stats.quality"],
      ["token00000000030", "stats.quality"],
      ["token00000000004", "id"],
    ]);
    const figures = TOKENS; // every saved token is a figure; the unsaved one is not
    for (const size of [1, 4, 7, 128]) {
      let reads = 0;
      const steps = restSteps(
        sceneAtOnce(() => (reads++, data)),
        inputs,
      );
      let units = 0;
      for (let n = steps.step(size); n > 0; n = steps.step(size)) {
        expect(n).toBeLessThanOrEqual(size);
        units += n;
      }
      // The scene read, each token and tile converted, each figure validated, the bounds, clouds and wind.
      expect(units).toBe(1 + (TOKENS + 1) + 3 + figures + 1);
      expect(reads).toBe(1);
      const part = steps.finish();
      expect(part.snapshot).toEqual(once.snapshot);
      expect(part.docs).toEqual(once.docs);
      expect(Object.isFrozen(part.docs) && Object.isFrozen((part.docs["figures"] as object[])[0])).toBe(true);
      expect(part.parsed).toEqual(once.parsed);
      // Left out in the scene's order, each with the field and problem the one-go parse names.
      expect(part.leftOut).toEqual([once.leftOut[0], once.leftOut[2], once.leftOut[1]]);
      expect(part.snapshot.figures).toHaveLength(figures - 3);
      expect(part.parsed.clouds).toHaveLength(2);
    }
  });

  it("a refusal that is not one figure's is thrown, as the one-go parse throws it", () => {
    const data = scene();
    const bad = { ...data, wind: { ...data.wind, hour: "noon" } } as unknown as SceneData;
    expect(() =>
      restSteps(
        sceneAtOnce(() => bad),
        inputs,
      ).finish(),
    ).toThrow(/\$\.battlefield\.wind\.hour/);
    expect(() => inOneGo(bad)).toThrow(/\$\.battlefield\.wind\.hour/);
  });

  it("a scene read in steps of its own (Foundry's: a token per unit) is stepped with the rest and gives the same part", () => {
    const data = scene();
    const once = inOneGo(data);
    for (const size of [1, 5, 64]) {
      let read = 0;
      // A read of one unit per token, as pipelineSceneSteps reads a token's document, actor and effects, then one for
      // the rest of the scene; the scene is given only once every token is read.
      const stepped = (): Stepwise<SceneData> =>
        chainSteps(
          [
            () =>
              rangeSteps(
                () => data.tokens.length,
                (from, to) => {
                  expect(from).toBe(read);
                  read = to;
                },
              ),
            () => oneStep(() => undefined),
          ],
          () => data,
        );
      const steps = restSteps(stepped, inputs);
      let units = 0;
      for (let n = steps.step(size); n > 0; n = steps.step(size)) {
        expect(n).toBeLessThanOrEqual(size);
        units += n;
      }
      expect(read).toBe(TOKENS + 1);
      // The read's units (a token each, then the scene), then the same units as a scene read at once.
      expect(units).toBe(TOKENS + 1 + 1 + (TOKENS + 1) + 3 + TOKENS + 1);
      const part = steps.finish();
      expect(part.snapshot).toEqual(once.snapshot);
      expect(part.parsed).toEqual(once.parsed);
      expect(part.leftOut).toEqual([once.leftOut[0], once.leftOut[2], once.leftOut[1]]);
    }
  });
});
