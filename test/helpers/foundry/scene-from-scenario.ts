// Test helper: lays a scenario's battlefield out as a fake Foundry scene (1" = 100 px square grid):
// figures as tokens, walls as walls, clouds as the module's tiles with their rings. Document ids must be
// 16 characters in Foundry, so figure ids are padded and the scenario is renamed to match.

import { ringSegments } from "../../../src/foundry/pipeline/apply-outcome.js";
import type { FighterProfile } from "../../../src/foundry/platform/flags.js";
import { FakeScene } from "./fake-scene.js";
import { K, SQUARE_INCH, token, wall } from "./foundry-data.js";
import type { CloudDoc, FigureDoc } from "../../../src/core/index.js";

export const PPI = 100;
/** A 16-character document id for a short id ("B1" → "B1z0000000000000"; the z keeps B1 and B10 apart). */
export const docId = (id: string): string => `${id.replace(/[^A-Za-z0-9]/g, "")}z${"0".repeat(16)}`.slice(0, 16);

type Fig = FigureDoc;
type Cloud = CloudDoc;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Renames figure ids everywhere the scenario refers to them (attack, loader, dice tags, decisions). */
export function renameFigures(scenario: Record<string, unknown>): Record<string, unknown> {
  const doc = structuredClone(scenario);
  const bf = isRecord(doc["battlefield"]) ? doc["battlefield"] : {};
  const figs = Array.isArray(bf["figures"]) ? (bf["figures"] as Fig[]) : [];
  const map = new Map(figs.map((f) => [f.id, docId(f.id)]));
  for (const f of figs) f.id = map.get(f.id)!;
  const attack = isRecord(doc["attack"]) ? doc["attack"] : null;
  if (attack) {
    if (typeof attack["attacker"] === "string") attack["attacker"] = map.get(attack["attacker"]) ?? attack["attacker"];
    if (typeof attack["loader"] === "string") attack["loader"] = map.get(attack["loader"]) ?? attack["loader"];
    const t = attack["target"];
    if (isRecord(t) && typeof t["figure"] === "string") t["figure"] = map.get(t["figure"]) ?? t["figure"];
  }
  const decisions = isRecord(doc["decisions"]) ? doc["decisions"] : null;
  if (decisions) {
    if (Array.isArray(decisions["resolutionOrder"]))
      decisions["resolutionOrder"] = decisions["resolutionOrder"].map((id: unknown) => (typeof id === "string" ? (map.get(id) ?? id) : id));
    // Decisions keyed by figure id (Necromunda rfcPath, Trench Crusade bloodSpendOnInjury, blessingSpend, bloodbath).
    for (const key of ["rfcPath", "bloodSpendOnInjury", "blessingSpend", "bloodbath"]) {
      const v = decisions[key];
      if (isRecord(v)) decisions[key] = Object.fromEntries(Object.entries(v).map(([id, x]) => [map.get(id) ?? id, x]));
    }
  }
  if (isRecord(doc["dice"])) {
    doc["dice"] = Object.fromEntries(
      Object.entries(doc["dice"]).map(([k, v]) => [k.replace(/\[([^\]]+)\]/, (m, id: string) => `[${map.get(id) ?? id}]`), v]),
    );
  }
  return doc;
}

/** A fake scene holding the (renamed) scenario's battlefield. */
export function sceneFromScenario(scenario: Record<string, unknown>): FakeScene {
  const bf = isRecord(scenario["battlefield"]) ? scenario["battlefield"] : {};
  const figs = (Array.isArray(bf["figures"]) ? bf["figures"] : []) as Fig[];
  const walls = (Array.isArray(bf["walls"]) ? bf["walls"] : []) as {
    id: string;
    a: [number, number];
    b: [number, number];
    blocksMove?: boolean;
    blocksSight?: boolean;
  }[];
  const clouds = (Array.isArray(bf["clouds"]) ? bf["clouds"] : []) as Cloud[];
  const tokens = figs.map((f) => {
    const r = f.baseRadius ?? 0.5;
    const size = (2 * r * PPI) / SQUARE_INCH.size; // grid spaces
    const fighter: FighterProfile = { side: f.side, stats: f.stats ?? {}, baseMm: 2 * r * 25.4 };
    return token(f.id, Math.round((f.x - r) * PPI), Math.round((f.y - r) * PPI), {
      width: size,
      height: size,
      elevation: f.z ?? 0,
      flags: { ordnance: { fighter } },
    });
  });
  const wallDocs = walls.map((w) =>
    wall(docId(`w${w.id}`), [w.a[0] * PPI, w.a[1] * PPI, w.b[0] * PPI, w.b[1] * PPI], {
      ...(w.blocksMove === false ? { move: K.WALL_MOVEMENT_TYPES.NONE } : {}),
      ...(w.blocksSight === false ? { sight: K.WALL_SENSE_TYPES.NONE } : {}),
    }),
  );
  const tiles = clouds.map((c, i) => ({
    _id: docId(`cloudtile${i}`),
    x: (c.x - c.radius) * PPI,
    y: (c.y - c.radius) * PPI,
    width: 2 * c.radius * PPI,
    height: 2 * c.radius * PPI,
    elevation: 0,
    flags: {
      ordnance: {
        cloud: { id: c.id, kind: c.kind, radiusInches: c.radius, zInches: c.z ?? 0, lethal: c.lethal ?? false, attackId: "earlier" },
      },
    },
  }));
  const rings = clouds.flatMap((c, i) =>
    ringSegments(c.x * PPI, c.y * PPI, c.radius * PPI, 16).map((seg, j) =>
      wall(docId(`ring${i}n${j}z`), seg, { move: K.WALL_MOVEMENT_TYPES.NONE, flags: { ordnance: { cloudWall: { cloudId: c.id } } } }),
    ),
  );
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, { tokens, walls: [...wallDocs, ...rings], tiles });
}
