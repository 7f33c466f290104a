// Actor data read through the world's data mapping (`system.*`, ui/stat-mapping.ts) is read as the GM last accepted it
// (docs/foundry.md "Trust"): the rules ledger keeps the accepted values per document and data path; a value that
// changed since is shown to the GM, who accepts it or keeps the old one. A document no player owns needs no
// acceptance (only a GM could have written it). Pure.

import type { Ledger } from "./ledger.js";
import { valueAtPath } from "../ui/stat-mapping.js";

/** A document whose system data the mapping reads: a linked token's world actor, an unlinked token's synthetic actor. */
export interface MappedSource {
  /** Its ledger key (the actor's uuid, or the unlinked token's). */
  readonly key: string;
  /** What the GM is shown (the token's name). */
  readonly name: string;
  /** Whether a player owns it (then only a GM's acceptance makes a change count). */
  readonly playerOwned: boolean;
  /** Its data as the mapping reads it (`{ system }`). */
  readonly data: unknown;
}

/** One mapped value that differs from what the GM accepted (`was` undefined: never accepted). */
export interface MappedChange {
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly was: unknown;
  readonly now: unknown;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The mapped values that differ from the accepted ones: those of documents no player owns are accepted at once
 * (`auto`), the others wait for the GM (`pending`).
 */
export function mappedChanges(
  ledger: Ledger,
  sources: readonly MappedSource[],
  paths: readonly string[],
): { readonly auto: MappedChange[]; readonly pending: MappedChange[] } {
  const auto: MappedChange[] = [];
  const pending: MappedChange[] = [];
  const seen = new Set<string>();
  for (const s of sources) {
    if (seen.has(s.key)) continue;
    seen.add(s.key);
    const accepted = ledger.accepted?.[s.key] ?? {};
    for (const path of paths) {
      const now = valueAtPath(s.data, path);
      const was = accepted[path];
      if (same(now, was)) continue;
      (s.playerOwned ? pending : auto).push({ key: s.key, name: s.name, path, was, now });
    }
  }
  return { auto, pending };
}

/** The ledger with these changes accepted (a value gone from the data is forgotten). */
export function withAccepted(ledger: Ledger, changes: readonly MappedChange[]): Ledger {
  if (!changes.length) return ledger;
  const accepted: Record<string, Record<string, unknown>> = { ...(ledger.accepted ?? {}) };
  for (const c of changes) {
    const rest = Object.entries(accepted[c.key] ?? {}).filter(([p]) => p !== c.path);
    accepted[c.key] = Object.fromEntries(c.now === undefined ? rest : [...rest, [c.path, structuredClone(c.now)]]);
  }
  return { ...ledger, version: 1, accepted };
}

/** A document's accepted values as data the mapping reads (`{ system: { bs: { value: 4 } } }`); undefined: none. */
export function acceptedData(ledger: Ledger, key: string): unknown {
  const values = ledger.accepted?.[key];
  if (!values) return undefined;
  const out: Record<string, unknown> = {};
  for (const [path, v] of Object.entries(values)) {
    const parts = path.split(".");
    let at = out;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) at[p] = v;
      else at = (at[p] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}
