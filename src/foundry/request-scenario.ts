// The per-attack options and up-front decisions of an AttackRequest turned into scenario `attack.*` and
// `decisions.*` fields (docs/scenario.md): only fields the world's ruleset declares (`schemas.attack`,
// `schemas.decisions`), token ids checked against the snapshot's figures, canvas px converted to inches,
// every value checked by the core schema. Run on the GM client, so nothing a player sent is trusted.

import { type BattlefieldSnapshot, type Ruleset, type Schema, validate } from "../core/index.js";
import type { AttackDecisionsRequest, AttackOptionsRequest } from "./api-types.js";
import { NoticeError } from "./errors.js";
import { type Scale, toInches } from "./scene-snapshot.js";

/** Attack extras whose value names a figure (a token id in the request). */
export const FIGURE_OPTIONS: readonly string[] = ["loader"];
/** Decisions whose value names a figure. */
export const FIGURE_DECISIONS: readonly string[] = ["meleeRetarget"];
/** Decisions keyed by figure id. */
export const PER_FIGURE_DECISIONS: readonly string[] = ["rfcPath", "bloodSpendOnInjury", "blessingSpend", "bloodbath"];
/** Decisions that are the opponent's to make, never the attacker's (docs/scenario.md, the "Who" column of Trench Crusade `decisions`). */
export const OPPONENT_DECISIONS: readonly string[] = ["bloodSpendOnSuccess"];
/** Decisions every ruleset reads (not in `schemas.decisions`). */
const COMMON_DECISIONS: readonly string[] = ["resolutionOrder"];

export interface ScenarioExtras {
  readonly attack: Record<string, unknown>;
  readonly decisions: Record<string, unknown>;
}

function checked(value: unknown, schema: Schema | undefined, path: string, ruleset: Ruleset): unknown {
  if (!schema) throw new NoticeError("ORDNANCE.Error.optionNotInRuleset", { field: path, ruleset: ruleset.id });
  const issue = validate(value, schema, path)[0];
  if (issue) throw new NoticeError("ORDNANCE.Error.badOption", { field: issue.path, problem: issue.problem });
  return value;
}

/**
 * The scenario fields of a request's options and decisions. Throws a NoticeError for a field the ruleset
 * does not have, a value its schema refuses, or a token that is not a figure on the table. A resolution
 * order keeps only ids that are figures (a fighter removed since the throw was aimed).
 */
export function scenarioExtras(
  ruleset: Ruleset,
  snap: BattlefieldSnapshot,
  scale: Scale,
  options: AttackOptionsRequest = {},
  decisions: AttackDecisionsRequest = {},
): ScenarioExtras {
  const isFigure = (id: string): boolean => snap.figures.some((f) => f.id === id);
  const figure = (id: string): string => {
    if (!isFigure(id)) throw new NoticeError("ORDNANCE.Error.unknownToken", { id });
    return id;
  };
  const attack: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(options)) {
    const value = FIGURE_OPTIONS.includes(key) && typeof raw === "string" ? figure(raw) : Array.isArray(raw) ? [...raw] : raw;
    attack[key] = checked(value, ruleset.schemas.attack?.[key], `$.attack.${key}`, ruleset);
  }
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(decisions)) {
    if (raw === undefined) continue;
    if (key === "resolutionOrder") {
      const order = decisions.resolutionOrder?.filter(isFigure) ?? [];
      if (order.length) out[key] = [...order];
      continue;
    }
    let value: unknown = raw;
    if (key === "rfcPath" && decisions.rfcPath) {
      value = Object.fromEntries(
        Object.entries(decisions.rfcPath).map(([id, pts]) => [figure(id), pts.map((p) => [toInches(p.x, scale), toInches(p.y, scale)])]),
      );
    } else if (PER_FIGURE_DECISIONS.includes(key) && typeof raw === "object" && raw !== null) {
      value = Object.fromEntries(Object.entries(raw).map(([id, v]) => [figure(id), v]));
    } else if (FIGURE_DECISIONS.includes(key) && typeof raw === "string") {
      value = figure(raw);
    }
    out[key] = checked(value, COMMON_DECISIONS.includes(key) ? undefined : ruleset.schemas.decisions?.[key], `$.decisions.${key}`, ruleset);
  }
  return { attack, decisions: out };
}

/** Every token id a request's options and decisions name (for the relay's existence and ownership checks). */
export function tokensNamed(options: AttackOptionsRequest = {}, decisions: AttackDecisionsRequest = {}): string[] {
  const ids: string[] = [];
  for (const key of FIGURE_OPTIONS) {
    const v = options[key];
    if (typeof v === "string") ids.push(v);
  }
  if (decisions.meleeRetarget) ids.push(decisions.meleeRetarget);
  for (const key of PER_FIGURE_DECISIONS) {
    const m = decisions[key as keyof AttackDecisionsRequest];
    if (typeof m === "object" && m !== null && !Array.isArray(m)) ids.push(...Object.keys(m));
  }
  return ids;
}
