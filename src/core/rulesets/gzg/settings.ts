// GZG FMA / Stargrunt settings (docs/rules.md §6 `gzg.*`, ambiguities A-17 … A-30).

import { bool, int, obj, oneOf } from "../../scenario/schema.js";
import { defineSettings, setting } from "../../settings.js";

const DIE = int(4, 12);

export const GZG_SETTINGS = defineSettings({
  "gzg.gradeAliases": setting(obj({}, [], { additional: DIE }), { Expert: 10, Trained: 8, Novice: 4 } as Readonly<Record<string, number>>),
  "gzg.tnRounding": setting(oneOf(["ceil", "floorPlusOne"]), "ceil" as "ceil" | "floorPlusOne"),
  "gzg.maxBands": setting(int(1, 100), 10),
  "gzg.shiftSidesPerBand": setting(int(0, 8), 2),
  "gzg.blindDie": setting(int(2, 100), 12),
  "gzg.blindMaxRange": setting(bool(), true),
  "gzg.checkApproachPath": setting(bool(), false),
  "gzg.maxBounces": setting(int(0, 100), 3),
  "gzg.reactionTarget": setting(
    oneOf(["motivation", "motivationPlusSuppression"]),
    "motivation" as "motivation" | "motivationPlusSuppression",
  ),
  "gzg.areaMeasure": setting(oneOf(["baseEdge", "centre"]), "baseEdge" as "baseEdge" | "centre"),
  "gzg.areaInclusive": setting(bool(), true),
  "gzg.sealedImmuneToSmoke": setting(bool(), true),
  "gzg.gasUnsealed": setting(
    oneOf(["reactionTest", "alwaysSuppress", "external"]),
    "reactionTest" as "reactionTest" | "alwaysSuppress" | "external",
  ),
  "gzg.gasBlocksLos": setting(bool(), false),
  "gzg.explosiveEffect": setting(
    oneOf(["quickAndDirty", "detailed", "external"]),
    "quickAndDirty" as "quickAndDirty" | "detailed" | "external",
  ),
  "gzg.dissipateOn": setting({ type: "string", pattern: /^[1-6](-[1-6])?$/, patternText: '"5-6" (a range of D6 faces)' }, "5-6"),
  "gzg.wind.enabled": setting(bool(), false),
  "gzg.wind.mode": setting(oneOf(["fixed3", "d6"]), "fixed3" as "fixed3" | "d6"),
  "gzg.wind.reference": setting(oneOf(["tableNorth", "player1Edge"]), "tableNorth" as "tableNorth" | "player1Edge"),
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
  return [lo!, hi ?? lo!];
}
