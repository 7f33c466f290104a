// The figures an attack moved, animated in the sandbox from where they stood along their moves (figure-motion.ts):
// on the Necromunda knockback example and on every fixture with a move, each moved figure starts at its first move's
// start, passes each move's end in order, ends where the table draws it, and moves when its arrows draw.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Picture, pictureOf, pictureTimeline, primitivesOf, resolveScenario } from "../../src/core/index.js";
import { figureMotionCss, figureMotions } from "../../src/sandbox/figure-motion.js";

const root = join(import.meta.dirname, "../..");
const pictureOfFile = (path: string, key?: "scenario"): Picture => {
  const json = JSON.parse(readFileSync(join(root, path), "utf8")) as Record<string, unknown>;
  const doc = key ? json[key] : json;
  return pictureOf(doc, resolveScenario(doc).output);
};
const moving = (p: Picture) => primitivesOf(p, "move").filter((m) => m.moveKind !== "fall" && m.moveKind !== "cloudDrift");

describe("figureMotions", () => {
  it("knockback example: each figure knocked back starts where it stood and ends where it is drawn, with its arrows", () => {
    const picture = pictureOfFile("examples/necromunda-frag-knockback.json");
    const timeline = pictureTimeline(picture);
    const motions = figureMotions(picture, timeline);
    const moved = [...new Set(moving(picture).map((m) => m.subject))];
    expect(moved.length).toBeGreaterThan(0);
    expect(motions.map((m) => m.figure)).toEqual(moved);
    const arrows = picture.primitives.map((p, i) => [p, timeline.steps[i]] as const).filter(([p]) => p.kind === "move");
    for (const m of motions) {
      const end = primitivesOf(picture, "figure").find((f) => f.id === m.figure)?.at;
      const first = moving(picture).find((q) => q.subject === m.figure);
      expect(m.frames[0]).toEqual({ at: 0, dx: (first?.from.x ?? 0) - (end?.x ?? 0), dy: (first?.from.y ?? 0) - (end?.y ?? 0) });
      const last = m.frames[m.frames.length - 1];
      expect(last?.at).toBe(1);
      expect(Math.hypot(last?.dx ?? 1, last?.dy ?? 1)).toBeLessThan(1e-9);
      expect(Math.hypot(m.frames[0]?.dx ?? 0, m.frames[0]?.dy ?? 0)).toBeGreaterThan(0.5);
      const step = arrows.find(([p]) => p.kind === "move" && p.subject === m.figure)?.[1];
      expect([m.start, m.duration]).toEqual([step?.start, Math.max(0.2, step?.duration ?? 0)]);
    }
  });

  it("on every fixture: frames in order from 0 to 1 through each move's end, only for figures that move", () => {
    let seen = 0;
    for (const r of ["gzg", "necromunda", "trench-crusade"])
      for (const f of readdirSync(join(root, "test/fixtures", r)).filter((n) => n.endsWith(".json"))) {
        const picture = pictureOfFile(`test/fixtures/${r}/${f}`, "scenario");
        const motions = figureMotions(picture, pictureTimeline(picture));
        for (const m of motions) {
          seen++;
          const ats = m.frames.map((q) => q.at);
          expect(ats, `${r}/${f}`).toEqual([...ats].sort((a, b) => a - b));
          expect([ats[0], ats[ats.length - 1]], `${r}/${f}`).toEqual([0, 1]);
          const ends = moving(picture).filter((q) => q.subject === m.figure);
          expect(m.frames.length, `${r}/${f}`).toBe(2 * ends.length);
        }
        const subjects = new Set(moving(picture).map((q) => q.subject));
        expect(
          motions.every((m) => subjects.has(m.figure)),
          `${r}/${f}`,
        ).toBe(true);
      }
    expect(seen).toBeGreaterThan(5);
  });
});

describe("figureMotionCss", () => {
  const motion = {
    figure: 'a"b\\c',
    start: 1.5,
    duration: 0.6,
    frames: [
      { at: 0, dx: -2, dy: 1.25 },
      { at: 1, dx: 0, dy: 0 },
    ],
  };

  it("animates the table's figure from its first frame, delayed to its step less the time already shown, not with reduced motion", () => {
    const css = figureMotionCss([motion], 0.5);
    expect(css).toContain("@media (prefers-reduced-motion: no-preference) {");
    expect(css).toContain('#table .figures [data-id="a\\"b\\\\c"] { animation: result-figure-0 0.60s linear 1.000s backwards; }');
    expect(css).toContain(
      "@keyframes result-figure-0 { 0.00% { transform: translate(-2px, 1.25px); } 100.00% { transform: translate(0px, 0px); } }",
    );
  });

  it("is empty when nothing moves", () => {
    expect(figureMotionCss([], 0)).toBe("");
  });
});
