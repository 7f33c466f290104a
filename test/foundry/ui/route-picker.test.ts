// The Running for Cover route picker (src/foundry/ui/route-picker.ts over core battlefield/route-ground.ts) and the
// ground it is sent (relay/ground-message.ts): opened on the automation's route, the pointer and the arrow keys always
// on legal ground, Enter / A / Escape, the drawing in canvas px; the ground through the relay answers every point as
// the GM's check does, a malformed or oversized one is refused or not sent.

import { describe, expect, it } from "vitest";
import { createBattlefield, routeCheck, routeGround } from "../../../src/core/index.js";
import { MAX_GROUND_WALLS, groundWire, parseGround } from "../../../src/foundry/relay/ground-message.js";
import { parseMessage } from "../../../src/foundry/relay/relay-messages.js";
import {
  BIG_STEP,
  STEP,
  clickAt,
  onAutomationRoute,
  openRoutePicker,
  pointerTo,
  routeDrawing,
  routeKey,
} from "../../../src/foundry/ui/route-picker.js";
import { settle } from "../../helpers/foundry/fake-socket.js";
import { GM, P2, world } from "../../helpers/foundry/relay-world.js";
import { tableSnapshot, wallSnapshot } from "../../helpers/battlefield.js";

// A base of radius 0.5 at (6, 7) running up to 4" on the 10 × 8 table at (2, 3): a wall 2" below it (y = 9), a
// one-way wall and a wall with heights beside it, another base 3" to its left; the automation runs it right to (10, 7).
const walls = [
  wallSnapshot("w", [5, 9], [8, 9]),
  wallSnapshot("oneWay", [9, 4], [9, 6], { blocksFrom: "left" }),
  wallSnapshot("low", [3, 4], [4, 5], { bottom: 0, top: 2 }),
];
const ground = routeGround(createBattlefield(tableSnapshot({ walls })), { x: 6, y: 7 }, 0.5, 4, {
  figures: [{ id: "B", x: 3, y: 7, baseRadius: 0.5 }],
});
const fallback = [10, 7] as const;

describe("route picker: always on legal ground", () => {
  it("opens on the automation's route, which Enter or A then takes", () => {
    const p = openRoutePicker(ground, fallback);
    expect(p.candidate).toEqual([10, 7]);
    expect(onAutomationRoute(p)).toBe(true);
    expect(routeKey(p, "Enter")).toEqual({ kind: "done", point: [10, 7] });
    expect(routeKey(pointerTo(p, [7, 6]), "a")).toEqual({ kind: "done", point: [10, 7] });
  });

  it("the pointer is snapped onto legal ground along its direction from the start", () => {
    const p = openRoutePicker(ground, fallback);
    expect(pointerTo(p, [7, 6]).candidate).toEqual([7, 6]);
    const behindWall = pointerTo(p, [6, 10]).candidate;
    expect(behindWall[0]).toBeCloseTo(6, 9);
    expect(behindWall[1]).toBeCloseTo(8.5, 3);
    expect(routeCheck(ground, behindWall)).toBeNull();
    expect(onAutomationRoute(pointerTo(p, [7, 6]))).toBe(false);
    // A click off the ground picks the snapped point, never the raw one.
    expect(clickAt(p, [6, 10])).toEqual(behindWall);
  });

  it("arrow keys move the candidate a quarter inch (Shift: an inch) and stay on legal ground", () => {
    let p = pointerTo(openRoutePicker(ground, fallback), [6, 7]);
    const up = routeKey(p, "ArrowUp");
    if (up.kind !== "moved") throw new Error("not moved");
    expect(up.picker.candidate[0]).toBeCloseTo(6, 9);
    expect(up.picker.candidate[1]).toBeCloseTo(7 - STEP, 9);
    const right = routeKey(p, "ArrowRight", true);
    if (right.kind !== "moved") throw new Error("not moved");
    expect(right.picker.candidate[0]).toBeCloseTo(6 + BIG_STEP, 9);
    // Down ten times: the wall stops it, and every step is legal.
    for (let i = 0; i < 10; i++) {
      const r = routeKey(p, "ArrowDown", true);
      if (r.kind !== "moved") throw new Error("not moved");
      p = r.picker;
      expect(routeCheck(ground, p.candidate)).toBeNull();
    }
    expect(p.candidate[1]).toBeCloseTo(8.5, 3);
  });

  it("Escape leaves it to the automation; A without an automation's route and other keys do nothing", () => {
    const p = openRoutePicker(ground, fallback);
    expect(routeKey(p, "Escape")).toEqual({ kind: "done", point: null });
    expect(routeKey(openRoutePicker(ground, null), "a")).toEqual({ kind: "ignored" });
    expect(routeKey(p, "x")).toEqual({ kind: "ignored" });
    // Without an automation's route it opens on the start (a zero move is legal).
    expect(openRoutePicker(ground, null).candidate).toEqual([6, 7]);
  });

  it("draws in the canvas's px: the outline, the distance, the base, the candidate and the automation's route", () => {
    const d = routeDrawing(openRoutePicker(ground, fallback), 100, 4);
    expect(d.outline).toHaveLength(8);
    expect(d.outline[0]).toBeCloseTo(1000, 6); // 4" to the right, at 100 px per inch
    expect(d.outline[1]).toBeCloseTo(700, 6);
    expect([d.start, d.distance, d.baseRadius, d.candidate, d.fallback, d.legal]).toEqual([
      { x: 600, y: 700 },
      400,
      50,
      { x: 1000, y: 700 },
      { x: 1000, y: 700 },
      true,
    ]);
  });
});

