// The real Foundry side of the ports the pipeline and relay take: a scene's embedded-document store,
// its data for the snapshot, Foundry Rolls, hooks, users and permissions. This and the hook files are
// the code that touches Foundry globals.

export { sceneStore } from "../scene/scene-store.js";
export { notifyError } from "./notify.js";

import type { AttackRequest, AttackResult } from "../api-types.js";
import { type Stepwise, chainSteps, getRuleset, oneStep, rangeSteps } from "../../core/index.js";
import { TOKEN_READ_UNITS, type TokenReads, readToken } from "./token-reads.js";
import { postChatCard } from "../chat/chat-card.js";
import { recordJournal } from "../chat/record-journal.js";
import { docReader } from "../scene/doc-reader.js";
import { priorRun } from "../journal/recovery-runtime.js";
import type { RequestOrigin } from "../pipeline/journal.js";
import { MODULE_ID } from "./constants.js";
import { NoticeError } from "./errors.js";
import { facesOf, foundryAnswerer } from "../pipeline/foundry-answerer.js";
import { sceneStore } from "../scene/scene-store.js";
import { sceneCache } from "../scene/scene-cache.js";
import type { SceneInputs, WallsFrame } from "../scene/scene-parts.js";
import { type ViewerBattlefield, viewerBattlefield } from "../scene/viewer-battlefield.js";
import { type GunnerTurn, gunnerTurn } from "../relay/activation-counts.js";
import { ledgerSync } from "../hooks/rules-ledger.js";
import { type PipelinePorts, type PipelineScene, runAttack } from "../pipeline/pipeline.js";
import { chooserFor, chooserForFigure } from "../relay/chooser.js";
import { pointRefusal } from "../relay/decision-asker.js";
import type { RequestSender } from "../relay/request-scenario.js";
import type { Relay, RelayEnv } from "../relay/socket.js";
import { SOCKET_CHANNEL } from "../relay/socket.js";
import { sideFromDisposition } from "../scene/scene-snapshot.js";
import {
  animateMoves,
  attackPermission,
  cloudTexture,
  currentRuleset,
  gridUnitsPerInch,
  requestTimeoutMs,
  rulesOverrides,
  showStatusEffects,
  ownersEditProfiles,
  rulesLedger,
  worldWeapons,
} from "./settings.js";
import { isCustomWeapon } from "../fighters/profile-trust.js";
import { pickCountInDialog, pickOrderInDialog } from "../apps/decision-dialogs.js";
import { pickPointOnCanvas } from "../apps/route-picker.js";
import { settleWaiting, showWaiting } from "../apps/waiting-questions.js";
import { type RelayMessage, scatterWire } from "../relay/relay-messages.js";
import { localize } from "./i18n.js";
import { isV14, tileFrame } from "./version.js";
import { type LevelData, type RegionData, levelDataOf, regionDataOf } from "../scene/scene-levels.js";
import { tokenProfile, viewProfiles } from "../fighters/fighter-source.js";
import { gmView, ledgerHasWeapon } from "../fighters/ledger.js";
import { withoutHidden } from "../ui/viewer-scene.js";
import { acceptedData } from "../fighters/mapped-data.js";
import { actorKey, tokenKey } from "../pipeline/ledger-rows.js";
import { settleMappedData } from "../apps/mapped-data-dialog.js";

/** The scene's own `flags.ordnance` (left out when the module never wrote any). */
function sceneFlags(scene: Scene.Implementation): Pick<PipelineScene, "sceneFlags"> {
  const wind = scene.getFlag(MODULE_ID, "wind");
  const upkeepRounds = scene.getFlag(MODULE_ID, "upkeepRounds");
  if (!scene.flags[MODULE_ID]) return {};
  return { sceneFlags: { ...(wind ? { wind } : {}), ...(upkeepRounds ? { upkeepRounds } : {}) } };
}

/**
 * v14 Scene Levels and the regions that define surfaces (read untyped: fvtt-types 13.345.1 has no
 * Level documents and types region shapes as `never`); nothing on v13.
 */
