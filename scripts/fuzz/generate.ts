// Random valid battlefields for the property fuzz (docs/testing.md): a building with a roof level (facade
// walls up to the roof, roof-edge ledges for Necromunda), walls near figures, low walls, overhangs and
// one-way walls, figures on both levels, clouds, wind, and an attack or an end-of-round upkeep.

import { type Random, RULESETS, type RulesetId, seededRandom } from "../../src/core/index.js";
import { type Wall, inExtent, segDist } from "./wall.js";

type Doc = Record<string, unknown>;
interface Figure {
  id: string;
  side: string;
  x: number;
  y: number;
  z: number;
  baseRadius: number;
  stats: Record<string, unknown>;
}

const pick = <T>(rng: Random, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
const round3 = (v: number): number => Math.round(v * 1000) / 1000;

const blocksAtLevel = (w: Wall, z: number): boolean => w.ledge === undefined && w.blocksMove !== false && inExtent(w, z);

function stats(ruleset: RulesetId, rng: Random): Record<string, unknown> {
  if (ruleset === "necromunda")
    return {
      BS: 2 + Math.floor(rng() * 4),
      S: 2 + Math.floor(rng() * 3),
      T: 3,
      W: 1 + Math.floor(rng() * 2),
      I: 2 + Math.floor(rng() * 4),
      cool: 2 + Math.floor(rng() * 10),
      save: pick(rng, [null, 4, 5, 6]),
    };
  if (ruleset === "gzg") return { quality: pick(rng, ["Green", "Regular", "Veteran", "Elite"]), motivation: 1 + Math.floor(rng() * 3) };
  return { blood: Math.floor(rng() * 3) };
}

function settings(ruleset: RulesetId, rng: Random): Record<string, unknown> {
  const s: Record<string, unknown> = {};
  if (rng() < 0.3) s["clouds.wallsContain"] = false;
  if (rng() < 0.3) s["geometry.levelGap"] = pick(rng, [0.5, 2]);
  if (ruleset === "necromunda") {
    if (rng() < 0.4) s["necro.offTable"] = "clampToEdge";
    if (rng() < 0.3) s["necro.pinTiming"] = "onHit";
    if (rng() < 0.3) s["necro.kbDirection"] = "fromAttacker";
    if (rng() < 0.3) s["necro.traitSet"] = "n23";
  } else if (ruleset === "gzg") {
    if (rng() < 0.5) s["gzg.maxBounces"] = 1 + Math.floor(rng() * 5);
    if (rng() < 0.3) s["gzg.areaInclusive"] = false;
  }
  return s;
}

/** One random valid scenario document for `ruleset`, the same for the same `seed`. */
export function randomScenario(ruleset: RulesetId, seed: string): Doc {
  const rng = seededRandom(`fuzz:${ruleset}:${seed}`);
  const size = 24 + Math.floor(rng() * 25);
  const walls: Wall[] = [];
  // A building: facades up to the roof, walked clockwise on screen so a ledge's high side (its right) is inside.
  const H = pick(rng, [2, 3, 4]);
  const x0 = round3(4 + rng() * (size / 3)),
    y0 = round3(4 + rng() * (size / 3));
  const x1 = round3(x0 + 5 + rng() * 8),
    y1 = round3(y0 + 5 + rng() * 8);
  const corners: [number, number][] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  corners.forEach((c, i) => {
    const d = corners[(i + 1) % 4]!;
    walls.push({ id: `facade${i}`, a: c, b: d, top: H });
    if (ruleset === "necromunda")
      walls.push({
        id: `edge${i}`,
        a: c,
        b: d,
        blocksMove: false,
        blocksSight: false,
        ledge: { dropInches: H, top: H, ...(rng() < 0.3 ? { railing: true } : {}) },
      });
  });
  const inside = (x: number, y: number): boolean => x > x0 && x < x1 && y > y0 && y < y1;
  // Loose walls: plain, low, overhanging, one-way.
  const nLoose = Math.floor(rng() * 10);
  for (let i = 0; i < nLoose; i++) {
    const x = rng() * size,
      y = rng() * size,
      len = 1 + rng() * 8,
      a = rng() * Math.PI * 2;
    const w: Wall = { id: `w${i}`, a: [round3(x), round3(y)], b: [round3(x + Math.cos(a) * len), round3(y + Math.sin(a) * len)] };
    const kind = rng();
    if (kind < 0.15) w.top = 1;
    else if (kind < 0.25) w.bottom = H;
    else if (kind < 0.4) w.blocksFrom = pick(rng, ["left", "right"] as const);
    if (rng() < 0.1) w.blocksMove = false;
    if (rng() < 0.15) w.blocksSight = false;
    walls.push(w);
  }
  const figures: Figure[] = [];
  const nFig = 4 + Math.floor(rng() * 9);
  for (let tries = 0; figures.length < nFig && tries < 400; tries++) {
    const roof = rng() < 0.4;
    const x = round3(roof ? x0 + 0.6 + rng() * (x1 - x0 - 1.2) : 0.6 + rng() * (size - 1.2));
    const y = round3(roof ? y0 + 0.6 + rng() * (y1 - y0 - 1.2) : 0.6 + rng() * (size - 1.2));
    const z = roof ? H : 0;
    if (!roof && inside(x, y)) continue;
    const r = pick(rng, [0.5, 0.5, 0.63, 0.79]);
    if (walls.some((w) => blocksAtLevel(w, z) && segDist(x, y, w.a, w.b) < r + 0.01)) continue;
    if (figures.some((f) => Math.abs(f.z - z) < 2 && Math.hypot(f.x - x, f.y - y) < f.baseRadius + r + 0.01)) continue;
    figures.push({
      id: `F${figures.length}`,
      side: figures.length % 2 ? "blue" : "red",
      x,
      y,
      z,
      baseRadius: r,
      stats: stats(ruleset, rng),
    });
  }
  // Walls near figures: a short wall just beyond a base, where knockback and runs end.
  for (let i = 0; i < Math.min(3, figures.length); i++) {
    const f = pick(rng, figures);
    const a = rng() * Math.PI * 2,
      d = f.baseRadius + 0.2 + rng() * 1.5;
    const cx = f.x + Math.cos(a) * d,
      cy = f.y + Math.sin(a) * d;
    const w: Wall = {
      id: `near${i}`,
      a: [round3(cx - Math.sin(a) * 2), round3(cy + Math.cos(a) * 2)],
      b: [round3(cx + Math.sin(a) * 2), round3(cy - Math.cos(a) * 2)],
    };
    if (figures.some((g) => blocksAtLevel(w, g.z) && segDist(g.x, g.y, w.a, w.b) < g.baseRadius + 0.01)) continue;
    walls.push(w);
  }
  const clouds = [];
  for (let i = 0; i < Math.floor(rng() * 3) && ruleset !== "trench-crusade"; i++)
    clouds.push({
      id: `c${i}`,
      kind: pick(rng, ["smoke", "gas"]),
      x: round3(rng() * size),
      y: round3(rng() * size),
      z: pick(rng, [0, H]),
      radius: pick(rng, [2.5, 3]),
    });
  const battlefield: Doc = { ...(rng() < 0.85 ? { bounds: { width: size, height: size } } : {}), walls, figures, clouds };
  const doc: Doc = { ruleset, settings: settings(ruleset, rng), battlefield, seed: `s${Math.floor(rng() * 1e9)}` };
  const upkeep = ruleset !== "trench-crusade" && (figures.length < 2 || rng() < 0.15);
  if (upkeep) {
    if (ruleset === "gzg")
      battlefield["wind"] = { enabled: true, hour: rng() < 0.5 ? null : 1 + Math.floor(rng() * 12), mode: pick(rng, ["fixed3", "d6"]) };
    doc["endOfRound"] = true;
    return doc;
  }
  const rs = RULESETS.find((r) => r.id === ruleset)!;
  const presets =
    ruleset === "necromunda" ? rs.presets.filter((p) => rng() < 0.5 || JSON.stringify(p.weapon).includes("Knockback")) : rs.presets;
  const weapon = pick(rng, presets.length ? presets : rs.presets).weapon;
  const attacker = pick(rng, figures);
  // Targets within about a short range, so most attacks are legal and reach the rules after the aim.
  const near = figures.filter((f) => f !== attacker && Math.hypot(f.x - attacker.x, f.y - attacker.y) < 12);
  const others = near.length ? near : figures.filter((f) => f !== attacker);
  const a = rng() * Math.PI * 2,
    d = 2 + rng() * 8;
  const target =
    rng() < 0.6
      ? { figure: pick(rng, others).id }
      : {
          point: [round3(attacker.x + Math.cos(a) * d), round3(attacker.y + Math.sin(a) * d), rng() < 0.7 ? attacker.z : pick(rng, [0, H])],
        };
  doc["attack"] = { attacker: attacker.id, weapon, target };
  return doc;
}
