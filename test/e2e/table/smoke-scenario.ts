// The test table's GZG smoke case (issue #26; docs/foundry.md "The test table"): player 1 fires a launched smoke
// round; the GM's client places the cloud (a tile and the sight-blocking walls around it) on every client; then the
// GM ends the combat's round, and the module's end-of-round upkeep drifts the cloud with the scene's fixed wind
// (towards 3 o'clock) — the tile and its walls together, on every client.

import { expect } from "vitest";
import type { Seat, Table } from "./table.js";
import { fingerprint, fingerprintBecomes, report, screenshots, seatsOf } from "./seats.js";
import { type ThrowEnd, scriptDice, startThrow } from "./actions.js";
import { COMBAT, TROOPER } from "./worlds.js";
import { SCENE, inch } from "./world.js";

/** The GM's end-of-round dice: the cloud's dissipation roll 4 (it lingers), then a spare die. */
const LINGERS = [4, 5];

interface Cloud {
  tiles: [number, number][];
  /** Each wall of the scene the world did not start with, as its midpoint. */
  walls: [number, number][];
}

/** The scene's tiles (top-left) and the walls that are not the world's own, as this client holds them. */
function cloudOn(seat: Seat, own: readonly string[]): Promise<Cloud> {
  return seat.page.evaluate(
    ([scene, ownWalls]) => {
      type D = { id: string; _source: Record<string, unknown> };
      const s = (
        globalThis as unknown as { game: { scenes: { get(id: string): { collections: Record<string, { contents: D[] }> } } } }
      ).game.scenes.get(scene);
      const tiles = s.collections["tiles"]!.contents.map((d) => [Number(d._source["x"]), Number(d._source["y"])] as [number, number]);
      const walls = s.collections["walls"]!.contents.filter((d) => !ownWalls.includes(d.id)).map((d) => {
        const c = d._source["c"] as number[];
        return [(c[0]! + c[2]!) / 2, (c[1]! + c[3]!) / 2] as [number, number];
      });
      return { tiles, walls };
    },
    [SCENE, own] as const,
  );
}

const rounded = (c: Cloud): Cloud =>
  JSON.parse(JSON.stringify(c, (_k, v: unknown) => (typeof v === "number" ? Math.round(v) : v))) as Cloud;
const same = (a: Cloud, b: Cloud): boolean => JSON.stringify(rounded(a)) === JSON.stringify(rounded(b));

/** The seat's cloud (to the pixel) once `ok` holds of it, or its last one after 30 s. */
async function cloudBecomes(seat: Seat, own: readonly string[], ok: (c: Cloud) => boolean): Promise<Cloud> {
  const end = Date.now() + 30_000;
  let now = rounded(await cloudOn(seat, own));
  while (!ok(now) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 150));
    now = rounded(await cloudOn(seat, own));
  }
  return now;
}

export async function smokeDriftsAtRoundEnd(t: Table): Promise<void> {
  const own = (t.server.world.scenes[0]!["walls"] as { _id: string }[]).map((w) => w._id);
  const thrown: ThrowEnd = await startThrow(t.p1, { attacker: TROOPER, weapon: "smoke", target: { x: 1000, y: 600 } });
  if (!("messageId" in thrown)) throw new Error(`the smoke round was refused: ${thrown.text}; the GM's client: ${await report(t.gm)}`);
  const after = await fingerprint(t.gm);
  for (const seat of seatsOf(t)) expect(await fingerprintBecomes(seat, after)).toBe(after);
  const placed = rounded(await cloudOn(t.gm, own));
  expect(placed.tiles).toHaveLength(1);
  expect(placed.walls.length).toBeGreaterThan(2);
  for (const seat of seatsOf(t)) expect(rounded(await cloudOn(seat, own))).toEqual(placed);

  // The GM ends the round (the combat's round advances).
  await scriptDice(t.gm, LINGERS);
  await t.gm.page.evaluate(async (id) => {
    const g = (globalThis as unknown as { game: { combats: { get(id: string): { update(d: unknown): Promise<unknown> } } } }).game;
    await g.combats.get(id).update({ round: 2 });
  }, COMBAT);
  // It drifts towards 3 o'clock (+x): the tile and every wall of the cloud by the same step, and every client holds
  // the same drifted cloud.
  const moved = await cloudBecomes(t.gm, own, (c) => c.tiles[0]![0] !== placed.tiles[0]![0]);
  const [dx, dy] = [moved.tiles[0]![0] - placed.tiles[0]![0], moved.tiles[0]![1] - placed.tiles[0]![1]];
  // The cloud (radius 3": its tile 600 px wide) lands centred at (8.27", 5"); the wind's 3" would take its centre past
  // the wall at 11.2" behind it, where the drift stops (a drifting cloud stops at a wall).
  expect(moved.tiles[0]![0] + 300).toBe(inch(11.2));
  expect(dx).toBeGreaterThan(200);
  expect(dy).toBe(0);
  const shift = (p: [number, number]): [number, number] => [Math.round(p[0] + dx), Math.round(p[1] + dy)];
  const drifted: Cloud = { tiles: placed.tiles.map(shift), walls: placed.walls.map(shift) };
  for (const seat of seatsOf(t))
    expect(await cloudBecomes(seat, own, (c) => same(c, drifted)), `${seat.userId}; the GM's client: ${await report(t.gm)}`).toEqual(
      drifted,
    );
  await screenshots(t, "smoke");
  for (const seat of seatsOf(t)) expect(seat.problems).toEqual([]);
}
