// The in-world checks' world in a live Foundry (GM only): a temporary scene (1" grid squares, viewed so
// Foundry's canvas-side movement rules apply), an actor per fighter, the attack and upkeep through the
// real pipeline with scripted Foundry Rolls, the chat card's Undo, the live documents read back, and
// everything it made deleted at the end (scene, actors, its chat cards); the GM's view is restored.

import type { CloudFlag, CloudWallFlag, FighterProfile } from "../platform/flags.js";
import { attackRecordOf, undoAttack } from "../chat/chat-card.js";
import { MODULE_ID } from "../platform/constants.js";
import { portsForScene } from "../platform/foundry-ports.js";
import { localize } from "../platform/i18n.js";
import { type PipelinePorts, runAttack, runUpkeep } from "../pipeline/pipeline.js";
import { makeScale, tokenCentrePx } from "../scene/scene-snapshot.js";
import { gridUnitsPerInch } from "../platform/settings.js";
import { tileCentrePx } from "../scene/tile-frame.js";
import { tileFrame } from "../platform/version.js";
import type { CheckCase, ScriptedDice } from "./check-cases.js";
import type { CardView, CheckRun, CheckWorld, Px, WorldView } from "./check-world.js";
import { scriptedAnswerer } from "./scripted-answerer.js";

/** Px per grid square on the temporary scene; one square is one inch whatever the world's units. */
const SQUARE_PX = 100;
/** A 25.4 mm base: exactly 1" across, the size of a token on the temporary scene. */
const BASE_MM = 25.4;
const WEAPON_ID = "ordnance-check";
const SCENE_SIZE = { width: 4000, height: 2000 };

/** A Foundry Roll showing scripted faces (evaluated from data: no random numbers drawn). */
function scriptedRoll(count: number, sides: number, faces: readonly number[]): Roll {
  const total = faces.reduce((a, b) => a + b, 0);
  const data = {
    class: "Roll",
    formula: `${String(count)}d${String(sides)}`,
    terms: [
      {
        class: "Die",
        number: count,
        faces: sides,
        modifiers: [],
        options: {},
        evaluated: true,
        results: faces.map((result) => ({ result, active: true })),
      },
    ],
    options: {},
    evaluated: true,
    total,
  };
  return Roll.fromData(data as unknown as Roll.Data) as unknown as Roll;
}

/** v14 Region source as the checks read it (fvtt-types 13.345.1 types region shapes as `never`). */
interface RegionView {
  readonly id: string | null;
  readonly visibility: number;
  readonly shapes: readonly { readonly x?: number; readonly y?: number }[];
  readonly flags: Record<string, unknown>;
}

/** A chat message by id, or undefined once deleted. */
const messageById = (id: string): ChatMessage.Implementation | undefined => game.messages.find((m) => m.id === id);

