// The test table's client core (docs/foundry.md "The test table"): Hooks, i18n over the module's languages,
// settings (world values through the server, client values in localStorage), `foundry.utils`, CONST, CONFIG and
// Roll with dice from a seeded generator or a scripted queue (tests never roll by luck).

import { type Data, type Doc, docEnv, getProperty } from "./documents.js";

type HookFn = (...args: unknown[]) => unknown;

/** Foundry's Hooks: `call` stops at the first listener that returns false; `callAll` calls every one. */
export class HookBus {
  private readonly fns = new Map<string, { id: number; fn: HookFn; once: boolean }[]>();
  private next = 1;
  on(name: string, fn: HookFn, once = false): number {
    const id = this.next++;
    this.fns.set(name, [...(this.fns.get(name) ?? []), { id, fn, once }]);
    return id;
  }
  once(name: string, fn: HookFn): number {
    return this.on(name, fn, true);
  }
  off(name: string, fnOrId: HookFn | number): void {
    this.fns.set(
      name,
      (this.fns.get(name) ?? []).filter((h) => h.id !== fnOrId && h.fn !== fnOrId),
    );
  }
  private run(name: string, args: unknown[], stopOnFalse: boolean): boolean {
    for (const h of [...(this.fns.get(name) ?? [])]) {
      if (h.once) this.off(name, h.id);
      let r: unknown;
      try {
        r = h.fn(...args);
      } catch (e) {
        console.error(`Error thrown in hooked function for hook ${name}`, e);
        continue;
      }
      if (stopOnFalse && r === false) return false;
    }
    return true;
  }
  call(name: string, ...args: unknown[]): boolean {
    return this.run(name, args, true);
  }
  callAll(name: string, ...args: unknown[]): true {
    this.run(name, args, false);
    return true;
  }
}

/** `game.i18n` over the merged translations of the languages the packages name. */
export class Localization {
  translations: Data = {};
  lang = "en";
  merge(t: Data): void {
    this.translations = deepMerge(this.translations, t);
  }
  has(key: string): boolean {
    return typeof getProperty(this.translations, key) === "string";
  }
  localize(key: string): string {
    const v = getProperty(this.translations, key);
    return typeof v === "string" ? v : key;
  }
  format(key: string, data: Data = {}): string {
    return this.localize(key).replace(/\{([^}]+)\}/g, (m, k: string) => (k in data ? String(data[k]) : m));
  }
}

const isRecord = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);
function deepMerge(a: Data, b: Data): Data {
  const out: Data = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isRecord(v) && isRecord(out[k]) ? deepMerge(out[k], v) : v;
  return out;
}

export interface SettingConfig {
  readonly scope?: string;
  readonly default?: unknown;
  readonly type?: unknown;
  readonly onChange?: (value: unknown) => void;
  readonly [k: string]: unknown;
}

/** `game.settings`: registered keys; world values as Setting documents on the server (GM writes only). */
export class Settings {
  readonly settings = new Map<string, SettingConfig>();
  readonly menus = new Map<string, unknown>();
  constructor(private readonly worldSettings: () => readonly Doc[]) {}
  register(ns: string, key: string, config: SettingConfig): void {
    this.settings.set(`${ns}.${key}`, config);
  }
  registerMenu(ns: string, key: string, config: unknown): void {
    this.menus.set(`${ns}.${key}`, config);
  }
  get(ns: string, key: string): unknown {
    const id = `${ns}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (config.scope === "client") {
      const stored = localStorage.getItem(id);
      return stored === null ? structuredClone(config.default) : (JSON.parse(stored) as unknown);
    }
    const doc = this.worldSettings().find((s) => s._source["key"] === id);
    return doc ? (JSON.parse(String(doc._source["value"])) as unknown) : structuredClone(config.default);
  }
  async set(ns: string, key: string, value: unknown): Promise<unknown> {
    const id = `${ns}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    if (config.scope === "client") {
      localStorage.setItem(id, JSON.stringify(value));
      config.onChange?.(value);
      return value;
    }
    const doc = this.worldSettings().find((s) => s._source["key"] === id);
    const data = { key: id, value: JSON.stringify(value) };
    if (doc) await doc.update(data);
    else await docEnv().request("create", "Setting", null, [data], {});
    config.onChange?.(value);
    return value;
  }
}

