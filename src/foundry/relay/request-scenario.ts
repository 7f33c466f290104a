// The per-attack options and up-front decisions of an AttackRequest turned into scenario `attack.*` and
// `decisions.*` fields (docs/scenario.md), read generically from the ruleset's choice descriptors: only
// declared fields (own keys), token ids checked against the snapshot's figures (and, for a player, not
// hidden), canvas px converted to inches, the chooser and range checked for a player, every value
// checked by the core schema. Run on the GM client, so nothing a player sent is trusted.

import {
  type BattlefieldSnapshot,
  type ChoiceContext,
  type ChoiceDescriptor,
  type ChoiceSender,
  type Ruleset,
  type Schema,
  checkChoice,
  findChoice,
  refusedChooser,
  validate,
} from "../../core/index.js";
import type { AttackDecisionsRequest, AttackOptionsRequest, CanvasPoint } from "../api-types.js";
import { NoticeError } from "../platform/errors.js";
import { type Scale, toInches } from "../scene/scene-snapshot.js";

export interface ScenarioExtras {
  readonly attack: Record<string, unknown>;
  readonly decisions: Record<string, unknown>;
}

/** Who sent the request, as the GM's client knows it (server-stamped user id). */
export interface RequestSender extends ChoiceSender {
  /** Whether the token is hidden from players. */
  readonly hidden: (figureId: string) => boolean;
}

/** The GM (or the GM's own API call): may give any declared field. */
export const GM_SENDER: RequestSender = { isGM: true, owns: () => true, hidden: () => false };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The schema of a declared field, own keys only. */
function schemaOf(ruleset: Ruleset, d: ChoiceDescriptor): Schema | undefined {
  if (d.key === "resolutionOrder") return { type: "array", items: { type: "string" } };
  const map = d.group === "attack" ? ruleset.schemas.attack : ruleset.schemas.decisions;
  return map && Object.hasOwn(map, d.key) ? map[d.key] : undefined;
}

/**
 * The scenario fields of a request's options and decisions. Throws a NoticeError naming the field for a
 * field the ruleset does not declare, a choice the sender may not make (the GM's, the opponent's, a
 * figure they do not own or that is hidden, a value out of the rules' range), a value the schema
 * refuses, or a token that is not a figure on the table. A resolution order keeps only ids that are
 * figures (a fighter removed since the throw was aimed).
 */
export function scenarioExtras(
  ruleset: Ruleset,
  snap: BattlefieldSnapshot,
  scale: Scale,
  options: AttackOptionsRequest = {},
  decisions: AttackDecisionsRequest = {},
  ctx: ChoiceContext | null = null,
  sender: RequestSender = GM_SENDER,
): ScenarioExtras {
  const isFigure = (id: string): boolean => snap.figures.some((f) => f.id === id);
  const out: ScenarioExtras = { attack: {}, decisions: {} };
  const groups = [
    ["attack", "options", options],
    ["decisions", "decisions", decisions],
  ] as const;
  for (const [group, prefix, given] of groups) {
    for (const [key, raw] of Object.entries(given)) {
      if (raw === undefined) continue;
      const field = `${prefix}.${key}`;
      const d = findChoice(ruleset.choices, group, key);
      if (!d) throw new NoticeError("ORDNANCE.Trust.undeclared", { field, ruleset: ruleset.id });
      const who = ctx ? refusedChooser(d, field, ctx, sender) : null;
      if (who) throw new NoticeError(`ORDNANCE.Trust.${who.problem}`, { ...who.data, field: who.field });
      const figure = (id: string): string => {
        if (!sender.isGM && sender.hidden(id)) throw new NoticeError("ORDNANCE.Trust.hiddenToken", { field });
        if (!isFigure(id)) throw new NoticeError("ORDNANCE.Error.unknownToken", { id });
        return id;
      };
      const one = (v: unknown): unknown => {
        if (d.value === "figure" && typeof v === "string") return figure(v);
        if (d.value === "route" && Array.isArray(v))
          return (v as CanvasPoint[]).map((p) => (isRecord(p) ? [toInches(p.x, scale), toInches(p.y, scale)] : p));
        return Array.isArray(v) ? [...(v as unknown[])] : v;
      };
      let value: unknown;
      if (d.value === "figures" && Array.isArray(raw)) {
        const ids = (raw as unknown[]).filter((id): id is string => typeof id === "string");
        for (const id of ids) if (!sender.isGM && sender.hidden(id)) throw new NoticeError("ORDNANCE.Trust.hiddenToken", { field });
        value = ids.filter(isFigure);
        if (!(value as string[]).length) continue;
      } else if (d.perFigure && isRecord(raw)) {
        value = Object.fromEntries(Object.entries(raw).map(([id, v]) => [figure(id), one(v)]));
      } else value = one(raw);
      const schema = schemaOf(ruleset, d);
      if (!schema) throw new NoticeError("ORDNANCE.Trust.undeclared", { field, ruleset: ruleset.id });
      const issue = validate(value, schema, `$.${group}.${key}`)[0];
      if (issue) throw new NoticeError("ORDNANCE.Error.badOption", { field: issue.path, problem: issue.problem });
      if (ctx) {
        const refused = checkChoice(d, field, value, ctx, sender);
        if (refused) throw new NoticeError(`ORDNANCE.Trust.${refused.problem}`, { ...refused.data, field: refused.field });
      }
      out[group][key] = value;
    }
  }
  return out;
}
