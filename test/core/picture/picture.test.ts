// The picture of an outcome drawn from every ruleset's fixtures: what is drawn (legs, bounce marks, blast circles, moves
// by kind, hit markers, clouds by change) is what the output document says, inside the viewport; walls outside it and
// figures left out by id are not drawn.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type OutputDocument,
  type Picture,
  type PicturePoint,
  type ScenarioDoc,
  loadScenario,
  pictureOf,
  primitivesOf,
  pictureTimeline,
  DEFAULT_PACE,
  resolveScenario,
  segmentTouchesBox,
} from "../../../src/core/index.js";

const root = join(import.meta.dirname, "../../fixtures");

interface Case {
  readonly name: string;
  readonly doc: ScenarioDoc;
  readonly out: OutputDocument;
}

/** Every fixture that resolves (the ILLEGAL ones too: they have nothing to draw but the table). */
function cases(ruleset: string): Case[] {
  return readdirSync(join(root, ruleset))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => {
      const doc = (JSON.parse(readFileSync(join(root, ruleset, f), "utf8")) as { scenario: ScenarioDoc }).scenario;
      return { name: f, doc, out: resolveScenario(doc).output };
    });
}

const must = <T>(v: T | undefined): T => {
  if (v === undefined) throw new Error("missing test input");
  return v;
};

const EPS = 1e-9; // containment is exact: the viewport is whole inches around exact points
const inside = (p: Picture, q: PicturePoint, r = 0): boolean =>
  q.x - r >= p.viewport.x - EPS &&
  q.y - r >= p.viewport.y - EPS &&
  q.x + r <= p.viewport.x + p.viewport.width + EPS &&
  q.y + r <= p.viewport.y + p.viewport.height + EPS;
const far = (a: PicturePoint, b: readonly [number, number]): boolean => Math.hypot(a.x - b[0], a.y - b[1]) > 0.01;

/** What a case's output says should be drawn, counted the way the picture must count it. */
function expected(c: Case) {
  const scenario = loadScenario(c.doc);
  const before = new Map(scenario.battlefield.figures.map((f) => [f.id, f]));
  const record = (v: unknown) => v as { from: [number, number]; to: [number, number] } | undefined;
  const moved = (key: string) =>
    c.out.affected.filter((a) => {
      const r = record(a[key]);
      return r !== undefined && far({ x: r.from[0], y: r.from[1] }, r.to);
    }).length;
  const kept = scenario.battlefield.clouds.filter(
    (k) => !c.out.clouds.removed.includes(k.id) && !c.out.clouds.moved.some((m) => m.id === k.id),
  );
  return {
    legs: c.out.path.length,
    bounces: c.out.path.filter((l) => l.kind === "bounce").length,
    blasts: c.out.impact && c.out.blastRadius ? 1 : 0,
    impacts: c.out.impact ? 1 : 0,
    aims: c.out.aim ? 1 : 0,
    hits: c.out.affected.filter((a) => a.cause !== "fear" && before.has(a.figure)).length,
    knockback: moved("knockback"),
    runForCover: moved("ranForCover"),
    fall: c.out.affected.filter((a) => a["fell"] !== undefined).length,
    cloudDrift: c.out.clouds.moved.filter((m) => {
      const b = before.get(m.id) ?? scenario.battlefield.clouds.find((k) => k.id === m.id);
      return b !== undefined && far(b, [m.x, m.y]);
    }).length,
    placed: c.out.clouds.placed.length,
    moved: c.out.clouds.moved.length,
    removed: c.out.clouds.removed.length,
    kept: kept.length,
  };
}

function drawn(p: Picture) {
  const moves = primitivesOf(p, "move");
  const clouds = primitivesOf(p, "cloud");
  return {
    legs: primitivesOf(p, "leg").length,
    bounces: primitivesOf(p, "bounce").length,
    blasts: primitivesOf(p, "blast").length,
    impacts: primitivesOf(p, "impact").length,
    aims: primitivesOf(p, "aim").length,
    hits: primitivesOf(p, "figure").filter((f) => f.hit).length,
    knockback: moves.filter((m) => m.moveKind === "knockback").length,
    runForCover: moves.filter((m) => m.moveKind === "runForCover").length,
    fall: moves.filter((m) => m.moveKind === "fall").length,
    cloudDrift: moves.filter((m) => m.moveKind === "cloudDrift").length,
    placed: clouds.filter((k) => k.change === "placed").length,
    moved: clouds.filter((k) => k.change === "moved").length,
    removed: clouds.filter((k) => k.change === "removed").length,
    kept: clouds.filter((k) => k.change === "kept").length,
  };
}

