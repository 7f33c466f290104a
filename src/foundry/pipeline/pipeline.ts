// The attack and upkeep pipeline on the GM client: scene snapshot → scenario document → core
// resolution with the injected answerer (Foundry rolls) → operation plan → database writes with
// rollback → chat card with the undo record → hooks. Every Foundry surface arrives through the ports.

import {
  type AsyncAnswerer,
  type Battlefield,
  type BattlefieldSnapshot,
  choiceContext,
  ScenarioError,
  type OutputDocument,
  type RecordedAnswer,
  type Ruleset,
  type Scenario,
  type Translate,
  createBattlefield,
  getRuleset,
  outputDocument,
  pruneScenario,
  runAsync,
  scriptedAnswerer,
} from "../../core/index.js";
import type { AttackRequest, AttackResult, PreResolveContext, ResolvedContext, AppliedContext } from "../api-types.js";
import { type ApplyContext, type ParentedEffect, type StoredTile, type StoredWall, planOutcome } from "./apply-outcome.js";
import { actorIndex, fighterRecord } from "../fighters/fighters.js";
import { type ScenarioTarget, attackScenario, upkeepScenario } from "./build-scenario.js";
import { NoticeError } from "../platform/errors.js";
import { type PlannedStep, type SceneStore, type Step, type UndoRecord, executePlan, executeUndo, makePlan } from "./operation-plan.js";
import { type SceneOrdnanceFlags, type UpkeepRound, sceneFlagStep, windToKeep } from "./scene-flags.js";
import { weaponWithState } from "../fighters/weapon-state.js";
import { type DocReader, type TokenPlace, positionsAfter, positionsBefore } from "../scene/undo-stack.js";
import type { JournalPort } from "./journal.js";
import { writeAhead } from "./write-ahead.js";
import { GM_SENDER, type RequestSender, scenarioExtras } from "../relay/request-scenario.js";
import { type GunnerTurn, countStep, settleCounts } from "../relay/activation-counts.js";
import { type SceneData, makeScale, toInches } from "../scene/scene-snapshot.js";
import { type PreparedScene, SceneCache, loadPreparedScenario } from "../scene/scene-cache.js";
import type { LeftOut } from "../scene/figure-screen.js";

/** The scene as the pipeline reads it; tiles and walls complete enough to be recreated on undo. */
export interface PipelineScene extends SceneData {
  readonly tiles: readonly StoredTile[];
  readonly walls: readonly StoredWall[];
  /** The module's status effects on the tokens' actors (world actors and unlinked tokens' synthetic actors). */
  readonly effects?: readonly ParentedEffect[];
  /** The scene's `flags.ordnance` (wind, upkeep rounds); undefined when the module never wrote any. */
  readonly sceneFlags?: SceneOrdnanceFlags;
}

/** A resolution's answerer plus what it rolled (Foundry Rolls to attach to the chat card). */
export interface AttackAnswerer<R = unknown> {
  readonly answer: AsyncAnswerer;
  readonly rolls: () => readonly R[];
  /** The points and choices users made, under the scenario `decisions` keys their prompts name. */
  readonly decisions: () => Readonly<Record<string, unknown>>;
}

export interface CardInput<R = unknown> {
  readonly attackId: string;
  readonly sceneId: string;
  readonly speakerTokenId: string | null;
  readonly scenario: unknown;
  readonly answers: readonly RecordedAnswer[];
  /** The users' own decisions (written into the exported scenario, so it resolves like the card). */
  readonly decisions: Readonly<Record<string, unknown>>;
  readonly output: OutputDocument;
  readonly undo: UndoRecord | null;
  /** The steps applied, in order (the undo stack checks the scene against them before undoing). */
  readonly applied: readonly Step[];
  /** Where each token the steps touched stood after them. */
  readonly positions: Readonly<Record<string, TokenPlace>>;
  /** The GM-only record already written by the write-ahead journal (journal.ts); absent: the card writes it. */
  readonly recordId?: string | null;
  /** The attack's weapon name when it matches no library weapon (owners may edit profiles), else null. */
  readonly customWeapon: string | null;
  readonly rolls: readonly R[];
}

