// The throw's animation timeline: what is drawn when, from the picture's phases — the aim first, the projectile along
// each leg in turn with bounce marks as it passes them, the impact and the growing blast ring, the moves as arrows,
// then a fade to nothing; and on every ruleset's fixtures, the whole flight ends where the shot came down.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Picture, type Primitive, pictureOf, resolveScenario } from "../../../src/core/index.js";
import { type Mark, PHASE_START, marksAt, throwTimeline } from "../../../src/foundry/canvas/throw-timeline.js";

const pt = (x: number, y: number) => ({ x, y });
/** Attacker at (0,0) aims at (10,0); the shot deviates 4" down, bounces off a wall 2" back up; blast 3"; one figure knocked back. */
const picture: Picture = {
  viewport: { x: -2, y: -6, width: 20, height: 12 },
  outcome: "DEVIATED",
  primitives: [
    { kind: "blast", phase: "impact", at: pt(10, 2), radius: 3 },
    {
      kind: "figure",
      phase: "aim",
      id: "T",
      side: "blue",
      attacker: false,
      at: pt(13, 2),
      from: pt(12, 2),
      z: 0,
      baseRadius: 0.5,
      hit: true,
      status: "pinned",
      cause: "blast",
      label: "T",
    },
    {
      kind: "figure",
      phase: "aim",
      id: "S",
      side: "blue",
      attacker: false,
      at: pt(16, 0),
      from: pt(16, 0),
      z: 0,
      baseRadius: 0.5,
      hit: false,
      status: null,
      cause: null,
      label: "S",
    },
    { kind: "aim", phase: "aim", at: pt(10, 0), from: pt(0, 0) },
    { kind: "leg", phase: "flight", index: 0, legKind: "deviate", from: pt(10, 0), to: pt(10, 4) },
    { kind: "leg", phase: "flight", index: 1, legKind: "bounce", from: pt(10, 4), to: pt(10, 2) },
    { kind: "bounce", phase: "flight", leg: 1, at: pt(10, 4) },
    { kind: "impact", phase: "impact", at: pt(10, 2), z: 0, outcome: "DEVIATED" },
    { kind: "move", phase: "aftermath", moveKind: "knockback", subject: "T", from: pt(12, 2), to: pt(13, 2) },
  ],
};
const D = 4000;
const tl = throwTimeline(picture, D);
const of = (marks: Mark[], style: string) => marks.filter((m) => m.style === style);

