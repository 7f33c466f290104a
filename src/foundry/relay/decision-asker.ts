// The questions the active GM's client asks while resolving (docs/foundry.md "Decisions while resolving"): each
// goes to one user with a request id and waits for that user's answer until the world's timeout. An answer from
// anyone else, a second or late one, and one the rules do not allow are refused: the sender is told why (a
// localized key), and nothing changes — a refused answer of the asked user leaves the decision to the automation.
// The GM may answer a question still waiting on a player (`answerFor`): the first accepted answer wins, and the
// player's prompt is closed. A question that times out closes the player's prompt too (`closed`, reason "timeout").

import type { PointValue, RelayMessage } from "./relay-messages.js";

/** Why an answer is refused: a localization key and its data. */
export interface Refusal {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

/** A point prompt's check (the rules' reason a point is refused, or null) as the relay refuses it: `point`, with that reason. */
export function pointRefusal(check: (p: PointValue) => string | null): (p: PointValue) => Refusal | null {
  return (p) => {
    const why = check(p);
    return why === null ? null : { key: "ORDNANCE.Decision.refused.point", data: { reason: why } };
  };
}

/** The questions a relay carries, as sent (the request id is added). */
export type AskMessage =
  | Omit<Extract<RelayMessage, { type: "askPoint" }>, "requestId">
  | Omit<Extract<RelayMessage, { type: "askCount" }>, "requestId">
  | Omit<Extract<RelayMessage, { type: "askOrder" }>, "requestId">;

/** The part of the relay's environment (socket.ts RelayEnv) the questions use. */
export interface AskerEnv {
  readonly socket: { emit(message: RelayMessage): void };
  readonly timers: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void };
  readonly userId: string;
  readonly isActive: (userId: string) => boolean;
  readonly isGM: (userId: string) => boolean;
  readonly notify: (key: string, data: Readonly<Record<string, string | number>>) => void;
  readonly newRequestId: () => string;
  readonly timeoutMs: () => number;
  /** A question went to another user and waits (the GM's client may offer to answer it for them). */
  readonly onWaiting?: (question: WaitingQuestion) => void;
  /** A waiting question was answered, refused, or timed out: nothing is waiting on it any more. */
  readonly onSettled?: (requestId: string) => void;
}

/** A question waiting on a user, as the GM's client shows it. */
export interface WaitingQuestion {
  readonly requestId: string;
  readonly userId: string;
  readonly message: AskMessage;
}

interface Pending {
  readonly from: string;
  readonly message: AskMessage;
  readonly answeredBy: ((userId: string) => void) | undefined;
  readonly timer: unknown;
  readonly check: (value: unknown) => Refusal | null;
  readonly resolve: (value: unknown) => void;
}

/** How many closed questions are remembered, to tell a late or second answer from a stray one. */
const REMEMBERED = 256;

export class DecisionAsker {
  private readonly pending = new Map<string, Pending>();
  /** Questions answered, refused or timed out: request id → the user asked. */
  private readonly closed = new Map<string, string>();

  constructor(private readonly env: AskerEnv) {}

  /**
   * Asks `userId` (`local` when that is this client's own user) and resolves their answer once `check` accepts it;
   * undefined when they are offline, decline, do not answer in time, or answer what `check` refuses (they are told).
   */
  ask<T>(
    userId: string,
    message: AskMessage,
    local: () => Promise<T | null>,
    check: (value: T) => Refusal | null,
    answeredBy?: (userId: string) => void,
  ): Promise<T | undefined> {
    if (userId === this.env.userId)
      return local().then((v) => {
        if (v === null) return undefined;
        const refused = check(v);
        if (refused) this.env.notify(refused.key, refused.data);
        else answeredBy?.(userId);
        return refused ? undefined : v;
      });
    if (!this.env.isActive(userId)) return Promise.resolve(undefined);
    const requestId = this.env.newRequestId();
    return new Promise<T | undefined>((resolve) => {
      const timer = this.env.timers.set(() => {
        this.close(requestId);
        // The asked user's prompt closes, and they are told the time ran out: their answer now would only be refused.
        this.env.socket.emit({ type: "closed", requestId, to: userId, by: this.env.userId, reason: "timeout" });
        resolve(undefined);
      }, this.env.timeoutMs());
      this.pending.set(requestId, {
        from: userId,
        message,
        answeredBy,
        timer,
        check: (v) => check(v as T),
        resolve: (v) => {
          resolve(v as T | undefined);
        },
      });
      this.env.socket.emit({ ...message, requestId, to: userId });
      this.env.onWaiting?.({ requestId, userId, message });
    });
  }

  /** The questions still waiting on a user's answer. */
  waiting(): WaitingQuestion[] {
    return [...this.pending].map(([requestId, p]) => ({ requestId, userId: p.from, message: p.message }));
  }

  /**
   * This client's GM answers a question still waiting on another user (`value` null: leave it to the automation).
   * The first accepted answer wins: false when the question is no longer waiting (answered, refused or timed out) or
   * the rules refuse the value (the GM is told why; the question keeps waiting). Accepted, the asked user's prompt is
   * closed and their later answer is refused as late.
   */
  answerFor(requestId: string, value: unknown): boolean {
    const p = this.pending.get(requestId);
    if (!p || !this.env.isGM(this.env.userId)) return false;
    const refused = value === null ? null : p.check(value);
    if (refused) {
      this.env.notify(refused.key, refused.data);
      return false;
    }
    this.env.timers.clear(p.timer);
    this.close(requestId);
    this.env.socket.emit({ type: "closed", requestId, to: p.from, by: this.env.userId });
    if (value !== null) p.answeredBy?.(this.env.userId);
    p.resolve(value === null ? undefined : value);
    return true;
  }

  /** An answer arrived (`value` null: declined) from the server-stamped `senderId`. */
  answer(requestId: string, senderId: string, value: unknown): void {
    const p = this.pending.get(requestId);
    if (!p) {
      const asked = this.closed.get(requestId);
      // A stray id (another client's question) is not ours to answer for.
      if (asked !== undefined)
        this.refuse(requestId, senderId, asked === senderId ? "ORDNANCE.Decision.refused.late" : "ORDNANCE.Decision.refused.notAsked");
      return;
    }
    if (senderId !== p.from) {
      this.refuse(requestId, senderId, "ORDNANCE.Decision.refused.notAsked");
      return;
    }
    this.env.timers.clear(p.timer);
    this.close(requestId);
    const refused = value === null ? null : p.check(value);
    if (refused) this.refuse(requestId, senderId, refused.key, refused.data);
    if (value !== null && !refused) p.answeredBy?.(senderId);
    p.resolve(value === null || refused ? undefined : value);
  }

  private close(requestId: string): void {
    const p = this.pending.get(requestId);
    this.pending.delete(requestId);
    if (p) {
      this.closed.set(requestId, p.from);
      this.env.onSettled?.(requestId);
    }
    for (const id of this.closed.keys()) {
      if (this.closed.size <= REMEMBERED) break;
      this.closed.delete(id);
    }
  }

  private refuse(requestId: string, to: string, key: string, data: Readonly<Record<string, string | number>> = {}): void {
    this.env.socket.emit({ type: "refused", requestId, to, key, data: { ...data } });
  }
}
