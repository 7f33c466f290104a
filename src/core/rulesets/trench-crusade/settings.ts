// Trench Crusade settings (docs/rules.md §6 `tc.*`, ambiguities A-31 … A-41).

import { bool, int, oneOf } from "../../scenario/schema.js";
import { defineSettings, setting } from "../../settings.js";

export const TC_SETTINGS = defineSettings({
  /** the lowest Success Roll total that is a Critical Success. */
  "tc.critAt": setting(int(2, 36), 12),
  /** how far above the target an attacker must stand for the elevated-position +1 DICE. */
  "tc.elevated": setting<"moreThan3" | "atLeast3">(oneOf(["moreThan3", "atLeast3"]), "moreThan3"),
  /** whether a point target can be in cover (then `attack.targetInCover` says so). */
  "tc.coverForPoint": setting(bool(), false),
  /** A-34: whose friends within 1" of a hit enemy are also hit. */
  "tc.friendly1inSide": setting<"attacker" | "both">(oneOf(["attacker", "both"]), "attacker"),
  /** A-34: whether a model hit for being within 1" brings in further models. */
  "tc.friendly1inChain": setting(bool(), false),
  /** roll for shooting into melee when a BLAST weapon targets a model. */
  "tc.meleeRollForBlast": setting(bool(), true),
  /** scatter distance from the modified total or from the dice alone. */
  "tc.scatterBasis": setting<"modifiedTotal" | "diceOnly">(oneOf(["modifiedTotal", "diceOnly"]), "modifiedTotal"),
  /** the scatter distance as a straight 3D line or on the table plane. */
  "tc.scatterMetric": setting<"3d" | "tablePlane">(oneOf(["3d", "tablePlane"]), "3d"),
  /** how the engine picks the opponent's scatter point when nobody chooses. */
  "tc.scatterPolicy": setting<"minimiseOwnLosses" | "maximiseAttackerLosses" | "callerOnly">(
    oneOf(["minimiseOwnLosses", "maximiseAttackerLosses", "callerOnly"]),
    "minimiseOwnLosses",
  ),
  /** direction of the line of sight that blast membership needs. */
  "tc.blastLos": setting<"modelToPoint" | "pointToModel">(oneOf(["modelToPoint", "pointToModel"]), "modelToPoint"),
  /** +1 Blood marker for a model hit by a SHRAPNEL, GAS or FIRE weapon. */
  "tc.elementalBlood": setting(bool(), true),
  /** Blood markers a model can hold (docs/rules.md §4.4 T6). */
  "tc.maxBloodMarkers": setting(int(0, 99), 6),
  /** range to a model from base edge to base edge, or centre to centre. */
  "tc.rangeMeasure": setting<"edge" | "centre">(oneOf(["edge", "centre"]), "edge"),
});

export type TcSettings = { readonly [K in keyof typeof TC_SETTINGS]: (typeof TC_SETTINGS)[K]["default"] } & {
  readonly "geometry.eps": number;
  readonly "geometry.touchCounts": boolean;
  readonly "geometry.levelGap": number;
  readonly "clouds.wallsContain": boolean;
};