export interface PipelinePorts<R = unknown> {
  readonly store: SceneStore;
  readonly scene: () => PipelineScene;
  readonly consts: ApplyContext["consts"];
  readonly gridUnitsPerInch: number;
  /** The world's ruleset id (a registered ruleset). */
  readonly ruleset: string;
  readonly settings: Record<string, unknown>;
  readonly newId: () => string;
  readonly cloudTexture: string;
  readonly blastArea: ApplyContext["blastArea"];
  /** A fresh answerer for one resolution; `attackerId` (null for upkeep) decides who the opponent is. */
  readonly answerer: (attackerId: string | null) => AttackAnswerer<R>;
  /** Renders notes into the output's `log` (game.i18n.format in Foundry). */
  readonly translate?: Translate;
  readonly preResolve: (ctx: PreResolveContext) => boolean;
  readonly resolved: (ctx: ResolvedContext) => void;
  readonly applied: (ctx: AppliedContext) => void;
  /** Posts the chat card; returns its id. */
  readonly postCard: (card: CardInput<R>) => Promise<string | null>;
  /** Show states as token status effects (default true). */
  readonly statusEffects?: boolean;
  /** Whether a weapon record matches no library weapon (shown as custom on the card); absent: never. */
  readonly customWeapon?: (record: Readonly<Record<string, unknown>>) => boolean;
  /** What the GM's client knows of a requesting user (GM or not, owned and hidden tokens); absent: a GM. */
  readonly sender?: (userId: string) => RequestSender;
  /** The scene cache (the module's, kept fresh by hooks, in Foundry); without one each attack prepares the scene afresh. */
  readonly cache?: SceneCache;
  /**
   * Figures the core refused and the scene left out (scene/figure-screen.ts), on every attack: the Foundry side
   * tells the GM once per figure and field. Absent: nobody is told (the attack naming one is still refused).
   */
  readonly leftOut?: (figures: readonly LeftOut[]) => void;
  /** A token's name for messages (absent: its id). */
  readonly tokenName?: (tokenId: string) => string;
  /** The attacker's turn counted uses belong to (relay/activation-counts.ts `gunnerTurn`); absent or null: outside combat. */
  readonly activation?: (attackerTokenId: string) => GunnerTurn | null;
  /** The write-ahead journal (journal.ts); absent: the record is written with the card, after the writes. */
  readonly journal?: JournalPort<CardInput<R>>;
  /** Reads the documents a plan writes as stored now; when given, an attack whose documents changed since it was resolved is refused. */
  readonly read?: DocReader;
}

/** The scene's battlefield, validated and indexed: from the ports' cache when the scene did not change. */
function prepareScene<R>(ports: PipelinePorts<R>, scene: SceneData, resolvedSettings?: unknown): PreparedScene {
  return (ports.cache ?? new SceneCache()).prepare(ports.store.sceneId, scene, {
    ruleset: ports.ruleset,
    settings: ports.settings,
    gridUnitsPerInch: ports.gridUnitsPerInch,
    consts: ports.consts,
    resolvedSettings,
  });
}

/** An empty snapshot: documents are built around the prepared scene's battlefield document instead. */
const NO_BATTLEFIELD: BattlefieldSnapshot = { bounds: null, walls: [], figures: [], clouds: [], wind: null };

interface Resolved {
  readonly attackId: string;
  readonly doc: Record<string, unknown>;
  readonly scenario: Scenario;
  readonly battlefield: Battlefield<unknown>;
  readonly answers: RecordedAnswer[];
  readonly output: OutputDocument;
}

async function resolveDoc<R>(
  ports: PipelinePorts<R>,
  doc: Record<string, unknown>,
  answerer: AttackAnswerer<R>,
  prepared: PreparedScene,
  resolvedSettings?: unknown,
): Promise<Resolved> {
  let scenario: Scenario;
  try {
    scenario = loadPreparedScenario(doc, prepared, resolvedSettings);
  } catch (e) {
    // A combination of choices the rules refuse (core's cross checks): named, like any bad option.
    if (e instanceof ScenarioError) throw new NoticeError("ORDNANCE.Error.badOption", { field: e.path, problem: e.problem });
    throw e;
  }
  const battlefield = scenario.battlefield === prepared.parsed ? prepared.battlefield : createBattlefield(scenario.battlefield);
  const ruleset = rulesetOf(scenario.ruleset);
  const ctx = { scenario, battlefield, settings: scenario.resolvedSettings };
  // Decisions given up front answer their prompts; the answerer asks the rest of their users (decisions.ts).
  const given = scriptedAnswerer({}, scenario.decisions);
  const { result, answers } = await runAsync(scenario.endOfRound ? ruleset.upkeep(ctx) : ruleset.attack(ctx), (p) =>
    p.kind === "dice" ? answerer.answer(p) : (given(p) ?? answerer.answer(p)),
  );
  const output = outputDocument(result, answers, ports.translate);
  const attackId = ports.newId();
  ports.resolved({ attackId, scenario: doc, answers, output });
  return { attackId, doc, scenario, battlefield, answers, output };
}

