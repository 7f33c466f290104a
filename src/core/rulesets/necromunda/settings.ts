// Necromunda settings (docs/rules.md §6 `necro.*`, ambiguities A-01 … A-16), and the D6 face maps of the
// special dice (§1.5) parsed once per resolution.

import { ScenarioError } from "../../engine/errors.js";
import { bool, int, oneOf } from "../../scenario/schema.js";
import { defineSettings, setting } from "../../settings.js";

const faceMap = (example: string) => ({
  type: "string" as const,
  pattern: /^\s*[A-Za-z0-9]+:[1-6](-[1-6])?(\s*,\s*[A-Za-z0-9]+:[1-6](-[1-6])?)*\s*$/,
  patternText: example,
});

export const NECRO_SETTINGS = defineSettings({
  "necro.traitSet": setting(oneOf(["seed", "n23"]), "seed" as "seed" | "n23"),
  "necro.ammoTrigger": setting(oneOf(["firepower", "naturalSix"]), "firepower" as "firepower" | "naturalSix"),
  "necro.injuryDieMap": setting(faceMap('"FW:1-2, SI:3-5, OOA:6"'), "FW:1-2, SI:3-5, OOA:6"),
  "necro.firepowerDieMap": setting(faceMap('"AMMO:1, 1:2-3, 2:4-5, 3:6"'), "AMMO:1, 1:2-3, 2:4-5, 3:6"),
  "necro.scatterFaceMap": setting(faceMap('"ARROW:1-4, HIT:5-6"'), "ARROW:1-4, HIT:5-6"),
  /** End Phase: a smoke cloud goes on a D6 at or under this; when not given, 3 (seed) or 4 (n23). */
  "necro.smokeDissipateMax": setting(int(1, 6), 3),
  "necro.blastOutOfRange": setting(oneOf(["pullBack", "autoMiss"]), "pullBack" as "pullBack" | "autoMiss"),
  "necro.markerOnFighter": setting(oneOf(["centre", "offsetOverBase"]), "centre" as "centre" | "offsetOverBase"),
  "necro.blastVertical": setting(oneOf(["sphere", "levelOnly"]), "sphere" as "sphere" | "levelOnly"),
  "necro.smokeAsBlast5": setting(bool(), true),
  "necro.kbDirection": setting(oneOf(["fromMarker", "fromAttacker"]), "fromMarker" as "fromMarker" | "fromAttacker"),
  "necro.kbModelsObstruct": setting(bool(), true),
  "necro.pinTiming": setting(oneOf(["endOfTarget", "onHit"]), "endOfTarget" as "endOfTarget" | "onHit"),
  "necro.fearAfterGas": setting(bool(), true),
  "necro.rfcMode": setting(oneOf(["awayFromAttacker2D6", "callerPath"]), "awayFromAttacker2D6" as "awayFromAttacker2D6" | "callerPath"),
  "necro.offTable": setting(oneOf(["noEffect", "clampToEdge"]), "noEffect" as "noEffect" | "clampToEdge"),
  "necro.strayShotsForBlast": setting(bool(), false),
  "necro.multiProfileAmmo": setting(oneOf(["allProfiles", "profileOnly"]), "allProfiles" as "allProfiles" | "profileOnly"),
  "necro.resolveCascadeNerve": setting(bool(), false),
  "necro.misfireEnabled": setting(bool(), true),
});

export type NecroSettings = { readonly [K in keyof typeof NECRO_SETTINGS]: (typeof NECRO_SETTINGS)[K]["default"] } & {
  readonly "geometry.eps": number;
  readonly "geometry.touchCounts": boolean;
  readonly "geometry.levelGap": number;
  readonly "clouds.wallsContain": boolean;
};

/** A D6 face map: the result name of each face 1..6. */
export type FaceMap = readonly string[];

/** Parses "FW:1-2, SI:3-5, OOA:6" into a face → result table; every face 1–6 exactly once. */
export function parseFaceMap(text: string, key: string, allowed: readonly string[]): FaceMap {
  const faces: (string | undefined)[] = new Array(7).fill(undefined);
  const path = `$.settings[${JSON.stringify(key)}]`;
  for (const part of text.split(",")) {
    const [name, range] = part.trim().split(":") as [string, string];
    if (!allowed.includes(name)) throw new ScenarioError(path, `unknown result ${JSON.stringify(name)} (known: ${allowed.join(", ")})`);
    const [lo, hi] = range.split("-").map(Number) as [number, number | undefined];
    for (let f = lo; f <= (hi ?? lo); f++) {
      if (faces[f] !== undefined) throw new ScenarioError(path, `face ${f} is given twice`);
      faces[f] = name;
    }
  }
  for (let f = 1; f <= 6; f++) if (faces[f] === undefined) throw new ScenarioError(path, `face ${f} has no result`);
  return faces.map((f) => f ?? "");
}

/** The special dice's face maps (N2 Firepower, N5 scatter, N7 Injury), parsed from the settings. */
export interface Faces {
  readonly injury: FaceMap;
  readonly firepower: FaceMap;
  readonly scatter: FaceMap;
}

const faceCache = new WeakMap<object, Faces>();

/** The special dice's face maps for these settings (parsed once per settings object). */
export function facesOf(settings: NecroSettings): Faces {
  let f = faceCache.get(settings);
  if (!f) {
    f = {
      injury: parseFaceMap(settings["necro.injuryDieMap"], "necro.injuryDieMap", ["FW", "SI", "OOA"]),
      firepower: parseFaceMap(settings["necro.firepowerDieMap"], "necro.firepowerDieMap", ["AMMO", "1", "2", "3"]),
      scatter: parseFaceMap(settings["necro.scatterFaceMap"], "necro.scatterFaceMap", ["ARROW", "HIT"]),
    };
    faceCache.set(settings, f);
  }
  return f;
}
