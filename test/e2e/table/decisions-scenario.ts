// The test table's decisions asked while resolving (issue #27; docs/foundry.md "Decisions while resolving" and "The
// test table"): the GM's client asks player 2 — the owner of the fighter the rules give the decision to — at the
// moment the rules ask it, and player 2 answers in their own browser. A Necromunda Running for Cover route picked with
// the keyboard on player 2's canvas, and a Trench Crusade Blessing spend before a hit model's Injury Roll in the count
// dialog; every client's card names player 2 as the one who chose, and the world follows the choice.

import { expect } from "vitest";
import type { Seat, Table } from "./table.js";
import { fingerprint, fingerprintBecomes, report, screenshots, seatsOf, until } from "./seats.js";
import { refusal } from "./forgery.js";
import { type ThrowEnd, cardText, dialogText, scriptDice, startThrow } from "./actions.js";
import { BLESSED, BLESSED_ACTOR, PILGRIM, RUNNER, SCARER } from "./worlds.js";
import { P2, SCENE, inch } from "./world.js";

/**
 * The GM's dice for the Scare gas grenade at the runner (in the order the attack asks): hit 6; the gas roll 1 (not
 * over T3: no Injury); the Fear Nerve test 1 + 1 − 2 against Cool 7, failed: the runner is Broken and runs for cover
 * 3 + 3 = 6"; Ammo 5.
 */
const SCARE_FACES = [6, 1, 1, 1, 3, 3, 5];
/**
 * Player 2's keys in the route picker, which opens on the automation's route (6" straight away from the ganger, to
 * (13", 11")): 2" back towards the ganger, then 1.5" down — a route of √(4² + 1.5²) ≈ 4.3" on open ground.
 */
const ROUTE_KEYS = ["Shift+ArrowLeft", "Shift+ArrowLeft", "Shift+ArrowDown", "ArrowDown", "ArrowDown"];
const CHOSEN = { x: 11, y: 12.5 };
const AUTOMATION = { x: 13, y: 11 };

/** The Satchel Charge's Success Roll 4 + 4 = 8 (a success, no critical), then the Injury Roll's dice after a spend of one
 * Blessing: the weapon's +1 and the Blessing's −1 INJURY DICE leave 2D6, 3 + 3. */
const BLESSED_FACES = [4, 4, 3, 3];

type Notices = { table: { notifications: { shown: { message: string }[] } } };
const notices = (): string[] => (globalThis as unknown as Notices).table.notifications.shown.map((n) => n.message);

async function messageOf(t: Table, thrown: Promise<ThrowEnd>): Promise<string> {
  const end = await thrown;
  if (!("messageId" in end) || !end.messageId)
    throw new Error(`the throw was refused: ${JSON.stringify(end)}; the GM's client: ${await report(t.gm)}`);
  return end.messageId;
}

/** The token's top-left (px) as this client holds it. */
function tokenAt(seat: Seat, id: string): Promise<[number, number]> {
  return seat.page.evaluate(
    ([scene, tok]) => {
      type D = { _source: Record<string, unknown>; collections: Record<string, { get(id: string): D | undefined }> };
      const t = (globalThis as unknown as { game: { scenes: { get(id: string): D } } }).game.scenes
        .get(scene)
        .collections["tokens"]!.get(tok)!;
      return [Number(t._source["x"]), Number(t._source["y"])] as [number, number];
    },
    [SCENE, id] as const,
  );
}

export async function routeChosenByPlayer2(t: Table): Promise<void> {
  const start = await fingerprint(t.gm);
  await scriptDice(t.gm, SCARE_FACES);
  const thrown = startThrow(t.p1, { attacker: SCARER, weapon: "scare", target: RUNNER });

  // The runner has failed its Nerve test: player 2 (its owner) is asked, with the route picker on their own canvas;
  // the GM's client shows that the question waits on Bob.
  const help = refusal("ORDNANCE.Decision.route.help", { distance: 6 }).text;
  await until(t.p2, "the route picker's help", notices, null, (m) => m.includes(help), 60_000);
  const waiting = refusal("ORDNANCE.Decision.waiting.title", { user: "Bob" }).text;
  await until(
    t.gm,
    "the GM's waiting question",
    () => document.body.textContent.replace(/\s+/g, " "),
    null,
    (x) => x.includes(waiting),
  );
  for (const key of ROUTE_KEYS) await t.p2.page.keyboard.press(key);
  await t.p2.page.keyboard.press("Enter");
  const id = await messageOf(t, thrown);

  // Every card names Bob as the one who chose, and where; nobody else was asked.
  const line = `Running for Cover route (Runner): (${String(CHOSEN.x)}", ${String(CHOSEN.y)}"), chosen by Bob`;
  for (const seat of seatsOf(t)) expect(await cardText(seat, id)).toContain(line);
  for (const seat of [t.gm, t.p1]) expect(await seat.page.evaluate(notices)).not.toContain(help);
  // The GM's "Waiting for Bob" closed once Bob answered.
  await until(
    t.gm,
    "the GM's waiting question closing",
    () => document.body.textContent.replace(/\s+/g, " "),
    null,
    (x) => !x.includes(waiting),
  );

  // The runner stands where Bob chose (not on the automation's route), the same on every client.
  const after = await fingerprint(t.gm);
  expect(after).not.toBe(start);
  for (const seat of seatsOf(t)) expect(await fingerprintBecomes(seat, after)).toBe(after);
  for (const seat of seatsOf(t)) {
    const [x, y] = await tokenAt(seat, RUNNER);
    expect(x).toBeCloseTo(inch(CHOSEN.x - 0.5), 6);
    expect(y).toBeCloseTo(inch(CHOSEN.y - 0.5), 6);
    expect([x, y]).not.toEqual([inch(AUTOMATION.x - 0.5), inch(AUTOMATION.y - 0.5)]);
  }
  await screenshots(t, "route");
  for (const seat of seatsOf(t)) expect(seat.problems).toEqual([]);
}

