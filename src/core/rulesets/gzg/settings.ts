// GZG FMA / Stargrunt settings (docs/rules.md §6 `gzg.*`, ambiguities A-17 … A-30).

import { defined } from "../../engine/expect.js";
import { bool, int, obj, oneOf } from "../../scenario/schema.js";
import { defineSettings, setting } from "../../settings.js";

const DIE = int(4, 12);

export const GZG_SETTINGS = defineSettings({
  "gzg.gradeAliases": setting<Readonly<Record<string, number>>>(obj({}, [], { additional: DIE }), { Expert: 10, Trained: 8, Novice: 4 }),
  "gzg.tnRounding": setting<"ceil" | "floorPlusOne">(oneOf(["ceil", "floorPlusOne"]), "ceil"),
  "gzg.maxBands": setting(int(1, 100), 10),
  "gzg.shiftSidesPerBand": setting(int(0, 8), 2),
  "gzg.blindDie": setting(int(2, 100), 12),
  "gzg.blindMaxRange": setting(bool(), true),
  "gzg.checkApproachPath": setting(bool(), false),
  "gzg.maxBounces": setting(int(0, 100), 3),
  "gzg.reactionTarget": setting<"motivation" | "motivationPlusSuppression">(
    oneOf(["motivation", "motivationPlusSuppression"]),
    "motivation",
  ),
  "gzg.areaMeasure": setting<"baseEdge" | "centre">(oneOf(["baseEdge", "centre"]), "baseEdge"),
  "gzg.areaInclusive": setting(bool(), true),
  "gzg.sealedImmuneToSmoke": setting(bool(), true),
  "gzg.gasUnsealed": setting<"reactionTest" | "alwaysSuppress" | "external">(
    oneOf(["reactionTest", "alwaysSuppress", "external"]),
    "reactionTest",
  ),
  "gzg.gasBlocksLos": setting(bool(), false),
  "gzg.explosiveEffect": setting<"quickAndDirty" | "detailed" | "external">(
    oneOf(["quickAndDirty", "detailed", "external"]),
    "quickAndDirty",
  ),
  "gzg.dissipateOn": setting({ type: "string", pattern: /^[1-6](-[1-6])?$/, patternText: '"5-6" (a range of D6 faces)' }, "5-6"),
  "gzg.wind.enabled": setting(bool(), false),
  "gzg.wind.mode": setting<"fixed3" | "d6">(oneOf(["fixed3", "d6"]), "fixed3"),
  "gzg.wind.reference": setting<"tableNorth" | "player1Edge">(oneOf(["tableNorth", "player1Edge"]), "tableNorth"),
  "gzg.testOnDrift": setting(bool(), true),
  "gzg.loaderShotsPerActivation": setting(int(1, 10), 1),
  /** [PROPOSED, Ordnance] A solid wall between the impact and a figure shields it from an explosion. */
  "gzg.wallsShieldBlast": setting(bool(), true),
});

export type GzgSettings = { readonly [K in keyof typeof GZG_SETTINGS]: (typeof GZG_SETTINGS)[K]["default"] } & {
  readonly "geometry.eps": number;
  readonly "geometry.touchCounts": boolean;
  readonly "geometry.levelGap": number;
  readonly "clouds.wallsContain": boolean;
};

/** Parses a `gzg.dissipateOn` range such as "5-6" into inclusive bounds. */
export function parseFaceRange(text: string): readonly [number, number] {
  const [lo, hi] = text.split("-").map(Number);
  const first = defined(lo, "the first face of a range");
  return [first, hi ?? first];
}
