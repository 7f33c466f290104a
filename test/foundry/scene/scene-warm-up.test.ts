// The scene cache's warm-up (issue #28 item 4): built in slices bounded by work units, it gives what the eager build
// gives; an attack right after it builds nothing; an edit during it is not lost, whenever it lands; an attack in
// the middle of it finishes it and resolves as a cold attack does. Counts units and builds, never milliseconds.

import { describe, expect, it, vi } from "vitest";
import { GridIndex, getRuleset, seededRandom, wallIndexOf } from "../../../src/core/index.js";
import { type ChangedDoc, watchSceneChanges } from "../../../src/foundry/hooks/scene-cache.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { type PreparedScene, SceneCache } from "../../../src/foundry/scene/scene-cache.js";
import { plainWalls } from "../../../src/foundry/scene/scene-parts.js";
import { sceneAtOnce } from "../../../src/foundry/scene/scene-rest.js";
import type { RegionData } from "../../../src/foundry/scene/scene-levels.js";
import { type SceneData, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { SceneWarmer, type SliceRecord } from "../../../src/foundry/scene/scene-warmer.js";
import { KX } from "../../helpers/foundry/apply-helpers.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token, wall } from "../../helpers/foundry/foundry-data.js";
import { ManualClock } from "../../helpers/foundry/manual-clock.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";

const SCENE = "scene00000000001";
const ATTACKER = "attacker00000001";
const VICTIM = "victim0000000001";
const WALLS = 40;
const weapons = [
  { id: "gl", name: "Grenade launcher", ruleset: "gzg" as const, weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null },
];
const inputs = { ruleset: "gzg" as const, settings: {}, gridUnitsPerInch: 1, consts: KX };
const request = { sceneId: SCENE, attackerTokenId: ATTACKER, weaponId: "gl", target: { tokenId: VICTIM }, blind: false };
const wallId = (i: number): string => `wall${String(i).padStart(12, "0")}`;

/** A v14 floor at 3" whose edges are ledges among the walls (the cache keeps them with the walls). */
const floor: RegionData = {
  _id: "regionFloor00001",
  elevation: { bottom: 3, top: null },
  shapes: [{ type: "rectangle", x: 2000, y: 2000, width: 400, height: 400 }],
  behaviors: [{ type: "defineSurface", system: { placement: "bottom" } }],
};

function scene(): FakeScene {
  const rng = seededRandom("warm-up-scene");
  const walls = Array.from({ length: WALLS }, (_, i) => {
    const x = Math.round(-2000 + rng() * 4000),
      y = Math.round(-2000 + rng() * 4000);
    return wall(wallId(i), [x, y, x + 50 + Math.round(rng() * 300), y + Math.round(rng() * 300)], {
      ...(i % 7 === 0 ? { dir: KX.WALL_DIRECTIONS.LEFT } : {}),
    });
  });
  const fighter = (side: string) => ({ side, stats: { quality: 10 } });
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(ATTACKER, -50, -50, { flags: { ordnance: { fighter: { ...fighter("red"), weapons } } } }),
      token(VICTIM, 1150, -50, { flags: { ordnance: { fighter: fighter("blue") } } }),
      token("bystander0000001", 1350, 150, { flags: { ordnance: { fighter: fighter("blue") } } }),
    ],
    walls,
  });
}

/** The scene as the pipeline reads it, with the v14 floor. */
const data = (s: FakeScene): SceneData => ({ ...s.pipelineScene(), regions: [floor] });

