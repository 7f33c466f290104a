// The rules ledger's rows (docs/architecture.md "Rules state the GM owns"): every token or actor update the
// module's plans make to a fighter's rules flags (`flags.ordnance.fighter|state|counted`) is mirrored, in the
// same step, into the GM-owned ledger keyed by the document's uuid. Pure data over plain update objects.

/** The fighter flags the rules read; only these are kept in the ledger. */
export const RULES_KEYS = ["fighter", "state", "counted"] as const;

/** One ledger write: the document's uuid and the part of its `flags.ordnance` update the rules read. */
export interface LedgerRow {
  readonly key: string;
  /** `null`: the document's rules flags are gone (its `flags.ordnance` was deleted). */
  readonly diff: Readonly<Record<string, unknown>> | null;
}

/** The ledger key of a world actor (its Foundry uuid). */
export const actorKey = (actorId: string): string => `Actor.${actorId}`;
/** The ledger key of a scene's token (its Foundry uuid); unlinked tokens keep their own state there. */
export const tokenKey = (sceneId: string, tokenId: string): string => `Scene.${sceneId}.Token.${tokenId}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isRulesKey = (k: string): boolean => (RULES_KEYS as readonly string[]).includes(k.startsWith("-=") ? k.slice(2) : k);

/**
 * Foundry's merge of update data into stored data: objects merge key by key, `"-=key": null` deletes the key,
 * anything else (arrays, values) replaces. The input objects are not changed.
 */
export function mergeDiff(target: Readonly<Record<string, unknown>>, diff: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(diff)) {
    if (k.startsWith("-=")) {
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- Foundry's `-=key` removes the key it names
      delete out[k.slice(2)];
    } else if (isRecord(v) && isRecord(out[k])) out[k] = mergeDiff(out[k], v);
    else out[k] = structuredClone(v);
  }
  return out;
}

/** The rules part of one update row's flags (undefined: it writes none of them). */
export function rulesDiff(flags: unknown): LedgerRow["diff"] | undefined {
  if (!isRecord(flags)) return undefined;
  if ("-=ordnance" in flags) return null;
  const o = flags["ordnance"];
  if (!isRecord(o)) return undefined;
  const picked = Object.fromEntries(Object.entries(o).filter(([k]) => isRulesKey(k)));
  return Object.keys(picked).length ? picked : undefined;
}

/** The ledger rows mirroring a plan step: its token or actor update rows that write rules flags; none for any other step. */
export function ledgerRows(step: { readonly op: string; readonly name: string; readonly data?: unknown }, sceneId: string): LedgerRow[] {
  if (step.op !== "update" || (step.name !== "Token" && step.name !== "Actor") || !Array.isArray(step.data)) return [];
  return step.data.flatMap((row: unknown) => {
    if (!isRecord(row) || typeof row["_id"] !== "string") return [];
    const diff = rulesDiff(row["flags"]);
    if (diff === undefined) return [];
    return [{ key: step.name === "Actor" ? actorKey(row["_id"]) : tokenKey(sceneId, row["_id"]), diff }];
  });
}

/** Entries by key with the rows applied in order (an entry left empty is removed). */
export function applyRows(
  entries: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
  rows: readonly LedgerRow[],
): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = { ...entries };
  for (const r of rows) {
    const next = r.diff === null ? {} : mergeDiff(out[r.key] ?? {}, r.diff);
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- an entry with no rules flags left is dropped
    if (Object.keys(next).length === 0) delete out[r.key];
    else out[r.key] = next;
  }
  return out;
}
