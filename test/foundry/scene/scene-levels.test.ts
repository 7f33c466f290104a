// What the snapshot emits for the scene's third dimension and one-way walls: Foundry's `dir` against
// Foundry's own side rule, Wall Height flags (v13), v14 level bands, ledges along v14 surfaces, and a
// flat scene that emits none of the new fields.

import { describe, expect, it } from "vitest";
import { type LevelData, type RegionData, levelDataOf, regionDataOf, surfaceLedges } from "../../../src/foundry/scene/scene-levels.js";
import { type SceneData, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { K, SQUARE_INCH, wall } from "../../helpers/foundry/foundry-data.js";

const scene = (over: Partial<SceneData>): SceneData => ({
  grid: SQUARE_INCH,
  sceneRect: { x: 0, y: 0, width: 4800, height: 4800 },
  tokens: [],
  walls: [],
  tiles: [],
  wind: null,
  ...over,
});
type Wall = Record<string, unknown>;
const wallsOf = (over: Partial<SceneData>, unitsPerInch = 1, ruleset = "gzg"): Wall[] =>
  sceneSnapshot(scene(over), unitsPerInch, K, ruleset).walls as unknown as Wall[];

/**
 * Foundry's rule, restated from its client code: `orient2dFast(a, b, p)` (negative → LEFT, positive →
 * RIGHT: `Edge#orientPoint`), and a one-way edge is left out for a source on the side equal to its
 * direction (`ClockwiseSweepPolygon#_testEdgeInclusion`, wall direction mode NORMAL).
 */
function foundryBlocks(c: [number, number, number, number], dir: number, p: [number, number]): boolean {
  const o = (c[1] - p[1]) * (c[2] - p[0]) - (c[0] - p[0]) * (c[3] - p[1]);
  if (o === 0) return false;
  const side = o < 0 ? K.WALL_DIRECTIONS.LEFT : K.WALL_DIRECTIONS.RIGHT;
  return dir === K.WALL_DIRECTIONS.BOTH || side !== dir;
}

/** The scenario's rule: "left" is where (b.y − a.y, −(b.x − a.x)) points, as you walk a → b on screen. */
function scenarioBlocks(w: Wall, p: [number, number]): boolean {
  const [a, b] = [w["a"] as [number, number], w["b"] as [number, number]];
  const left = (p[0] - a[0]) * (b[1] - a[1]) - (p[1] - a[1]) * (b[0] - a[0]) > 0;
  const from = w["blocksFrom"] ?? "both";
  return from === "both" || (from === "left") === left;
}

describe("one-way walls and doors", () => {
  const cases: [number, number, number, number][] = [
    [0, 0, 1000, 0],
    [500, 500, 500, -300],
    [100, 900, 700, 200],
  ];
  for (const dir of [K.WALL_DIRECTIONS.BOTH, K.WALL_DIRECTIONS.LEFT, K.WALL_DIRECTIONS.RIGHT]) {
    it(`dir ${String(dir)} blocks exactly the sources Foundry's sweep blocks`, () => {
      for (const c of cases) {
        const [w] = wallsOf({ walls: [wall("wallOneWay000001", c, { dir })] });
        for (const p of [
          [300, -400],
          [300, 400],
          [-200, 250],
          [900, 700],
          [650, 100],
        ] as [number, number][]) {
          expect(scenarioBlocks(w!, [p[0] / 100, p[1] / 100]), `wall ${c.join(",")} source ${p.join(",")}`).toBe(foundryBlocks(c, dir, p));
        }
      }
    });
  }

  it("names the sides: Foundry LEFT on a wall drawn left to right blocks what comes from above on screen", () => {
    const [w] = wallsOf({ walls: [wall("wallOneWay000001", [0, 0, 1000, 0], { dir: K.WALL_DIRECTIONS.LEFT })] });
    expect(w!["blocksFrom"]).toBe("left");
    expect(foundryBlocks([0, 0, 1000, 0], K.WALL_DIRECTIONS.LEFT, [500, -100])).toBe(true);
  });

  it("an open door is not there; a closed one-way door keeps its side", () => {
    const door = { door: K.WALL_DOOR_TYPES.DOOR, dir: K.WALL_DIRECTIONS.RIGHT };
    expect(wallsOf({ walls: [wall("doorOpen00000001", [0, 0, 100, 0], { ...door, ds: K.WALL_DOOR_STATES.OPEN })] })).toEqual([]);
    const [closed] = wallsOf({ walls: [wall("doorShut00000001", [0, 0, 100, 0], { ...door, ds: K.WALL_DOOR_STATES.LOCKED })] });
    expect(closed!["blocksFrom"]).toBe("right");
  });
});

describe("wall heights", () => {
  it("a flat scene emits none of the levels fields", () => {
    const walls = wallsOf({ walls: [wall("wallPlain0000001", [0, 0, 100, 0])] });
    expect(walls).toEqual([{ id: "wallPlain0000001", a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: true }]);
  });

  it("v13: the Wall Height module's flags, in scene units, become inches", () => {
    const flags = { "wall-height": { bottom: 5, top: 15 } } as WallFlags;
    const [w] = wallsOf({ walls: [wall("wallHigh00000001", [0, 0, 100, 0], { flags })] }, 5);
    expect(w).toMatchObject({ bottom: 1, top: 3 });
    const open = { "wall-height": { bottom: null, top: 10 } } as WallFlags;
    const [w2] = wallsOf({ walls: [wall("wallLow000000001", [0, 0, 100, 0], { flags: open })] }, 5);
    expect(w2).toMatchObject({ top: 2 });
    expect(w2).not.toHaveProperty("bottom");
  });

  it("v14: a wall spans the elevation bands of its levels; an unbounded band leaves that end open", () => {
    const levels: LevelData[] = [
      { _id: "ground0000000001", elevation: { bottom: 0, top: 10 } },
      { _id: "upper00000000001", elevation: { bottom: 10, top: 20 } },
      { _id: "roof000000000001", elevation: { bottom: 20, top: null } },
    ];
    const [both, roof, every] = wallsOf({
      levels,
      walls: [
        wall("wallBoth00000001", [0, 0, 100, 0], { levels: ["ground0000000001", "upper00000000001"] }),
        wall("wallRoof00000001", [0, 0, 100, 0], { levels: ["roof000000000001"] }),
        wall("wallEvery0000001", [0, 0, 100, 0], { levels: [] }),
      ],
    });
    expect(both).toMatchObject({ bottom: 0, top: 20 });
    expect(roof).toMatchObject({ bottom: 20 });
    expect(roof).not.toHaveProperty("top");
    expect(every).not.toHaveProperty("bottom");
    expect(every).not.toHaveProperty("top");
  });
});

type WallFlags = Parameters<typeof wall>[2] extends infer P ? (P extends { flags?: infer F } ? F : never) : never;

describe("ledges from v14 surfaces", () => {
  const surface = (over: Partial<RegionData> = {}): RegionData => ({
    _id: "regionFloor00001",
    elevation: { bottom: 3, top: null },
    shapes: [{ type: "rectangle", x: 200, y: 0, width: 400, height: 400 }],
    behaviors: [{ type: "defineSurface", system: { placement: "bottom" } }],
    ...over,
  });
  /** Whether the point lies on each ledge's high side (n = (−(b.y − a.y), b.x − a.x), as core reads ledges). */
  const highSide = (w: Wall, p: [number, number]): boolean => {
    const [a, b] = [w["a"] as [number, number], w["b"] as [number, number]];
    return -(b[1] - a[1]) * (p[0] - a[0]) + (b[0] - a[0]) * (p[1] - a[1]) > 0;
  };

  it("each edge of a floor at 3 becomes a ledge whose high side is the floor (a ruleset with ledges: Necromunda)", () => {
    const walls = wallsOf({ regions: [surface()] }, 1, "necromunda");
    expect(walls).toHaveLength(4);
    for (const w of walls) {
      expect(w).toMatchObject({ blocksMove: false, blocksSight: false, ledge: { dropInches: 3, top: 3 } });
      expect(highSide(w, [4, 2])).toBe(true);
    }
  });

  it("a ruleset without ledges (GZG, Trench Crusade) gets none: its wall schema refuses them", () => {
    for (const ruleset of ["gzg", "trench-crusade"]) expect(wallsOf({ regions: [surface()] }, 1, ruleset)).toEqual([]);
  });

  it("a polygon listed either way round, and a hole, face the floor", () => {
    const square = [200, 0, 600, 0, 600, 400, 200, 400];
    const reversed = [200, 400, 600, 400, 600, 0, 200, 0];
    for (const points of [square, reversed]) {
      const ledges = surfaceLedges([surface({ shapes: [{ type: "polygon", points }] })], [], 1, 100);
      for (const w of ledges) expect(highSide(w as unknown as Wall, [4, 2])).toBe(true);
    }
    const hole = surfaceLedges(
      [surface({ shapes: [{ type: "rectangle", x: 300, y: 100, width: 100, height: 100, hole: true }] })],
      [],
      1,
      100,
    );
    for (const w of hole) expect(highSide(w as unknown as Wall, [3.5, 1.5])).toBe(false);
  });

  it("the drop reaches the next floor below; disabled or floor-level surfaces make no ledges", () => {
    const levels: LevelData[] = [{ _id: "mezz000000000001", elevation: { bottom: 1, top: 3 } }];
    expect(surfaceLedges([surface()], levels, 1, 100)[0]?.ledge).toEqual({ dropInches: 2, top: 3 });
    expect(surfaceLedges([surface({ behaviors: [{ type: "defineSurface", disabled: true }] })], [], 1, 100)).toEqual([]);
    expect(surfaceLedges([surface({ elevation: { bottom: 0, top: null } })], [], 1, 100)).toEqual([]);
  });

  it("reads Level and Region source data defensively", () => {
    expect(levelDataOf({ _id: "l1", elevation: { bottom: 0, top: null } })).toEqual({ _id: "l1", elevation: { bottom: 0, top: null } });
    expect(levelDataOf({ name: "no id" })).toBeNull();
    const r = regionDataOf({
      _id: "r1",
      elevation: { bottom: 2 },
      shapes: [{ type: "rectangle", x: 0, y: 0, width: 1, height: 1 }, { type: "token" }],
      behaviors: [{ type: "defineSurface", system: {} }],
    });
    expect(r?.shapes).toHaveLength(1);
    expect(r?.behaviors).toEqual([{ type: "defineSurface", disabled: false, system: { placement: "bottom" } }]);
  });
});