async function apply<R>(
  ports: PipelinePorts<R>,
  r: Resolved,
  ctx: ApplyContext,
  speakerTokenId: string | null,
  answerer: AttackAnswerer<R>,
  extra: PlannedStep | null = null,
  customWeapon: string | null = null,
): Promise<AttackResult> {
  const unlisted = rulesetOf(r.scenario.ruleset).presentation.unlistedStates?.(r.output) ?? {};
  const outcome = planOutcome(r.output, { ...ctx, unlisted });
  const plan = extra ? makePlan([...outcome.steps, extra]) : outcome;
  const applied = plan.steps.map((s) => s.forward);
  const card: CardInput<R> = {
    attackId: r.attackId,
    sceneId: ports.store.sceneId,
    speakerTokenId,
    scenario: pruneScenario(r.doc, r.scenario, r.battlefield),
    answers: r.answers,
    decisions: answerer.decisions(),
    output: r.output,
    undo: plan.steps.length ? { sceneId: ports.store.sceneId, steps: plan.steps.map((s) => s.inverse).reverse() } : null,
    applied,
    customWeapon,
    positions: positionsAfter(applied, ctx.tokens),
    rolls: answerer.rolls(),
  };
  const { recordId, undo } = await writeAhead(ports, plan, card, positionsBefore(Object.keys(card.positions), ctx.tokens));
  let messageId: string | null;
  try {
    messageId = await ports.postCard(recordId === null ? card : { ...card, recordId });
  } catch (e) {
    // Without its card the attack could not be undone or audited: take it back.
    await executeUndo(ports.store, undo);
    if (recordId !== null && ports.journal) await ports.journal.mark(recordId, { phase: "rolledBack", done: 0 });
    throw new NoticeError("ORDNANCE.Error.writeFailed", {
      step: "create ChatMessage",
      message: e instanceof Error ? e.message : String(e),
    });
  }
  if (recordId !== null && ports.journal) await ports.journal.mark(recordId, { phase: "completed", done: plan.steps.length });
  ports.applied({ attackId: r.attackId, scenario: r.doc, answers: r.answers, output: r.output, sceneId: ports.store.sceneId, messageId });
  return { attackId: r.attackId, output: r.output, messageId };
}

function rulesetOf(id: string): Ruleset {
  const ruleset = getRuleset(id);
  if (!ruleset) throw new NoticeError("ORDNANCE.Error.unknownRuleset", { ruleset: id });
  return ruleset;
}

function applyContext<R>(
  ports: PipelinePorts<R>,
  scene: PipelineScene,
  r: Resolved,
  userId: string,
  weapon: ApplyContext["weapon"],
): ApplyContext {
  // The outcome says how wide its blast is and which of its clouds block sight (the core's own answer).
  return {
    attackId: r.attackId,
    scale: makeScale(scene.grid, ports.gridUnitsPerInch),
    consts: ports.consts,
    tokens: scene.tokens,
    // Read only when a cloud's ring of walls is moved or removed (the scene's walls may be costly to list).
    get walls() {
      return scene.walls;
    },
    tiles: scene.tiles,
    newId: ports.newId,
    cloudTexture: ports.cloudTexture,
    userId,
    blastArea: ports.blastArea,
    ...(scene.tileFrame ? { tileFrame: scene.tileFrame } : {}),
    actors: scene.actors ?? [],
    effects: scene.effects ?? [],
    statusEffects: ports.statusEffects ?? true,
    moveTokens: ports.store.moveTokens !== undefined,
    label: (key, data) => (ports.translate ? ports.translate(data ? { key, data } : { key }) : key),
    blastRadiusInches: r.output.blastRadius,
    weapon,
  };
}

/**
 * One bad figure never stops a scene: figures the core refused are left out (and the GM told, through the port);
 * an attack by or at one of them is refused naming the token and the field.
 */
function refuseLeftOut<R>(ports: PipelinePorts<R>, prepared: PreparedScene, request: AttackRequest): void {
  if (!prepared.leftOut.length) return;
  ports.leftOut?.(prepared.leftOut);
  const named = [request.attackerTokenId, "tokenId" in request.target ? request.target.tokenId : null];
  const bad = prepared.leftOut.find((f) => named.includes(f.id));
  if (bad) {
    const token = ports.tokenName?.(bad.id) ?? bad.id;
    throw new NoticeError("ORDNANCE.Trust.badFigure", { token, field: bad.field, problem: bad.problem });
  }
}