function levelsAndSurfaces(scene: Scene.Implementation): Pick<PipelineScene, "levels" | "regions"> {
  if (!isV14()) return {};
  const docs = scene as unknown as { levels?: Iterable<{ toObject(): unknown }>; regions?: Iterable<{ toObject(): unknown }> };
  const levels = [...(docs.levels ?? [])].map((l) => levelDataOf(l.toObject())).filter((l): l is LevelData => l !== null);
  const regions = [...(docs.regions ?? [])].map((r) => regionDataOf(r.toObject())).filter((r): r is RegionData => r !== null);
  return { levels, regions };
}

/** What the cache's walls part reads of a scene besides its walls (scene-parts.ts): no token, actor or tile. */
export function wallsFrame(scene: Scene.Implementation): WallsFrame {
  const g = scene.grid;
  return { grid: { type: g.type, size: g.size, sizeX: g.sizeX, sizeY: g.sizeY, distance: g.distance }, ...levelsAndSurfaces(scene) };
}

/**
 * The scene as the GM's client resolves it: tokens' and actors' rules flags read from the rules ledger
 * (fighters/ledger.ts), never from the documents players may write.
 */
export function pipelineScene(scene: Scene.Implementation): PipelineScene {
  return pipelineSceneSteps(scene).finish();
}

/**
 * pipelineScene in steps (the scene cache's warm-up): each token read in turn (its document, its world actor's once
 * per actor and its status effects; TOKEN_READ_UNITS units each), then the ledger's view, the profiles, the tiles and
 * the scene's own data (a unit). Gives what pipelineScene gives.
 */
export function pipelineSceneSteps(scene: Scene.Implementation): Stepwise<PipelineScene> {
  const docs = scene.tokens.contents;
  const reads: TokenReads = { tokens: [], actors: new Map(), effects: [], seen: new Set() };
  let done: PipelineScene | null = null;
  return chainSteps(
    [
      () =>
        rangeSteps(
          () => docs.length * TOKEN_READ_UNITS,
          (from, to) => {
            // Token i is read by the step that does its first unit, i × TOKEN_READ_UNITS.
            for (let i = Math.ceil(from / TOKEN_READ_UNITS); i < Math.ceil(to / TOKEN_READ_UNITS); i++)
              readToken(docs[i] as TokenDocument.Implementation, reads);
          },
        ),
      () =>
        oneStep(() => {
          done = sceneOfTokens(scene, reads);
        }),
    ],
    () => {
      if (!done) throw new Error("ordnance: a scene given before it was read");
      return done;
    },
  );
}

/** The pipeline's scene over its tokens as read (readToken). */
function sceneOfTokens(scene: Scene.Implementation, reads: TokenReads): PipelineScene {
  let walls: PipelineScene["walls"] | undefined;
  const g = scene.grid;
  const r = scene.dimensions.sceneRect;
  const ledger = rulesLedger();
  const view = gmView(ledger, scene.id ?? "", reads.tokens, [...reads.actors.values()]);
  return {
    actors: view.actors,
    effects: reads.effects,
    grid: { type: g.type, size: g.size, sizeX: g.sizeX, sizeY: g.sizeY, distance: g.distance },
    sceneRect: { x: r.x, y: r.y, width: r.width, height: r.height },
    tokens: view.tokens,
    // Mapped actor data as the GM accepted it (fighters/mapped-data.ts), never live from a player-writable path.
    profiles: viewProfiles(view.tokens, view.actors, (id) => {
      const t = scene.tokens.get(id);
      if (!t?.actor) return undefined;
      return acceptedData(ledger, t.actorLink && t.actorId ? actorKey(t.actorId) : tokenKey(scene.id ?? "", id));
    }),
    // Listed on first read only: with the scene cache warm, an attack never reads the walls.
    get walls() {
      return (walls ??= scene.walls.map((w) => w.toObject()));
    },
    tiles: scene.tiles.map((t) => t.toObject()),
    wind: scene.getFlag(MODULE_ID, "wind") ?? null,
    tileFrame: tileFrame(),
    ...levelsAndSurfaces(scene),
    ...sceneFlags(scene),
  };
}

