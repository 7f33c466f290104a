// The module's Necromunda wall flags — a ledge's drop (`flags.ordnance.wall.ledgeDropInches`) and an obstruction's
// Wounds — on a scene played under another ruleset. Those rulesets' wall schemas refuse the fields, and every attack on
// such a scene was refused (found at the browser test table). The flags do not apply there: the conversion leaves a
// ledge out (an edge blocks nothing) and keeps an obstruction as the wall it is, so the attack resolves as on the scene
// without the flags — built at once, from the warm cache, and after the ruleset changes. A scenario document giving
// those fields under such a ruleset is still refused, naming the path (docs/scenario.md).

import { describe, expect, it } from "vitest";
import { ScenarioError, loadScenario } from "../../../src/core/index.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import { attackScenario } from "../../../src/foundry/pipeline/build-scenario.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { SceneCache } from "../../../src/foundry/scene/scene-cache.js";
import type { RegionData } from "../../../src/foundry/scene/scene-levels.js";
import { plainWalls } from "../../../src/foundry/scene/scene-parts.js";
import { sceneAtOnce } from "../../../src/foundry/scene/scene-rest.js";
import { type SceneData, type WallData, sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { KX } from "../../helpers/foundry/apply-helpers.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, storedSatchel, token, wall } from "../../helpers/foundry/foundry-data.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";

const SCENE = "scene00000000001";
const ATTACKER = "attacker00000001";
const VICTIM = "victim0000000001";
const [LEDGE, CRATE, FENCE] = ["ledge00000000001", "crate00000000001", "fence00000000001"];

/** Each ruleset's attacker: a weapon of its own, and stats its schema accepts. */
const RULESETS = {
  "trench-crusade": { weapon: storedSatchel(), stats: {} },
  gzg: {
    weapon: {
      id: "gl",
      name: "GL",
      ruleset: "gzg",
      weapon: { name: "GL", rangeBand: 6, payload: "explosive" },
      state: null,
    } as FighterWeapon,
    stats: { quality: 10 },
  },
} as const;
type Other = keyof typeof RULESETS;
const OTHERS = Object.keys(RULESETS) as Other[];

/**
 * The platform's edge across the line of fire at x = 6.5" (a Foundry wall that stops walkers: converted as a wall it
 * would stop the throw), a crate with 2 Wounds below the fighters, and a plain fence far off.
 */
const flagged = (): WallData[] => [
  wall(LEDGE, [650, 0, 650, 1000], { flags: { ordnance: { wall: { ledgeDropInches: 3 } } } }),
  wall(CRATE, [0, 1000, 1000, 1000], { flags: { ordnance: { wall: { wounds: 2 } } } }),
  wall(FENCE, [2000, 0, 2000, 1000]),
];
/** The same walls as a GM without Necromunda would draw them: no ledge, the crate a plain wall. */
const plain = (): WallData[] => [wall(CRATE, [0, 1000, 1000, 1000]), wall(FENCE, [2000, 0, 2000, 1000])];

/** A v14 floor at 3" (Define Surface): its edges are ledges for a ruleset with ledges. */
const floor: RegionData = {
  _id: "regionFloor00001",
  elevation: { bottom: 3, top: null },
  shapes: [{ type: "rectangle", x: 2200, y: 0, width: 400, height: 400 }],
  behaviors: [{ type: "defineSurface", system: { placement: "bottom" } }],
};

/** The attacker centred at (4.5, 6.5)", the victim 4" away at (8.5, 6.5)", beyond the ledge. */
function scene(ruleset: Other, walls: WallData[]): FakeScene {
  const { weapon, stats } = RULESETS[ruleset];
  return new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(ATTACKER, 400, 600, { flags: { ordnance: { fighter: { side: "red", stats, weapons: [weapon] } } } }),
      token(VICTIM, 800, 600, { flags: { ordnance: { fighter: { side: "blue", stats } } } }),
    ],
    walls,
  });
}

const FACES = [5, 2, 6, 3, 4, 1, 6, 6];

async function attack(ruleset: Other, walls: WallData[], cache?: SceneCache) {
  const s = scene(ruleset, walls);
  const h = harness(s, { ruleset, faces: FACES });
  const ports = cache ? { ...h.ports, cache } : h.ports;
  const weaponId = RULESETS[ruleset].weapon.id;
  await runAttack(ports, { sceneId: SCENE, attackerTokenId: ATTACKER, weaponId, target: { tokenId: VICTIM }, blind: false }, "u");
  expect(h.cards).toHaveLength(1);
  return h.cards[0]!;
}

const wallsOf = (scenario: unknown) => (scenario as { battlefield: { walls: unknown[] } }).battlefield.walls;
const inputs = (ruleset: string) => ({ ruleset, settings: {}, gridUnitsPerInch: 1, consts: KX });