/** A warmer of the scene into `cache`, with the test's clock, hooks wired as hooks/scene-cache.ts wires them. */
function warming(s: FakeScene, cache: SceneCache, clock: ManualClock, slices: SliceRecord[] = [], reads = { n: 0 }) {
  const warmer = new SceneWarmer(clock, { budgetMs: 3, batch: 5, onSlice: (r) => slices.push(r) });
  const listeners = new Map<string, (doc: ChangedDoc) => void>();
  watchSceneChanges(
    (hook, fn) => listeners.set(hook, fn),
    cache,
    () => {
      warmer.changed();
    },
  );
  warmer.watch(() =>
    cache.warmSteps(
      SCENE,
      sceneAtOnce(() => data(s)),
      () => {
        const walls = plainWalls(data(s).walls);
        return { docs: walls.docs, read: (w) => (reads.n++, walls.read(w)) };
      },
      inputs,
    ),
  );
  const fire = (hook: string, id: string): void => listeners.get(hook)?.({ id, parent: { id: SCENE } });
  return { warmer, fire };
}

/** The same answers from two prepared battlefields: rays, sight, figures near points. */
function sameAnswers(a: PreparedScene, b: PreparedScene): void {
  const rng = seededRandom("warm-up-rays");
  const pt = () => ({ x: -25 + rng() * 50, y: -25 + rng() * 50, z: rng() * 5 });
  for (let i = 0; i < 60; i++) {
    const [p, q] = [pt(), pt()];
    for (const filter of ["move", "sight"] as const)
      expect(a.battlefield.firstWallHit(p, q, filter)).toEqual(b.battlefield.firstWallHit(p, q, filter));
    expect(a.battlefield.hasLoS(p, q)).toBe(b.battlefield.hasLoS(p, q));
    expect(a.battlefield.figuresNear(p, 8).map((f) => f.id)).toEqual(b.battlefield.figuresNear(p, 8).map((f) => f.id));
  }
}

