// The battlefield an aim starts on (scene/viewer-battlefield.ts): taken from the scene cache the warm-up keeps, it is
// exactly what converting the viewer's scene gives (sceneSnapshot over viewerScene, then battlefieldDocument), for a
// GM and for a player with hidden tokens, over seeded random scenes; edits make it stale exactly as for attacks; a
// cache that does not hold the scene's walls is left alone and the scene converted as before.

import { describe, expect, it } from "vitest";
import { type Random, loadScenario, seededRandom } from "../../../src/core/index.js";
import { type ChangedDoc, watchSceneChanges } from "../../../src/foundry/hooks/scene-cache.js";
import { battlefieldDocument } from "../../../src/foundry/pipeline/build-scenario.js";
import { SceneCache } from "../../../src/foundry/scene/scene-cache.js";
import { plainWalls } from "../../../src/foundry/scene/scene-parts.js";
import { sceneAtOnce } from "../../../src/foundry/scene/scene-rest.js";
import { type SceneData, type TileData, type TokenData, type WallData, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { SceneWarmer } from "../../../src/foundry/scene/scene-warmer.js";
import { type ViewerBattlefield, viewerBattlefield } from "../../../src/foundry/scene/viewer-battlefield.js";
import { withoutHidden } from "../../../src/foundry/ui/viewer-scene.js";
import { K, SQUARE_INCH, storedState, token, wall } from "../../helpers/foundry/foundry-data.js";
import { ManualClock } from "../../helpers/foundry/manual-clock.js";

const SCENE = "scene00000000001";
type Ruleset = "gzg" | "necromunda";
const inputsOf = (ruleset: Ruleset) => ({ ruleset, settings: {}, gridUnitsPerInch: 1, consts: K });
const id = (prefix: string, i: number): string => `${prefix}${String(i).padStart(16 - prefix.length, "0")}`;
const pick = <T>(rng: Random, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const STATS: Record<Ruleset, Record<string, number>> = {
  gzg: { quality: 8, motivation: 2, armour: 6 },
  necromunda: { M: 5, BS: 4, S: 3, T: 3, W: 1, I: 4, cool: 7 },
};

/** A scene of every kind of wall (doors, one-way, sight-only, cloud rings, ledges for Necromunda), fighters, clouds. */
function randomScene(seed: string, ruleset: Ruleset): SceneData {
  const rng = seededRandom(seed);
  const n = (lo: number, hi: number): number => Math.round(lo + rng() * (hi - lo));
  const walls: WallData[] = Array.from({ length: 200 }, (_, i) => {
    const x = n(-3000, 3000),
      y = n(-3000, 3000);
    const ledge = ruleset === "necromunda" && rng() < 0.05;
    const flags: WallData["flags"] = ledge
      ? { ordnance: { wall: { ledgeDropInches: n(1, 6) } } }
      : rng() < 0.03
        ? { ordnance: { cloudWall: { cloudId: "cloud0" } } }
        : {};
    return wall(id("wall", i), [x, y, x + n(-400, 400), y + n(-400, 400)], {
      door: pick(rng, [K.WALL_DOOR_TYPES.NONE, K.WALL_DOOR_TYPES.NONE, K.WALL_DOOR_TYPES.DOOR, K.WALL_DOOR_TYPES.SECRET]),
      ds: pick(rng, [K.WALL_DOOR_STATES.CLOSED, K.WALL_DOOR_STATES.OPEN, K.WALL_DOOR_STATES.LOCKED]),
      move: rng() < 0.1 ? K.WALL_MOVEMENT_TYPES.NONE : K.WALL_MOVEMENT_TYPES.NORMAL,
      sight: pick(rng, [K.WALL_SENSE_TYPES.NONE, K.WALL_SENSE_TYPES.LIMITED, K.WALL_SENSE_TYPES.NORMAL, K.WALL_SENSE_TYPES.NORMAL]),
      ...(rng() < 0.2 ? { dir: pick(rng, [K.WALL_DIRECTIONS.LEFT, K.WALL_DIRECTIONS.RIGHT]) } : {}),
      flags,
    });
  });
  const tokens: TokenData[] = Array.from({ length: 40 }, (_, i) => {
    const fighter = { side: pick(rng, ["red", "blue", "green"]), stats: STATS[ruleset] };
    const state = rng() < 0.1 ? { state: storedState("outOfAction") } : {};
    return token(id("token", i), n(-2500, 2500), n(-2500, 2500), {
      width: n(1, 2),
      height: n(1, 2),
      elevation: n(0, 4),
      disposition: pick(rng, [K.TOKEN_DISPOSITIONS.HOSTILE, K.TOKEN_DISPOSITIONS.FRIENDLY, K.TOKEN_DISPOSITIONS.NEUTRAL]),
      flags: rng() < 0.8 ? { ordnance: { fighter, ...state } } : {},
    });
  });
  const tiles: TileData[] = Array.from({ length: 8 }, (_, i) => ({
    _id: id("tile", i),
    x: n(-2000, 2000),
    y: n(-2000, 2000),
    width: 300,
    height: 300,
    elevation: 0,
    flags:
      i % 2 === 0
        ? { ordnance: { cloud: { id: `cloud${String(i)}`, kind: "smoke", radiusInches: 1.5, zInches: 0, lethal: false, attackId: "a" } } }
        : {},
  }));
  const sceneRect = { x: -3000, y: -3000, width: 6000, height: 6000 };
  return { grid: SQUARE_INCH, sceneRect, tokens, walls, tiles, wind: null };
}

/** What the aim built before the cache: the viewer's scene converted, then its document. */
function converted(scene: SceneData, ruleset: Ruleset, hidden: ((id: string) => boolean) | null) {
  const snapshot = sceneSnapshot(hidden ? withoutHidden(scene, hidden) : scene, 1, K, ruleset);
  return { snapshot, document: battlefieldDocument(snapshot) };
}

/** The cache warmed as a client's warm-up warms the viewed scene (hooks wired as hooks/scene-cache.ts wires them). */
function warmed(scene: () => SceneData, ruleset: Ruleset) {
  const cache = new SceneCache();
  const clock = new ManualClock();
  const warmer = new SceneWarmer(clock, { budgetMs: 4, batch: 16 });
  const listeners = new Map<string, (doc: ChangedDoc) => void>();
  watchSceneChanges(
    (hook, fn) => listeners.set(hook, fn),
    cache,
    () => {
      warmer.changed();
    },
  );
  warmer.watch(() => cache.warmSteps(SCENE, sceneAtOnce(scene), () => plainWalls(scene().walls), inputsOf(ruleset)));
  const fire = (hook: string, docId: string): void => listeners.get(hook)?.({ id: docId, parent: { id: SCENE } });
  return { cache, clock, fire };
}

/** The same battlefield as the conversion gives, and the same scenario when the odds load it. */
function expectSame(view: ViewerBattlefield, scene: SceneData, ruleset: Ruleset, hidden: ((id: string) => boolean) | null): void {
  const old = converted(scene, ruleset, hidden);
  expect(view.snapshot).toEqual(old.snapshot);
  expect(view.document).toEqual(old.document);
  const load = (battlefield: unknown) => loadScenario({ ruleset, battlefield, endOfRound: true }).battlefield;
  expect(load(view.document)).toEqual(load(old.document));
}

describe("the battlefield an aim starts on", () => {
  for (const ruleset of ["gzg", "necromunda"] as const)
    for (const seed of ["a", "b", "c"])
      it(`from the warm cache is the converted scene's, for a GM and for a player (${ruleset}, seed ${seed})`, () => {
        const scene = randomScene(`viewer-${ruleset}-${seed}`, ruleset);
        const { cache, clock } = warmed(() => scene, ruleset);
        expect(clock.run()).toBeGreaterThan(5);
        const fills = { ...cache.fills };
        const rng = seededRandom(`hidden-${seed}`);
        const hiddenIds = new Set(scene.tokens.filter(() => rng() < 0.3).map((t) => t._id as string));
        const hidden = (tokenId: string): boolean => hiddenIds.has(tokenId);
        const gm = viewerBattlefield(cache, SCENE, scene, inputsOf(ruleset), null);
        const player = viewerBattlefield(cache, SCENE, scene, inputsOf(ruleset), hidden);
        expect([gm.cached, player.cached]).toEqual([true, true]);
        // Nothing built again: the aim's start converted no wall and no figure.
        expect(cache.fills).toEqual(fills);
        expectSame(gm, scene, ruleset, null);
        expectSame(player, scene, ruleset, hidden);
        // The scenes are not trivial: walls of every kind, figures hidden from the player and figures they see.
        const seen = new Set(player.snapshot.figures.map((f) => f.id));
        expect(gm.snapshot.figures.filter((f) => hiddenIds.has(f.id)).length).toBeGreaterThan(3);
        expect(seen.size).toBeGreaterThan(10);
        for (const hiddenId of hiddenIds) {
          expect(seen.has(hiddenId)).toBe(false);
          expect(JSON.stringify(player.document)).not.toContain(hiddenId);
        }
        expect(gm.snapshot.walls.length).toBeGreaterThan(100);
        expect(gm.snapshot.walls.some((w) => w.blocksFrom)).toBe(true);
        expect(gm.snapshot.walls.some((w) => !w.blocksSight)).toBe(true);
        expect(gm.snapshot.clouds).toHaveLength(4);
        if (ruleset === "necromunda") expect(gm.snapshot.walls.some((w) => w.ledge)).toBe(true);
        // A GM's aim shares the cache's own battlefield: the odds worker is sent one document per scene state.
        expect(gm.document).toBe(cache.prepare(SCENE, scene, inputsOf(ruleset)).document);
        // A player who may see every token gets the same.
        expect(viewerBattlefield(cache, SCENE, scene, inputsOf(ruleset), () => false).document).toBe(gm.document);
      });

  it("an edit makes it stale exactly as for attacks: a wall converts the scene until the warm-up rebuilds, a token only the figures", () => {
    let scene = randomScene("viewer-edits", "gzg");
    const { cache, clock, fire } = warmed(() => scene, "gzg");
    clock.run();
    const hidden = (tokenId: string): boolean => tokenId === id("token", 3);
    // A wall moves: the cache's walls are stale, so the aim converts the scene (and builds nothing in the cache).
    const moved = { ...(scene.walls[5] as WallData), c: [0, 0, 0, 900] as [number, number, number, number] };
    scene = { ...scene, walls: scene.walls.map((w, i) => (i === 5 ? moved : w)) };
    fire("updateWall", moved._id as string);
    const fills = { ...cache.fills };
    const stale = viewerBattlefield(cache, SCENE, scene, inputsOf("gzg"), hidden);
    expect(stale.cached).toBe(false);
    expect(cache.fills).toEqual(fills);
    expectSame(stale, scene, "gzg", hidden);
    expect(stale.snapshot.walls.find((w) => w.id === moved._id)).toMatchObject({ a: [0, 0], b: [0, 9] });
    // The warm-up rebuilds it; the next aim reads the cache again.
    clock.run();
    const rebuilt = viewerBattlefield(cache, SCENE, scene, inputsOf("gzg"), hidden);
    expect(rebuilt.cached).toBe(true);
    expectSame(rebuilt, scene, "gzg", hidden);
    // A token moves and the aim starts before the warm-up's next slice: the figures are built again, the walls kept.
    const victim = scene.tokens[7] as TokenData;
    scene = { ...scene, tokens: scene.tokens.map((t) => (t === victim ? { ...t, x: 1234 } : t)) };
    fire("updateToken", victim._id as string);
    const before = { ...cache.fills };
    const figures = viewerBattlefield(cache, SCENE, scene, inputsOf("gzg"), hidden);
    expect(figures.cached).toBe(true);
    expect(cache.fills).toEqual({ walls: before.walls, rest: before.rest + 1 });
    expectSame(figures, scene, "gzg", hidden);
    expect(figures.snapshot.figures.find((f) => f.id === victim._id)?.x).toBeCloseTo(12.34 + (victim.width ?? 1) / 2);
    // The rules settings are part of the key: other settings, other figures part.
    const other = { ...inputsOf("gzg"), settings: { "gzg.areaInclusive": false } };
    expect(viewerBattlefield(cache, SCENE, scene, other, null).cached).toBe(true);
    expect(cache.fills.rest).toBe(before.rest + 2);
  });

  it("a cold cache is left alone and the scene converted as before", () => {
    const scene = randomScene("viewer-cold", "gzg");
    const cache = new SceneCache();
    const hidden = (tokenId: string): boolean => tokenId === id("token", 0);
    const view = viewerBattlefield(cache, SCENE, scene, inputsOf("gzg"), hidden);
    expect(view.cached).toBe(false);
    expect(cache.fills).toEqual({ walls: 0, rest: 0 });
    expectSame(view, scene, "gzg", hidden);
    expect(view.snapshot.figures.map((f) => f.id)).not.toContain(id("token", 0));
  });

  it("a figure the cache leaves out, or a scene it cannot build, is converted as before (the odds then name the problem)", () => {
    const base = randomScene("viewer-bad", "gzg");
    const bad = token("badfigure0000001", 0, 0, { flags: { ordnance: { fighter: { side: "red", stats: { quality: "high" } } } } });
    const badCloud: TileData = {
      _id: "badcloud00000001",
      x: 0,
      y: 0,
      width: 100,
      height: 100,
      elevation: 0,
      flags: { ordnance: { cloud: { id: "bad", kind: "smoke", radiusInches: -2, zInches: 0, lethal: false, attackId: "a" } } },
    };
    for (const [scene, problem] of [
      [{ ...base, tokens: [...base.tokens, bad] }, "left out"],
      [{ ...base, tiles: [...base.tiles, badCloud] }, "refused"],
    ] as const) {
      const { cache, clock } = warmed(() => scene, "gzg");
      clock.run();
      expect(cache.wallsReady(SCENE, inputsOf("gzg"))).toBe(true);
      if (problem === "left out") expect(cache.prepare(SCENE, scene, inputsOf("gzg")).leftOut.map((f) => f.id)).toEqual([bad._id]);
      else expect(() => cache.prepare(SCENE, scene, inputsOf("gzg"))).toThrow(/radius/);
      const view = viewerBattlefield(cache, SCENE, scene, inputsOf("gzg"), null);
      expect(view.cached).toBe(false);
      expectSameSnapshot(view, scene);
    }
  });
});

/** The converted scene's snapshot and document (the scene does not load: the odds refuse it as they did). */
function expectSameSnapshot(view: ViewerBattlefield, scene: SceneData): void {
  const old = converted(scene, "gzg", null);
  expect(view.snapshot).toEqual(old.snapshot);
  expect(view.document).toEqual(old.document);
  expect(() => loadScenario({ ruleset: "gzg", battlefield: view.document, endOfRound: true })).toThrow();
}
