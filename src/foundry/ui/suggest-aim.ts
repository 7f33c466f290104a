// A suggested aim on a scene (pure): the scene's snapshot, the attacker's weapon, the attack's options and
// decisions (checked as a throw's are, relay/request-scenario.ts) and core `suggest`, with the answer in
// the scene's terms — a token id or a point in px — for api.suggestAim, the throw dialog and GM automation.

import {
  choiceContext,
  DEFAULT_OBJECTIVE,
  type Objective,
  type RulesetId,
  type Suggestion,
  getRuleset,
  loadScenario,
  suggest,
} from "../../core/index.js";
import type { AttackDecisionsRequest, AttackOptionsRequest, AttackTargetRequest, SuggestedAim } from "../api-types.js";
import { attackScenario } from "../pipeline/build-scenario.js";
import { NoticeError } from "../platform/errors.js";
import { GM_SENDER, type RequestSender, scenarioExtras } from "../relay/request-scenario.js";
import { type FoundryConstants, type Scale, type SceneData, makeScale, sceneSnapshot, toPixels } from "../scene/scene-snapshot.js";

/** The search's time budget when the caller gives none (as the command line's). */
export const SUGGEST_AIM_MS = 800;

export interface SuggestAimInput {
  readonly scene: SceneData;
  readonly gridUnitsPerInch: number;
  readonly consts: FoundryConstants;
  readonly ruleset: RulesetId;
  readonly settings: Record<string, unknown>;
  readonly attackerTokenId: string;
  /** The weapon record of the attacker's loadout (docs/scenario.md, the ruleset's "Weapon"). */
  readonly weapon: Record<string, unknown>;
  readonly blind?: boolean;
  /** The attack's options and up-front decisions as an AttackRequest carries them (token ids, px). */
  readonly options?: AttackOptionsRequest;
  readonly decisions?: AttackDecisionsRequest;
  /** Who asks: what they may choose is checked as for their throw (default: the GM). */
  readonly sender?: RequestSender;
  readonly objective?: Partial<Objective>;
  /** The clock (ms) and budget; or a candidate budget, which gives the same answer anywhere. */
  readonly now?: () => number;
  readonly timeMs?: number;
  readonly maxCandidates?: number;
  readonly seed?: string;
}

/** The objective with defaults filled; a NoticeError for a measure or weight that does not fit. */
export function objectiveOf(given: Partial<Objective> = {}): Objective {
  const o = { ...DEFAULT_OBJECTIVE, ...given };
  const weightOk = (w: unknown): boolean => typeof w === "number" && Number.isFinite(w) && w >= 0;
  if (!["hit", "outOfAction"].includes(o.measure) || !weightOk(o.enemyWeight) || !weightOk(o.friendWeight))
    throw new NoticeError("ORDNANCE.Suggest.badObjective", { objective: JSON.stringify(given) });
  return o;
}

/** What core `suggest` is asked (the attack document, the objective) and the scene's scale for its answer. */
export interface SuggestSearch {
  readonly doc: Record<string, unknown>;
  readonly objective: Objective;
  readonly scale: Scale;
}

/** Core `suggest` on this client's main thread (api.suggestAim; the throw dialog when no worker can start). */
export function suggestAim(i: SuggestAimInput): SuggestedAim {
  const search = suggestSearch(i);
  const now = i.now;
  const s = suggest(loadScenario(search.doc), {
    objective: search.objective,
    ...(i.seed !== undefined ? { seed: i.seed } : {}),
    ...(i.maxCandidates !== undefined ? { maxCandidates: i.maxCandidates } : {}),
    ...(now ? { now, timeMs: i.timeMs ?? SUGGEST_AIM_MS } : {}),
  });
  return suggestedAim(s, search.scale);
}

/** The search a suggestion needs, checked as a throw is (NoticeErrors name what is wrong); no search is run. */
export function suggestSearch(i: SuggestAimInput): SuggestSearch {
  const objective = objectiveOf(i.objective);
  const battlefield = sceneSnapshot(i.scene, i.gridUnitsPerInch, i.consts, i.ruleset);
  const attacker = battlefield.figures.find((f) => f.id === i.attackerTokenId);
  if (!attacker) throw new NoticeError("ORDNANCE.Error.unknownToken", { id: i.attackerTokenId });
  const ruleset = getRuleset(i.ruleset);
  if (!ruleset) throw new NoticeError("ORDNANCE.Error.unknownRuleset", { ruleset: i.ruleset });
  const scale = makeScale(i.scene.grid, i.gridUnitsPerInch);
  // The options and decisions go through the same checks as a throw's; no model is targeted up front.
  const ctx = choiceContext(ruleset.resolveSettings(i.settings), i.weapon, attacker, null, battlefield.figures);
  const extras = scenarioExtras(ruleset, battlefield, scale, i.options, i.decisions, ctx, i.sender ?? GM_SENDER);
  // The document's own target is only a starting point for the search.
  const doc = attackScenario({
    ruleset: i.ruleset,
    settings: i.settings,
    battlefield,
    attacker: i.attackerTokenId,
    weapon: i.weapon,
    target: { figure: i.attackerTokenId },
    blind: i.blind ?? false,
    extras: extras.attack,
    decisions: extras.decisions,
  });
  return { doc, objective, scale };
}

/** Core's suggestion in the scene's terms: a token id, or a point in px. */
export function suggestedAim(s: Suggestion, scale: Scale): SuggestedAim {
  const target: AttackTargetRequest =
    "figure" in s.target
      ? { tokenId: s.target.figure }
      : { point: { x: toPixels(s.target.point[0], scale), y: toPixels(s.target.point[1], scale) } };
  return {
    target,
    throwTarget: "tokenId" in target ? target.tokenId : target.point,
    score: s.score,
    expected: s.expected,
    candidates: s.candidates,
    complete: s.complete,
  };
}

/** What the aim preview says of a suggestion: why (expected hits, or out of action, per side) and where. */
export function suggestionWhy(s: SuggestedAim, measure: Objective["measure"] = "hit"): { key: string; data: Record<string, string> } {
  const e = s.expected;
  return measure === "outOfAction"
    ? { key: "ORDNANCE.Suggest.whyOut", data: { enemies: e.enemiesOutOfAction.toFixed(2), friends: e.friendsOutOfAction.toFixed(2) } }
    : { key: "ORDNANCE.Suggest.why", data: { enemies: e.enemiesHit.toFixed(2), friends: e.friendsHit.toFixed(2) } };
}
