// Test helper: a world's chat log as Foundry's server keeps it, enforcing who may create, update and delete a
// message (foundry-rules.ts, BaseChatMessage's permission checks), and the write-ahead journal's record messages on
// it (the JournalPort chat/record-journal.ts implements with ChatMessage documents in Foundry).

import type { CardInput } from "../../../src/foundry/pipeline/pipeline.js";
import type { JournalPort, JournalState, RequestOrigin } from "../../../src/foundry/pipeline/journal.js";
import type { AttackRecord } from "../../../src/foundry/platform/flags.js";
import { type CardFlag, attackRecord, cardFlag } from "../../../src/foundry/chat/card-record.js";
import type { MessageView } from "../../../src/foundry/chat/record-trust.js";
import { type RuleUser, canCreateChatMessage, canDeleteChatMessage, canUpdateChatMessage } from "./foundry-rules.js";
import { mergeUpdate } from "./fake-documents.js";

export interface ChatData {
  readonly author?: string;
  readonly whisper?: readonly string[];
  readonly content?: string;
  readonly flags?: { readonly ordnance?: { readonly attack?: unknown; readonly card?: unknown } };
}

interface Stored {
  id: string;
  author: string;
  whisper: string[];
  content: string;
  flags: Record<string, unknown>;
  timestamp: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export class FakeChatLog {
  private readonly messages = new Map<string, Stored>();
  private n = 0;

  constructor(private readonly users: readonly RuleUser[]) {}

  isGM = (userId: string): boolean => this.users.some((u) => u.id === userId && u.isGM);

  private user(id: string): RuleUser {
    const u = this.users.find((x) => x.id === id);
    if (!u) throw new Error(`no user ${id}`);
    return u;
  }

  /** `ChatMessage.create` by `userId` (refused as Foundry's server refuses it). */
  create(userId: string, data: ChatData): string {
    const user = this.user(userId);
    if (!canCreateChatMessage(user, data)) throw new Error(`${userId} may not create a message authored by ${String(data.author)}`);
    const id = `message${String(++this.n).padStart(9, "0")}`;
    this.messages.set(id, {
      id,
      author: data.author ?? user.id,
      whisper: [...(data.whisper ?? [])],
      content: data.content ?? "",
      flags: structuredClone((data.flags ?? {}) as Record<string, unknown>),
      timestamp: this.n,
    });
    return id;
  }

  /** `ChatMessage#update` by `userId`; flags merged as Foundry merges them. */
  update(userId: string, id: string, changes: { author?: string; flags?: Record<string, unknown> }): void {
    const m = this.messages.get(id);
    if (!m) throw new Error(`no message ${id}`);
    if (!canUpdateChatMessage(this.user(userId), m, changes)) throw new Error(`${userId} may not update message ${id}`);
    if (changes.author !== undefined) m.author = changes.author;
    if (changes.flags) m.flags = mergeUpdate(m.flags, changes.flags);
  }

  delete(userId: string, id: string): void {
    const m = this.messages.get(id);
    if (!m) throw new Error(`no message ${id}`);
    if (!canDeleteChatMessage(this.user(userId), m)) throw new Error(`${userId} may not delete message ${id}`);
    this.messages.delete(id);
  }

  /** The messages as the module reads them (chat/record-trust.ts), oldest first. */
  views(): MessageView[] {
    return [...this.messages.values()].map((m) => this.viewOf(m));
  }

  view(id: string): MessageView | undefined {
    const m = this.messages.get(id);
    return m ? this.viewOf(m) : undefined;
  }

  private viewOf(m: Stored): MessageView {
    const scope = isRecord(m.flags["ordnance"]) ? m.flags["ordnance"] : {};
    return {
      id: m.id,
      authorId: m.author,
      ...(scope["card"] !== undefined ? { card: structuredClone(scope["card"]) as CardFlag } : {}),
      ...(scope["attack"] !== undefined ? { record: structuredClone(scope["attack"]) as AttackRecord } : {}),
    };
  }

  /** Every message's content (the table's announcements). */
  contents(): string[] {
    return [...this.messages.values()].map((m) => m.content);
  }
}

/** The write-ahead journal on the fake chat log, written as `gmId` (the GM applying the attack). */
export function chatJournal(log: FakeChatLog, gmId: string, request?: RequestOrigin, clock = { now: 1 }): JournalPort<CardInput> {
  return {
    open: async (card, state) => {
      const record: AttackRecord = { ...attackRecord(card, clock.now++), journal: state, ...(request ? { request } : {}) };
      return log.create(gmId, { whisper: [gmId], content: "record", flags: { ordnance: { attack: record } } });
    },
    mark: async (recordId: string, state: JournalState) => {
      log.update(gmId, recordId, { flags: { ordnance: { attack: { journal: state } } } });
    },
  };
}

/** Posts a card the way chat-card.ts does once the journal wrote the record: GM-authored, naming the record. */
export function postCardOn(log: FakeChatLog, gmId: string, card: CardInput): string {
  const recordId = card.recordId ?? null;
  const record = recordId ? log.view(recordId)?.record : undefined;
  if (!record) throw new Error("the card's record is missing");
  return log.create(gmId, { content: "card", flags: { ordnance: { card: cardFlag(record, recordId) } } });
}