describe("the scene cache's warm-up", () => {
  it("builds in slices what the eager build gives: the same snapshot, document, parse and answers", () => {
    const s = scene();
    const cache = new SceneCache();
    const clock = new ManualClock();
    warming(s, cache, clock);
    expect(clock.run()).toBeGreaterThan(10);
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    const warm = cache.prepare(SCENE, data(s), inputs);
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    const eager = new SceneCache().prepare(SCENE, data(s), inputs);
    expect(warm.snapshot).toEqual(eager.snapshot);
    expect(warm.document).toEqual(eager.document);
    expect(warm.parsed).toEqual(eager.parsed);
    sameAnswers(warm, eager);
    // Both are the scene's own snapshot, one-way walls included (GZG has no ledges: the floor's edges are left out).
    expect(warm.snapshot).toEqual(sceneSnapshot(data(s), 1, KX, "gzg"));
    expect(warm.snapshot.walls.filter((w) => w.blocksFrom)).toHaveLength(Math.ceil(WALLS / 7));
  });

  it("with the walls' frame given (grid, levels, regions), reads the whole scene once, for the figures", () => {
    const s = scene();
    const walls = { ...data(s), levels: [] };
    const necro = { ...inputs, ruleset: "necromunda" };
    const cache = new SceneCache();
    const clock = new ManualClock();
    let reads = 0;
    new SceneWarmer(clock, { budgetMs: 3, batch: 5 }).watch(() =>
      cache.warmSteps(
        SCENE,
        sceneAtOnce(() => (reads++, walls)),
        () => ({ ...plainWalls(walls.walls), frame: { grid: walls.grid, levels: walls.levels, regions: walls.regions } }),
        necro,
      ),
    );
    clock.run();
    expect(reads).toBe(1);
    const warm = cache.prepare(SCENE, walls, necro);
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    expect(warm.snapshot).toEqual(new SceneCache().prepare(SCENE, walls, necro).snapshot);
    // The frame's regions are read: the floor's four edges are ledges among the walls.
    expect(warm.snapshot.walls.filter((w) => w.ledge)).toHaveLength(4);
  });

  it("keeps the v14 surfaces' ledges among the walls for a ruleset that has ledges, as the scene's snapshot does", () => {
    const s = scene();
    const walls = { ...data(s), tokens: [] };
    const cache = new SceneCache();
    const clock = new ManualClock();
    const warmer = new SceneWarmer(clock, { budgetMs: 3, batch: 5 });
    const necro = { ...inputs, ruleset: "necromunda" };
    const necromunda = getRuleset("necromunda");
    if (!necromunda?.warmBattlefield) throw new Error("Necromunda warms its battlefield");
    const warmed = vi.spyOn(necromunda, "warmBattlefield");
    warmer.watch(() =>
      cache.warmSteps(
        SCENE,
        sceneAtOnce(() => walls),
        () => plainWalls(walls.walls),
        necro,
      ),
    );
    clock.run();
    const warm = cache.prepare(SCENE, walls, necro);
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    // The install warmed the ruleset's caches over the very battlefield the next attack gets (its figure slots, ledges).
    expect(warmed).toHaveBeenCalledTimes(1);
    expect(warmed).toHaveBeenCalledWith(warm.battlefield);
    vi.restoreAllMocks();
    expect(warm.snapshot).toEqual(sceneSnapshot(walls, 1, KX, "necromunda"));
    expect(warm.snapshot.walls.filter((w) => w.ledge)).toHaveLength(4);
    expect(warm.parsed).toEqual(new SceneCache().prepare(SCENE, walls, necro).parsed);
  });

  it("slices are bounded by work units, and together do the build's units exactly once", () => {
    const s = scene();
    const cache = new SceneCache();
    const clock = new ManualClock();
    const slices: SliceRecord[] = [];
    const reads = { n: 0 };
    warming(s, cache, clock, slices, reads);
    clock.run();
    // Budget 3 looks at the clock, 5 units a look: never more than 15 units in a slice.
    for (const slice of slices) expect(slice.units).toBeLessThanOrEqual(15);
    expect(Math.max(...slices.map((r) => r.units))).toBe(15);
    const prepared = cache.prepare(SCENE, data(s), inputs);
    const n = prepared.snapshot.walls.length;
    const grid = wallIndexOf(prepared.parsed.walls).grid;
    // Read and convert each wall, the ledges, parse each wall, its ends, the grid (boxes, bounds, layout, counts,
    // running sum, items' array, writes), the walls kept; then the scene read, each token and tile converted, each
    // figure validated, the bounds, clouds and wind validated, and the install.
    const tokens = s.pipelineScene().tokens.length;
    expect(prepared.snapshot.figures).toHaveLength(3);
    const rest = 1 + tokens + 0 + 3 + 1;
    const units = WALLS + 1 + n + n + (4 * n + 2 + Math.ceil((grid.nx * grid.ny) / 1024)) + 1 + rest + 1;
    expect(slices.reduce((sum, r) => sum + r.units, 0)).toBe(units);
    expect(reads.n).toBe(WALLS);
  });

  it("an attack right after the warm-up builds nothing, not even the figures' grid, and resolves as a cold attack does", async () => {
    const faces = [1, 12, 3, 10, 10, 1, 1];
    const s = scene();
    const cache = new SceneCache();
    const clock = new ManualClock();
    warming(s, cache, clock);
    clock.run();
    const before = cache.prepare(SCENE, data(s), inputs);
    // The battlefield's lazy indexes were built by the warm-up's last step (Battlefield.buildIndexes).
    const grids = vi.spyOn(GridIndex, "ofBoxes");
    const walls = vi.spyOn(GridIndex, "segmentSteps");
    const warm = harness(s, { faces });
    await runAttack({ ...warm.ports, cache, scene: () => ({ ...s.pipelineScene(), regions: [floor] }) }, request, "user000000000001");
    expect(grids).not.toHaveBeenCalled();
    expect(walls).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    expect(cache.prepare(SCENE, data(s), inputs)).toBe(before);
    const cold = harness(scene(), { faces });
    await runAttack({ ...cold.ports, scene: () => ({ ...cold.ports.scene(), regions: [floor] }) }, request, "user000000000001");
    expect(warm.cards[0]?.output).toEqual(cold.cards[0]?.output);
    expect(warm.cards[0]?.output.rolls.length).toBeGreaterThan(0);
    expect(warm.cards[0]?.output.path.length).toBeGreaterThan(0);
  });

  it("an attack in the middle of the warm-up finishes it, builds nothing twice and resolves as a cold attack does", async () => {
    const faces = [10, 10, 10, 1, 1, 1];
    const s = scene();
    const cache = new SceneCache();
    const clock = new ManualClock();
    const slices: SliceRecord[] = [];
    warming(s, cache, clock, slices);
    clock.run(3);
    expect(clock.waiting).toBe(1);
    const warm = harness(s, { faces });
    await runAttack({ ...warm.ports, cache, scene: () => ({ ...s.pipelineScene(), regions: [floor] }) }, request, "user000000000001");
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    const cold = harness(scene(), { faces });
    await runAttack({ ...cold.ports, scene: () => ({ ...cold.ports.scene(), regions: [floor] }) }, request, "user000000000001");
    expect(warm.cards[0]?.output).toEqual(cold.cards[0]?.output);
    // The warmer's next slice finds the scene warm (the attack wrote nothing the fake's hooks report) and stops.
    const done = slices.length;
    clock.run();
    expect(slices.length).toBe(done);
    expect(clock.waiting).toBe(0);
  });

  it("a wall or token edit during the warm-up is not lost, whichever slice it lands after", async () => {
    // How many slices a whole warm-up takes here.
    const total = (() => {
      const clock = new ManualClock();
      warming(scene(), new SceneCache(), clock);
      return clock.run();
    })();
    for (let k = 1; k <= total; k++) {
      for (const edit of ["wall", "token"] as const) {
        const s = scene();
        const cache = new SceneCache();
        const clock = new ManualClock();
        const { fire } = warming(s, cache, clock);
        clock.run(k);
        if (edit === "wall") {
          await s.update("Wall", [{ _id: wallId(3), c: [0, 0, 0, 900] }]);
          fire("updateWall", wallId(3));
        } else {
          await s.update("Token", [{ _id: VICTIM, x: 2350 }]);
          fire("updateToken", VICTIM);
        }
        clock.run();
        const fills = { ...cache.fills };
        const warm = cache.prepare(SCENE, data(s), inputs);
        expect(cache.fills, `edit of a ${edit} after slice ${String(k)}`).toEqual(fills);
        const eager = new SceneCache().prepare(SCENE, data(s), inputs);
        expect(warm.snapshot, `edit of a ${edit} after slice ${String(k)}`).toEqual(eager.snapshot);
        sameAnswers(warm, eager);
        if (edit === "wall") expect(warm.snapshot.walls.find((w) => w.id === wallId(3))).toMatchObject({ a: [0, 0], b: [0, 9] });
        else {
          expect(warm.snapshot.figures.find((f) => f.id === VICTIM)?.x).toBe(24);
          // A token's move does not restart the walls: they are built once, the figures read at the end.
          expect(cache.fills.walls, `edit of a token after slice ${String(k)}`).toBe(1);
        }
      }
    }
    expect(total).toBeGreaterThan(10);
  });

  it("a region's change marks the walls stale too (its surfaces are ledges among them), and every mark wakes the warmer", () => {
    const cache = new SceneCache();
    const listeners = new Map<string, (doc: ChangedDoc) => void>();
    let woken = 0;
    watchSceneChanges(
      (hook, fn) => listeners.set(hook, fn),
      cache,
      () => woken++,
    );
    const s = scene();
    cache.prepare(SCENE, data(s), inputs);
    listeners.get("updateRegion")?.({ id: floor._id, parent: { id: SCENE } });
    cache.prepare(SCENE, data(s), inputs);
    expect(cache.fills).toEqual({ walls: 2, rest: 2 });
    listeners.get("createWall")?.({ id: "w", parent: { id: SCENE } });
    listeners.get("updateScene")?.({ id: SCENE });
    expect(woken).toBe(3);
  });
});
