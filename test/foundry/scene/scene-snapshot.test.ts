// Scene → battlefield snapshot: units on square, hex and gridless scenes, walls (sense/move types,
// doors, cloud rings), tokens (centre, base, elevation, side, stored state) and cloud tiles.

import { describe, expect, it } from "vitest";
import { loadScenario, resolveScenario } from "../../../src/core/index.js";
import { attackScenario } from "../../../src/foundry/pipeline/build-scenario.js";
import { makeScale, sceneSnapshot, tokenCentrePx, tokenTopLeftPx } from "../../../src/foundry/scene/scene-snapshot.js";
import type { GridData, SceneData } from "../../../src/foundry/scene/scene-snapshot.js";
import { K, SQUARE_INCH, storedState, token, wall } from "../../helpers/foundry/foundry-data.js";

const scene = (over: Partial<SceneData>): SceneData => ({
  grid: SQUARE_INCH,
  sceneRect: { x: 100, y: 200, width: 4800, height: 2400 },
  tokens: [],
  walls: [],
  tiles: [],
  wind: null,
  ...over,
});

describe("units", () => {
  it("square scene in inches: token centre, base radius, elevation, bounds", () => {
    const snap = sceneSnapshot(scene({ tokens: [token("tokA000000000001", 300, 400, { elevation: 2 })] }), 1, K, "gzg");
    expect(snap.bounds).toEqual({ x: 1, y: 2, width: 48, height: 24 });
    expect(snap.figures).toEqual([{ id: "tokA000000000001", side: "hostile", x: 3.5, y: 4.5, z: 2, baseRadius: 0.5, stats: {} }]);
  });

  it("square scene in feet: 5 ft spaces of 100 px, 5 grid units per inch", () => {
    const grid: GridData = { type: K.GRID_TYPES.SQUARE, size: 100, sizeX: 100, sizeY: 100, distance: 5 };
    const snap = sceneSnapshot(
      scene({ grid, tokens: [token("tokA000000000001", 1000, 0, { elevation: 10, width: 2, height: 2 })] }),
      5,
      K,
      "gzg",
    );
    // 100 px per space / 5 ft per space × 5 ft per inch = 100 px per inch
    expect(snap.figures[0]).toMatchObject({ x: 11, y: 1, z: 2, baseRadius: 1 });
  });

  it("hex scene: the footprint uses the grid's sizeX and sizeY, not its size", () => {
    const grid: GridData = { type: K.GRID_TYPES.HEXODDR, size: 100, sizeX: 100, sizeY: 115.47, distance: 1 };
    const snap = sceneSnapshot(scene({ grid, tokens: [token("tokA000000000001", 0, 0)] }), 1, K, "gzg");
    expect(snap.figures[0]!.x).toBeCloseTo(0.5, 9);
    expect(snap.figures[0]!.y).toBeCloseTo(0.57735, 9);
    expect(snap.figures[0]!.baseRadius).toBeCloseTo(0.5, 9);
  });

  it('gridless scene: 50 px per unit; a 2×2 token has a 1" base radius', () => {
    const grid: GridData = { type: K.GRID_TYPES.GRIDLESS, size: 50, sizeX: 50, sizeY: 50, distance: 1 };
    const snap = sceneSnapshot(scene({ grid, tokens: [token("tokA000000000001", 100, 100, { width: 2, height: 2 })] }), 1, K, "gzg");
    expect(snap.figures[0]).toMatchObject({ x: 3, y: 3, baseRadius: 1 });
  });

  it("centre and top-left are inverses (integers as Foundry stores them)", () => {
    const s = makeScale({ type: K.GRID_TYPES.HEXODDQ, size: 100, sizeX: 115.47, sizeY: 100, distance: 1 }, 1);
    const t = { x: 431, y: 977, width: 2, height: 1 };
    expect(tokenTopLeftPx(t, tokenCentrePx(t, s), s)).toEqual({ x: 431, y: 977 });
  });

  it("refuses a grid that cannot be scaled", () => {
    expect(() => makeScale({ ...SQUARE_INCH, distance: 0 }, 1)).toThrow(/unusable grid/);
    expect(() => makeScale(SQUARE_INCH, 0)).toThrow(/unusable grid/);
  });
});

