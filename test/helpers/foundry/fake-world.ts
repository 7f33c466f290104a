// Test helper: the in-world checks' world (src/foundry/quench/check-world.ts) over a fake scene: the same
// pipeline, scripted dice by tag, chat cards kept in memory, Undo from the card's record.

import type { RulesetId } from "../../../src/core/index.js";
import type { FighterProfile } from "../../../src/foundry/platform/flags.js";
import { executeUndo } from "../../../src/foundry/pipeline/operation-plan.js";
import { type CardInput, type PipelinePorts, runAttack, runUpkeep } from "../../../src/foundry/pipeline/pipeline.js";
import type { CheckCase } from "../../../src/foundry/quench/check-cases.js";
import type { CardView, CheckRun, CheckWorld, Px, WorldView } from "../../../src/foundry/quench/check-world.js";
import { scriptedAnswerer } from "../../../src/foundry/quench/scripted-answerer.js";
import { makeScale, tokenCentrePx } from "../../../src/foundry/scene/scene-snapshot.js";
import { KX } from "./apply-helpers.js";
import { FakeScene } from "./fake-scene.js";
import { K, SQUARE_INCH, idMaker, token, wall } from "./foundry-data.js";

const PPI = 100;
const WEAPON_ID = "check-weapon";

interface FakeRoll {
  readonly dice: string;
  readonly faces: readonly number[];
}

/** What a broken adapter would do, to show the checks can fail. */
export interface Sabotage {
  /** Undo leaves this token where the attack put it. */
  readonly undoSkipsToken?: string;
}

export function fakeWorld(generation: 13 | 14 = 13, sabotage: Sabotage = {}): CheckWorld & { scene(): FakeScene } {
  let scene: FakeScene | null = null;
  const cards = new Map<string, CardInput<FakeRoll>>();
  const must = (): FakeScene => {
    if (!scene) throw new Error("no scene");
    return scene;
  };
  const ports = (c: CheckCase, dice: CheckCase["dice"], rolled: { n: number }): PipelinePorts<FakeRoll> => ({
    store: must(),
    scene: () => must().pipelineScene(c.upkeep?.wind ?? null),
    consts: KX,
    gridUnitsPerInch: 1,
    ruleset: c.ruleset as RulesetId,
    settings: {},
    newId: idMaker(`w${String(cards.size)}`),
    cloudTexture: "icons/svg/cloud.svg",
    blastArea: generation >= 14 ? "region" : "template",
    answerer: () => {
      const a = scriptedAnswerer(dice, (count, sides, faces) => ({ dice: `${String(count)}d${String(sides)}`, faces }));
      return { ...a, rolls: () => ((rolled.n = a.rolls().length), a.rolls()) };
    },
    preResolve: () => true,
    resolved: () => undefined,
    applied: () => undefined,
    postCard: (card) => {
      const id = `card${String(cards.size).padStart(12, "0")}`;
      cards.set(id, card);
      return Promise.resolve(id);
    },
  });
  return {
    scene: must,
    setUp(c) {
      const tokens = c.figures.map((f) => {
        const profile: FighterProfile = {
          side: f.side,
          stats: { ...f.stats },
          ...(f.id === c.attacker
            ? { weapons: [{ id: WEAPON_ID, name: String(c.weapon["name"]), ruleset: c.ruleset, weapon: { ...c.weapon }, state: null }] }
            : {}),
        };
        return token(f.id, f.x * PPI - PPI / 2, f.y * PPI - PPI / 2, { elevation: f.z, flags: { ordnance: { fighter: profile } } });
      });
      const walls = c.walls.map((w) =>
        wall(w.id, [w.a[0] * PPI, w.a[1] * PPI, w.b[0] * PPI, w.b[1] * PPI], {
          sight: w.sight ? K.WALL_SENSE_TYPES.NORMAL : K.WALL_SENSE_TYPES.NONE,
          ...(w.ledgeDropInches !== undefined ? { flags: { ordnance: { wall: { ledgeDropInches: w.ledgeDropInches } } } } : {}),
        }),
      );
      scene = new FakeScene(
        "ordnanceCheck001",
        SQUARE_INCH,
        { x: 0, y: 0, width: 4000, height: 2000 },
        {
          tokens,
          walls,
          generation,
          ...(c.upkeep ? { sceneFlags: { ordnance: { wind: c.upkeep.wind } } } : {}),
        },
      );
      return Promise.resolve();
    },
    async attack(c): Promise<CheckRun> {
      const rolled = { n: 0 };
      const target =
        "figure" in c.target ? { tokenId: c.target.figure } : { point: { x: c.target.point[0] * PPI, y: c.target.point[1] * PPI } };
      const r = await runAttack(
        ports(c, c.dice, rolled),
        { sceneId: must().sceneId, attackerTokenId: c.attacker, weaponId: WEAPON_ID, target, blind: false },
        "gm",
      );
      if (!r.output) throw new Error("no output");
      return { output: r.output, messageId: r.messageId, rolled: rolled.n };
    },
    async upkeep(c): Promise<CheckRun | null> {
      const rolled = { n: 0 };
      const r = await runUpkeep(ports(c, c.upkeep?.dice ?? {}, rolled), "gm", null);
      return r?.output ? { output: r.output, messageId: r.messageId, rolled: rolled.n } : null;
    },
    async undo(messageId) {
      const undo = cards.get(messageId)?.undo;
      if (!undo) throw new Error(`no undo on ${messageId}`);
      const skip = sabotage.undoSkipsToken;
      const steps = skip
        ? undo.steps.map((s) => (s.name === "Token" && s.op === "update" ? { ...s, data: s.data.filter((d) => d._id !== skip) } : s))
        : undo.steps;
      await executeUndo(must(), { ...undo, steps });
    },
    view(): WorldView {
      const s = must();
      const scale = makeScale(s.grid, 1);
      const tokens: Record<string, { centre: Px; elevation: number }> = {};
      for (const t of s.tokens()) if (t._id) tokens[t._id] = { centre: tokenCentrePx(t, scale), elevation: t.elevation };
      const blastAreas = [
        ...s.templates().map((t) => ({ id: t._id ?? "", centre: { x: t.x, y: t.y }, visibleToPlayers: true })),
        ...s.regions().map((r) => {
          const shape = (r["shapes"] as { x: number; y: number }[])[0]!;
          return { id: String(r["_id"]), centre: { x: shape.x, y: shape.y }, visibleToPlayers: r["visibility"] === 2 };
        }),
      ];
      const clouds = s.tiles().flatMap((t) => {
        const cloudId = t.flags.ordnance?.cloud?.id;
        if (!cloudId || !t._id) return [];
        const ring = s.walls().filter((w) => w.flags.ordnance?.cloudWall?.cloudId === cloudId);
        const mean = (i: 0 | 1): number => ring.reduce((sum, w) => sum + w.c[i]!, 0) / ring.length;
        return [{ cloudId, drawnCentre: s.drawnTileCentre(t._id), ringCentre: ring.length ? { x: mean(0), y: mean(1) } : null }];
      });
      return { pxPerInch: PPI, tokens, blastAreas, clouds, fingerprint: JSON.stringify(s.dump()) };
    },
    card(messageId): CardView {
      const card = cards.get(messageId);
      return { exists: !!card, rolls: card?.rolls.length ?? 0, hasRecord: !!card && card.scenario !== undefined && card.undo !== null };
    },
    tearDown() {
      scene = null;
      return Promise.resolve();
    },
  };
}
