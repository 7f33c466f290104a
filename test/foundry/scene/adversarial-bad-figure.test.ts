// One bad figure never stops a scene (issue #29): a token whose stats the core refuses is left out of the scene's
// battlefield and named (token, field) to the GM once; every other attack goes on, and an attack by or at that token
// is refused naming it — never an internal error, and never the GM's attacks blocked by one player's token.

import { describe, expect, it } from "vitest";
import type { AttackRequest } from "../../../src/foundry/api-types.js";
import type { FighterWeapon } from "../../../src/foundry/platform/flags.js";
import type { LeftOut } from "../../../src/foundry/scene/figure-screen.js";
import { loadScreened } from "../../../src/foundry/scene/figure-screen.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { ScenarioError } from "../../../src/core/index.js";
import { SceneCache } from "../../../src/foundry/scene/scene-cache.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, token } from "../../helpers/foundry/foundry-data.js";
import { FakeOwnership, GM_ID, P1, P2, USERS, table } from "../../helpers/foundry/fake-users.js";
import { harness } from "../../helpers/foundry/pipeline-harness.js";
import { noticeOf } from "../../helpers/foundry/notice-of.js";

const SCENE = "scene00000000001";
const A = "attackerA0000001";
const E = "enemyE0000000001";
const BAD = "badToken00000001"; // P2's token with a stat out of range
const BAD2 = "badToken00000002";
const gl: FighterWeapon = { id: "gl", name: "GL", ruleset: "gzg", weapon: { name: "GL", rangeBand: 6, payload: "explosive" }, state: null };
const fighter = (side: string, stats: Record<string, unknown>, weapons?: FighterWeapon[]) => ({
  flags: { ordnance: { fighter: { side, stats, ...(weapons ? { weapons } : {}) } } },
});
const scene = () =>
  new FakeScene(SCENE, SQUARE_INCH, undefined, {
    tokens: [
      token(A, 0, 0, fighter("red", { quality: 10 }, [gl])),
      token(E, 1100, 0, fighter("blue", { quality: 10 })),
      token(BAD, 2000, 2000, fighter("blue", { quality: 999 }, [gl])),
      token(BAD2, 2100, 2000, fighter("blue", { quality: -5 })),
    ],
  });
const OWN = new FakeOwnership(USERS, { [A]: [P1], [E]: [P2], [BAD]: [P2], [BAD2]: [P2] });
const at = (target: string, attacker = A): AttackRequest => ({
  sceneId: SCENE,
  attackerTokenId: attacker,
  weaponId: "gl",
  target: { tokenId: target },
  blind: false,
});

describe("adversarial: one bad figure never stops a scene", () => {
  it("the GM's and a player's attacks go on; the bad figures are left out and named to the GM", async () => {
    const s = scene();
    const told: LeftOut[][] = [];
    const h = harness(s, { ruleset: "gzg", faces: [4, 4, 4, 4] });
    const ports = { ...h.ports, cache: new SceneCache(), leftOut: (f: readonly LeftOut[]) => void told.push([...f]) };
    expect(await noticeOf(runAttack(ports, at(E), GM_ID))).toBe("applied");
    expect(told[0]?.map((f) => [f.id, f.field])).toEqual([
      [BAD, "stats.quality"],
      [BAD2, "stats.quality"],
    ]);
    // The card's scenario holds no trace of them.
    expect(JSON.stringify(h.cards[0]!.scenario)).not.toContain("badToken");
    const t = table(scene(), OWN, { ruleset: "gzg" });
    expect(await noticeOf(t.relays[P1]!.attack(at(E)))).toBe("applied");
  });

  it("an attack at or by a bad figure is refused naming the token and the field, never an internal error", async () => {
    const t = table(scene(), OWN, { ruleset: "gzg" });
    const atBad = await noticeOf(t.relays[P1]!.attack(at(BAD)));
    expect(atBad).toMatch(/^ORDNANCE\.Trust\.badFigure \{"token":"badToken00000001","field":"stats\.quality","problem":".+"\}$/);
    const byBad = await noticeOf(t.relays[P2]!.attack(at(E, BAD)));
    expect(byBad).toMatch(/^ORDNANCE\.Trust\.badFigure \{"token":"badToken00000001","field":"stats\.quality"/);
    expect(t.cards).toHaveLength(0);
  });

  it("screening parses once when every figure is good, once more per bad one, and passes other refusals on", () => {
    let parses = 0;
    const load = (fs: readonly { id: string; ok: boolean }[]) => {
      parses++;
      const i = fs.findIndex((f) => !f.ok);
      if (i >= 0) throw new ScenarioError(`$.battlefield.figures[${String(i)}].stats.q`, "out of range");
      return fs.length;
    };
    const good = { id: "g", ok: true };
    expect(loadScreened([good, good], load)).toEqual({ value: 2, kept: [good, good], leftOut: [] });
    expect(parses).toBe(1);
    parses = 0;
    const r = loadScreened([{ id: "b1", ok: false }, good, { id: "b2", ok: false }], load);
    expect(r.value).toBe(1);
    expect(r.leftOut).toEqual([
      { id: "b1", field: "stats.q", problem: "out of range" },
      { id: "b2", field: "stats.q", problem: "out of range" },
    ]);
    expect(parses).toBe(3);
    // A refusal that is not one figure's (a wall, the settings) is the scene's, and is thrown.
    expect(() =>
      loadScreened([good], () => {
        throw new ScenarioError("$.settings.x", "unknown");
      }),
    ).toThrow(ScenarioError);
  });
});
