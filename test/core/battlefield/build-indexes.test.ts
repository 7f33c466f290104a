// Battlefield.buildIndexes (a warm-up's last step, docs/foundry.md "Warm-up"): it builds the walls' index, the
// figures' grid and the figures by id at once, so the queries after it build nothing; answers are the same as a
// battlefield that builds them on first use, and a battlefield without the index builds no grid at all.

import { afterEach, describe, expect, it, vi } from "vitest";
import { GridIndex, createBattlefield } from "../../../src/core/index.js";
import { tableSnapshot, wallSnapshot } from "../../helpers/battlefield.js";

const fig = (id: string, x: number, y: number) => ({ id, side: "red", x, y, z: 0, baseRadius: 0.5, stats: {} });

/** A fresh snapshot each time (a walls list's index is kept beside the list, so a new list means a new index). */
const snapshot = () =>
  tableSnapshot({
    walls: [wallSnapshot("w1", [4, 4], [4, 9]), wallSnapshot("w2", [6, 3], [11, 8]), wallSnapshot("w3", [8, 5], [9, 10])],
    figures: [fig("a", 3, 6), fig("b", 7, 7), fig("c", 10, 4), fig("d", 5, 10)],
  });

/** Every query the tests compare, on one battlefield. */
const answers = (bf: ReturnType<typeof createBattlefield>) => ({
  hit: bf.firstWallHit({ x: 2.5, y: 6 }, { x: 11, y: 6 }, "move"),
  between: bf.wallBetween({ x: 3, y: 6 }, { x: 7, y: 7 }, "sight"),
  near: bf.figuresNear({ x: 6, y: 7 }, 2).map((f) => f.id),
  indices: Array.from(bf.figureIndicesNear({ x: 9, y: 5 }, 1.5)),
  figure: bf.figure("c")?.x,
  missing: bf.figure("z"),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Battlefield.buildIndexes", () => {
  it("builds the walls' index and the figures' grid once, so the queries after it build nothing", () => {
    const walls = vi.spyOn(GridIndex, "segmentSteps");
    const boxes = vi.spyOn(GridIndex, "ofBoxes");
    const bf = createBattlefield(snapshot());
    bf.buildIndexes();
    expect(walls).toHaveBeenCalledTimes(1);
    expect(boxes).toHaveBeenCalledTimes(1);
    bf.buildIndexes();
    const warm = answers(bf);
    expect(walls).toHaveBeenCalledTimes(1);
    expect(boxes).toHaveBeenCalledTimes(1);
    // A battlefield that builds them on first use answers the same.
    expect(warm).toEqual(answers(createBattlefield(snapshot())));
    expect(warm.near).toContain("b");
    expect(warm.hit?.wall.id).toBe("w1");
  });

  it("without the index builds the walls' ends (the linear scan reads them) but no figures' grid, and answers the same", () => {
    const walls = vi.spyOn(GridIndex, "segmentSteps");
    const boxes = vi.spyOn(GridIndex, "ofBoxes");
    const linear = createBattlefield(snapshot(), { index: false });
    linear.buildIndexes();
    expect(walls).toHaveBeenCalledTimes(1);
    const got = answers(linear);
    expect(walls).toHaveBeenCalledTimes(1);
    expect(boxes).not.toHaveBeenCalled();
    expect(got.near).toEqual(["a", "b", "c", "d"]);
    expect(got.hit).toEqual(answers(createBattlefield(snapshot())).hit);
    expect(got.figure).toBe(10);
  });

  it("on an empty table builds nothing for the walls and still answers", () => {
    const walls = vi.spyOn(GridIndex, "segmentSteps");
    const bf = createBattlefield(tableSnapshot());
    bf.buildIndexes();
    expect(walls).not.toHaveBeenCalled();
    expect(bf.firstWallHit({ x: 3, y: 4 }, { x: 9, y: 9 }, "move")).toBeNull();
    expect(bf.figuresNear({ x: 5, y: 5 }, 3)).toEqual([]);
  });
});
