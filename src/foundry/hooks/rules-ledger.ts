// The rules ledger's upkeep on the active GM's client (fighters/ledger.ts, docs/foundry.md "Trust"): the first
// GM load of a world adopts the fighters' flags; a GM's change to a token's or actor's rules flags outside the
// module's plans (the profile dialog, a macro) is adopted as written; a player's change is not (a profile is,
// where owners may edit profiles), and the GM is told once. Relayed attacks wait for adoptions being written.

import { type Updater, adoptUpdate, rulesEntry } from "../fighters/ledger.js";
import type { LedgerWrite } from "../fighters/ledger-writer.js";
import { type LedgerRow, actorKey, tokenKey } from "../pipeline/ledger-rows.js";
import { localize } from "../platform/i18n.js";
import { ownersEditProfiles } from "../platform/settings.js";
import { writeLedger } from "../platform/ledger-runtime.js";
import { deletionOperator } from "../platform/version.js";

/** What the sync reads and writes on this client. */
export interface LedgerSyncEnv {
  readonly isActiveGM: () => boolean;
  readonly isGM: (userId: string) => boolean;
  readonly ownersMayEdit: () => boolean;
  /** Through the active GM's client (platform/ledger-runtime.ts). */
  readonly write: (w: readonly LedgerRow[] | LedgerWrite) => Promise<void>;
  /** Tells this (GM) client's user that a player's change was ignored. */
  readonly notify: (userId: string, document: string, fields: string) => void;
}

export class LedgerSync {
  private readonly writing = new Set<Promise<unknown>>();
  private readonly told = new Set<string>();

  constructor(private readonly env: LedgerSyncEnv) {}

  private track(write: Promise<unknown>): void {
    const w = write.catch(() => undefined);
    this.writing.add(w);
    void w.then(() => this.writing.delete(w));
  }

  /**
   * `updateToken` / `updateActor` (and their ActorDelta changes, which arrive as the token's): on the active GM's
   * client, adopts what `userId` may write of the rules flags; returns the rows adopted.
   */
  onUpdate(key: string, changes: unknown, userId: string, document: string): LedgerRow[] {
    if (!this.env.isActiveGM()) return [];
    const who: Updater = { isGM: this.env.isGM(userId), ownersMayEdit: this.env.ownersMayEdit() };
    const { rows, ignored } = adoptUpdate(key, changes, who);
    if (rows.length) this.track(this.env.write(rows));
    if (ignored) {
      const fields = ignoredFields(changes, who);
      const once = `${userId}|${key}|${fields}`;
      if (!this.told.has(once)) {
        this.told.add(once);
        this.env.notify(userId, document, fields);
      }
    }
    return rows;
  }

  /**
   * `createToken` / `createActor`: a GM's new document brings its rules flags (a pasted token, an imported
   * actor); a player's, none. A token placed from an actor a player owns brings none either: its prototype's
   * flags are the player's to write (the token then fights with its actor's ledger profile).
   */
  onCreate(key: string, flags: unknown, userId: string, fromPlayerActor: boolean): LedgerRow[] {
    if (!this.env.isActiveGM() || !this.env.isGM(userId) || fromPlayerActor) return [];
    const entry = rulesEntry(flags);
    const rows: LedgerRow[] = entry ? [{ key, diff: { ...entry } }] : [];
    if (rows.length) this.track(this.env.write(rows));
    return rows;
  }

  /**
   * `deleteToken` / `deleteActor` / `deleteScene` by a GM: the entries of documents that are gone are dropped (the
   * ledger does not grow without end). A player's deletion drops nothing: a token they delete and bring back with the
   * same id (Foundry's undo) finds its state again, so deleting is no way to clear an Out of Action.
   */
  onDelete(keys: readonly string[], userId: string): void {
    if (!this.env.isActiveGM() || !this.env.isGM(userId) || !keys.length) return;
    this.track(this.env.write(keys.map((key) => ({ key, diff: null }))));
  }

  /** The first GM load of a world without a ledger: adopts every fighter's flags (nothing once the ledger exists). */
  adoptWorld(docs: readonly { readonly key: string; readonly flags: unknown }[]): void {
    if (!this.env.isActiveGM()) return;
    this.track(this.env.write({ kind: "adopt", docs }));
  }

