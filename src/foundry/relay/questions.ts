// The relay's questions while resolving (docs/foundry.md "Decisions while resolving"), split from socket.ts: on the
// active GM's client, asking a user for a point, a count or an order (decision-asker.ts) and answering one for them;
// on the asked user's client, opening the picker, sending the answer, and closing it when the question is settled
// without that answer (the GM answered first, the GM's client stopped waiting) or the GM who asked left.

import type { RouteGround } from "../../core/index.js";
import { DecisionAsker, type AskerEnv, type Refusal } from "./decision-asker.js";
import { MAX_GROUND_CHARS, groundWire, parseGround } from "./ground-message.js";
import type { CountDetails, PointValue, RelayMessage, ScatterWire } from "./relay-messages.js";

/** What the questions need of the client (a part of socket.ts RelayEnv). */
export interface QuestionEnv extends AskerEnv {
  /**
   * Asks this client's user to pick a point (a canvas click; with `ground`, a Running for Cover route picker on it;
   * `scatter` says what a scatter point is for); null when declined or when `signal` aborts it (the question was
   * settled without this answer: the prompt closes).
   */
  readonly pickPoint: (
    tag: string,
    fallback: PointValue | null,
    ground?: RouteGround,
    signal?: AbortSignal,
    scatter?: ScatterWire,
  ) => Promise<PointValue | null>;
  /** Asks this client's user to choose a count from 0 to `max` (a dialog) for the decision `tag`, of `figure`; null when declined. */
  readonly pickCount: (tag: string, max: number, figure?: string, more?: CountDetails, signal?: AbortSignal) => Promise<number | null>;
  /** Asks this client's user to order the tokens `options` (the fighters under a marker); null when declined. */
  readonly pickOrder?: (tag: string, options: readonly string[], signal?: AbortSignal) => Promise<readonly string[] | null>;
  /** Tells this client's user something (not an error): why their prompt closed. */
  readonly inform?: (key: string, data: Readonly<Record<string, string | number>>) => void;
  /** A user's name to show (absent: the id). */
  readonly userName?: (userId: string) => string;
}

type Answered = (userId: string) => void;

/** A prompt open on this client for a GM's question. */
interface OpenPrompt {
  readonly abort: AbortController;
  /** The GM whose client asked: the prompt closes when it leaves. */
  readonly asker: string;
}

type QuestionMessage = Extract<
  RelayMessage,
  { type: "askPoint" | "askCount" | "askOrder" | "point" | "count" | "order" | "closed" | "refused" }
>;

export class Questions {
  protected readonly asker: DecisionAsker;
  /**
   * The prompts open on this client for a GM's question, by request id: aborted when that GM settles the question
   * without this answer (`closed`) or leaves (`closeLeftBehind`).
   */
  private readonly open = new Map<string, OpenPrompt>();

  constructor(private readonly qenv: QuestionEnv) {
    this.asker = new DecisionAsker(qenv);
  }

  /**
   * Asks `userId` to pick a point (with `ground`, a route on it); resolves undefined (use the fallback) when the user
   * is offline, declines, does not answer in time, or picks one `check` refuses (they are told why). `answeredBy`
   * hears who gave the accepted answer (the user, or a GM who answered for them). `scatter` says what a scatter point
   * is for (the prompt says it in words).
   */
  askPoint(
    userId: string,
    tag: string,
    fallback: PointValue | null,
    check: (p: PointValue) => Refusal | null = () => null,
    ground?: RouteGround,
    answeredBy?: Answered,
    scatter?: ScatterWire,
  ): Promise<PointValue | null | undefined> {
    const wire = ground ? groundWire(ground) : null;
    // A ground past the caps is not sent: the picker is then one click, still checked here.
    const sent = wire && JSON.stringify(wire).length < MAX_GROUND_CHARS - 512 ? { ground: wire } : {};
    const message = { type: "askPoint", to: userId, tag, fallback, ...sent, ...(scatter ? { scatter } : {}) } as const;
    return this.asker.ask(userId, message, () => this.qenv.pickPoint(tag, fallback, ground, undefined, scatter), check, answeredBy);
  }

  /**
   * Asks `userId` to choose a count from 0 to `max` (a spend that is theirs, e.g. the opponent's Blood spend); resolves
   * undefined (the automation decides) when the user is offline, declines, does not answer in time, or answers out of
   * range (they are told why).
   */
  askCount(
    userId: string,
    tag: string,
    max: number,
    figure?: string,
    more: CountDetails = {},
    answeredBy?: Answered,
  ): Promise<number | undefined> {
    const check = (n: number): Refusal | null =>
      Number.isInteger(n) && n >= 0 && n <= max ? null : { key: "ORDNANCE.Decision.refused.outOfRange", data: { min: 0, max } };
    const message = { type: "askCount", to: userId, tag, max, ...(figure === undefined ? {} : { figure }), ...more } as const;
    return this.asker.ask(userId, message, () => this.qenv.pickCount(tag, max, figure, more), check, answeredBy);
  }

