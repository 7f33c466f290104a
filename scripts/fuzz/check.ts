// The invariants the fuzz checks on one resolved document, written independently of the core's own wall
// queries: no exception, no NaN/Infinity or null coordinate, the same output for the same document, no
// path leg or moved base crossing a movement-blocking wall at its level, and no moved base ending in one.

import { resolveScenario } from "../../src/core/index.js";
import { type Wall, inExtent, segDist } from "./wall.js";

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-argument
  -- the fuzz reads generated documents and their outputs as untyped JSON on purpose: it checks what the core wrote,
  not what its types promise. */
type Doc = Record<string, any>;

/** What happened in the documents checked so far (to see that the fuzz reaches the rules it means to). */
export const coverage: Record<string, number> = {};
const count = (k: string): void => {
  coverage[k] = (coverage[k] ?? 0) + 1;
};

/** Problems found with one document (empty when it passes). */
export function checkDocument(doc: Doc): string[] {
  let out: Doc;
  let again: string;
  try {
    out = resolveScenario(doc).output as unknown as Doc; // eslint-disable-line @typescript-eslint/no-unnecessary-type-assertion -- the output is read as raw JSON (Doc), not as its declared type
    again = JSON.stringify(resolveScenario(structuredClone(doc)).output);
  } catch (e) {
    return [`exception: ${(e as Error).stack ?? String(e)}`];
  }
  const problems: string[] = [];
  count(`outcome ${out["outcome"]}${out["reason"] ? ` ${out["reason"]}` : ""}`);
  if ((out["path"] as Doc[]).some((l) => l["kind"] === "stop")) count("path stopped at a wall");
  if ((out["path"] as Doc[]).some((l) => l["kind"] === "bounce")) count("path bounced");
  if ((out["clouds"]["moved"] as Doc[]).length) count("cloud drifted");
  for (const a of out["affected"] as Doc[]) for (const k of ["knockback", "ranForCover", "fell"]) if (a[k]) count(k);
  if (JSON.stringify(out) !== again) problems.push("the same document gave two different outputs");
  walkNumbers(out, "$", problems);
  const walls = ((doc["battlefield"]["walls"] ?? []) as Wall[]).filter((w) => w.blocksMove !== false && w.ledge === undefined);
  const level = (out["impact"]?.z as number | undefined) ?? (out["aim"]?.z as number | undefined) ?? 0;
  const clouds = (doc["battlefield"]["clouds"] ?? []) as Doc[];
  // A Trench Crusade scatter is a point the opponent chooses in line of sight, not a movement along its leg.
  const legs = doc["ruleset"] === "trench-crusade" ? [] : (out["path"] as Doc[]);
  for (const [i, leg] of legs.entries()) {
    // An upkeep's legs are drifting clouds, each at its own height.
    // Drifting clouds ignore walls when `clouds.wallsContain` is off.
    if (doc["endOfRound"] && doc["settings"]?.["clouds.wallsContain"] === false) continue;
    const cloud = doc["endOfRound"]
      ? clouds.find((c) => Math.abs(c["x"] - leg["from"][0]) < 1e-3 && Math.abs(c["y"] - leg["from"][1]) < 1e-3)
      : undefined;
    const z = cloud ? ((cloud["z"] as number | undefined) ?? 0) : level;
    const w = crossed(walls, leg["from"], leg["to"], z);
    if (w) problems.push(`path[${i}] ${JSON.stringify(leg)} crosses wall ${w} at height ${z}`);
  }
  const start = new Map(((doc["battlefield"]["figures"] ?? []) as Doc[]).map((f) => [f["id"] as string, f] as const));
  for (const a of out["affected"] as Doc[]) {
    const f = start.get(a["figure"])!;
    const z0 = (f["z"] as number | undefined) ?? 0;
    const r = (f["baseRadius"] as number | undefined) ?? 0.5;
    for (const key of ["knockback", "ranForCover"]) {
      const m = a[key] as Doc | undefined;
      const w = m && crossed(walls, m["from"], m["to"], z0);
      if (w) problems.push(`${a["figure"]} ${key} ${JSON.stringify(m)} crosses wall ${w}`);
    }
    const p = a["position"] as Doc;
    const moved = Math.abs(p["x"] - f["x"]) > 1e-3 || Math.abs(p["y"] - f["y"]) > 1e-3 || Math.abs(p["z"] - z0) > 1e-9;
    if (!moved) continue;
    for (const w of walls) {
      if ((w.blocksFrom ?? "both") !== "both" || !inExtent(w, p["z"])) continue;
      const d = segDist(p["x"], p["y"], w.a, w.b);
      if (d < r - 1e-9) problems.push(`${a["figure"]} ends at ${JSON.stringify(p)} inside wall ${w.id} (${d.toFixed(6)} < ${r})`);
    }
  }
  return problems;
}

function walkNumbers(v: unknown, path: string, problems: string[]): void {
  if (typeof v === "number") {
    if (!Number.isFinite(v)) problems.push(`${path} is ${v}`);
  } else if (Array.isArray(v))
    v.forEach((x, i) => {
      walkNumbers(x, `${path}[${i}]`, problems);
    });
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      if (x === null && ["x", "y", "z", "radius", "distance", "moved"].includes(k)) problems.push(`${path}.${k} is null`);
      walkNumbers(x, `${path}.${k}`, problems);
    }
}

/** The id of the first wall that p→q crosses strictly (ends on opposite sides), blocking at height z from p's side. */
function crossed(walls: readonly Wall[], p: readonly number[], q: readonly number[], z: number): string | null {
  for (const w of walls) {
    if (!inExtent(w, z)) continue;
    const side = (x: number, y: number): number => (w.b[0] - w.a[0]) * (y - w.a[1]) - (w.b[1] - w.a[1]) * (x - w.a[0]);
    const sp = side(p[0]!, p[1]!),
      sq = side(q[0]!, q[1]!);
    if (!((sp > 1e-12 && sq < -1e-12) || (sp < -1e-12 && sq > 1e-12))) continue;
    // The wall's ends must lie on opposite sides of p→q (or on it) for the segments to meet.
    const dside = (x: number, y: number): number => (q[0]! - p[0]!) * (y - p[1]!) - (q[1]! - p[1]!) * (x - p[0]!);
    if (dside(w.a[0], w.a[1]) * dside(w.b[0], w.b[1]) > 0) continue;
    // "left" is where (b.y − a.y, −(b.x − a.x)) points: there `side` is negative.
    const from = w.blocksFrom ?? "both";
    if (from === "left" && !(sp < 0)) continue;
    if (from === "right" && !(sp > 0)) continue;
    return w.id;
  }
  return null;
}
