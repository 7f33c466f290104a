// Status effects and moves on the fake scene: what is written where, in how many database calls, and that
// undo and rollback restore flags, effects and positions exactly (the actor-vs-token rule:
// test/foundry/fighters/actor-or-token.test.ts).

import { describe, expect, it } from "vitest";
import { type OutputDocument, emptyOutcome, outputDocument } from "../../../src/core/index.js";
import { planOutcome } from "../../../src/foundry/pipeline/apply-outcome.js";
import type { FighterState } from "../../../src/foundry/platform/flags.js";
import { PlanError, executePlan, executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import {
  MODULE_STATUSES,
  MOVE_ACTION,
  movementActionConfig,
  statusEffectConfigs,
  statusView,
} from "../../../src/foundry/fighters/status-effects.js";
import { applyContext } from "../../helpers/foundry/apply-helpers.js";
import { FakeScene } from "../../helpers/foundry/fake-scene.js";
import { SQUARE_INCH, idMaker, storedState, token } from "../../helpers/foundry/foundry-data.js";

const ATT = "attacker00000001";
const UNLINKED = "unlinked00000001";
const LINKED = "linkedtok0000001";
const PLAIN = "plaintoken000001";
const ACTOR_U = "actorU0000000001";
const ACTOR_L = "actorL0000000001";

const state = (status: FighterState["status"], extra: Partial<FighterState> = {}): FighterState =>
  storedState(status, { attackId: "old", ...extra });

function output(
  affected: {
    figure: string;
    status: OutputDocument["affected"][number]["status"];
    x?: number;
    z?: number;
    blood?: number;
    suppression?: number;
  }[],
): OutputDocument {
  return {
    ...outputDocument(emptyOutcome("HIT"), []),
    impact: { x: 10, y: 10, z: 0 },
    blastRadius: 1.5,
    affected: affected.map((a) => ({
      figure: a.figure,
      cause: "blast",
      position: { x: a.x ?? 10, y: 10, z: a.z ?? 0 },
      status: a.status,
      ...(a.blood !== undefined ? { blood: a.blood } : {}),
      ...(a.suppression !== undefined ? { suppression: a.suppression } : {}),
      effects: [],
      notes: [],
    })),
  };
}

/** Three targets at (10, 10): an unlinked token with an actor, a linked token (profile on the actor), a plain token. */
function scene(
  opts: {
    move?: boolean;
    effects?: ConstructorParameters<typeof FakeScene>[3] extends infer I ? (I extends { effects?: infer E } ? E : never) : never;
    linkedState?: FighterState;
  } = {},
): FakeScene {
  return new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
    tokens: [
      token(ATT, 150, 950),
      token(UNLINKED, 950, 950, { actorId: ACTOR_U, actorLink: false }),
      token(LINKED, 950, 950, { actorId: ACTOR_L, actorLink: true }),
      token(PLAIN, 950, 950),
    ],
    actors: [
      { _id: ACTOR_U, flags: {} },
      {
        _id: ACTOR_L,
        flags: { ordnance: { fighter: { side: "blue", stats: { T: 3 } }, ...(opts.linkedState ? { state: opts.linkedState } : {}) } },
      },
    ],
    ...(opts.effects ? { effects: opts.effects } : {}),
    ...(opts.move ? { move: true } : {}),
  });
}

/** Ids shared by every plan in this file (a second attack must not reuse the first one's ids). */
const newId = idMaker("gen");
const plan = (s: FakeScene, out: OutputDocument, moveTokens = false) =>
  planOutcome(out, {
    ...applyContext(s, out, { weaponRaw: { name: "GL", rangeBand: 6, blastRadius: 1.5 } }),
    newId,
    actors: s.actorData(),
    effects: s.allEffects(),
    moveTokens,
    label: (k, d) => (d ? `${k}(${Object.values(d).join(",")})` : k),
  });

