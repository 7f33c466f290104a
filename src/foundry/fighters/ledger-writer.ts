// One writer of the rules ledger (docs/architecture.md "Rules state the GM owns", "Two GMs and one ledger"): the ledger
// is one world setting value, replaced whole by every write, so only the active GM's client writes it, one change after
// another, each applied to the value the previous one stored. Any other GM's client sends its change (rows, accepted
// values) to the active GM over the module socket and waits for the answer. Pure over ports.

import { NoticeError } from "../platform/errors.js";
import type { LedgerRow } from "../pipeline/ledger-rows.js";
import { type Adoptable, type Ledger, adoptAll, withRows } from "./ledger.js";
import { type MappedChange, withAccepted } from "./mapped-data.js";

/** One change to the ledger, as data (so another GM's client can send it). */
export type LedgerWrite =
  | { readonly kind: "rows"; readonly rows: readonly LedgerRow[] }
  | { readonly kind: "accept"; readonly changes: readonly MappedChange[] }
  | { readonly kind: "adopt"; readonly docs: readonly Adoptable[] };

/** Rows as a change (a plan's step mirrors rows; other writers say what they change). */
export const asWrite = (w: readonly LedgerRow[] | LedgerWrite): LedgerWrite => ("kind" in w ? w : { kind: "rows", rows: w });

/** The ledger with the change applied (pure; the same ledger when nothing changes). */
export function applyWrite(ledger: Ledger, w: LedgerWrite): Ledger {
  if (w.kind === "rows") return w.rows.length ? withRows(ledger, w.rows) : ledger;
  if (w.kind === "accept") return withAccepted(ledger, w.changes);
  return adoptAll(ledger, w.docs);
}

/** A change sent to the active GM, and its answer. */
export type LedgerMessage =
  | { readonly type: "ledgerWrite"; readonly id: string; readonly to: string; readonly write: LedgerWrite }
  | { readonly type: "ledgerWritten"; readonly id: string; readonly to: string; readonly ok: boolean; readonly retry: boolean };

export interface LedgerWriterEnv {
  readonly userId: string;
  /** This client's copy of the world setting (Foundry: `game.settings.get`). */
  readonly read: () => Ledger;
  /** Replaces the setting's whole value (Foundry: `ClientSettings#set`, an update of the Setting document's `value`). */
  readonly store: (next: Ledger) => Promise<void>;
  readonly isActiveGM: () => boolean;
  readonly activeGMId: () => string | null;
  readonly isGM: (userId: string) => boolean;
  /** The module socket; `senderId` is the user id the server stamped on the message. */
  readonly socket: {
    emit(message: LedgerMessage): void;
    on(handler: (message: unknown, senderId: string) => void): void;
  };
  readonly timers: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
  /** How long to wait for the active GM's answer before asking again. */
  readonly timeoutMs: number;
  readonly newId: () => string;
}

/** How many times a change is sent (the active GM may change, or leave, while it is on its way). */
const ATTEMPTS = 4;

type Answer = "ok" | "failed" | "retry";

export class LedgerWriter {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<string, { done: (a: Answer) => void; timer: unknown }>();

  constructor(private readonly env: LedgerWriterEnv) {}

  /** Listens on the module socket (once, on `ready`). */
  listen(): void {
    this.env.socket.on((message, senderId) => void this.receive(message, senderId));
  }