describe("Necromunda's wall flags on a scene played under another ruleset", () => {
  it.each(OTHERS)("a %s attack resolves as on the scene without the flags", async (ruleset) => {
    const card = await attack(ruleset, flagged());
    // The card's document, defaults left out: no ledge, and the crate blocks as a plain wall (no Wounds).
    expect(wallsOf(card.scenario)).toEqual([
      { id: CRATE, a: [0, 10], b: [10, 10] },
      { id: FENCE, a: [20, 0], b: [20, 10] },
    ]);
    const without = await attack(ruleset, plain());
    expect(card.output).toEqual(without.output);
    expect(card.scenario).toEqual(without.scenario);
  });

  it("Necromunda reads both flags on the same walls", () => {
    const snap = new SceneCache().prepare(SCENE, scene("gzg", flagged()).pipelineScene(), inputs("necromunda")).snapshot;
    expect(snap.walls.find((w) => w.id === LEDGE)).toMatchObject({ blocksMove: false, blocksSight: false, ledge: { dropInches: 3 } });
    expect(snap.walls.find((w) => w.id === CRATE)).toMatchObject({ blocksMove: true, wounds: 2 });
  });

  it("the cache builds the walls again when the ruleset changes (the world setting), and the attack resolves", async () => {
    const cache = new SceneCache();
    const data = (): SceneData => ({ ...scene("trench-crusade", flagged()).pipelineScene(), regions: [floor] });
    const ledges = (ruleset: string) => cache.prepare(SCENE, data(), inputs(ruleset)).snapshot.walls.filter((w) => w.ledge).length;
    expect(ledges("necromunda")).toBe(5);
    expect(ledges("trench-crusade")).toBe(0);
    expect(ledges("necromunda")).toBe(5);
    expect(cache.fills.walls).toBe(3);
    // The cache holds Necromunda's walls for this scene: a Trench Crusade attack does not resolve on them.
    const card = await attack("trench-crusade", flagged(), cache);
    expect(cache.fills.walls).toBe(4);
    expect(card.output).toEqual((await attack("trench-crusade", plain())).output);
  });

  it.each(OTHERS)("a warm-up under %s leaves the ledges out, the walls' and the v14 surfaces' alike", (ruleset) => {
    const data: SceneData = { ...scene(ruleset, flagged()).pipelineScene(), regions: [floor] };
    const cache = new SceneCache();
    const build = cache.warmSteps(
      SCENE,
      sceneAtOnce(() => data),
      () => plainWalls(data.walls),
      inputs(ruleset),
    );
    expect(build).not.toBeNull();
    build!.finish();
    const warm = cache.prepare(SCENE, data, inputs(ruleset));
    expect(cache.fills).toEqual({ walls: 1, rest: 1 });
    expect(warm.snapshot.walls.map((w) => w.id)).toEqual([CRATE, FENCE]);
    expect(warm.snapshot.walls.some((w) => w.wounds !== undefined)).toBe(false);
    expect(warm.snapshot).toEqual(sceneSnapshot(data, 1, KX, ruleset));
  });

  it.each(OTHERS)("the aim preview's snapshot under %s is a battlefield the core accepts", (ruleset) => {
    const data: SceneData = { ...scene(ruleset, flagged()).pipelineScene(), regions: [floor] };
    const snap = sceneSnapshot(data, 1, KX, ruleset);
    expect(snap.walls.map((w) => w.id)).toEqual([CRATE, FENCE]);
    const { weapon } = RULESETS[ruleset];
    const doc = attackScenario({
      ruleset,
      settings: {},
      battlefield: snap,
      attacker: ATTACKER,
      weapon: weapon.weapon,
      target: { figure: VICTIM },
      blind: false,
    });
    expect(loadScenario(doc).battlefield.walls.map((w) => w.id)).toEqual([CRATE, FENCE]);
    // Necromunda's snapshot of the same scene has the wall's ledge and the floor's four.
    expect(sceneSnapshot(data, 1, KX, "necromunda").walls.filter((w) => w.ledge)).toHaveLength(5);
  });

  it.each(OTHERS)("a %s scenario document giving a ledge or Wounds is still refused, naming the path", (ruleset) => {
    const refusal = (extra: Record<string, unknown>): string => {
      const walls = [
        { id: "w1", a: [0, 0], b: [1, 0] },
        { id: "w2", a: [0, 1], b: [1, 1], ...extra },
      ];
      try {
        loadScenario({ ruleset, battlefield: { walls }, endOfRound: true });
      } catch (e) {
        if (e instanceof ScenarioError) return `${e.path}: ${e.problem}`;
        throw e;
      }
      return "accepted";
    };
    expect(refusal({ ledge: { dropInches: 3 } })).toMatch(/^\$\.battlefield\.walls\[1\]\.ledge: unknown field/);
    expect(refusal({ wounds: 2 })).toMatch(/^\$\.battlefield\.walls\[1\]\.wounds: unknown field/);
  });
});