/**
 * The Blessing markers of a linked token's model as this client holds them: the rules ledger's (the state kept on its
 * actor, else the profile its token's flags gave) and the actor's display flag. Runs in the page.
 */
function blessingsIn([scene, tokenId, actorId]: readonly [string, string, string]): { ledger: number | null; flag: number | null } {
  type Entry = { fighter?: { stats?: { blessing?: number } }; state?: { blessing?: number } };
  type G = { settings: { get(ns: string, k: string): unknown }; actors: { get(id: string): { getFlag(s: string, k: string): unknown } } };
  const g = (globalThis as unknown as { game: G }).game;
  const entries = (g.settings.get("ordnance", "ledger") as { entries?: Record<string, Entry> } | undefined)?.entries ?? {};
  const held = entries[`Actor.${actorId}`]?.state?.blessing ?? entries[`Scene.${scene}.Token.${tokenId}`]?.fighter?.stats?.blessing;
  const state = g.actors.get(actorId).getFlag("ordnance", "state") as { blessing?: number } | undefined;
  return { ledger: held ?? null, flag: state?.blessing ?? null };
}
const BLESSED_DOCS = [SCENE, BLESSED, BLESSED_ACTOR] as const;

export async function blessingSpentByPlayer2(t: Table): Promise<void> {
  // The GM's first load adopts the fighters' flags into the rules ledger: the model holds two Blessings there.
  for (const seat of seatsOf(t))
    expect(await until(seat, "the adopted ledger", blessingsIn, BLESSED_DOCS, (b) => b.ledger !== null)).toEqual({
      ledger: 2,
      flag: null,
    });

  // Player 1 answers player 2's question from their console (a forged answer): refused as not asked of them.
  await t.p1.page.evaluate((p2) => {
    type M = { type?: string; to?: string; requestId?: string };
    const g = (
      globalThis as unknown as {
        game: { socket: { on(c: string, fn: (m: unknown) => void): void; emit(c: string, m: unknown): void } };
      }
    ).game;
    g.socket.on("module.ordnance", (raw) => {
      const m = raw as M;
      if (m.type === "askCount" && m.to === p2) g.socket.emit("module.ordnance", { type: "count", requestId: m.requestId, count: 2 });
    });
  }, P2);
  await scriptDice(t.gm, BLESSED_FACES);
  const thrown = startThrow(t.p1, { attacker: PILGRIM, weapon: "satchel", target: BLESSED });

  // Before its Injury Roll, player 2 (the hit model's owner) is asked in the count dialog: the roll it changes and the
  // markers held are shown.
  const title = refusal("ORDNANCE.Prompt.countTitle").text;
  const asked = (await dialogText(t.p2, title)).replace(/\s+/g, " ");
  expect(asked).toContain(refusal("ORDNANCE.Prompt.count.blessingSpend", { figure: "Blessed", max: 2 }).text);
  expect(asked).toContain(
    `${refusal("ORDNANCE.Prompt.changes").text} ${refusal("ORDNANCE.Log.tc.rollInjury", { figure: "Blessed" }).text}`,
  );
  expect(asked).toContain(refusal("ORDNANCE.Prompt.held.blessing", { n: 2 }).text);
  const notAsked = refusal("ORDNANCE.Decision.refused.notAsked").text;
  await until(t.p1, "player 1's refusal", notices, null, (m) => m.includes(notAsked));
  expect(await t.p1.page.locator("form.dialog").count()).toBe(0);

  const dialog = t.p2.page.locator("form.dialog", { has: t.p2.page.locator(".window-title", { hasText: title }) });
  await dialog.locator('input[name="count"]').fill("1");
  await dialog.locator('button[data-action="ok"]').click();
  const id = await messageOf(t, thrown);

  // Every card names Bob, and the Injury Roll took the spend; the model holds one Blessing on every client.
  const spent = refusal("ORDNANCE.Log.tc.blessingSpent", { markers: 1 }).text;
  for (const seat of seatsOf(t)) {
    const text = await cardText(seat, id);
    expect(text).toContain("Blessings spent (Blessed): 1, chosen by Bob");
    expect(text).toContain(spent);
  }
  const after = await fingerprint(t.gm);
  for (const seat of seatsOf(t)) expect(await fingerprintBecomes(seat, after)).toBe(after);
  for (const seat of seatsOf(t)) expect(await seat.page.evaluate(blessingsIn, BLESSED_DOCS)).toEqual({ ledger: 1, flag: 1 });
  expect(await t.p2.page.evaluate(notices)).not.toContain(notAsked);
  await screenshots(t, "blessing");
  for (const seat of seatsOf(t)) expect(seat.problems).toEqual([]);
}