/**
 * The scene as this client's user may aim over it: for a player, without the tokens hidden from players (the aim's
 * snap and rings, live odds and suggestions use only what they can see); for a GM, all of it.
 */
export function viewerScene(scene: Scene.Implementation): PipelineScene {
  const data = pipelineScene(scene);
  return game.user.isGM ? data : withoutHidden(data, (id) => scene.tokens.get(id)?.hidden ?? false);
}

/**
 * What the scene cache is built under besides the scene (the world's ruleset, rules settings and scale): the
 * warm-up's and the aim's, as the GM's attacks pass them through their ports.
 */
export function sceneInputs(): SceneInputs {
  const ruleset = currentRuleset();
  const settings = rulesOverrides();
  return {
    ruleset,
    settings,
    gridUnitsPerInch: gridUnitsPerInch(),
    consts: CONST,
    resolvedSettings: getRuleset(ruleset)?.resolveSettings(settings),
  };
}

/**
 * The battlefield this client's user aims over (`viewerScene`'s, in snapshot and document form): from the scene cache
 * the warm-up keeps on this client when it holds the scene's walls (scene/viewer-battlefield.ts), else converted.
 */
export function viewerBattlefieldOf(scene: Scene.Implementation): ViewerBattlefield {
  const hidden = game.user.isGM ? null : (id: string): boolean => scene.tokens.get(id)?.hidden ?? false;
  return viewerBattlefield(sceneCache, scene.id ?? "", pipelineScene(scene), sceneInputs(), hidden);
}

function sideOf(t: TokenDocument.Implementation): string {
  return tokenProfile(t)?.side ?? sideFromDisposition(t.disposition, CONST);
}

/** Who answers for `side` against the attacker's attack (chooser.ts): a player of that side who does not own the attacker, else the GM. */
function userForSide(scene: Scene.Implementation, side: string, attackerId: string | null): string | null {
  const { tokens, users } = choosers(scene);
  return chooserFor(side, attackerId ?? "", tokens, users, game.users.activeGM?.id ?? null);
}

/** Who answers for a figure (chooser.ts): its active owner who owns no token of another side, else the GM. */
function userForFigure(scene: Scene.Implementation, figureId: string): string | null {
  const { tokens, users } = choosers(scene);
  return chooserForFigure(figureId, tokens, users, game.users.activeGM?.id ?? null);
}

/** The scene's tokens with their sides and owners, and the world's users, as chooser.ts reads them. */
function choosers(scene: Scene.Implementation) {
  const tokens = scene.tokens.map((t) => ({
    id: t.id ?? "",
    side: sideOf(t),
    owners: game.users.filter((u) => t.testUserPermission(u, "OWNER")).flatMap((u) => (u.id ? [u.id] : [])),
  }));
  const users = game.users.map((u) => ({ id: u.id ?? "", active: u.active, isGM: u.isGM }));
  return { tokens, users };
}

/** What the GM's client knows of a requesting user: GM or not, the tokens they own, the tokens hidden from players. */
export function requestSender(scene: Scene.Implementation, userId: string): RequestSender {
  const user = game.users.get(userId);
  return {
    isGM: user?.isGM ?? false,
    owns: (id) => {
      const t = scene.tokens.get(id);
      return !!user && !!t && t.testUserPermission(user, "OWNER");
    },
    hidden: (id) => scene.tokens.get(id)?.hidden ?? false,
  };
}

/** Figures the GM was told are left out of a scene's rules (told once per token, field and problem). */
const toldLeftOut = new Set<string>();