/** Each ruleset's fixtures must draw each of these at least once, or the counts above would prove little. */
const MUST_DRAW: Readonly<Record<string, readonly (keyof ReturnType<typeof drawn>)[]>> = {
  necromunda: ["legs", "blasts", "hits", "knockback", "runForCover", "fall", "placed", "removed"],
  gzg: ["legs", "bounces", "blasts", "hits", "cloudDrift", "placed", "moved", "removed"],
  "trench-crusade": ["legs", "blasts", "hits"],
};

for (const ruleset of readdirSync(root).sort()) {
  describe(`the picture of each ${ruleset} fixture`, () => {
    const all = cases(ruleset);
    const totals = new Map<string, number>();

    it.each(all.map((c) => [c.name, c] as const))("%s: draws what the output says, inside the viewport", (_, c) => {
      const p = pictureOf(c.doc, c.out);
      const got = drawn(p);
      expect(got).toEqual(expected(c));
      for (const [k, v] of Object.entries(got)) totals.set(k, (totals.get(k) ?? 0) + v);

      // Legs in order, each as the output has it; a bounce mark where each bounce leg starts.
      const legs = primitivesOf(p, "leg");
      expect(legs.map((l) => [l.index, l.legKind, l.from.x, l.from.y, l.to.x, l.to.y])).toEqual(
        c.out.path.map((l, i) => [i, l.kind, l.from[0], l.from[1], l.to[0], l.to[1]]),
      );
      for (const b of primitivesOf(p, "bounce")) expect(legs[b.leg]?.from).toEqual(b.at);
      const blast = primitivesOf(p, "blast")[0];
      if (blast) expect(blast.radius).toBe(c.out.blastRadius);
      // Every affected figure drawn where the output puts it, with its status.
      const figures = new Map(primitivesOf(p, "figure").map((f) => [f.id, f]));
      for (const a of c.out.affected) {
        const f = figures.get(a.figure);
        expect(f?.at, a.figure).toEqual({ x: a.position.x, y: a.position.y });
        expect(f?.status).toBe(a.status);
      }

      // The viewport holds everything the attack did.
      for (const l of legs) expect([inside(p, l.from), inside(p, l.to)]).toEqual([true, true]);
      if (blast) expect(inside(p, blast.at, blast.radius)).toBe(true);
      for (const m of primitivesOf(p, "move")) expect([inside(p, m.from), inside(p, m.to)]).toEqual([true, true]);
      for (const k of primitivesOf(p, "cloud")) if (k.change !== "kept") expect(inside(p, k.at, k.radius)).toBe(true);
      for (const a of primitivesOf(p, "aim")) expect(inside(p, a.at)).toBe(true);
      for (const f of figures.values()) if (f.hit || f.attacker) expect(inside(p, f.at, f.baseRadius)).toBe(true);
      // Walls drawn touch the viewport; those left out do not.
      const view = {
        minX: p.viewport.x,
        minY: p.viewport.y,
        maxX: p.viewport.x + p.viewport.width,
        maxY: p.viewport.y + p.viewport.height,
      };
      const kept = new Set(primitivesOf(p, "wall").map((w) => w.id));
      for (const w of loadScenario(c.doc).battlefield.walls) expect(kept.has(w.id), w.id).toBe(segmentTouchesBox(w.a, w.b, view));
      // Phases come in drawing order within each kind, and each kind has its one phase (clouds by change).
      for (const q of p.primitives) expect(["aim", "flight", "impact", "aftermath"]).toContain(q.phase);
    });

    it("draws every kind of mark the ruleset produces somewhere in its fixtures", () => {
      for (const k of MUST_DRAW[ruleset] ?? []) expect(totals.get(k) ?? 0, k).toBeGreaterThan(0);
    });
  });
}