  /**
   * Writes the change: here when this client is the active GM, else on the active GM's client. Resolves once it is
   * stored; refuses when no GM can store it (`ORDNANCE.Ledger.notWritten`).
   */
  async write(w: LedgerWrite): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (this.env.isActiveGM()) return this.local(w);
      const gm = this.env.activeGMId();
      if (gm === null || gm === this.env.userId) break;
      const answer = await this.ask(gm, w);
      if (answer === "ok") return;
      if (answer === "failed") break;
    }
    throw new NoticeError("ORDNANCE.Ledger.notWritten");
  }

  /** The users changed (Foundry's `userConnected`): every change waiting on a GM is sent again to the active GM. */
  gmChanged(): void {
    for (const [id, p] of this.pending) {
      this.env.timers.clear(p.timer);
      this.pending.delete(id);
      p.done("retry");
    }
  }

  /** The active GM's client: one change after another, each on the value the previous one stored. */
  private local(w: LedgerWrite): Promise<void> {
    const run = this.tail.then(async () => {
      const now = this.env.read();
      const next = applyWrite(now, w);
      if (next !== now) await this.env.store(next);
    });
    this.tail = run.catch(() => undefined);
    return run;
  }

  private ask(gm: string, write: LedgerWrite): Promise<Answer> {
    const id = this.env.newId();
    return new Promise<Answer>((done) => {
      const timer = this.env.timers.set(() => {
        this.pending.delete(id);
        done("retry");
      }, this.env.timeoutMs);
      this.pending.set(id, { done, timer });
      this.env.socket.emit({ type: "ledgerWrite", id, to: gm, write });
    });
  }

  /** One socket message (public for tests). Only a GM's change is written; a player's is dropped unanswered. */
  async receive(raw: unknown, senderId: string): Promise<void> {
    const m = parseLedgerMessage(raw);
    if (!m || m.to !== this.env.userId || !this.env.isGM(senderId)) return;
    if (m.type === "ledgerWritten") {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.env.timers.clear(p.timer);
      this.pending.delete(m.id);
      p.done(m.ok ? "ok" : m.retry ? "retry" : "failed");
      return;
    }
    const answer = (ok: boolean, retry: boolean): void => {
      this.env.socket.emit({ type: "ledgerWritten", id: m.id, to: senderId, ok, retry });
    };
    // Sent to a GM who is no longer the active one (the first GM came back): the sender asks the active GM.
    if (!this.env.isActiveGM()) {
      answer(false, true);
      return;
    }
    try {
      await this.local(m.write);
      answer(true, false);
    } catch {
      answer(false, false);
    }
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isRow = (r: unknown): r is LedgerRow => isRecord(r) && typeof r["key"] === "string" && (r["diff"] === null || isRecord(r["diff"]));
const isChange = (c: unknown): c is MappedChange =>
  isRecord(c) && typeof c["key"] === "string" && typeof c["name"] === "string" && typeof c["path"] === "string";
const isAdoptable = (d: unknown): d is Adoptable => isRecord(d) && typeof d["key"] === "string";

function parseWrite(w: unknown): LedgerWrite | null {
  if (!isRecord(w)) return null;
  if (w["kind"] === "rows" && Array.isArray(w["rows"]) && w["rows"].every(isRow)) return { kind: "rows", rows: w["rows"] };
  if (w["kind"] === "accept" && Array.isArray(w["changes"]) && w["changes"].every(isChange))
    return { kind: "accept", changes: w["changes"] };
  if (w["kind"] === "adopt" && Array.isArray(w["docs"]) && w["docs"].every(isAdoptable)) return { kind: "adopt", docs: w["docs"] };
  return null;
}

/** A ledger message off the wire; null for anything else (the relay's and the throw broadcast's share the channel). */
export function parseLedgerMessage(raw: unknown): LedgerMessage | null {
  if (!isRecord(raw) || typeof raw["id"] !== "string" || typeof raw["to"] !== "string") return null;
  if (raw["type"] === "ledgerWritten" && typeof raw["ok"] === "boolean" && typeof raw["retry"] === "boolean")
    return { type: "ledgerWritten", id: raw["id"], to: raw["to"], ok: raw["ok"], retry: raw["retry"] };
  if (raw["type"] !== "ledgerWrite") return null;
  const write = parseWrite(raw["write"]);
  return write ? { type: "ledgerWrite", id: raw["id"], to: raw["to"], write } : null;
}