describe("walls", () => {
  const snapWalls = (walls: SceneData["walls"], ruleset = "gzg") => sceneSnapshot(scene({ walls }), 1, K, ruleset).walls;

  it("converts endpoints to inches and reads sense and movement restrictions", () => {
    expect(
      snapWalls([
        wall("wallA00000000001", [1200, -100, 1200, 100]),
        wall("wallB00000000001", [0, 0, 100, 0], { move: K.WALL_MOVEMENT_TYPES.NONE }),
        wall("wallC00000000001", [0, 0, 100, 0], { sight: K.WALL_SENSE_TYPES.NONE }),
        wall("wallD00000000001", [0, 0, 100, 0], { sight: K.WALL_SENSE_TYPES.NONE, move: K.WALL_MOVEMENT_TYPES.NONE }),
        wall("wallE00000000001", [0, 0, 100, 0], { sight: K.WALL_SENSE_TYPES.LIMITED }),
      ]),
    ).toEqual([
      { id: "wallA00000000001", a: [12, -1], b: [12, 1], blocksMove: true, blocksSight: true },
      { id: "wallB00000000001", a: [0, 0], b: [1, 0], blocksMove: false, blocksSight: true },
      { id: "wallC00000000001", a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: false },
      { id: "wallE00000000001", a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: true },
    ]);
  });

  it("open doors do not block; closed and locked ones do", () => {
    const ids = snapWalls([
      wall("doorOpen00000001", [0, 0, 100, 0], { door: K.WALL_DOOR_TYPES.DOOR, ds: K.WALL_DOOR_STATES.OPEN }),
      wall("doorShut00000001", [0, 0, 100, 0], { door: K.WALL_DOOR_TYPES.DOOR, ds: K.WALL_DOOR_STATES.CLOSED }),
      wall("doorLock00000001", [0, 0, 100, 0], { door: K.WALL_DOOR_TYPES.SECRET, ds: K.WALL_DOOR_STATES.LOCKED }),
    ]).map((w) => w.id);
    expect(ids).toEqual(["doorShut00000001", "doorLock00000001"]);
  });

  const flagged = [
    wall("ring000000000001", [0, 0, 100, 0], { flags: { ordnance: { cloudWall: { cloudId: "smoke-1" } } } }),
    wall("ledge00000000001", [0, 0, 100, 0], { flags: { ordnance: { wall: { ledgeDropInches: 3 } } } }),
    wall("crate00000000001", [0, 0, 100, 0], { flags: { ordnance: { wall: { wounds: 2 } } } }),
  ];

  it("leaves out the module's cloud rings and reads ledge and obstruction flags (Necromunda)", () => {
    // A ledge is a platform edge, not an obstruction, even where the Foundry wall stops walkers.
    expect(snapWalls(flagged, "necromunda")).toEqual([
      { id: "ledge00000000001", a: [0, 0], b: [1, 0], blocksMove: false, blocksSight: false, ledge: { dropInches: 3 } },
      { id: "crate00000000001", a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: true, wounds: 2 },
    ]);
  });

  it.each(["gzg", "trench-crusade"])(
    "under %s (no ledges, no obstruction Wounds) leaves the ledge out and the crate a plain wall",
    (ruleset) => {
      expect(snapWalls(flagged, ruleset)).toEqual([{ id: "crate00000000001", a: [0, 0], b: [1, 0], blocksMove: true, blocksSight: true }]);
    },
  );
});

