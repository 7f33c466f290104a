// The Trench Crusade ruleset (docs/rules.md §4) assembled for the registry. It has no clouds: upkeep changes
// nothing and no cloud blocks sight.

import { TC_CHOICES } from "./choices.js";
import { note } from "../../i18n.js";
import { type Outcome, emptyOutcome } from "../../scenario/output.js";
import { own as ownKey } from "../../scenario/own.js";
import { type SchemaIssue, bool, int, obj, str } from "../../scenario/schema.js";
import { resolveSettings } from "../../settings.js";
import { COMMON_SETTINGS } from "../common-settings.js";
import { knownSettings } from "../known-settings.js";
import type { Ruleset } from "../ruleset.js";
import { tcAttack } from "./attack.js";
import { tcReach } from "./reach.js";
import { TC_PRESETS } from "./presets.js";
import { tcPresentation } from "./presentation.js";
import { TC_SETTINGS, type TcSettings } from "./settings.js";
import { type TcStats, type TcWeapon, prepareStats, prepareWeapon, statsSchema, weaponSchema } from "./types.js";

const SPEC = { ...COMMON_SETTINGS, ...TC_SETTINGS };

const perFigure = (value: ReturnType<typeof int>) => obj({}, [], { additional: value });

// Trench Crusade has no end-of-round step: the resolution asks nothing and only says so.
function tcUpkeep(): Outcome {
  const out = emptyOutcome("UPKEEP");
  out.notes.push(note("ORDNANCE.Log.tc.noUpkeep"));
  return out;
}

export const trenchCrusade: Ruleset<TcStats, TcWeapon, TcSettings> = {
  id: "trench-crusade",
  tagPrefix: "T",
  settings: TC_SETTINGS,
  schemas: {
    stats: statsSchema,
    weapon: weaponSchema,
    attack: {
      successModifier: int(-12, 12, "flat modifier to the Success Roll total (abilities)"),
      targetInCover: bool("a point target counts as in cover (with tc.coverForPoint)"),
    },
    decisions: {
      bloodSpendOnSuccess: int(0, 99, "the attacker's Blood markers the opponent spends on the Success Roll"),
      bloodSpendOnInjury: perFigure(int(0, 99, "a hit model's Blood markers the attacker spends on its Injury Roll")),
      blessingSpend: perFigure(int(0, 99, "Blessing markers spent: the attacker's on the Success Roll, a hit model's on its Injury Roll")),
      bloodbath: perFigure(bool("the attacker spends 6 (3 if Down) of the model's Blood markers for a Bloodbath")),
      meleeRetarget: str("the friendly model the attack must target after shooting into melee"),
    },
  },
  prepareStats: (raw) => prepareStats(raw),
  prepareWeapon: (raw) => prepareWeapon(raw),
  resolveSettings: (given) => resolveSettings(SPEC, given, knownSettings()),
  check(scenario) {
    const issues: SchemaIssue[] = [];
    const figs = new Map(scenario.battlefield.figures.map((f) => [f.id, f] as const));
    const d = scenario.decisions;
    const attacker = scenario.attack ? figs.get(scenario.attack.attacker) : undefined;
    const success = d["bloodSpendOnSuccess"] as number | undefined;
    if (success !== undefined && attacker && success > attacker.stats.blood) {
      issues.push({ path: "$.decisions.bloodSpendOnSuccess", problem: `the attacker holds only ${attacker.stats.blood} Blood markers` });
    }
    const spend = (d["bloodSpendOnInjury"] as Record<string, number> | undefined) ?? {};
    const bath = (d["bloodbath"] as Record<string, boolean> | undefined) ?? {};
    const bless = (d["blessingSpend"] as Record<string, number> | undefined) ?? {};
    for (const [key, map] of [
      ["bloodSpendOnInjury", spend],
      ["bloodbath", bath],
      ["blessingSpend", bless],
    ] as const) {
      for (const id of Object.keys(map))
        if (!figs.has(id)) issues.push({ path: `$.decisions.${key}.${id}`, problem: `no figure has id ${JSON.stringify(id)}` });
    }
    for (const [id, f] of figs) {
      const own = id === attacker?.id ? (success ?? 0) : 0;
      const need = own + (ownKey(spend, id) ?? 0) + (ownKey(bath, id) ? (f.stats.down ? 3 : 6) : 0);
      if (need > f.stats.blood)
        issues.push({
          path: `$.decisions.bloodSpendOnInjury.${id}`,
          problem: `spends ${need} Blood markers (with any Bloodbath) but ${id} holds ${f.stats.blood}`,
        });
      if ((ownKey(bless, id) ?? 0) > f.stats.blessing)
        issues.push({ path: `$.decisions.blessingSpend.${id}`, problem: `${id} holds only ${f.stats.blessing} Blessing markers` });
    }
    const retarget = d["meleeRetarget"] as string | undefined;
    if (retarget !== undefined && !figs.has(retarget))
      issues.push({ path: "$.decisions.meleeRetarget", problem: `no figure has id ${JSON.stringify(retarget)}` });
    return issues;
  },
  cloudSight: () => () => null,
  attack: (ctx) => () => tcAttack(ctx),
  upkeep: () => tcUpkeep,
  reach: tcReach,
  presets: TC_PRESETS,
  choices: TC_CHOICES,
  presentation: tcPresentation,
};
