// The rules ledger: fighter profiles, states and counted uses as the GM last wrote or accepted them, kept in
// a world setting players cannot write (docs/architecture.md "Rules state the GM owns"). The GM's client
// resolves from the ledger's view of the scene; token and actor flags are only a display mirror. Pure.

import type { ActivationCount, FighterProfile, FighterState } from "../platform/flags.js";
import { type LedgerRow, RULES_KEYS, actorKey, applyRows, tokenKey } from "../pipeline/ledger-rows.js";

/** One document's rules flags as the GM owns them. */
export interface LedgerEntry {
  readonly fighter?: FighterProfile;
  readonly state?: FighterState;
  readonly counted?: Readonly<Record<string, ActivationCount>>;
}

/** The world setting's value. `version` absent: never written (the first GM load adopts the flags). */
export interface Ledger {
  readonly version?: 1;
  readonly entries: Readonly<Record<string, LedgerEntry>>;
  /**
   * Actor data read through the world's data mapping, as the GM last accepted it (fighters/mapped-data.ts): per
   * document uuid, value by data path ("system.bs.value"). Absent: none accepted.
   */
  readonly accepted?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export const EMPTY_LEDGER: Ledger = { entries: {} };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The setting's stored value as a ledger; anything malformed reads as never written. */
export function parseLedger(v: unknown): Ledger {
  if (!isRecord(v) || !isRecord(v["entries"])) return EMPTY_LEDGER;
  const entries = Object.fromEntries(Object.entries(v["entries"]).filter(([, e]) => isRecord(e))) as Record<string, LedgerEntry>;
  const acc = v["accepted"];
  const accepted = isRecord(acc)
    ? (Object.fromEntries(Object.entries(acc).filter(([, e]) => isRecord(e))) as Record<string, Record<string, unknown>>)
    : undefined;
  return { ...(v["version"] === 1 ? { version: 1 as const } : {}), entries, ...(accepted ? { accepted } : {}) };
}

/** The rules part of a document's `flags.ordnance` (undefined when it has none). */
export function rulesEntry(flags: unknown): LedgerEntry | undefined {
  const o = isRecord(flags) ? flags["ordnance"] : undefined;
  if (!isRecord(o)) return undefined;
  const picked = Object.fromEntries(RULES_KEYS.filter((k) => o[k] !== undefined).map((k) => [k, structuredClone(o[k])]));
  return Object.keys(picked).length ? picked : undefined;
}

/** The ledger with rows applied (the store's write, pure). */
export function withRows(ledger: Ledger, rows: readonly LedgerRow[]): Ledger {
  return { ...ledger, version: 1, entries: applyRows(ledger.entries as Record<string, Record<string, unknown>>, rows) };
}

/** A document as the view rewrites it: its flags, whose `ordnance` part is replaced by the ledger's entry. */
interface Flagged {
  readonly flags: object;
}

function viewed<T extends Flagged>(doc: T, entry: LedgerEntry | undefined): T {
  const { ordnance: _mirror, ...rest } = doc.flags as Record<string, unknown>;
  return { ...doc, flags: entry ? { ...rest, ordnance: structuredClone(entry) } : rest };
}

/**
 * The scene's tokens and actors as the GM owns them: each one's `flags.ordnance` is its ledger entry (or
 * nothing), whatever the documents' own flags say — a player's edit of them, with or without a GM online,
 * on a token, an actor or an unlinked token's synthetic actor, changes nothing the rules read.
 */
export function gmView<Tk extends Flagged & { readonly _id: string | null }, Ac extends Flagged & { readonly _id: string | null }>(
  ledger: Ledger,
  sceneId: string,
  tokens: readonly Tk[],
  actors: readonly Ac[],
): { tokens: Tk[]; actors: Ac[] } {
  return {
    tokens: tokens.map((t) => viewed(t, t._id === null ? undefined : ledger.entries[tokenKey(sceneId, t._id)])),
    actors: actors.map((a) => viewed(a, a._id === null ? undefined : ledger.entries[actorKey(a._id)])),
  };
}

/**
 * One document as the ledger owns it (its `flags.ordnance` replaced by its entry): what Undo's check reads back, so
 * a player's edit of the display mirror is not "changed by hand".
 */
export function viewOf<D extends Flagged>(ledger: Ledger, key: string, doc: D): D {
  return viewed(doc, ledger.entries[key]);
}

/** Whether the ledger gives a token (its own entry, or its actor's) the weapon: the relay's first check. */
export function ledgerHasWeapon(ledger: Ledger, sceneId: string, tokenId: string, actorId: string | null, weaponId: string): boolean {
  const own = ledger.entries[tokenKey(sceneId, tokenId)]?.fighter?.weapons ?? [];
  const actor = actorId ? (ledger.entries[actorKey(actorId)]?.fighter?.weapons ?? []) : [];
  return [...own, ...actor].some((w) => w.id === weaponId);
}

/** A document whose rules flags the first GM load adopts. */
export interface Adoptable {
  readonly key: string;
  readonly flags: unknown;
}

/**
 * The first GM load of a world without a ledger: every document's rules flags become the ledger (what the
 * flags hold at that moment is taken as the GM's). A ledger already written is returned unchanged.
 */
export function adoptAll(ledger: Ledger, docs: readonly Adoptable[]): Ledger {
  if (ledger.version === 1) return ledger;
  const entries: Record<string, LedgerEntry> = { ...ledger.entries };
  for (const d of docs) {
    const e = rulesEntry(d.flags);
    if (e) entries[d.key] = e;
  }
  return { ...ledger, version: 1, entries };
}

/** Who changed a document, as the GM's client knows it (the server-stamped user id's role). */
export interface Updater {
  readonly isGM: boolean;
  /** The world setting "Owners may edit fighter profiles". */
  readonly ownersMayEdit: boolean;
}

/**
 * What a document update outside the module's plans does to the ledger: a GM's change to the rules flags is
 * adopted as written; a player's change to the profile (`fighter`) only where owners may edit profiles; a
 * player's change to a state or a count never. Returns the rows to apply (empty: nothing adopted) and
 * whether a change was ignored (shown to the GM).
 */
export function adoptUpdate(key: string, changes: unknown, who: Updater): { rows: LedgerRow[]; ignored: boolean } {
  const flags = isRecord(changes) ? changes["flags"] : undefined;
  if (!isRecord(flags)) return { rows: [], ignored: false };
  if ("-=ordnance" in flags) return who.isGM ? { rows: [{ key, diff: null }], ignored: false } : { rows: [], ignored: true };
  const o = flags["ordnance"];
  if (!isRecord(o)) return { rows: [], ignored: false };
  const mayWrite = (k: string): boolean => who.isGM || (who.ownersMayEdit && k === "fighter");
  const base = (k: string): string => (k.startsWith("-=") ? k.slice(2) : k);
  const rules = Object.entries(o).filter(([k]) => (RULES_KEYS as readonly string[]).includes(base(k)));
  const kept = rules.filter(([k]) => mayWrite(base(k)));
  const diff = Object.fromEntries(kept);
  return { rows: kept.length ? [{ key, diff }] : [], ignored: kept.length < rules.length };
}

/** The rows of a profile the profile dialog saves: the profile replaced as a whole (stats cleared stay cleared), state and counts kept. */
export function profileRows(key: string, profile: FighterProfile): LedgerRow[] {
  return [
    { key, diff: { "-=fighter": null } },
    { key, diff: { fighter: structuredClone(profile) } },
  ];
}