describe("status effects", () => {
  it("shows each state as the module's effect on the right actor; linked state on the actor; undo restores exactly", async () => {
    const s = scene();
    const before = s.dump();
    const out = output([
      { figure: UNLINKED, status: "pinned", blood: 2 },
      { figure: LINKED, status: "seriouslyInjured" },
      { figure: PLAIN, status: "outOfAction" },
    ]);
    const undo = await executePlan(s, plan(s, out));
    expect(s.calls).toEqual([
      { op: "create", name: "MeasuredTemplate", count: 1 },
      { op: "update", name: "Token", count: 2 },
      { op: "update", name: "Actor", count: 1 },
      { op: "create", name: "ActiveEffect", count: 1, parent: `token:${UNLINKED}` },
      { op: "create", name: "ActiveEffect", count: 1, parent: `actor:${ACTOR_L}` },
    ]);
    expect(s.effectsOn({ kind: "token", id: UNLINKED })).toEqual([
      expect.objectContaining({
        statuses: ["ordnance-pinned", "ordnance-blood"],
        img: "icons/svg/falling.svg",
        name: "ORDNANCE.Effect.pinned, ORDNANCE.Effect.counted(ORDNANCE.Effect.blood,2)",
        flags: { ordnance: { status: { attackId: "attack0000000001" } } },
      }),
    ]);
    expect(s.effectsOn({ kind: "actor", id: ACTOR_L })[0]).toMatchObject({
      statuses: ["ordnance-seriously-injured"],
      img: "icons/svg/unconscious.svg",
    });
    // Linked: state on the actor, not the token; unlinked and plain: on the token.
    expect(s.actor(ACTOR_L)!.flags.ordnance?.state?.status).toBe("seriouslyInjured");
    expect(s.token(LINKED)!.flags.ordnance).toBeUndefined();
    expect(s.token(UNLINKED)!.flags.ordnance?.state?.status).toBe("pinned");
    expect(s.token(PLAIN)!.flags.ordnance?.state?.status).toBe("outOfAction");

    await executeUndo(s, undo);
    expect(s.dump()).toEqual(before);
  });

  it("changes an effect in one update, removes it when nothing is left to show; undo brings it back exactly", async () => {
    const s = scene();
    await executePlan(
      s,
      plan(
        s,
        output([
          { figure: UNLINKED, status: "pinned" },
          { figure: LINKED, status: "pinned" },
        ]),
      ),
    );
    const middle = s.dump();
    s.calls.length = 0;
    const undo = await executePlan(
      s,
      plan(
        s,
        output([
          { figure: UNLINKED, status: "seriouslyInjured" },
          { figure: LINKED, status: "standing" },
        ]),
      ),
    );
    expect(s.calls.filter((c) => c.name === "ActiveEffect")).toEqual([
      { op: "update", name: "ActiveEffect", count: 1, parent: `token:${UNLINKED}` },
      { op: "delete", name: "ActiveEffect", count: 1, parent: `actor:${ACTOR_L}` },
    ]);
    expect(s.effectsOn({ kind: "token", id: UNLINKED })[0]!.statuses).toEqual(["ordnance-seriously-injured"]);
    expect(s.effectsOn({ kind: "actor", id: ACTOR_L })).toEqual([]);
    await executeUndo(s, undo);
    expect(s.dump()).toEqual(middle);
  });

  it("writes nothing for an effect that already shows the state", async () => {
    const s = scene();
    await executePlan(s, plan(s, output([{ figure: UNLINKED, status: "pinned" }])));
    s.calls.length = 0;
    await executePlan(s, plan(s, output([{ figure: UNLINKED, status: "pinned" }])));
    expect(s.calls.map((c) => c.name)).toEqual(["MeasuredTemplate", "Token"]);
  });

  it("a failed effect write rolls back flags, actors and the effects already written", async () => {
    const s = scene();
    const before = s.dump();
    let n = 0;
    s.failOn = (op, name) => op === "create" && name === "ActiveEffect" && ++n === 2;
    const err = await executePlan(
      s,
      plan(
        s,
        output([
          { figure: UNLINKED, status: "pinned" },
          { figure: LINKED, status: "pinned" },
        ]),
      ),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlanError);
    expect(s.dump()).toEqual(before);
  });

  it("costs one call per actor whose effect changes: twelve unlinked fighters hit", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `crowd${String(i).padStart(11, "0")}`);
    const s = new FakeScene("scene00000000001", SQUARE_INCH, undefined, {
      tokens: ids.map((id) => token(id, 950, 950, { actorId: ACTOR_U, actorLink: false })),
      actors: [{ _id: ACTOR_U, flags: {} }],
    });
    const before = s.dump();
    const undo = await executePlan(s, plan(s, output(ids.map((figure) => ({ figure, status: "pinned" as const })))));
    const byName = (name: string) => s.calls.filter((c) => c.name === name).length;
    expect([byName("MeasuredTemplate"), byName("Token"), byName("ActiveEffect")]).toEqual([1, 1, 12]);
    await executeUndo(s, undo);
    expect(s.dump()).toEqual(before);
  });

  it("with status effects turned off (world setting) only the flags are written", async () => {
    const s = scene();
    const out = output([
      { figure: UNLINKED, status: "pinned" },
      { figure: LINKED, status: "pinned" },
    ]);
    await executePlan(
      s,
      planOutcome(out, {
        ...applyContext(s, out, { weaponRaw: { name: "GL", rangeBand: 6, blastRadius: 1.5 } }),
        newId,
        actors: s.actorData(),
        effects: [],
        statusEffects: false,
      }),
    );
    expect(s.calls.map((c) => c.name)).toEqual(["MeasuredTemplate", "Token", "Actor"]);
  });

  it("statusView: counters in the name, the leading status's icon, nothing for a plain standing fighter", () => {
    const label = (k: string, d?: Readonly<Record<string, string | number>>) =>
      d ? `${String(d["name"])} ${String(d["n"])}` : k.replace("ORDNANCE.Effect.", "");
    expect(statusView(state("standing"), label)).toBeNull();
    expect(statusView(state("standing", { suppression: 0 }), label)).toBeNull();
    expect(statusView(state("standing", { suppression: 2 }), label)).toEqual({
      statuses: ["ordnance-suppression"],
      img: "icons/svg/daze.svg",
      name: "suppression 2",
    });
    expect(statusView(state("down", { blood: 1 }), label)).toEqual({
      statuses: ["ordnance-down", "ordnance-blood"],
      img: "icons/svg/falling.svg",
      name: "down, blood 1",
    });
    expect(statusView(state("broken"), label)!.statuses).toEqual(["ordnance-broken"]);
  });
});

