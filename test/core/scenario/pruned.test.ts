// Property "pruned": a scenario pruned to its attack's reach resolves exactly like the full one. Seeded
// random tables (walls sharing corners, ledges, destructible walls, clouds, two or three sides), random
// rules settings, every preset weapon, figure and point targets, for each ruleset; upkeeps too.

import { describe, expect, it } from "vitest";
import {
  type Random,
  type RulesetId,
  type Scenario,
  type Transcript,
  chainAnswerers,
  getRuleset,
  loadScenario,
  outputDocument,
  prepareResolution,
  pruneScenario,
  resolveScenario,
  run,
  scriptedAnswerer,
  seededAnswerer,
  seededRandom,
} from "../../../src/core/index.js";
import { SHOVER } from "../../helpers/necromunda.js";

const ATTACKS = Number(process.env["PRUNED_N"] ?? 2000);
const SIZE = 60;

function rulesetOf(id: RulesetId): NonNullable<ReturnType<typeof getRuleset>> {
  const r = getRuleset(id);
  if (!r) throw new Error(`no ruleset ${id}`);
  return r;
}

const pick = <T>(rng: Random, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const int = (rng: Random, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1));

function randomStats(ruleset: RulesetId, rng: Random): Record<string, unknown> {
  if (ruleset === "gzg")
    return {
      quality: pick(rng, [6, 8, 10, 12]),
      motivation: int(rng, 1, 3),
      armour: pick(rng, [6, 8, 10]),
      sealed: rng() < 0.2,
      cover: pick(rng, ["none", "soft", "hard"]),
      suppression: int(rng, 0, 2),
    };
  if (ruleset === "necromunda")
    return {
      BS: int(rng, 2, 5),
      S: int(rng, 2, 5),
      T: int(rng, 2, 5),
      W: int(rng, 1, 3),
      cool: int(rng, 5, 9),
      I: int(rng, 3, 6),
      M: int(rng, 3, 8),
      status: pick(rng, ["standing", "standing", "pinned", "seriouslyInjured"]),
      broken: rng() < 0.1,
      engaged: rng() < 0.1,
    };
  return {
    ranged: int(rng, -1, 2),
    armourKit: pick(rng, ["none", "standard"]),
    blood: int(rng, 0, 3),
    down: rng() < 0.15,
    cover: rng() < 0.3,
    keywords: rng() < 0.2 ? ["TOUGH"] : [],
  };
}

/** Every declared enum or boolean setting of the ruleset set at random (numbers keep their defaults). */
function randomSettings(ruleset: RulesetId, rng: Random): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, s] of Object.entries(rulesetOf(ruleset).settings)) {
    const sc = s.schema;
    if (sc.type === "boolean") out[k] = rng() < 0.5;
    else if (sc.type === "string" && sc.enum) out[k] = pick(rng, sc.enum);
  }
  return out;
}