describe("figures and clouds", () => {
  it("reads the fighter profile: side, base in mm, stats, and the stored state (GZG suppression)", () => {
    const t = token("tokA000000000001", 0, 0, {
      disposition: K.TOKEN_DISPOSITIONS.FRIENDLY,
      flags: {
        ordnance: {
          fighter: { side: "blue", baseMm: 32, stats: { quality: 8, suppression: 0 } },
          state: storedState("standing", { suppression: 2 }),
        },
      },
    });
    const f = sceneSnapshot(scene({ tokens: [t] }), 1, K, "gzg").figures[0]!;
    expect(f.side).toBe("blue");
    expect(f.baseRadius).toBeCloseTo(32 / 25.4 / 2, 12);
    expect(f.stats).toEqual({ quality: 8, suppression: 2 });
  });

  it("an effective profile (actor data mapping) is read for the snapshot while the token keeps its own flags", () => {
    const t = token("tokA000000000001", 0, 0, {
      flags: {
        ordnance: {
          state: storedState("standing", { suppression: 1 }),
        },
      },
    });
    const before = structuredClone(t);
    const profiles = new Map([["tokA000000000001", { side: "red", stats: { quality: 12, motivation: 1 } }]]);
    const f = sceneSnapshot(scene({ tokens: [t], profiles }), 1, K, "gzg").figures[0]!;
    expect(f.side).toBe("red");
    expect(f.stats).toEqual({ quality: 12, motivation: 1, suppression: 1 });
    expect(t).toEqual(before);
    expect(sceneSnapshot(scene({ tokens: [t] }), 1, K, "gzg").figures[0]!.stats).toEqual({ suppression: 1 });
  });

  it("sides follow dispositions; out-of-action fighters are off the table", () => {
    const ooa = storedState("outOfAction", { suppression: 0 });
    const snap = sceneSnapshot(
      scene({
        tokens: [
          token("tokF000000000001", 0, 0, { disposition: K.TOKEN_DISPOSITIONS.FRIENDLY }),
          token("tokN000000000001", 0, 0, { disposition: K.TOKEN_DISPOSITIONS.NEUTRAL }),
          token("tokS000000000001", 0, 0, { disposition: K.TOKEN_DISPOSITIONS.SECRET }),
          token("tokO000000000001", 0, 0, { flags: { ordnance: { state: ooa } } }),
        ],
      }),
      1,
      K,
      "gzg",
    );
    expect(snap.figures.map((f) => f.side)).toEqual(["friendly", "neutral", "secret"]);
  });

  it("reads clouds from the module's tiles (centre from the tile, so a moved tile moves the cloud)", () => {
    const tiles: SceneData["tiles"] = [
      {
        _id: "tile000000000001",
        x: 2700,
        y: -300,
        width: 600,
        height: 600,
        elevation: 0,
        flags: { ordnance: { cloud: { id: "m1", kind: "smoke", radiusInches: 3, zInches: 0, lethal: false, attackId: "a" } } },
      },
      { _id: "tile000000000002", x: 0, y: 0, width: 600, height: 600, elevation: 0, flags: {} },
    ];
    expect(sceneSnapshot(scene({ tiles }), 1, K, "gzg").clouds).toEqual([
      { id: "m1", kind: "smoke", x: 30, y: 0, z: 0, radius: 3, lethal: false },
    ]);
  });

  it("produces a battlefield core accepts and resolves (GZG grenade at a point)", () => {
    const snap = sceneSnapshot(
      scene({
        sceneRect: { x: 0, y: 0, width: 4800, height: 4800 },
        tokens: [
          token("attacker00000001", 1950, 2350, { flags: { ordnance: { fighter: { side: "red", stats: { quality: 8 } } } } }),
          token("victim0000000001", 2550, 2350, { flags: { ordnance: { fighter: { side: "blue", stats: { quality: 8 } } } } }),
        ],
      }),
      1,
      K,
      "gzg",
    );
    const doc = {
      ...attackScenario({
        ruleset: "gzg",
        settings: {},
        battlefield: snap,
        attacker: "attacker00000001",
        weapon: { name: "Hand grenade", rangeBand: 6, blastRadius: 2, blastDie: 10 },
        target: { figure: "victim0000000001" },
        blind: false,
      }),
      seed: "snapshot",
    };
    expect(() => loadScenario(doc)).not.toThrow();
    const out = resolveScenario(doc).output;
    expect(out.outcome).not.toBe("ILLEGAL");
    expect(out.aim).toEqual({ x: 26, y: 24, z: 0 });
  });
});
