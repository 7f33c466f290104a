// What an upkeep keeps in the scene's flags: the combat round it handled (so a reload neither reruns nor
// skips it) and the wind it rolled, written as one scene update with its exact inverse.

import type { OutputDocument, WindSnapshot } from "../../core/index.js";
import type { UpkeepRounds } from "../platform/flags.js";
import type { PlannedStep } from "./operation-plan.js";

export interface SceneOrdnanceFlags {
  readonly wind?: WindSnapshot;
  readonly upkeepRounds?: UpkeepRounds;
}

/** The combat round an upkeep belongs to (remembered in the scene's flags so a reload neither reruns nor skips it). */
export interface UpkeepRound {
  readonly combatId: string;
  readonly round: number;
}

/**
 * The scene flag step of an upkeep: the round it handled and a newly rolled wind, with the exact
 * inverse (so undoing or rolling back the upkeep forgets both). Null when there is nothing to write.
 */
export function sceneFlagStep(
  sceneId: string,
  prev: SceneOrdnanceFlags | undefined,
  wind: WindSnapshot | null,
  round: UpkeepRound | null,
): PlannedStep | null {
  if (!wind && !round) return null;
  const fwd: { wind?: WindSnapshot; upkeepRounds?: UpkeepRounds } = {};
  const inv: { wind?: WindSnapshot; "-=wind"?: null; upkeepRounds?: UpkeepRounds; "-=upkeepRounds"?: null } = {};
  if (wind) {
    fwd.wind = { ...wind };
    if (prev?.wind) inv.wind = { ...prev.wind };
    else inv["-=wind"] = null;
  }
  if (round) {
    fwd.upkeepRounds = { [round.combatId]: round.round };
    const before = prev?.upkeepRounds;
    if (!before) inv["-=upkeepRounds"] = null;
    else
      inv.upkeepRounds =
        round.combatId in before ? { [round.combatId]: before[round.combatId] ?? null } : { [`-=${round.combatId}`]: null };
  }
  return {
    forward: { op: "update", name: "Scene", data: [{ _id: sceneId, flags: { ordnance: fwd } }] },
    inverse: { op: "update", name: "Scene", data: [{ _id: sceneId, flags: prev ? { ordnance: inv } : { "-=ordnance": null } }] },
  };
}

/**
 * The wind to keep after an upkeep that rolled its direction (GZG rolls it once per game, docs/scenario.md
 * `battlefield.wind`); null when nothing new was rolled.
 */
export function windToKeep(output: OutputDocument, sceneWind: WindSnapshot | null): WindSnapshot | null {
  const rolled = output["wind"];
  if (typeof rolled !== "object" || rolled === null) return null;
  const hour = "hour" in rolled && typeof rolled.hour === "number" ? rolled.hour : null;
  if (hour === null || sceneWind?.hour === hour) return null;
  if (sceneWind) return { ...sceneWind, hour };
  // the upkeep reports the mode it drifted with (the scene's wind, else the settings')
  const mode = "mode" in rolled && rolled.mode === "d6" ? "d6" : "fixed3";
  return { enabled: true, hour, mode };
}
