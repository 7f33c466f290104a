// The Necromunda resolution order list: fighters under the marker as the core sorts them, a chosen
// order ranking them, moves, and the order the core then resolves in.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resolveScenario } from "../../src/core/index.js";
import type { ScenarioDoc } from "../../src/sandbox/scenario-doc.js";
import { fightersUnderMarker, markerHole, moveInList, orderedList } from "../../src/sandbox/order-list.js";

const necro = JSON.parse(readFileSync(join(import.meta.dirname, "../../examples/demo-necromunda.json"), "utf8")) as ScenarioDoc;

describe("resolution order list", () => {
  const f = (id: string, x: number, y: number, baseRadius = 0.5) => ({ id, x, y, baseRadius });

  it("lists the fighters the marker overlaps, nearest first, then by id; touching counts only when set", () => {
    const fighters = [f("far", 5, 0), f("b", 1, 0), f("a", 0, 1), f("touch", 2, 0), f("blocked", 0, -1)];
    expect(fightersUnderMarker(fighters, { x: 0, y: 0 }, 1.5, true, (x) => x.id === "blocked")).toEqual(["a", "b", "touch"]);
    expect(fightersUnderMarker(fighters, { x: 0, y: 0 }, 1.5, false)).toEqual(["a", "b", "blocked"]);
  });

  it("ranks by a chosen order, others after in their own order, and moves items clamped to the ends", () => {
    expect(orderedList(["a", "b", "c"], undefined)).toEqual(["a", "b", "c"]);
    expect(orderedList(["a", "b", "c"], ["c", "x", "a"])).toEqual(["c", "a", "b"]);
    expect(moveInList(["a", "b", "c"], "a", 1)).toEqual(["b", "a", "c"]);
    expect(moveInList(["a", "b", "c"], "c", -1)).toEqual(["a", "c", "b"]);
    expect(moveInList(["a", "b", "c"], "a", -1)).toEqual(["a", "b", "c"]);
    expect(moveInList(["a", "b", "c"], "z", 1)).toEqual(["a", "b", "c"]);
  });

  it("puts the hole on the target's centre, moved by markerOffset only over the base rule, or on the point", () => {
    const figure = { x: 10, y: 5, z: 2 };
    expect(markerHole({ figure }, [0.3, -0.2], true)).toEqual({ x: 10.3, y: 4.8, z: 2 });
    expect(markerHole({ figure }, [0.3, -0.2], false)).toEqual({ x: 10, y: 5, z: 2 });
    expect(markerHole({ figure }, undefined, true)).toEqual({ x: 10, y: 5, z: 2 });
    expect(markerHole({ point: [4, 6] }, [1, 1], true)).toEqual({ x: 4, y: 6, z: 0 });
  });

  it("matches the core's fighters under the demo's marker, and the core follows a reversed order", () => {
    const figures = necro.battlefield.figures!.map((x) => f(x.id, x.x, x.y, x.baseRadius ?? 0.5));
    const target = figures.find((x) => x.id === "escher-ganger")!;
    const list = fightersUnderMarker(figures, target, 1.5);
    const plain = resolveScenario({ ...necro, seed: "order:1" }).output;
    expect(plain.outcome).toBe("HIT");
    expect(plain["hitFigures"]).toEqual(list);
    expect(list.length).toBeGreaterThan(1);
    const reversed = list.slice().reverse();
    const chosen = resolveScenario({ ...necro, seed: "order:1", decisions: { resolutionOrder: reversed } }).output;
    expect(chosen["hitFigures"]).toEqual(reversed);
  });
});