/** Dice for Roll: the next scripted face, else a seeded xorshift stream (never Math.random). */
export class DiceSource {
  readonly scripted: number[] = [];
  private state = 0x9e3779b9;
  seed(n: number): void {
    this.state = n >>> 0 || 1;
  }
  face(sides: number): number {
    const next = this.scripted.shift();
    if (next !== undefined) return next;
    let x = this.state;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state = x >>> 0;
    return (this.state % sides) + 1;
  }
}

export const dice = new DiceSource();

interface DieResult {
  result: number;
  active: boolean;
}
interface DieTerm {
  class: "Die";
  number: number;
  faces: number;
  results: DieResult[];
}

/** Foundry's Roll for the `NdS` formulas the module rolls: evaluated once, serialised as the message's rolls. */
export class Roll {
  terms: DieTerm[];
  _evaluated = false;
  constructor(
    readonly formula: string,
    readonly data: Data = {},
  ) {
    const m = /^\s*(\d*)d(\d+)\s*$/.exec(formula);
    if (!m) throw new Error(`the test table's Roll takes NdS formulas only, not "${formula}"`);
    this.terms = [{ class: "Die", number: Number(m[1] || 1), faces: Number(m[2]), results: [] }];
  }
  get dice(): DieTerm[] {
    return this.terms;
  }
  get total(): number {
    return this.terms.reduce((s, t) => s + t.results.reduce((a, r) => a + r.result, 0), 0);
  }
  get result(): string {
    return this.terms.flatMap((t) => t.results.map((r) => String(r.result))).join(" + ");
  }
  async evaluate(): Promise<this> {
    for (const t of this.terms) t.results = Array.from({ length: t.number }, () => ({ result: dice.face(t.faces), active: true }));
    this._evaluated = true;
    return this;
  }
  toJSON(): Data {
    return { class: "Roll", formula: this.formula, terms: structuredClone(this.terms), total: this.total, evaluated: this._evaluated };
  }
  static fromData(d: Data): Roll {
    const r = new Roll(String(d["formula"]));
    if (Array.isArray(d["terms"])) r.terms = structuredClone(d["terms"] as DieTerm[]);
    r._evaluated = d["evaluated"] === true;
    return r;
  }
}

/** The CONST values the module and its stored data use (Foundry v13 common/constants.mjs; fvtt-types common/constants.d.mts). */
export const CONST = {
  GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 },
  WALL_SENSE_TYPES: { NONE: 0, LIMITED: 10, NORMAL: 20, PROXIMITY: 30, DISTANCE: 40 },
  WALL_MOVEMENT_TYPES: { NONE: 0, NORMAL: 20 },
  WALL_DOOR_TYPES: { NONE: 0, DOOR: 1, SECRET: 2 },
  WALL_DOOR_STATES: { CLOSED: 0, OPEN: 1, LOCKED: 2 },
  WALL_DIRECTIONS: { BOTH: 0, LEFT: 1, RIGHT: 2 },
  TOKEN_DISPOSITIONS: { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 },
  DOCUMENT_OWNERSHIP_LEVELS: { INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 },
  USER_ROLES: { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 },
  KEYBINDING_PRECEDENCE: { PRIORITY: 0, NORMAL: 1, DEFERRED: 2 },
  CHAT_MESSAGE_STYLES: { OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 },
  DICE_ROLL_MODES: { PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll" },
  REGION_VISIBILITY: { LAYER_UNLOCKED: 0, GAMEMASTER: 1, ALWAYS: 2 },
  OCCLUSION_MODES: { NONE: 0, FADE: 1, RADIAL: 3, VISION: 4 },
};
