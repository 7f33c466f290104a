// Necromunda's per-attack options and decisions: the Blast marker's hole offset over the target's base
// (necro.markerOnFighter = offsetOverBase), the attacker's order for the hit fighters, and a fighter's
// Running for Cover route, which is its own player's to choose.

import { type ChoiceDescriptor, RESOLUTION_ORDER } from "../choices.js";

export const NECRO_CHOICES: readonly ChoiceDescriptor[] = [
  {
    key: "markerOffset",
    group: "attack",
    value: "offset",
    chooser: "attacker",
    ownFigure: false,
    labelKey: "ORDNANCE.Option.markerOffset.Name",
    hintKey: "ORDNANCE.Option.markerOffset.Hint",
    offered: (ctx) => ctx.settings["necro.markerOnFighter"] === "offsetOverBase" && ctx.target !== null,
    // The hole stays over the target's base.
    range: (ctx) => {
      const r = ctx.target?.baseRadius ?? 0;
      return { min: -r, max: r, step: 0.05 };
    },
  },
  {
    key: "rfcPath",
    group: "decisions",
    value: "route",
    perFigure: true,
    chooser: "targetSide",
    ownFigure: true,
    labelKey: "ORDNANCE.Option.rfcPath.Name",
    hintKey: "ORDNANCE.Option.rfcPath.Hint",
  },
  RESOLUTION_ORDER,
];