/** Runs one attack on the GM client. `userId` is who asked (server-stamped for relayed requests). */
export async function runAttack<R>(ports: PipelinePorts<R>, request: AttackRequest, userId: string): Promise<AttackResult> {
  const scene = ports.scene();
  const attacker = scene.tokens.find((t) => t._id === request.attackerTokenId);
  if (!attacker) throw new NoticeError("ORDNANCE.Error.unknownToken", { id: request.attackerTokenId });
  const weapon = (
    (attacker._id !== null ? scene.profiles?.get(attacker._id) : undefined) ?? fighterRecord(attacker, actorIndex(scene.actors)).profile
  )?.weapons?.find((w) => w.id === request.weaponId);
  if (!weapon) throw new NoticeError("ORDNANCE.Error.unknownWeapon", { id: request.weaponId });
  if (weapon.ruleset !== ports.ruleset)
    throw new NoticeError("ORDNANCE.Error.wrongRuleset", { weapon: weapon.name, ruleset: weapon.ruleset });
  const ruleset = rulesetOf(ports.ruleset);
  const resolvedSettings: unknown = ruleset.resolveSettings(ports.settings);
  const prepared = prepareScene(ports, scene, resolvedSettings);
  refuseLeftOut(ports, prepared, request);
  const snap = prepared.snapshot;
  const attackerFigure = snap.figures.find((f) => f.id === attacker._id);
  if (!attackerFigure) throw new NoticeError("ORDNANCE.Error.attackerOut");
  const scale = makeScale(scene.grid, ports.gridUnitsPerInch);
  let target: ScenarioTarget;
  const sender = ports.sender?.(userId) ?? GM_SENDER;
  if ("tokenId" in request.target) {
    const id = request.target.tokenId;
    if (!sender.isGM && sender.hidden(id)) throw new NoticeError("ORDNANCE.Trust.hiddenToken", { field: "target" });
    if (!snap.figures.some((f) => f.id === id)) throw new NoticeError("ORDNANCE.Error.unknownToken", { id });
    target = { figure: id };
  } else {
    target = { point: [toInches(request.target.point.x, scale), toInches(request.target.point.y, scale)] };
  }
  const record = weaponWithState(ports.ruleset, weapon.weapon, weapon.state);
  // Options and decisions the ruleset declares, checked by its schema; a resolution order naming tokens
  // that are not figures (removed, out of action) keeps the others.
  const choiceCtx = choiceContext(resolvedSettings, record, attackerFigure, "figure" in target ? target.figure : null, snap.figures);
  const extras = scenarioExtras(ruleset, snap, scale, request.options, request.decisions, choiceCtx, sender);
  const counted = settleCounts(
    ruleset.choices,
    extras.attack,
    choiceCtx,
    sender.isGM,
    ports.activation?.(request.attackerTokenId) ?? null,
    scene.tokens,
  );
  const decisions = extras.decisions;
  const built = attackScenario({
    ruleset: ports.ruleset,
    settings: ports.settings,
    battlefield: NO_BATTLEFIELD,
    attacker: request.attackerTokenId,
    weapon: record,
    target,
    blind: request.blind,
    extras: counted.attack,
    decisions,
  });
  const doc = { ...built, battlefield: prepared.document };
  if (!ports.preResolve({ request, scenario: doc, userId })) throw new NoticeError("ORDNANCE.Error.cancelled");
  const answerer = ports.answerer(request.attackerTokenId);
  const r = await resolveDoc(ports, doc, answerer, prepared, resolvedSettings);
  const ctx = applyContext(ports, scene, r, userId, { tokenId: request.attackerTokenId, weaponId: request.weaponId });
  const custom = ports.customWeapon?.(weapon.weapon) ? weapon.name : null;
  return apply(ports, r, ctx, request.attackerTokenId, answerer, countStep(counted.uses, r.output), custom);
}

/**
 * Runs the end-of-round upkeep of the scene's clouds (dissipation, drift); null when there are none or a
 * hook cancelled it. With a combat round, the round is remembered in the scene's flags: in the same plan
 * as the upkeep's writes (so rolled back and undone with them), or on its own when there was nothing to
 * resolve.
 */
export async function runUpkeep<R>(
  ports: PipelinePorts<R>,
  userId: string,
  round: UpkeepRound | null = null,
): Promise<AttackResult | null> {
  const scene = ports.scene();
  const prepared = prepareScene(ports, scene);
  if (prepared.leftOut.length) ports.leftOut?.(prepared.leftOut);
  const snap = prepared.snapshot;
  const markOnly = async (): Promise<null> => {
    const step = sceneFlagStep(ports.store.sceneId, scene.sceneFlags, null, round);
    if (step) await executePlan(ports.store, makePlan([step]));
    return null;
  };
  if (snap.clouds.length === 0) return markOnly();
  const doc = { ...upkeepScenario(ports.ruleset, ports.settings, NO_BATTLEFIELD), battlefield: prepared.document };
  if (!ports.preResolve({ request: null, scenario: doc, userId })) return markOnly();
  const answerer = ports.answerer(null);
  const r = await resolveDoc(ports, doc, answerer, prepared);
  const ctx = applyContext(ports, scene, r, userId, null);
  const wind = windToKeep(r.output, scene.wind);
  return apply(ports, r, ctx, null, answerer, sceneFlagStep(ports.store.sceneId, scene.sceneFlags, wind, round));
}