describe("what init registers", () => {
  it("the five status ids and the two counters, hidden from the HUD, with core icons", () => {
    expect(
      statusEffectConfigs()
        .map((e) => e.id)
        .sort(),
    ).toEqual([
      "ordnance-blood",
      "ordnance-broken",
      "ordnance-down",
      "ordnance-out-of-action",
      "ordnance-pinned",
      "ordnance-seriously-injured",
      "ordnance-suppression",
    ]);
    for (const e of statusEffectConfigs()) {
      expect(e.hud).toBe(false);
      expect(e.img).toMatch(/^icons\/svg\/[a-z-]+\.svg$/);
      expect(e.name).toMatch(/^ORDNANCE\.Effect\./);
    }
    expect(MODULE_STATUSES.length).toBe(7);
  });

  it("the movement action: zero cost, never selectable, not blocked by walls, animated", () => {
    const a = movementActionConfig();
    expect(MOVE_ACTION).toBe("ordnance-forced");
    expect(a).toMatchObject({ teleport: false, measure: false, walls: null, visualize: false });
    // Neither reads its arguments (no token is needed to refuse selection or to cost nothing).
    expect(Reflect.apply(a.canSelect!, undefined, [])).toBe(false);
    const cost: unknown = Reflect.apply(a.getCostFunction!, undefined, []);
    expect(typeof cost === "function" && Reflect.apply(cost, undefined, [])).toBe(0);
  });
});

describe("moves through TokenDocument#move", () => {
  it("moves knocked-back and fallen tokens through the move port, one call each; undo restores positions exactly", async () => {
    const s = scene({ move: true });
    const before = s.dump();
    const out = output([
      { figure: UNLINKED, status: "pinned", x: 12.5 },
      { figure: PLAIN, status: "standing", z: -2 },
      { figure: LINKED, status: "standing" },
    ]);
    const undo = await executePlan(s, plan(s, out, true));
    expect(s.moves).toEqual([
      { _id: UNLINKED, x: 1200, y: 950, elevation: 0 },
      { _id: PLAIN, x: 950, y: 950, elevation: -2 },
    ]);
    expect(s.calls.filter((c) => c.op === "move")).toEqual([
      { op: "move", name: "Token", count: 1 },
      { op: "move", name: "Token", count: 1 },
    ]);
    // Positions are not in the batched token update when the tokens move.
    expect(s.calls.filter((c) => c.op === "update" && c.name === "Token")).toEqual([{ op: "update", name: "Token", count: 2 }]);
    expect([s.token(UNLINKED)!.x, s.token(PLAIN)!.elevation]).toEqual([1200, -2]);
    await executeUndo(s, undo);
    expect(s.dump()).toEqual(before);
  });

  it("without the move port the same plan writes the end positions in one batched update", async () => {
    const a = scene({ move: true });
    const b = scene();
    const out = output([{ figure: UNLINKED, status: "pinned", x: 12.5 }]);
    await executePlan(a, plan(a, out, true));
    await executePlan(b, plan(b, out, true));
    expect(b.calls.map((c) => `${c.op} ${c.name}`)).toEqual([
      "create MeasuredTemplate",
      "update Token",
      "update Token",
      "create ActiveEffect",
    ]);
    expect(b.token(UNLINKED)).toEqual(a.token(UNLINKED));
  });

  it("a failing move rolls back the moves already made and everything before", async () => {
    const s = scene({ move: true });
    const before = s.dump();
    let n = 0;
    s.failOn = (op) => op === "move" && ++n === 2;
    const out = output([
      { figure: UNLINKED, status: "pinned", x: 12.5 },
      { figure: PLAIN, status: "standing", x: 7.5 },
    ]);
    await expect(executePlan(s, plan(s, out, true))).rejects.toBeInstanceOf(PlanError);
    expect(s.dump()).toEqual(before);
  });
});