/** The pipeline's ports on a scene; `request`: the relayed request an attack answers (kept in its record). */
export function portsForScene(scene: Scene.Implementation, relay: Relay | null, request?: RequestOrigin): PipelinePorts<Roll> {
  const units = gridUnitsPerInch();
  /** Whether a token is hidden from a user (a player; a GM sees every token). */
  const hiddenFrom = (userId: string, figureId: string): boolean =>
    !(game.users.get(userId)?.isGM ?? false) && (scene.tokens.get(figureId)?.hidden ?? false);
  return {
    // Write-ahead: the record before the first write; the plan checked against the scene as stored now.
    journal: recordJournal(request),
    read: docReader(scene),
    store: sceneStore(scene, { animateMoves: animateMoves() }),
    statusEffects: showStatusEffects(),
    scene: () => pipelineScene(scene),
    consts: CONST,
    gridUnitsPerInch: units,
    ruleset: currentRuleset(),
    settings: rulesOverrides(),
    newId: () => foundry.utils.randomID(16),
    cloudTexture: cloudTexture(),
    blastArea: isV14() ? "region" : "template",
    sender: (userId) => requestSender(scene, userId),
    // Only worth marking where owners may edit weapons; otherwise every weapon is the GM's.
    customWeapon: (record) => ownersEditProfiles() && isCustomWeapon(currentRuleset(), record, worldWeapons()),
    answerer: (attackerId) =>
      foundryAnswerer<Roll>({
        roller: {
          async roll(count, sides) {
            const roll = await new Roll(`${count}d${sides}`).evaluate();
            return { faces: facesOf(roll), roll };
          },
        },
        userForSide: (side) => userForSide(scene, side, attackerId),
        userForFigure: (figureId) => userForFigure(scene, figureId),
        askPoint: async (userId, tag, fallback, prompt, by) =>
          relay
            ? relay.askPoint(
                userId,
                tag,
                fallback ? [fallback[0], fallback[1]] : null,
                pointRefusal((p) => prompt.check(p)),
                prompt.ground,
                by,
                prompt.scatter && scatterWire(prompt.scatter, hiddenFrom(userId, prompt.scatter.attacker)),
              )
            : undefined,
        askCount: async (userId, prompt, by) =>
          relay
            ? relay.askCount(
                userId,
                prompt.decision,
                prompt.max,
                prompt.figure,
                {
                  ...(prompt.rollKey === undefined ? {} : { roll: prompt.rollKey }),
                  ...(prompt.held === undefined ? {} : { held: prompt.held }),
                  ...(prompt.flag === undefined ? {} : { flag: prompt.flag }),
                },
                by,
              )
            : undefined,
        askOrder: async (userId, prompt, by) => (relay ? relay.askOrder(userId, prompt.tag, prompt.options, by) : undefined),
        hiddenFrom,
      }),
    translate: (n) => localize(n.key, n.data),
    preResolve: (ctx) => Hooks.call("ordnance.preResolve", ctx),
    resolved: (ctx) => void Hooks.callAll("ordnance.resolved", ctx),
    applied: (ctx) => void Hooks.callAll("ordnance.applied", ctx),
    postCard: (card) => postChatCard(card),
    cache: sceneCache,
    leftOut: (figures) => {
      for (const f of figures) {
        const once = `${scene.id ?? ""}|${f.id}|${f.field}|${f.problem}`;
        if (toldLeftOut.has(once)) continue;
        toldLeftOut.add(once);
        const token = scene.tokens.get(f.id)?.name ?? f.id;
        ui.notifications?.warn(localize("ORDNANCE.Trust.figureLeftOut", { token, field: f.field, problem: f.problem }));
      }
    },
    tokenName: (id) => scene.tokens.get(id)?.name ?? id,
    activation: (attackerTokenId) => sceneTurn(scene, attackerTokenId),
  };
}