  /** Resolves once every adoption being written is stored (a relayed attack waits for it before reading the ledger). */
  async settled(): Promise<void> {
    await Promise.all([...this.writing]);
  }
}

/** The rules fields of a change the updater may not write ("state", "counted", "fighter"). */
function ignoredFields(changes: unknown, who: Updater): string {
  const o = (changes as { flags?: { ordnance?: object } } | null)?.flags?.ordnance;
  const keys = o ? Object.keys(o).map((k) => (k.startsWith("-=") ? k.slice(2) : k)) : ["ordnance"];
  return [
    ...new Set(keys.filter((k) => ["fighter", "state", "counted", "ordnance"].includes(k) && !(who.ownersMayEdit && k === "fighter"))),
  ]
    .sort()
    .join(", ");
}

/** v14 hands hooks deletions as ForcedDeletion objects; the ledger keeps Foundry's `-=key` form. */
function withDashDeletions(v: unknown): unknown {
  const del = deletionOperator();
  if (del === null) return v;
  const walk = (x: unknown): unknown => {
    if (typeof x !== "object" || x === null || Array.isArray(x)) return x;
    const out: Record<string, unknown> = {};
    for (const [k, y] of Object.entries(x)) {
      if (y instanceof del.constructor) out[`-=${k}`] = null;
      else out[k] = walk(y);
    }
    return out;
  };
  return walk(v);
}

/** The active GM's sync (module-wide, like the relay). */
export const ledgerSync = new LedgerSync({
  isActiveGM: () => game.user.isActiveGM,
  isGM: (userId) => game.users.get(userId)?.isGM ?? false,
  ownersMayEdit: () => ownersEditProfiles(),
  write: (rows) => writeLedger(rows),
  notify: (userId, document, fields) =>
    void ui.notifications?.warn(localize("ORDNANCE.Ledger.ignored", { user: game.users.get(userId)?.name ?? userId, document, fields })),
});

/** Whether a player (not a GM) owns the actor: its prototype token's flags are theirs to write. */
const playerOwned = (actor: Actor.Implementation | null | undefined): boolean =>
  !!actor && game.users.some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));

export function onRulesLedger(): void {
  Hooks.once("ready", () => {
    const docs = [
      ...game.actors.map((a) => ({ key: actorKey(a.id ?? ""), flags: a.flags })),
      ...game.scenes.contents.flatMap((s) => s.tokens.map((t) => ({ key: tokenKey(s.id ?? "", t.id ?? ""), flags: t.flags }))),
    ];
    ledgerSync.adoptWorld(docs);
  });
  Hooks.on("updateToken", (doc, changes, _options, userId) => {
    ledgerSync.onUpdate(tokenKey(doc.parent?.id ?? "", doc.id ?? ""), withDashDeletions(changes), userId, doc.name);
  });
  Hooks.on("updateActor", (doc, changes, _options, userId) => {
    // A synthetic actor's change is the token's ActorDelta: its rules flags are never read, so nothing to adopt.
    if (doc.isToken) return;
    ledgerSync.onUpdate(actorKey(doc.id ?? ""), withDashDeletions(changes), userId, doc.name);
  });
  Hooks.on("createToken", (doc, _options, userId) => {
    ledgerSync.onCreate(tokenKey(doc.parent?.id ?? "", doc.id ?? ""), doc.flags, userId, playerOwned(doc.baseActor));
  });
  Hooks.on("createActor", (doc, _options, userId) => {
    if (!doc.isToken) ledgerSync.onCreate(actorKey(doc.id ?? ""), doc.flags, userId, false);
  });
  Hooks.on("deleteToken", (doc, _options, userId) => {
    ledgerSync.onDelete([tokenKey(doc.parent?.id ?? "", doc.id ?? "")], userId);
  });
  Hooks.on("deleteActor", (doc, _options, userId) => {
    if (!doc.isToken) ledgerSync.onDelete([actorKey(doc.id ?? "")], userId);
  });
  Hooks.on("deleteScene", (doc, _options, userId) => {
    ledgerSync.onDelete(
      doc.tokens.map((t) => tokenKey(doc.id ?? "", t.id ?? "")),
      userId,
    );
  });
}