describe("throw timeline", () => {
  it("splits the flight between the throw and the legs by length, in order, filling the flight phase", () => {
    expect(tl.segments.map((s) => [s.from, s.to, s.bounce])).toEqual([
      [pt(0, 0), pt(10, 0), false],
      [pt(10, 0), pt(10, 4), false],
      [pt(10, 4), pt(10, 2), true],
    ]);
    const span = (PHASE_START.impact - PHASE_START.flight) * D;
    expect(tl.segments.map((s) => Math.round(s.end - s.start))).toEqual([10, 4, 2].map((l) => Math.round((l / 16) * span)));
    expect(tl.segments[0]?.start).toBe(PHASE_START.flight * D);
    expect(tl.segments.at(-1)?.end).toBeCloseTo(PHASE_START.impact * D, 6);
  });

  it("shows only the aim at first, fading in", () => {
    const m = marksAt(tl, 0.04 * D);
    expect(m.map((x) => x.style)).toEqual(["aim"]);
    expect(m[0]?.alpha).toBeCloseTo(0.5, 6);
  });

  it("moves the projectile along the throw, then the legs, marking the bounce only once it gets there", () => {
    const s = tl.segments;
    const half = (i: number) => ((s[i]?.start ?? 0) + (s[i]?.end ?? 0)) / 2;
    expect(of(marksAt(tl, half(0)), "projectile").map((m) => (m.kind === "dot" ? m.at : null))).toEqual([pt(5, 0)]);
    const onLeg1 = marksAt(tl, half(1));
    expect(of(onLeg1, "projectile").map((m) => (m.kind === "dot" ? m.at : null))).toEqual([pt(10, 2)]);
    expect(of(onLeg1, "bounce")).toEqual([]);
    expect(of(onLeg1, "path")).toHaveLength(2);
    const onLeg2 = marksAt(tl, half(2));
    expect(of(onLeg2, "bounce").map((m) => (m.kind === "cross" ? m.at : null))).toEqual([pt(10, 4)]);
    expect(of(onLeg2, "impact")).toEqual([]);
    expect(of(onLeg2, "blast")).toEqual([]);
  });

  it("at the impact the projectile is gone, the impact is marked and the blast ring grows to its radius", () => {
    const mid = ((PHASE_START.impact + PHASE_START.aftermath) / 2) * D;
    const m = marksAt(tl, mid);
    expect(of(m, "projectile")).toEqual([]);
    expect(of(m, "impact")).toHaveLength(1);
    expect(of(m, "blast").map((x) => (x.kind === "ring" ? x.radius : null))).toEqual([1.5]);
    expect(of(m, "knockback")).toEqual([]);
    expect(of(marksAt(tl, PHASE_START.aftermath * D), "blast").map((x) => (x.kind === "ring" ? x.radius : null))).toEqual([3]);
  });

  it("then draws the moves as growing arrows and rings the figures hit (not the others)", () => {
    const mid = ((PHASE_START.aftermath + PHASE_START.fade) / 2) * D;
    const m = marksAt(tl, mid);
    expect(of(m, "knockback")).toEqual([{ kind: "line", style: "knockback", from: pt(12, 2), to: pt(12.5, 2), arrow: true, alpha: 1 }]);
    expect(of(m, "hit").map((x) => (x.kind === "ring" ? [x.at, x.radius] : null))).toEqual([[pt(13, 2), 0.65]]);
  });

  it("fades everything out and draws nothing after the end", () => {
    const m = marksAt(tl, 0.9 * D);
    expect(m.length).toBeGreaterThan(5);
    for (const x of m) expect(x.alpha).toBeLessThanOrEqual(0.5 + 1e-9);
    expect(marksAt(tl, D)).toEqual([]);
    expect(marksAt(tl, -1)).toEqual([]);
  });

  it("the same throw over another duration draws the same things at the same fraction of it", () => {
    const slow = throwTimeline(picture, 3 * D);
    // Rounded to 1e-9: the two timelines reach the same fraction through different floating-point products.
    const round = (m: Mark[]) =>
      JSON.parse(JSON.stringify(m, (_k, v: unknown) => (typeof v === "number" ? Math.round(v * 1e9) / 1e9 : v))) as unknown;
    for (const f of [0.02, 0.2, 0.5, 0.7, 0.85]) expect(round(marksAt(slow, f * 3 * D))).toEqual(round(marksAt(tl, f * D)));
  });

  it("refuses a duration that is not positive", () => {
    expect(() => throwTimeline(picture, 0)).toThrow(/positive duration, got 0 ms/);
  });
});

describe("throw timeline on the fixtures", () => {
  const root = join(import.meta.dirname, "../../..");
  const cases = ["gzg", "necromunda", "trench-crusade"].flatMap((r) =>
    readdirSync(join(root, "test/fixtures", r))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [`${r}/${f}`, JSON.parse(readFileSync(join(root, "test/fixtures", r, f), "utf8")) as { scenario: unknown }] as const),
  );

  it.each(cases)("%s: the flight ends where the path ends, each bounce marked once, the ring reaches the blast radius", (_n, fx) => {
    const { output } = resolveScenario(fx.scenario);
    const p = pictureOf(fx.scenario, output);
    const t = throwTimeline(p, 5000);
    const kinds = (k: Primitive["kind"]) => p.primitives.filter((q) => q.kind === k);
    expect(t.segments.filter((s) => s.bounce)).toHaveLength(kinds("bounce").length);
    const last = output.path.at(-1);
    if (last) expect(t.segments.at(-1)?.to).toEqual({ x: last.to[0], y: last.to[1] });
    const settled = marksAt(t, PHASE_START.aftermath * 5000);
    const blast = kinds("blast")[0];
    expect(of(settled, "blast").map((m) => (m.kind === "ring" ? m.radius : null))).toEqual(blast?.kind === "blast" ? [blast.radius] : []);
    expect(of(settled, "bounce")).toHaveLength(kinds("bounce").length);
  });
});