function randomScenario(ruleset: RulesetId, seed: string): Record<string, unknown> {
  const rng = seededRandom(seed);
  const at = (): number => rng() * SIZE;
  const walls: Record<string, unknown>[] = [];
  let corner: [number, number] | null = null;
  // Half the Necromunda tables have ledges (falls widen a fighter's reach, so tables without show the rest).
  const ledges = rng() < 0.5;
  for (let i = 0; i < 60; i++) {
    // Some walls run on from the last one's end, as a room's walls share corners.
    const central = (): number => SIZE / 2 + (rng() - 0.5) * 24;
    const a: [number, number] = corner && rng() < 0.4 ? corner : i % 5 < 3 ? [central(), central()] : [at(), at()];
    const ang = rng() < 0.5 ? pick(rng, [0, 90, 180, 270]) : rng() * 360;
    const len = 1 + rng() * 6;
    const b: [number, number] = [a[0] + Math.cos((ang * Math.PI) / 180) * len, a[1] + Math.sin((ang * Math.PI) / 180) * len];
    corner = b;
    const w: Record<string, unknown> = { id: `w${String(i)}`, a, b, blocksMove: rng() < 0.9, blocksSight: rng() < 0.85 };
    if (ruleset === "necromunda" && ledges && rng() < 0.15) w["ledge"] = { dropInches: int(rng, 1, 4), railing: rng() < 0.3 };
    if (ruleset === "necromunda" && rng() < 0.1) w["wounds"] = int(rng, 1, 3);
    walls.push(w);
  }
  const sides = rng() < 0.3 ? ["red", "blue", "green"] : ["red", "blue"];
  const figures: Record<string, unknown>[] = [];
  for (let i = 0; i < 40; i++) {
    // Half the figures stand in clusters near the middle, where the attacks go.
    const near = rng() < 0.5;
    figures.push({
      id: `f${String(i)}`,
      side: pick(rng, sides),
      x: near ? SIZE / 2 + (rng() - 0.5) * 16 : at(),
      y: near ? SIZE / 2 + (rng() - 0.5) * 16 : at(),
      z: rng() < 0.1 ? int(rng, 1, 3) : 0,
      baseRadius: pick(rng, [0.5, 0.5, 0.64, 1]),
      stats: randomStats(ruleset, rng),
    });
  }
  const clouds =
    ruleset === "trench-crusade"
      ? []
      : Array.from({ length: 6 }, (_, i) => ({
          id: rng() < 0.5 ? `${pick(rng, ["smoke", "gas"])}-${String(i + 1)}` : `cloud${String(i)}`,
          kind: pick(rng, ["smoke", "gas"]),
          x: at(),
          y: at(),
          radius: pick(rng, [2.5, 3]),
        }));
  const battlefield = { bounds: { width: SIZE, height: SIZE }, walls, figures, clouds };
  const settings = randomSettings(ruleset, rng);
  if (rng() < 0.1) return { ruleset, settings, battlefield, endOfRound: true, seed };
  const attacker = pick(rng, figures);
  const weapon = { ...pick(rng, [...rulesetOf(ruleset).presets.map((p) => p.weapon), ...(ruleset === "necromunda" ? [SHOVER] : [])]) };
  // Mostly near targets (a figure among the closest, or a point within 8"), so most attacks are legal.
  const dist = (f: Record<string, unknown>): number =>
    Math.hypot((f["x"] as number) - (attacker["x"] as number), (f["y"] as number) - (attacker["y"] as number));
  // Trench Crusade refuses a friendly target: mostly enemies there.
  const enemiesOnly = ruleset === "trench-crusade" && rng() < 0.85;
  const others = figures
    .filter((f) => f !== attacker && (!enemiesOnly || f["side"] !== attacker["side"]))
    .sort((a, b) => dist(a) - dist(b));
  const reachOut = rng() < 0.15 ? 30 : 8;
  const target =
    rng() < 0.6
      ? { figure: pick(rng, reachOut > 8 ? others : others.slice(0, 5))["id"] }
      : { point: [(attacker["x"] as number) + (rng() - 0.5) * reachOut, (attacker["y"] as number) + (rng() - 0.5) * reachOut] };
  const attack: Record<string, unknown> = { attacker: attacker["id"], weapon, target };
  if (ruleset === "trench-crusade" && rng() < 0.3) attack["successModifier"] = int(rng, -2, 2);
  return { ruleset, settings, battlefield, attack, seed };
}

/** `resolveScenario` on an already parsed document (the property parses each full document once). */
function resolveParsed(scenario: Scenario): Pick<Transcript, "answers" | "output"> {
  const answer = chainAnswerers(scriptedAnswerer(scenario.dice, scenario.decisions), seededAnswerer(scenario.seed ?? "pruned"));
  const { result, answers } = run(prepareResolution(scenario)(), answer);
  return { answers, output: outputDocument(result, answers) };
}

describe.each(["gzg", "necromunda", "trench-crusade"] as const)("pruned (%s)", (ruleset) => {
  it(`${String(ATTACKS)} seeded random attacks resolve alike on the full and the pruned scenario`, () => {
    let wallsKept = 0,
      walls = 0,
      resolved = 0;
    for (let i = 0; i < ATTACKS; i++) {
      const doc = randomScenario(ruleset, `pruned-${ruleset}-${String(i)}`);
      let scenario: Scenario;
      try {
        scenario = loadScenario(doc);
      } catch {
        // A random document the parser refuses (e.g. a preset needing a stat) says nothing about pruning.
        continue;
      }
      const full = resolveParsed(scenario);
      const pruned = pruneScenario(doc, scenario);
      // The pruned document goes the command line's whole way: parsed, validated, resolved.
      const again = resolveScenario(pruned);
      expect(again.output, `seed pruned-${ruleset}-${String(i)}`).toEqual(full.output);
      expect(again.answers).toEqual(full.answers);
      walls += (doc["battlefield"] as { walls: unknown[] }).walls.length;
      wallsKept += (pruned["battlefield"] as { walls: unknown[] }).walls.length;
      resolved++;
    }
    // The property is about real pruning: most documents resolve, and most walls are left out.
    expect(resolved).toBeGreaterThan(ATTACKS * 0.9);
    expect(wallsKept / walls).toBeLessThan(0.7);
  }, 300_000);
});
