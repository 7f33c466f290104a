// GZG's per-attack options: a loader of the gunner's crew (a model of the same side that the user
// acts for) whose transferred action fires this shot, and which of its transferred shots this is
// (counted by the referee per activation, docs/rules.md G11).

import type { ChoiceDescriptor } from "../choices.js";

const num = (v: unknown, d: number): number => (typeof v === "number" && Number.isFinite(v) ? v : d);

export const GZG_CHOICES: readonly ChoiceDescriptor[] = [
  {
    key: "loader",
    group: "attack",
    value: "figure",
    chooser: "attacker",
    ownFigure: true,
    labelKey: "ORDNANCE.Option.loader.Name",
    hintKey: "ORDNANCE.Option.loader.Hint",
    offered: (ctx) => ctx.weapon["thrown"] !== true,
    figures: (ctx) => ctx.figures.filter((f) => f.id !== ctx.attacker.id && f.side === ctx.attacker.side).map((f) => f.id),
  },
  {
    key: "loaderShot",
    group: "attack",
    value: "int",
    chooser: "attacker",
    ownFigure: false,
    labelKey: "ORDNANCE.Option.loaderShot.Name",
    hintKey: "ORDNANCE.Option.loaderShot.Hint",
    offered: (ctx) => ctx.weapon["thrown"] !== true && num(ctx.settings["gzg.loaderShotsPerActivation"], 1) > 1,
    range: (ctx) => ({ min: 1, max: num(ctx.settings["gzg.loaderShotsPerActivation"], 1), step: 1 }),
    // The GM's client counts the loader's shots per activation; a fumble loses its remaining actions (G11).
    counted: { of: "loader", spentBy: ["loaderFumbled"] },
  },
];
