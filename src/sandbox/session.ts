// The sandbox session: the current scenario document, the figures taken out, the throw counter and
// an undo stack. Builds the attack and end-of-round documents the core resolves, and applies an
// output document (docs/scenario.md "Output document") back onto the battlefield so the next throw sees it.

import { type OutputDocument, type Schema, type StoredFigureState, getRuleset } from "../core/index.js";
import { type AttackDoc, type CloudDoc, type FigureDoc, type ScenarioDoc, clone } from "./scenario-doc.js";

export interface Casualty extends FigureDoc {
  status: string;
}

export interface SessionState {
  doc: ScenarioDoc;
  /** Figures out of action: off the battlefield the core sees, still drawn on the table. */
  casualties: Casualty[];
  /** Resolutions so far (throws and upkeeps); the k-th one is seeded `<seed>:<k>`. */
  resolutions: number;
  /** Throws resolved so far in the session. */
  throws: number;
  /** The round being played: 1 at the start, one more after each end-of-round upkeep. */
  round: number;
  /** The weapon the loaded scenario carried, so picking it again after a preset restores it. */
  scenarioWeapon: Record<string, unknown> | null;
}

export function newSession(doc: ScenarioDoc): SessionState {
  return {
    doc: clone(doc),
    casualties: [],
    resolutions: 0,
    throws: 0,
    round: 1,
    scenarioWeapon: doc.attack ? clone(doc.attack.weapon) : null,
  };
}

/** The properties an object schema declares (empty for any other schema). */
export function schemaProperties(schema: Schema | undefined): Readonly<Record<string, Schema>> {
  return schema && schema.type === "object" ? schema.properties : {};
}

/** The seed of the next resolution: reproducible from the session seed, or fresh when unseeded. */
export function nextSeed(state: SessionState, seed: string | null): string {
  const k = state.resolutions + 1;
  if (seed !== null) return `${seed}:${k}`;
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `${Array.from(bytes, (b) => b.toString(36)).join("")}:${k}`;
}

/** The attack document for a throw at `target` (scripted dice of the scenario are kept, as the CLI would). */
export function attackDocument(state: SessionState, attack: AttackDoc, seed: string): ScenarioDoc {
  const doc = clone(state.doc);
  delete doc.endOfRound;
  doc.attack = clone(attack);
  doc.seed = seed;
  return doc;
}

/** The end-of-round document: the same table and settings, `endOfRound: true`, no attack. */
export function upkeepDocument(state: SessionState, seed: string): ScenarioDoc {
  const doc = clone(state.doc);
  delete doc.attack;
  delete doc.decisions;
  doc.endOfRound = true;
  doc.seed = seed;
  return doc;
}

/**
 * Applies an output document to the session: positions, status and stats of affected figures (only
 * the stats the ruleset's schema declares), figures out of action taken off, clouds placed, removed
 * and moved, the weapon's state and the wind. Scripted dice are spent by the resolution that used them.
 */
export function applyOutput(state: SessionState, resolved: ScenarioDoc, output: OutputDocument): SessionState {
  const next = clone(state);
  const doc = next.doc;
  if (resolved.attack) {
    doc.attack = clone(resolved.attack);
    delete doc.endOfRound;
  }
  const ruleset = getRuleset(doc.ruleset);
  const statProps = schemaProperties(ruleset?.schemas.stats);
  const figures = doc.battlefield.figures ?? [];
  // The ruleset maps a figure's new state into its stats (only the stats its schema declares).
  const keepState = (f: FigureDoc, state: StoredFigureState): void => {
    const mapped = ruleset ? ruleset.presentation.statsWithState(f.stats ?? {}, state) : (f.stats ?? {});
    f.stats = Object.fromEntries(Object.entries(mapped).filter(([k]) => k in statProps || k in (f.stats ?? {})));
  };
  // Figures the attack changed without listing them (a Trench Crusade attacker's markers spent on its own roll).
  for (const [id, state] of Object.entries(ruleset?.presentation.unlistedStates?.(output) ?? {})) {
    const f = figures.find((g) => g.id === id);
    if (f && !output.affected.some((a) => a.figure === id)) keepState(f, state);
  }
  const out: Casualty[] = [];
  for (const a of output.affected) {
    const f = figures.find((g) => g.id === a.figure);
    if (!f) continue;
    f.x = a.position.x;
    f.y = a.position.y;
    if (a.position.z !== 0 || f.z !== undefined) f.z = a.position.z;
    keepState(f, {
      status: a.status,
      wounds: a.wounds ?? null,
      toughness: a.toughness ?? null,
      blood: a.blood ?? null,
      suppression: a.suppression ?? null,
      blessing: a.blessing ?? null,
    });
    if (a.status === "outOfAction") out.push({ ...clone(f), status: a.status });
  }
  doc.battlefield.figures = figures.filter((f) => !out.some((c) => c.id === f.id));
  next.casualties.push(...out);

  let clouds: CloudDoc[] = (doc.battlefield.clouds ?? []).filter((c) => !output.clouds.removed.includes(c.id));
  for (const m of output.clouds.moved) clouds = clouds.map((c) => (c.id === m.id ? { ...c, x: m.x, y: m.y } : c));
  for (const p of output.clouds.placed) {
    let id = p.id;
    for (let k = 2; clouds.some((c) => c.id === id); k++) id = `${p.id}-${k}`;
    clouds.push({ id, kind: p.kind, x: p.x, y: p.y, ...(p.z ? { z: p.z } : {}), radius: p.radius, ...(p.lethal ? { lethal: true } : {}) });
  }
  doc.battlefield.clouds = clouds;

  if (doc.attack && resolved.attack && ruleset) {
    // the ruleset folds the weapon's new state into the record (ammunition, profiles, uses)
    const weapon = ruleset.presentation.weaponWithState(doc.attack.weapon, output.weapon);
    doc.attack.weapon = weapon;
    if (JSON.stringify(resolved.attack.weapon) === JSON.stringify(state.scenarioWeapon)) next.scenarioWeapon = clone(weapon);
  }

  // A target taken out of action is aimed at where it fell; an attacker taken out hands the attack to a
  // figure of its side still standing (or any), so the scenario stays valid for the next throw.
  if (doc.attack) {
    const attack = doc.attack;
    const target = attack.target;
    const fallen = "figure" in target ? out.find((c) => c.id === target.figure) : undefined;
    if (fallen) attack.target = { point: [fallen.x, fallen.y] };
    const gone = out.find((c) => c.id === attack.attacker);
    const heir = gone && (doc.battlefield.figures.find((f) => f.side === gone.side) ?? doc.battlefield.figures[0]);
    if (heir) attack.attacker = heir.id;
  }

  const wind = output["wind"] as { hour?: number } | undefined;
  if (wind && typeof wind.hour === "number") doc.battlefield.wind = { ...(doc.battlefield.wind ?? { enabled: true }), hour: wind.hour };
  delete doc.dice;
  next.resolutions += 1;
  if (resolved.endOfRound) next.round += 1;
  else next.throws += 1;
  return next;
}

/** Undo: a bounded stack of earlier states (sessions, or the page's snapshots around them). */
export class UndoStack<T = SessionState> {
  private readonly items: T[] = [];
  constructor(private readonly limit = 100) {}
  push(state: T): void {
    this.items.push(clone(state));
    if (this.items.length > this.limit) this.items.shift();
  }
  pop(): T | undefined {
    return this.items.pop();
  }
  clear(): void {
    this.items.length = 0;
  }
  get size(): number {
    return this.items.length;
  }
}
