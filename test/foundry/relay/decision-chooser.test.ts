// Who answers a figure's own decision (chooser.ts `chooserForFigure`): its player (one owner, co-owners), never a
// player who also holds a share of the other side, and the GM when no such owner is online or in a GM-only world.

import { describe, expect, it } from "vitest";
import { chooserForFigure } from "../../../src/foundry/relay/chooser.js";
import { FakeOwnership, GM_ID, P1, P2, P3, USERS } from "../../helpers/foundry/fake-users.js";

const A = "attackerA0000001";
const E = "enemyE0000000001";
const E2 = "enemyE0000000002";
const SIDES = { [A]: "red", [E]: "blue", [E2]: "blue" };

const ask = (figure: string, owners: Record<string, string[]>, users = USERS) =>
  chooserForFigure(figure, new FakeOwnership(users, owners).chooserTokens(SIDES), users, GM_ID);

describe("a figure's decision goes to the player who controls it", () => {
  it("asks its single owner, for a hit enemy and for the attacker alike", () => {
    expect(ask(E, { [A]: [P1], [E]: [P2] })).toBe(P2);
    expect(ask(A, { [A]: [P1], [E]: [P2] })).toBe(P1);
  });

  it("co-owned: the first co-owner online who holds no share of the other side", () => {
    expect(ask(E, { [A]: [P1], [E]: [P2, P3] })).toBe(P2);
    // P1 co-owns E but also the attacker: P3 is asked.
    expect(ask(E, { [A]: [P1], [E]: [P1, P3] })).toBe(P3);
    // Only a player of both sides owns it: the GM decides.
    expect(ask(E, { [A]: [P1], [E]: [P1] })).toBe(GM_ID);
  });

  it("no owner online, no owner at all, or a GM-only world: the GM", () => {
    const offline = USERS.map((u) => (u.id === P2 ? { ...u, active: false } : u));
    expect(ask(E, { [A]: [P1], [E]: [P2] }, offline)).toBe(GM_ID);
    expect(ask(E, { [A]: [P1] })).toBe(GM_ID);
    const gmOnly = USERS.filter((u) => u.isGM);
    expect(ask(E, { [A]: [GM_ID], [E]: [GM_ID] }, gmOnly)).toBe(GM_ID);
    expect(ask("notAToken0000001", { [A]: [P1] })).toBe(GM_ID);
  });
});
