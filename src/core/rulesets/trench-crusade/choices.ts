// Trench Crusade's per-attack options and decisions (docs/scenario.md, docs/rules.md):
// the DICE an attacker adds from its own Blessing markers, the Blood it spends on a hit model's Injury
// Roll or a Bloodbath, the friend hit after shooting into melee; the opponent's Blood spend on the
// Success Roll and scatter point; a flat Success Roll modifier only the GM grants (an ability's).

import { type ChoiceContext, type ChoiceDescriptor, type ChoiceRange, baseGap, statOf } from "../choices.js";

const counts = (max: number): ChoiceRange | null => (max > 0 ? { min: 0, max, step: 1 } : null);
/** The table's figures, the attacker and target included. */
const everyone = (ctx: ChoiceContext) => [ctx.attacker, ...(ctx.target ? [ctx.target] : []), ...ctx.figures];
/** The figure with this id (no figure has a null id, so a null id finds none). */
const figureById = (ctx: ChoiceContext, id: string | null) => everyone(ctx).find((f) => f.id === id) ?? null;
const others = (ctx: ChoiceContext): string[] => [...new Set(everyone(ctx).map((f) => f.id))].filter((id) => id !== ctx.attacker.id);
/** Blood markers a Bloodbath costs on a model: 6, or 3 when it is Down. */
export const bloodbathCost = (down: unknown): number => (down === true ? 3 : 6);
/** How close a friend must be to the target to be in its melee, in inches. */
const MELEE_REACH = 1;
const opt = (key: string): Pick<ChoiceDescriptor, "labelKey" | "hintKey"> => ({
  labelKey: `ORDNANCE.Option.${key}.Name`,
  hintKey: `ORDNANCE.Option.${key}.Hint`,
});

export const TC_CHOICES: readonly ChoiceDescriptor[] = [
  {
    key: "successModifier",
    group: "attack",
    value: "int",
    // A flat modifier comes from an ability the GM rules on; an attacker's own DICE are its Blessing markers.
    chooser: "gm",
    ownFigure: false,
    ...opt("successModifier"),
    range: () => ({ min: -12, max: 12, step: 1 }),
  },
  {
    key: "targetInCover",
    group: "attack",
    value: "bool",
    // Only ever costs the attacker a DICE, so the attacker may declare it.
    chooser: "attacker",
    ownFigure: false,
    ...opt("targetInCover"),
    offered: (ctx) => ctx.settings["tc.coverForPoint"] === true && ctx.target === null,
    range: () => ({ min: 0, max: 1, step: 1 }),
  },
  {
    key: "blessingSpend",
    group: "decisions",
    value: "int",
    perFigure: true,
    chooser: "attacker",
    ownFigure: true,
    ...opt("blessingSpend"),
    for: "attacker",
    range: (ctx, id) => counts(statOf(figureById(ctx, id), "blessing")),
  },
  {
    key: "bloodSpendOnInjury",
    group: "decisions",
    value: "int",
    perFigure: true,
    chooser: "attacker",
    ownFigure: false,
    ...opt("bloodSpendOnInjury"),
    figures: others,
    range: (ctx, id) => counts(statOf(figureById(ctx, id), "blood")),
  },
  {
    key: "bloodbath",
    group: "decisions",
    value: "bool",
    perFigure: true,
    chooser: "attacker",
    ownFigure: false,
    ...opt("bloodbath"),
    labelCount: (ctx, id) => bloodbathCost(figureById(ctx, id)?.stats["down"]),
    figures: others,
    range: (ctx, id) => {
      const f = figureById(ctx, id);
      return statOf(f, "blood") >= bloodbathCost(f?.stats["down"]) ? { min: 0, max: 1, step: 1 } : null;
    },
  },
  {
    key: "meleeRetarget",
    group: "decisions",
    value: "figure",
    chooser: "attacker",
    ownFigure: false,
    ...opt("meleeRetarget"),
    offered: (ctx) => ctx.target !== null,
    figures: (ctx) => {
      const t = ctx.target;
      if (!t) return [];
      return ctx.figures
        .filter((f) => f.id !== ctx.attacker.id && f.id !== t.id && f.side === ctx.attacker.side && baseGap(f, t) <= MELEE_REACH)
        .map((f) => f.id);
    },
  },
  {
    key: "bloodSpendOnSuccess",
    group: "decisions",
    value: "int",
    chooser: "targetSide",
    ownFigure: false,
    asked: true,
    labelKey: "ORDNANCE.Choice.bloodSpendOnSuccess",
    hintKey: "ORDNANCE.Prompt.count.bloodSpendOnSuccess",
    range: (ctx) => counts(statOf(ctx.attacker, "blood")),
  },
  {
    key: "scatterPoint",
    group: "decisions",
    value: "point",
    chooser: "targetSide",
    ownFigure: false,
    asked: true,
    labelKey: "ORDNANCE.Choice.scatterPoint",
    hintKey: "ORDNANCE.Prompt.pickPoint",
    // A SCATTER weapon only: the weapon record as written (its keywords) or as prepared (its flag).
    offered: (ctx) =>
      ctx.weapon["scatter"] === true || (Array.isArray(ctx.weapon["keywords"]) && ctx.weapon["keywords"].includes("SCATTER")),
  },
];