  /** Asks `userId` to order `options` (token ids); undefined as for a count, or when the answer is not an order of them. */
  askOrder(userId: string, tag: string, options: readonly string[], answeredBy?: Answered): Promise<readonly string[] | undefined> {
    const check = (order: readonly string[]): Refusal | null =>
      order.length === options.length && new Set(order).size === order.length && order.every((id) => options.includes(id))
        ? null
        : { key: "ORDNANCE.Decision.refused.notAnOrder", data: { n: options.length } };
    const pick = this.qenv.pickOrder;
    return this.asker.ask(
      userId,
      { type: "askOrder", to: userId, tag, options: [...options] },
      () => (pick ? pick(tag, options) : Promise.resolve(null)),
      check,
      answeredBy,
    );
  }

  /** The questions this (GM) client is still waiting on another user to answer. */
  waitingQuestions(): ReturnType<DecisionAsker["waiting"]> {
    return this.asker.waiting();
  }

  /** This GM answers a question still waiting on another user (null: the automation); false when it is too late. */
  answerFor(requestId: string, value: unknown): boolean {
    return this.asker.answerFor(requestId, value);
  }

  /** Handles a question, an answer, a closed question or a refusal (socket.ts `receive` passes them on). */
  protected async receiveQuestion(m: QuestionMessage, senderId: string): Promise<void> {
    const env = this.qenv;
    switch (m.type) {
      case "askPoint":
      case "askCount":
      case "askOrder": {
        if (m.to !== env.userId || !env.isGM(senderId)) return;
        const abort = new AbortController();
        this.open.set(m.requestId, { abort, asker: senderId });
        const answer = await this.pick(m, abort.signal).finally(() => this.open.delete(m.requestId));
        // Closed (the GM answered first, the time ran out, the GM left): nothing is sent (it would only be refused).
        if (abort.signal.aborted) return;
        if (m.type === "askPoint") env.socket.emit({ type: "point", requestId: m.requestId, point: answer as PointValue | null });
        else if (m.type === "askCount") env.socket.emit({ type: "count", requestId: m.requestId, count: answer as number | null });
        else env.socket.emit({ type: "order", requestId: m.requestId, order: answer as readonly string[] | null });
        return;
      }
      case "point":
        this.asker.answer(m.requestId, senderId, m.point);
        return;
      case "count":
        this.asker.answer(m.requestId, senderId, m.count);
        return;
      case "order":
        this.asker.answer(m.requestId, senderId, m.order);
        return;
      case "closed": {
        const open = this.open.get(m.requestId);
        // Only a GM closes a prompt, and only this user's (as for `refused`).
        if (m.to !== env.userId || !env.isGM(senderId) || !open) return;
        this.open.delete(m.requestId);
        open.abort.abort();
        if (m.reason === "timeout") env.inform?.("ORDNANCE.Decision.closed.timeout", {});
        else env.inform?.("ORDNANCE.Decision.answeredByGM", { gm: env.userName?.(m.by) ?? m.by });
        return;
      }
      case "refused":
        if (m.to === env.userId && env.isGM(senderId)) env.notify(m.key, m.data);
        return;
    }
  }

  /**
   * The users changed: a prompt whose asking GM's client is no longer connected closes, and its user is told. No one
   * is waiting for its answer any more (a relayed attack is run afresh by the next active GM, which asks again).
   */
  protected closeLeftBehind(): void {
    const env = this.qenv;
    for (const [requestId, open] of this.open) {
      if (env.isActive(open.asker)) continue;
      this.open.delete(requestId);
      open.abort.abort();
      env.inform?.("ORDNANCE.Decision.closed.gmLeft", { gm: env.userName?.(open.asker) ?? open.asker });
    }
  }

  /** Opens this client's picker for a GM's question. */
  private pick(m: Extract<RelayMessage, { type: "askPoint" | "askCount" | "askOrder" }>, signal: AbortSignal): Promise<unknown> {
    const env = this.qenv;
    if (m.type === "askPoint") return env.pickPoint(m.tag, m.fallback, m.ground ? parseGround(m.ground) : undefined, signal, m.scatter);
    if (m.type === "askCount") {
      const { roll, held, flag } = m;
      const more = {
        ...(roll === undefined ? {} : { roll }),
        ...(held === undefined ? {} : { held }),
        ...(flag === undefined ? {} : { flag }),
      };
      return env.pickCount(m.tag, m.max, m.figure, more, signal);
    }
    return env.pickOrder ? env.pickOrder(m.tag, m.options, signal) : Promise.resolve(null);
  }
}
