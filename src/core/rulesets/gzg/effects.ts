// What a GZG smoke, gas or explosive round does to the figures it catches (docs/rules.md §3.4 G7–G9), as
// steps shared by the attack, the end-of-turn drift and figure movement.

import type { Battlefield } from "../../battlefield/battlefield.js";
import type { FigureSnapshot } from "../../battlefield/types.js";
import { rollDie } from "../../engine/prompts.js";
import type { Vec2 } from "../../geometry/vec.js";
import { type Note, note } from "../../i18n.js";
import type { AffectedCause, AffectedFigure } from "../../scenario/output.js";
import { figuresInArea } from "./area.js";
import { COVER_DIE, quickAndDirty, reactionTarget } from "./rules.js";
import type { GzgSettings } from "./settings.js";
import type { GzgStats, GzgWeapon } from "./types.js";
import { TagCounter } from "../../engine/tags.js";

const L = (key: string, data?: Record<string, string | number>): Note => note(`ORDNANCE.Log.gzg.${key}`, data);

/** Builds and updates `affected` entries; suppression counts start from each figure's current markers. */
export class AffectedBook {
  private readonly byId = new Map<string, AffectedFigure>();
  constructor(private readonly list: AffectedFigure[]) {}

  entry(f: FigureSnapshot<GzgStats>, cause: AffectedCause): AffectedFigure {
    let e = this.byId.get(f.id);
    if (!e) {
      e = {
        figure: f.id,
        cause,
        position: { x: f.x, y: f.y, z: f.z },
        status: "standing",
        suppression: f.stats.suppression,
        // Stryker disable next-line ArrayDeclaration: the output document fills effects from the notes (scenario/resolve.ts).
        effects: [],
        notes: [],
      };
      this.byId.set(f.id, e);
      this.list.push(e);
    }
    return e;
  }

  suppression(f: FigureSnapshot<GzgStats>): number {
    return this.byId.get(f.id)?.suppression ?? f.stats.suppression;
  }
}

/** G8: a Reaction Test for a figure caught by smoke. */
export function smokeTest(
  f: FigureSnapshot<GzgStats>,
  book: AffectedBook,
  settings: GzgSettings,
  tags: TagCounter,
  cause: AffectedCause,
  log: Note[],
): void {
  if (f.stats.sealed && settings["gzg.sealedImmuneToSmoke"]) {
    log.push(L("smokeSealed", { figure: f.id }));
    return;
  }
  const target = reactionTarget(f.stats.motivation, book.suppression(f), settings["gzg.reactionTarget"]);
  const roll = rollDie(tags.tag(`G.react[${f.id}]`), f.stats.quality);
  const e = book.entry(f, cause);
  if (roll > target) {
    e.notes.push(L("reactPass", { roll, die: f.stats.quality, target }));
  } else {
    e.suppression = (e.suppression ?? 0) + 1;
    e.notes.push(L("reactFail", { roll, die: f.stats.quality, target, suppression: e.suppression }));
  }
}

/** G9: a figure caught by gas rolls its quality die. */
export function gasTest(
  f: FigureSnapshot<GzgStats>,
  lethal: boolean,
  book: AffectedBook,
  settings: GzgSettings,
  tags: TagCounter,
  cause: AffectedCause,
  log: Note[],
): void {
  const mode = settings["gzg.gasUnsealed"];
  if (!f.stats.sealed && mode === "external") {
    book.entry(f, cause).notes.push(L("gasExternal"));
    return;
  }
  if (!f.stats.sealed && mode === "alwaysSuppress") {
    const e = book.entry(f, cause);
    e.suppression = (e.suppression ?? 0) + 1;
    e.notes.push(L("gasAlwaysSuppress", { suppression: e.suppression }));
    return;
  }
  const roll = rollDie(tags.tag(`G.gas[${f.id}]`), f.stats.quality);
  if (f.stats.sealed) {
    if (roll === 1) {
      const e = book.entry(f, cause);
      e.suppression = (e.suppression ?? 0) + 1;
      e.notes.push(L("gasSealedOne", { suppression: e.suppression }));
    } else log.push(L("gasSealedSafe", { figure: f.id, roll }));
    return;
  }
  const target = reactionTarget(f.stats.motivation, book.suppression(f), settings["gzg.reactionTarget"]);
  const e = book.entry(f, cause);
  if (roll > target) {
    e.notes.push(L("gasPass", { roll, die: f.stats.quality, target }));
  } else if (lethal) {
    e.status = "outOfAction";
    e.notes.push(L("gasLethal", { roll, die: f.stats.quality, target }));
  } else {
    e.suppression = (e.suppression ?? 0) + 1;
    e.notes.push(L("gasFail", { roll, die: f.stats.quality, target, suppression: e.suppression }));
  }
}

/** G7: the proposed explosive model — Quick-and-Dirty fire at every figure within the blast radius. */
export function explosion(
  bf: Battlefield<GzgStats>,
  impact: Vec2,
  weapon: GzgWeapon,
  firerQuality: number,
  book: AffectedBook,
  settings: GzgSettings,
  log: Note[],
): void {
  const mode = settings["gzg.explosiveEffect"];
  for (const f of figuresInArea(bf, impact, weapon.blastRadius, settings)) {
    if (settings["gzg.wallsShieldBlast"] && bf.wallBetween(impact, f, "move")) {
      log.push(L("blastShielded", { figure: f.id }));
      continue;
    }
    const e = book.entry(f, "blast");
    if (mode === "external") {
      e.notes.push(L("blastExternal"));
      continue;
    }
    const q = rollDie(`G.blastQ[${f.id}]`, firerQuality);
    const fp = rollDie(`G.blastFP[${f.id}]`, weapon.blastDie);
    const armour = rollDie(`G.armour[${f.id}]`, f.stats.armour);
    const coverDie = COVER_DIE[f.stats.cover];
    const defence = [armour];
    if (coverDie !== null) defence.push(rollDie(`G.cover[${f.id}]`, coverDie));
    const result = quickAndDirty([q, fp], defence);
    const data = { q, fp, defence: Math.max(...defence) };
    if (result === "none") e.notes.push(L("blastNone", data));
    else if (result === "suppressed") {
      e.suppression = (e.suppression ?? 0) + 1;
      e.notes.push(L("blastSuppressed", { ...data, suppression: e.suppression }));
    } else if (mode === "detailed") {
      // Detailed model [PROPOSED]: a hit must still get through armour — the blast die against the armour die.
      const dmg = rollDie(`G.damage[${f.id}]`, weapon.blastDie);
      const save = rollDie(`G.save[${f.id}]`, f.stats.armour);
      if (dmg > save) {
        e.status = "outOfAction";
        e.notes.push(L("blastDetailedKill", { ...data, dmg, save }));
      } else {
        e.suppression = (e.suppression ?? 0) + 1;
        e.notes.push(L("blastDetailedSaved", { ...data, dmg, save, suppression: e.suppression }));
      }
    } else {
      e.status = "outOfAction";
      e.notes.push(L("blastHit", data));
    }
  }
}