export function foundryWorld(): CheckWorld {
  let scene: Scene.Implementation | null = null;
  let previousSceneId: string | null = null;
  const actorIds: string[] = [];
  const messageIds: string[] = [];
  const must = (): Scene.Implementation => {
    if (!scene) throw new Error("ordnance check: no temporary scene");
    return scene;
  };
  const scale = () => {
    const g = must().grid;
    return makeScale({ type: g.type, size: g.size, sizeX: g.sizeX, sizeY: g.sizeY, distance: g.distance }, gridUnitsPerInch());
  };
  const run = async (
    c: CheckCase,
    dice: ScriptedDice,
    go: (ports: PipelinePorts<Roll>) => Promise<{ output: CheckRun["output"] | null; messageId: string | null } | null>,
  ): Promise<CheckRun | null> => {
    const answerer = scriptedAnswerer(dice, scriptedRoll);
    const ports: PipelinePorts<Roll> = { ...portsForScene(must(), null), ruleset: c.ruleset, settings: {}, answerer: () => answerer };
    const r = await go(ports);
    if (r?.messageId) messageIds.push(r.messageId);
    return r?.output ? { output: r.output, messageId: r.messageId, rolled: answerer.rolls().length } : null;
  };

  return {
    async setUp(c) {
      if (!game.user.isGM) throw new Error(localize("ORDNANCE.Error.gmOnly"));
      previousSceneId = canvas.scene?.id ?? null;
      const units = gridUnitsPerInch();
      scene =
        (await Scene.implementation.create({
          name: localize("ORDNANCE.Quench.sceneName"),
          ...SCENE_SIZE,
          padding: 0,
          grid: { type: CONST.GRID_TYPES.SQUARE, size: SQUARE_PX, distance: units },
          ...(c.upkeep ? { flags: { [MODULE_ID]: { wind: c.upkeep.wind } } } : {}),
        })) ?? null;
      const s = must();
      await s.view();
      const px = (inches: number): number => Math.round(inches * scale().pxPerInch);
      const type =
        Object.keys((game.system as unknown as { documentTypes: { Actor?: Record<string, unknown> } }).documentTypes.Actor ?? {})[0] ??
        "base";
      for (const f of c.figures) {
        const actor = await Actor.implementation.create({ name: f.id, type } as Actor.CreateData);
        if (actor?.id) actorIds.push(actor.id);
        const profile: FighterProfile = {
          side: f.side,
          baseMm: BASE_MM,
          stats: { ...f.stats },
          ...(f.id === c.attacker
            ? { weapons: [{ id: WEAPON_ID, name: String(c.weapon["name"]), ruleset: c.ruleset, weapon: { ...c.weapon }, state: null }] }
            : {}),
        };
        await s.createEmbeddedDocuments(
          "Token",
          [
            {
              _id: f.id,
              name: f.id,
              actorId: actor?.id ?? null,
              actorLink: false,
              x: px(f.x) - SQUARE_PX / 2,
              y: px(f.y) - SQUARE_PX / 2,
              width: 1,
              height: 1,
              elevation: f.z * units,
              flags: { [MODULE_ID]: { fighter: profile } },
            },
          ],
          { keepId: true },
        );
      }
      await s.createEmbeddedDocuments(
        "Wall",
        c.walls.map((w) => ({
          _id: w.id,
          c: [px(w.a[0]), px(w.a[1]), px(w.b[0]), px(w.b[1])],
          move: CONST.WALL_MOVEMENT_TYPES.NORMAL,
          sight: w.sight ? CONST.WALL_SENSE_TYPES.NORMAL : CONST.WALL_SENSE_TYPES.NONE,
          light: w.sight ? CONST.WALL_SENSE_TYPES.NORMAL : CONST.WALL_SENSE_TYPES.NONE,
          sound: CONST.WALL_SENSE_TYPES.NONE,
          ...(w.ledgeDropInches !== undefined ? { flags: { [MODULE_ID]: { wall: { ledgeDropInches: w.ledgeDropInches } } } } : {}),
        })),
        { keepId: true },
      );
    },
    async attack(c) {
      const target =
        "figure" in c.target
          ? { tokenId: c.target.figure }
          : { point: { x: c.target.point[0] * scale().pxPerInch, y: c.target.point[1] * scale().pxPerInch } };
      const r = await run(c, c.dice, (ports) =>
        runAttack(
          ports,
          { sceneId: must().id ?? "", attackerTokenId: c.attacker, weaponId: WEAPON_ID, target, blind: false },
          game.user.id,
        ),
      );
      if (!r) throw new Error(localize("ORDNANCE.Quench.noAttack"));
      return r;
    },
    upkeep: (c) => run(c, c.upkeep?.dice ?? {}, (ports) => runUpkeep(ports, game.user.id, null)),
    async undo(messageId) {
      const message = messageById(messageId);
      if (message) await undoAttack(message);
    },
    view(): WorldView {
      const s = must();
      const sc = scale();
      const tokens: Record<string, { centre: Px; elevation: number }> = {};
      for (const t of s.tokens) if (t.id) tokens[t.id] = { centre: tokenCentrePx(t, sc), elevation: t.elevation };
      const ours = (flags: Record<string, unknown>): boolean => typeof flags[MODULE_ID] === "object";
      const templates = s.templates
        .filter((t) => ours(t.flags))
        .map((t) => ({ id: t.id ?? "", centre: { x: t.x, y: t.y }, visibleToPlayers: !t.hidden }));
      const regions = [...(s.regions as unknown as Iterable<RegionView>)]
        .filter((r) => ours(r.flags))
        .map((r) => ({
          id: r.id ?? "",
          centre: { x: r.shapes[0]?.x ?? NaN, y: r.shapes[0]?.y ?? NaN },
          visibleToPlayers: r.visibility === CONST.REGION_VISIBILITY.ALWAYS,
        }));
      const clouds = [...s.tiles].flatMap((tile) => {
        const cloud: CloudFlag | undefined = tile.flags[MODULE_ID]?.cloud;
        const cloudId = cloud?.id;
        if (!cloudId) return [];
        // Where the canvas draws it when it can tell (the tile's frame), else where its data says.
        const b = (tile.object as { bounds?: { x: number; y: number; width: number; height: number } } | null)?.bounds;
        const drawnCentre = b ? { x: b.x + b.width / 2, y: b.y + b.height / 2 } : tileCentrePx(tile, tileFrame());
        const ring = s.walls.filter((w) => {
          const link: CloudWallFlag | undefined = w.flags[MODULE_ID]?.cloudWall;
          return link?.cloudId === cloudId;
        });
        const mean = (i: 0 | 1): number => ring.reduce((sum, w) => sum + w.c[i], 0) / ring.length;
        return [{ cloudId, drawnCentre, ringCentre: ring.length > 0 ? { x: mean(0), y: mean(1) } : null }];
      });
      const sorted = <T extends { id: string | null }>(docs: Iterable<T>): T[] =>
        [...docs].sort((a, b) => String(a.id).localeCompare(String(b.id)));
      const fingerprint = JSON.stringify({
        tokens: sorted(s.tokens).map((t) => {
          const actor: Actor.Implementation | null = t.actor;
          return {
            id: t.id,
            x: t.x,
            y: t.y,
            elevation: t.elevation,
            flags: t.flags[MODULE_ID] ?? null,
            effects: actor ? [...actor.effects].filter((e) => e.flags[MODULE_ID]?.status !== undefined).map((e) => e.id) : [],
          };
        }),
        walls: sorted(s.walls).map((w) => ({ id: w.id, c: w.c })),
        tiles: sorted(s.tiles).map((t) => t.id),
        templates: sorted(s.templates).map((t) => t.id),
        regions: sorted(s.regions).map((r) => r.id),
        scene: s.flags[MODULE_ID] ?? null,
      });
      return { pxPerInch: sc.pxPerInch, tokens, blastAreas: [...templates, ...regions], clouds, fingerprint };
    },
    card(messageId): CardView {
      const message = messageById(messageId);
      return { exists: !!message, rolls: message?.rolls.length ?? 0, hasRecord: !!message && attackRecordOf(message) !== undefined };
    },
    async tearDown() {
      const s = scene;
      scene = null;
      const previous = previousSceneId ? game.scenes.get(previousSceneId) : undefined;
      if (previous) await previous.view();
      if (s) await s.delete();
      if (actorIds.length) await Actor.implementation.deleteDocuments(actorIds.splice(0));
      const cards = messageIds.splice(0).filter((id) => game.messages.has(id));
      if (cards.length) await ChatMessage.implementation.deleteDocuments(cards);
    },
  };
}
