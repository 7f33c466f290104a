// The live odds' document for each aim (pure): the throw dialog's options and decisions go into it as into the
// throw's (relay/request-scenario.ts `scenarioExtras`, checked for this user with the aimed model as the target),
// so the odds are those of the throw the user is about to make. A choice the throw would refuse fails the odds
// with the same notice.

import { type BattlefieldSnapshot, choiceContext, decisionsLeftToPolicy, getRuleset } from "../../core/index.js";
import type { AttackDecisionsRequest, AttackOptionsRequest } from "../api-types.js";
import { type ScenarioTarget, attackScenario } from "../pipeline/build-scenario.js";
import { NoticeError } from "../platform/errors.js";
import { type RequestSender, scenarioExtras } from "../relay/request-scenario.js";
import type { Scale } from "../scene/scene-snapshot.js";

export interface AimOddsInput {
  readonly ruleset: string;
  readonly settings: Record<string, unknown>;
  readonly battlefield: BattlefieldSnapshot;
  /** The battlefield's document, made once for every aim (the odds worker is sent it once, odds-source.ts). */
  readonly battlefieldDoc: Readonly<Record<string, unknown>>;
  readonly attacker: string;
  readonly weapon: Record<string, unknown>;
  readonly blind: boolean;
  /** The dialog's options and decisions as the throw request carries them (token ids, px). */
  readonly options?: AttackOptionsRequest;
  readonly decisions?: AttackDecisionsRequest;
  readonly scale: Scale;
  /** Who aims: what they may choose is checked as for their throw. */
  readonly sender: RequestSender;
}

/**
 * The decisions the throw may ask while resolving that the dialog does not give (localization keys of their
 * names): the live odds leave them to the automation's policy, and say so. Checked as for an aim at a point.
 */
export function aimLeftToPolicy(i: AimOddsInput): string[] {
  const ruleset = getRuleset(i.ruleset);
  const attacker = i.battlefield.figures.find((f) => f.id === i.attacker);
  if (!ruleset || !attacker) return [];
  const ctx = choiceContext(ruleset.resolveSettings(i.settings), i.weapon, attacker, null, i.battlefield.figures);
  let held: Readonly<Record<string, unknown>>;
  try {
    held = scenarioExtras(ruleset, i.battlefield, i.scale, i.options, i.decisions, ctx, i.sender).decisions;
  } catch {
    // A choice the throw would refuse: the odds show that refusal instead.
    return [];
  }
  return decisionsLeftToPolicy(ruleset.choices, ctx, held).map((key) => `ORDNANCE.Choice.${key}`);
}

/** The attack document for an aim at `target`; the options and decisions are checked once per aimed model (or point). */
export function aimOddsDocuments(i: AimOddsInput): (target: ScenarioTarget) => Record<string, unknown> {
  const ruleset = getRuleset(i.ruleset);
  if (!ruleset) throw new NoticeError("ORDNANCE.Error.unknownRuleset", { ruleset: i.ruleset });
  const resolved: unknown = ruleset.resolveSettings(i.settings);
  const attacker = i.battlefield.figures.find((f) => f.id === i.attacker);
  if (!attacker) throw new NoticeError("ORDNANCE.Error.unknownToken", { id: i.attacker });
  const checked = new Map<string | null, ReturnType<typeof scenarioExtras>>();
  const extrasFor = (figure: string | null): ReturnType<typeof scenarioExtras> => {
    let extras = checked.get(figure);
    if (!extras) {
      const ctx = choiceContext(resolved, i.weapon, attacker, figure, i.battlefield.figures);
      extras = scenarioExtras(ruleset, i.battlefield, i.scale, i.options, i.decisions, ctx, i.sender);
      checked.set(figure, extras);
    }
    return extras;
  };
  return (target) => {
    const extras = extrasFor("figure" in target ? target.figure : null);
    return attackScenario({
      ruleset: i.ruleset,
      settings: i.settings,
      battlefield: i.battlefield,
      battlefieldDoc: i.battlefieldDoc,
      attacker: i.attacker,
      weapon: i.weapon,
      target,
      blind: i.blind,
      extras: extras.attack,
      decisions: extras.decisions,
    });
  };
}
