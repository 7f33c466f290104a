// The Ordnance batches for Quench (the in-Foundry test runner, github.com/Ethaks/FVTT-Quench): one per
// ruleset, each building its case's temporary scene, running the attack (and upkeep) with scripted
// dice through the real pipeline, checking the live documents and the chat card, undoing back to the
// exact start, and deleting the scene. Quench's API is declared here as narrowly as it is used.

import type { OutputDocument } from "../../core/index.js";
import { CHECK_CASES, type CheckCase } from "./check-cases.js";
import type { CheckRun, CheckWorld, Px } from "./check-world.js";

type Body = () => void | Promise<void>;

/** The part of Quench's batch context (mocha + chai) the checks use. */
export interface QuenchContext {
  readonly describe: (title: string, fn: () => void) => unknown;
  readonly it: (title: string, fn: Body) => unknown;
  readonly before: (fn: Body) => unknown;
  readonly after: (fn: Body) => unknown;
  readonly assert: {
    readonly ok: (value: unknown, message?: string) => void;
    readonly equal: (actual: unknown, expected: unknown, message?: string) => void;
    readonly isAtMost: (value: number, limit: number, message?: string) => void;
  };
}

/** `quench.registerBatch(key, fn, {displayName})`: keys start with the package id. */
export interface QuenchApi {
  registerBatch(key: string, fn: (context: QuenchContext) => void | Promise<void>, options?: { displayName?: string }): void;
}

export type Localize = (key: string, data?: Readonly<Record<string, string>>) => string;

/** A token ends within this many px of where core put it (Foundry stores integer top-left corners). */
const PLACE_TOLERANCE_PX = 1;
/** A cloud picture and its ring share a centre within this many px (ring corners and the tile are rounded). */
const CENTRE_TOLERANCE_PX = 1;

const dist = (a: Px, b: Px): number => Math.hypot(a.x - b.x, a.y - b.y);

function figureAfter(out: OutputDocument, id: string): OutputDocument["affected"][number] | undefined {
  return out.affected.find((a) => a.figure === id);
}

function checksFor(ctx: QuenchContext, c: CheckCase, world: () => CheckWorld, t: Localize): void {
  const { it, before, after, assert } = ctx;
  let w: CheckWorld;
  let start = "";
  let attack: CheckRun | null = null;
  let upkeep: CheckRun | null = null;
  const mustAttack = (): CheckRun => {
    if (!attack) throw new Error(t("ORDNANCE.Quench.noAttack"));
    return attack;
  };

  before(async () => {
    w = world();
    await w.setUp(c);
    start = w.view().fingerprint;
  });
  after(async () => {
    await w.tearDown();
  });

  it(t("ORDNANCE.Quench.attack"), async () => {
    attack = await w.attack(c);
    const card = attack.messageId ? w.card(attack.messageId) : null;
    assert.ok(card?.exists, t("ORDNANCE.Quench.cardMissing"));
    assert.ok(card?.hasRecord, t("ORDNANCE.Quench.cardRecord"));
    assert.ok(attack.rolled > 0, t("ORDNANCE.Quench.noRolls"));
    assert.equal(card?.rolls, attack.rolled, t("ORDNANCE.Quench.cardRolls"));
  });

  if (c.expect.blastArea) {
    it(t("ORDNANCE.Quench.blastArea"), () => {
      const { output } = mustAttack();
      const v = w.view();
      assert.equal(v.blastAreas.length, 1, t("ORDNANCE.Quench.blastCount"));
      const area = v.blastAreas[0];
      assert.ok(area?.visibleToPlayers, t("ORDNANCE.Quench.blastHidden"));
      const impact = { x: (output.impact?.x ?? NaN) * v.pxPerInch, y: (output.impact?.y ?? NaN) * v.pxPerInch };
      assert.isAtMost(area ? dist(area.centre, impact) : Infinity, PLACE_TOLERANCE_PX, t("ORDNANCE.Quench.blastPlace"));
    });
  }

  const kb = c.expect.knockedBack;
  if (kb !== undefined) {
    it(t("ORDNANCE.Quench.knockback"), () => {
      const { output } = mustAttack();
      const v = w.view();
      const after = figureAfter(output, kb);
      const was = c.figures.find((f) => f.id === kb);
      assert.ok(after && was, t("ORDNANCE.Quench.notAffected"));
      if (!after || !was) return;
      const moved = Math.hypot(after.position.x - was.x, after.position.y - was.y);
      assert.ok(moved > 0.5, t("ORDNANCE.Quench.notMoved"));
      const live = v.tokens[kb]?.centre ?? { x: NaN, y: NaN };
      const expected = { x: after.position.x * v.pxPerInch, y: after.position.y * v.pxPerInch };
      assert.isAtMost(dist(live, expected), PLACE_TOLERANCE_PX, t("ORDNANCE.Quench.stoppedAtWall"));
    });
  }

  const cloudsCentred = (): void => {
    const v = w.view();
    assert.ok(v.clouds.length > 0, t("ORDNANCE.Quench.noCloud"));
    for (const cl of v.clouds) {
      assert.ok(cl.ringCentre, t("ORDNANCE.Quench.noRing"));
      assert.isAtMost(cl.ringCentre ? dist(cl.drawnCentre, cl.ringCentre) : Infinity, CENTRE_TOLERANCE_PX, t("ORDNANCE.Quench.offRing"));
    }
  };
  if (c.expect.cloud) it(t("ORDNANCE.Quench.cloud"), cloudsCentred);

  if (c.upkeep) {
    it(t("ORDNANCE.Quench.upkeep"), async () => {
      const before = w.view().clouds.map((cl) => cl.drawnCentre);
      upkeep = await w.upkeep(c);
      assert.ok(upkeep && upkeep.output.clouds.moved.length > 0, t("ORDNANCE.Quench.noDrift"));
      const now = w.view().clouds.map((cl) => cl.drawnCentre);
      assert.ok(
        now.some((p, i) => before[i] !== undefined && dist(p, before[i]) > CENTRE_TOLERANCE_PX),
        t("ORDNANCE.Quench.notDrifted"),
      );
      cloudsCentred();
    });
  }

  it(t("ORDNANCE.Quench.undo"), async () => {
    const runs = [upkeep, mustAttack()].filter((r): r is CheckRun => r !== null);
    for (const r of runs) if (r.messageId) await w.undo(r.messageId);
    assert.equal(w.view().fingerprint, start, t("ORDNANCE.Quench.notRestored"));
  });
}

/** Registers one batch per ruleset; `world` makes a fresh world for each batch run. */
export function registerOrdnanceBatches(
  quench: QuenchApi,
  world: () => CheckWorld,
  t: Localize,
  cases: readonly CheckCase[] = CHECK_CASES,
): void {
  for (const c of cases) {
    const ruleset = t(`ORDNANCE.Ruleset.${c.ruleset}`);
    quench.registerBatch(
      `ordnance.${c.ruleset}`,
      (ctx) => {
        ctx.describe(t("ORDNANCE.Quench.suite", { ruleset }), () => {
          checksFor(ctx, c, world, t);
        });
      },
      { displayName: t("ORDNANCE.Quench.batch", { ruleset }) },
    );
  }
}