describe("pictureOf's options", () => {
  const knockback = must(cases("necromunda").find((c) => c.name === "nx-kb-fighter.json"));

  it("leaves out a figure hidden from the viewer: no base, no hit mark, no move, no part in the viewport", () => {
    const all = pictureOf(knockback.doc, knockback.out);
    expect(primitivesOf(all, "figure").map((f) => f.id)).toContain("X");
    const hidden = pictureOf(knockback.doc, knockback.out, { exclude: ["G", "X"] });
    expect(primitivesOf(hidden, "figure").map((f) => f.id)).toEqual(["A0"]);
    expect(primitivesOf(hidden, "move")).toEqual([]);
    expect(primitivesOf(all, "move").map((m) => m.subject)).toContain("G");
    // Only the tokens a player sees, by the other option.
    const only = pictureOf(knockback.doc, knockback.out, { include: ["A0", "G"] });
    expect(primitivesOf(only, "figure").map((f) => f.id)).toEqual(["A0", "G"]);
  });

  it("does not reveal a hidden figure by stretching the viewport to it", () => {
    const doc = structuredClone(knockback.doc);
    must(doc.battlefield.figures).push({ id: "far", side: "blue", x: 60, y: 40, baseRadius: 0.5 });
    const out = structuredClone(knockback.out);
    out.affected.push({ ...must(out.affected[0]), figure: "far", position: { x: 60, y: 40, z: 0 }, knockback: undefined });
    const shown = pictureOf(doc, out);
    expect(shown.viewport.x + shown.viewport.width).toBeGreaterThan(60);
    const hidden = pictureOf(doc, out, { exclude: ["far"] });
    expect(hidden.viewport).toEqual(pictureOf(knockback.doc, knockback.out).viewport);
  });

  it("keeps only the walls touching a given viewport, a wall crossing it with both ends outside included", () => {
    const doc: ScenarioDoc = {
      ruleset: "gzg",
      battlefield: {
        walls: [
          { id: "in", a: [2, 2], b: [3, 3] },
          { id: "across", a: [-5, 5], b: [20, 5] },
          { id: "out", a: [30, 30], b: [31, 30] },
          { id: "left", a: [-20, 2], b: [-18, 2] },
          { id: "above", a: [4, -3], b: [6, -1] },
          { id: "corner-miss", a: [9, 12], b: [12, 9] },
        ],
        figures: [],
      },
      endOfRound: true,
    };
    const out = resolveScenario(doc).output;
    const p = pictureOf(doc, out, { viewport: { x: 0, y: 0, width: 10, height: 10 } });
    expect(primitivesOf(p, "wall").map((w) => w.id)).toEqual(["in", "across"]);
    expect(p.viewport).toEqual({ x: 0, y: 0, width: 10, height: 10 });
  });

  it("names figures as the caller labels them", () => {
    const p = pictureOf(knockback.doc, knockback.out, { label: (f) => `<${f.id}>` });
    expect(primitivesOf(p, "figure").map((f) => f.label)).toEqual(["<A0>", "<G>", "<X>"]);
  });
});

describe("pictureTimeline", () => {
  const bounce = must(cases("gzg").find((c) => c.name === "gz-11.json"));
  const knock = must(cases("necromunda").find((c) => c.name === "nx-ledge-push.json"));

  it("plays the throw, each leg in turn with its bounce mark, the impact, then what follows", () => {
    for (const c of [bounce, knock]) {
      const p = pictureOf(c.doc, c.out);
      const { steps, total } = pictureTimeline(p, DEFAULT_PACE);
      const at = (pred: (q: Picture["primitives"][number]) => boolean) => steps.filter((_, i) => pred(must(p.primitives[i])));
      const legs = primitivesOf(p, "leg");
      const legSteps = at((q) => q.kind === "leg");
      legSteps.forEach((s, i) => {
        expect(s).toEqual({ start: DEFAULT_PACE.aim + i * DEFAULT_PACE.leg, duration: DEFAULT_PACE.leg });
      });
      for (const b of primitivesOf(p, "bounce")) expect(steps[p.primitives.indexOf(b)]?.start).toBe(legSteps[b.leg]?.start);
      const endOfFlight = DEFAULT_PACE.aim + legs.length * DEFAULT_PACE.leg;
      for (const s of at((q) => q.phase === "impact")) expect(s.start).toBe(endOfFlight);
      for (const s of at((q) => q.phase === "aftermath")) expect(s.start).toBe(endOfFlight + DEFAULT_PACE.impact);
      for (const s of at((q) => q.kind === "wall" || q.kind === "figure")) expect(s).toEqual({ start: 0, duration: 0 });
      expect(total).toBe(Math.max(...steps.map((s) => s.start + s.duration)));
    }
    expect(primitivesOf(pictureOf(bounce.doc, bounce.out), "bounce").length).toBeGreaterThan(0);
    expect(primitivesOf(pictureOf(knock.doc, knock.out), "move").length).toBeGreaterThan(0);
  });
});
