// What a Trench Crusade BLAST does to each model it hits (docs/rules.md §4.4 T6): the Injury Roll with its
// DICE (weapon, critical, Blood and Blessing spent, BLOODBATH), the injury modifier, TOUGH, and Blood gained.

import { decideCount, decideSpend, heldDecision } from "../../engine/decisions.js";
import { rollDice } from "../../engine/prompts.js";
import type { Vec3 } from "../../geometry/vec.js";
import { type Note, type NoteData, note } from "../../i18n.js";
import type { AffectedFigure, Outcome } from "../../scenario/output.js";
import type { BlastHit, TcFigure } from "./area.js";
import { addBlood, diceCount, injuryBlood, injuryModifier, keepDice, readInjury } from "./rules.js";
import type { TcSettings } from "./settings.js";
import type { TcWeapon } from "./types.js";

/**
 * A Trench Crusade log note. The full key is joined afresh (a cheap join): a cache looked up by short key cost
 * more, as many short keys are themselves joined (`dice.${source}`) and a Map must read the whole string to hash it.
 */
export const L = (key: string, data?: NoteData): Note => note("ORDNANCE.Log.tc." + key, data);
export const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
export const pos = (f: TcFigure): Vec3 => ({ x: f.x, y: f.y, z: f.z });

/**
 * A spend of markers asked while resolving (docs/foundry.md "Decisions while resolving"): 0 … `max` markers, the
 * automation spending none; `roll` is the roll it changes.
 */
export const spend = (decision: string, chooser: string, max: number, roll: string, markers: Markers, model: TcFigure) =>
  ({
    decision,
    chooser,
    min: 0,
    max,
    fallback: 0,
    roll,
    rollKey: roll === "T.success" ? "ORDNANCE.Log.tc.rollSuccess" : "ORDNANCE.Log.tc.rollInjury",
    held: { blood: markers.bloodOf(model), blessing: markers.blessingOf(model) },
  }) as const;

/** Blood and Blessing markers as they change during one attack (spent, then gained). */
export class Markers {
  private readonly blood = new Map<string, number>();
  private readonly blessing = new Map<string, number>();
  bloodOf(f: TcFigure): number {
    return this.blood.get(f.id) ?? f.stats.blood;
  }
  blessingOf(f: TcFigure): number {
    return this.blessing.get(f.id) ?? f.stats.blessing;
  }
  setBlood(f: TcFigure, markers: number): void {
    this.blood.set(f.id, markers);
  }
  setBlessing(f: TcFigure, markers: number): void {
    this.blessing.set(f.id, markers);
  }
}

export interface InjuryStep {
  readonly attacker: TcFigure;
  readonly weapon: TcWeapon;
  readonly decisions: Readonly<Record<string, unknown>>;
  readonly settings: TcSettings;
  /** The hit models in Injury order. */
  readonly hits: readonly BlastHit[];
  /** The model the attack hit as its target (null after a failure); a Critical adds a die to its roll only. */
  readonly chosen: TcFigure | null;
  readonly crit: boolean;
  readonly markers: Markers;
  readonly out: Outcome;
}

