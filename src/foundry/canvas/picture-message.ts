// Checks a picture that arrived over the socket (or from a card's flag) field by field before anything draws it: the
// canvas copy's primitives only (no walls), finite coordinates within Foundry's range, known kinds, at most 400 of them.

import { OUTCOMES, type OutcomeCode, PICTURE_PHASES, type Picture, type PicturePoint, type Primitive } from "../../core/index.js";

/** More than any attack draws (a grenade among a crowd: a few dozen); a bound on what a client will draw. */
const MAX_PRIMITIVES = 400;
const LEG_KINDS = ["deviate", "scatter", "bounce", "stop"] as const;
const MOVE_KINDS = ["knockback", "runForCover", "displaced", "fall", "cloudDrift"] as const;
const CLOUD_CHANGES = ["placed", "moved", "removed", "kept"] as const;
const STATUSES = ["standing", "pinned", "seriouslyInjured", "down", "outOfAction", "broken"] as const;
const CAUSES = ["blast", "friendly1in", "gas", "smoke", "knockbackObstruction", "landedOn", "fear"] as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
/** Inches: the scenario format's own bound on coordinates (docs/scenario.md). */
const isNum = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= 100000;
const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === "string" && (list as readonly string[]).includes(v);

function point(v: unknown): PicturePoint | null {
  return isRecord(v) && isNum(v["x"]) && isNum(v["y"]) ? { x: v["x"], y: v["y"] } : null;
}

/** One primitive of the canvas copy, rebuilt from checked fields only (unknown fields are dropped). */
function primitive(v: unknown): Primitive | null {
  if (!isRecord(v) || !oneOf(PICTURE_PHASES, v["phase"])) return null;
  const phase = v["phase"];
  const at = point(v["at"]);
  const from = point(v["from"]);
  const to = point(v["to"]);
  switch (v["kind"]) {
    case "aim":
      return at && (v["from"] === null || from) ? { kind: "aim", phase, at, from } : null;
    case "leg":
      return from && to && isNum(v["index"]) && oneOf(LEG_KINDS, v["legKind"])
        ? { kind: "leg", phase, index: v["index"], legKind: v["legKind"], from, to }
        : null;
    case "bounce":
      return at && isNum(v["leg"]) ? { kind: "bounce", phase, leg: v["leg"], at } : null;
    case "impact":
      return at && isNum(v["z"]) && oneOf(OUTCOMES, v["outcome"]) ? { kind: "impact", phase, at, z: v["z"], outcome: v["outcome"] } : null;
    case "blast":
      return at && isNum(v["radius"]) && v["radius"] >= 0 ? { kind: "blast", phase, at, radius: v["radius"] } : null;
    case "move": {
      if (!from || !to || !isId(v["subject"]) || !oneOf(MOVE_KINDS, v["moveKind"])) return null;
      const drop = v["drop"];
      if (drop !== undefined && !isNum(drop)) return null;
      return { kind: "move", phase, moveKind: v["moveKind"], subject: v["subject"], from, to, ...(drop !== undefined ? { drop } : {}) };
    }
    case "cloud": {
      const { id, cloudKind, change, radius, lethal, blocksSight } = v;
      if (!at || !isId(id) || !(cloudKind === "smoke" || cloudKind === "gas") || !oneOf(CLOUD_CHANGES, change) || !isNum(radius))
        return null;
      if (typeof lethal !== "boolean" || typeof blocksSight !== "boolean") return null;
      return { kind: "cloud", phase, id, cloudKind, change, at, radius, lethal, blocksSight };
    }
    case "figure": {
      const { id, side, attacker, z, baseRadius, hit, status, cause, label } = v;
      if (!at || !from || !isId(id) || typeof side !== "string" || side.length > 64 || typeof attacker !== "boolean") return null;
      if (!isNum(z) || !isNum(baseRadius) || typeof hit !== "boolean" || typeof label !== "string" || label.length > 64) return null;
      if (!(status === null || oneOf(STATUSES, status)) || !(cause === null || oneOf(CAUSES, cause))) return null;
      return { kind: "figure", phase, id, side, attacker, at, from, z, baseRadius, hit, status, cause, label };
    }
    default:
      return null;
  }
}

/** A picture for the canvas, or null when any part of it is malformed. */
export function parsePicture(raw: unknown): Picture | null {
  if (!isRecord(raw) || !oneOf<OutcomeCode>(OUTCOMES, raw["outcome"]) || !Array.isArray(raw["primitives"])) return null;
  const v = raw["viewport"];
  if (!isRecord(v) || !isNum(v["x"]) || !isNum(v["y"]) || !isNum(v["width"]) || !isNum(v["height"])) return null;
  if (raw["primitives"].length > MAX_PRIMITIVES) return null;
  const primitives: Primitive[] = [];
  for (const p of raw["primitives"]) {
    const checked = primitive(p);
    if (!checked) return null;
    primitives.push(checked);
  }
  return { viewport: { x: v["x"], y: v["y"], width: v["width"], height: v["height"] }, outcome: raw["outcome"], primitives };
}