describe("route ground over the relay", () => {
  const points: [number, number][] = [];
  for (let x = 1; x <= 11; x += 0.5) for (let y = 2; y <= 12; y += 0.5) points.push([x, y]);

  it("the received ground answers every point as the GM's does (walls with heights and sides, bases, the edge)", () => {
    const wire = groundWire(ground);
    if (!wire) throw new Error("not sent");
    const back = parseGround(JSON.parse(JSON.stringify(wire)));
    if (!back) throw new Error("not parsed");
    let legal = 0;
    for (const p of points) {
      const r = routeCheck(ground, p);
      if (r === null) legal++;
      expect(routeCheck(back, p)).toBe(r);
    }
    expect(legal).toBeGreaterThan(20);
    expect(legal).toBeLessThan(points.length - 20);
  });

  it("a malformed ground makes the question malformed; an oversized one is not sent", () => {
    const wire = groundWire(ground)!;
    const ask = (g: unknown) =>
      parseMessage({ type: "askPoint", requestId: "gm-req-00001", to: P2, tag: "N.rfcRoute[a]", fallback: null, ground: g });
    expect(ask(wire).ok).toBe(true);
    expect(ask({ ...wire, radius: -1 }).ok).toBe(false);
    expect(ask({ ...wire, walls: [[0, 0, 1, 1, null, null, 7]] }).ok).toBe(false);
    expect(ask({ ...wire, figures: [[0, 0]] }).ok).toBe(false);
    expect(ask({ ...wire, extra: 1 }).ok).toBe(false);
    expect(parseGround({ ...wire, start: [Infinity, 0] })).toBeUndefined();
    const many = { ...ground, walls: Array.from({ length: MAX_GROUND_WALLS + 1 }, (_, i) => wallSnapshot(`m${i}`, [i, 0], [i, 1])) };
    expect(groundWire(many)).toBeNull();
  });

  it("a question to a player carries the ground to their picker; without room for it, the picker gets none", async () => {
    const w = world();
    const check = (p: readonly [number, number]) => (routeCheck(ground, p) === null ? null : { key: "k", data: {} });
    await w.relays[GM]!.askPoint(P2, "N.rfcRoute[a]", [10, 7], check, ground);
    const many = { ...ground, walls: Array.from({ length: MAX_GROUND_WALLS + 1 }, (_, i) => wallSnapshot(`m${i}`, [i, 0], [i, 1])) };
    await w.relays[GM]!.askPoint(P2, "N.rfcRoute[a]", [10, 7], check, many);
    await settle();
    const [sent, none] = w.grounds[P2] ?? [];
    expect(none).toBeUndefined();
    if (!sent) throw new Error("no ground received");
    for (const p of points) expect(routeCheck(sent, p)).toBe(routeCheck(ground, p));
  });
});