/** T6: an Injury Roll for each hit model, in order; each gets its `affected` entry and notes. */
export function injuryRolls(step: InjuryStep): void {
  const { attacker, weapon, decisions, settings, hits, chosen, crit, markers, out } = step;
  const maxBlood = settings["tc.maxBloodMarkers"];
  for (const h of hits) {
    const m = h.figure;
    const e: AffectedFigure = {
      figure: m.id,
      cause: h.cause,
      position: pos(m),
      // Stryker disable next-line StringLiteral: the status is set again from the injury below, before anyone reads it.
      status: m.stats.down ? "down" : "standing",
      // Stryker disable next-line ArrayDeclaration: the output document fills effects from the notes (scenario/resolve.ts).
      effects: [],
      notes: [],
    };
    out.affected.push(e);
    const n = e.notes;
    n.push(L(h.cause === "blast" ? (m === chosen ? "hitTarget" : "hitBlast") : "hitFriendly"));
    const dice: { source: string; dice: number }[] = [];
    if (weapon.injuryDice !== 0) dice.push({ source: "weapon", dice: weapon.injuryDice });
    if (crit && m === chosen) {
      dice.push({ source: "critical", dice: 1 });
      n.push(L("critDie"));
    }
    // Each spend is asked only of a hit model that holds the markers, by the user it belongs to: the attacker's
    // Blood on the model, the model's owner's Blessings, the attacker's Bloodbath when affordable.
    const roll = `T.injury[${m.id}]`;
    const blood = markers.bloodOf(m);
    const bloodSpent = decideSpend(decisions, blood, () => ({
      ...spend("bloodSpendOnInjury", attacker.side, blood, roll, markers, m),
      tag: `T.bloodSpendOnInjury[${m.id}]`,
      figure: m.id,
      askOf: attacker.id,
    }));
    if (bloodSpent > 0) {
      markers.setBlood(m, markers.bloodOf(m) - bloodSpent);
      dice.push({ source: "bloodSpent", dice: bloodSpent });
      n.push(L("bloodSpent", { markers: bloodSpent }));
    }
    if (m.id !== attacker.id) {
      const held = markers.blessingOf(m);
      const bless = decideSpend(decisions, held, () => ({
        ...spend("blessingSpend", m.side, held, roll, markers, m),
        tag: `T.blessingSpend[${m.id}]`,
        figure: m.id,
        askOf: m.id,
      }));
      if (bless > 0) {
        markers.setBlessing(m, markers.blessingOf(m) - bless);
        dice.push({ source: "blessingSpent", dice: -bless });
        n.push(L("blessingSpent", { markers: bless }));
      }
    }
    let keep = 2;
    const cost = m.stats.down ? 3 : 6;
    const bath = {
      ...spend("bloodbath", attacker.side, 1, roll, markers, m),
      tag: `T.bloodbath[${m.id}]`,
      figure: m.id,
      askOf: attacker.id,
      flag: true,
    };
    // A Bloodbath given up front is tried even when short (its note says so); one not given is asked when affordable.
    if ((heldDecision(decisions, bath) !== undefined || markers.bloodOf(m) >= cost) && decideCount(decisions, bath) === 1) {
      if (markers.bloodOf(m) >= cost) {
        markers.setBlood(m, markers.bloodOf(m) - cost);
        keep = 3;
        n.push(L("bloodbath", { markers: cost }));
      } else n.push(L("bloodbathShort", { markers: cost, held: markers.bloodOf(m) }));
    }
    const inet = sum(dice.map((d) => d.dice));
    const mod = injuryModifier(m.stats, weapon);
    const ifaces = rollDice(`T.injury[${m.id}]`, diceCount(inet, keep), 6);
    const ikept = keepDice(ifaces, inet, keep);
    const itotal = sum(ikept) + mod.applied;
    let res = readInjury(itotal);
    n.push(L("injuryRoll", { faces: ifaces, kept: ikept, net: inet, modifier: mod.applied, total: itotal }));
    if (mod.capped) n.push(L("modifierCapped", { raw: mod.raw, applied: mod.applied }));
    if (weapon.ignoreArmour && (m.stats.armour !== 0 || m.stats.armourKit !== "none" || m.stats.shield)) n.push(L("armourIgnored"));
    let toughUsed = false;
    if (res === "outOfAction" && m.stats.keywords.includes("TOUGH") && !m.stats.toughUsed) {
      res = "down";
      toughUsed = true;
      n.push(L("tough"));
    }
    const held = markers.bloodOf(m);
    let gained = injuryBlood(res, m.stats.down);
    if (settings["tc.elementalBlood"] && weapon.elemental.some((k) => !m.stats.keywords.includes(`NEGATE ${k}`))) {
      gained += 1;
      n.push(L("elementalBlood"));
    }
    const after = addBlood(held, gained, maxBlood);
    if (held + gained > after) n.push(L("bloodCapped", { max: maxBlood }));
    markers.setBlood(m, after);
    e.injury = res;
    e.blood = after;
    e.status = res === "outOfAction" ? "outOfAction" : res === "down" || m.stats.down ? "down" : "standing";
    n.push(L(`injury.${res === "down" && m.stats.down ? "downAgain" : res}`, { blood: after }));
    e.blessing = markers.blessingOf(m);
    e["injuryRoll"] = {
      net: inet,
      sources: dice,
      faces: ifaces,
      kept: ikept,
      modifier: mod.applied,
      modifierBeforeCap: mod.raw,
      capped: mod.capped,
      total: itotal,
      bloodbath: keep === 3,
    };
    if (toughUsed) e["toughUsed"] = true;
  }
}