/** The attacker's turn in the scene's active started combat, or one linked to no scene (relay/activation-counts.ts). */
function sceneTurn(scene: Scene.Implementation, attackerTokenId: string): GunnerTurn | null {
  const started = game.combats.filter((c) => c.started && (c.scene === null || c.scene.id === scene.id));
  const combat = started.find((c) => c.active) ?? started[0];
  if (!combat) return null;
  return gunnerTurn(
    {
      id: combat.id,
      round: combat.round,
      combatant: combat.combatant ? { id: combat.combatant.id } : null,
      combatants: combat.combatants.map((c) => ({ id: c.id, tokenId: c.tokenId })),
    },
    attackerTokenId,
  );
}

export function sceneById(sceneId: string | undefined): Scene.Implementation {
  const scene = sceneId ? game.scenes.get(sceneId) : (canvas?.scene ?? undefined);
  if (!scene) throw new NoticeError("ORDNANCE.Error.noScene");
  return scene;
}

export function relayEnv(performWith: () => Relay | null): RelayEnv {
  return {
    socket: {
      emit: (message: RelayMessage) => void game.socket.emit(SOCKET_CHANNEL, message),
      on: (handler) => void game.socket.on(SOCKET_CHANNEL, handler),
    },
    timers: {
      set: (fn, ms) => window.setTimeout(fn, ms),
      clear: (h) => {
        window.clearTimeout(typeof h === "number" ? h : undefined);
      },
    },
    userId: game.user.id ?? "",
    isActiveGM: () => game.user.isActiveGM,
    activeGMId: () => game.users.activeGM?.id ?? null,
    isGM: (id) => game.users.get(id)?.isGM ?? false,
    isActive: (id) => game.users.get(id)?.active ?? false,
    ownsToken: (userId, sceneId, tokenId) => {
      const user = game.users.get(userId);
      const token = game.scenes.get(sceneId)?.tokens.get(tokenId);
      return !!user && !!token && token.testUserPermission(user, "OWNER") && (user.isGM || attackPermission() === "owner");
    },
    hasToken: (sceneId, tokenId) => !!game.scenes.get(sceneId)?.tokens.get(tokenId),
    // Foundry lets a player view the active scene, and another scene only with at least LIMITED permission on it
    // (ClientDocument#visible, "at least limited visibility"; docs/foundry.md "Trust").
    mayViewScene: (userId, sceneId) => {
      const user = game.users.get(userId);
      const scene = game.scenes.get(sceneId);
      return !!user && !!scene && (user.isGM || scene.active || scene.testUserPermission(user, "LIMITED"));
    },
    hasWeapon: (sceneId, tokenId, weaponId) => {
      const token = game.scenes.get(sceneId)?.tokens.get(tokenId);
      return !!token && ledgerHasWeapon(rulesLedger(), sceneId, tokenId, token.actorId, weaponId);
    },
    // A GM's change just made is in the ledger before the attack reads it (hooks/rules-ledger.ts).
    perform: async (request: AttackRequest, userId: string, requestId?: string): Promise<AttackResult> => {
      await ledgerSync.settled();
      await settleMappedData(sceneById(request.sceneId));
      const origin = requestId !== undefined ? { userId, requestId } : undefined;
      return runAttack(portsForScene(sceneById(request.sceneId), performWith(), origin), request, userId);
    },
    priorRun: (userId, requestId) => priorRun(userId, requestId),
    pickPoint: (tag, fallback, ground, signal, scatter) => pickPointOnCanvas(tag, fallback, ground, signal, scatter),
    pickCount: (tag, max, figure, more, signal) => pickCountInDialog(tag, max, figure, more, signal),
    pickOrder: (tag, options, signal) => pickOrderInDialog(tag, options, signal),
    notify: (key, data) => void ui.notifications?.error(localize(key, data)),
    inform: (key, data) => void ui.notifications?.info(localize(key, data)),
    userName: (id) => game.users.get(id)?.name ?? id,
    onWaiting: (question) => {
      showWaiting(question, performWith);
    },
    onSettled: (requestId) => {
      settleWaiting(requestId);
    },
    newRequestId: () => foundry.utils.randomID(16),
    timeoutMs: () => requestTimeoutMs(),
    now: () => performance.now(),
  };
}
