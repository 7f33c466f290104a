// Player → GM relay on the module socket (docs/foundry.md): a player's client sends an attack intent;
// the active GM checks it against the server-stamped sender id (never the payload), limits how many
// requests each user may have pending and send per second, applies requests one at a time, once per
// request id (remembered per user for a time window), and answers the sender. Also carries the decisions asked
// while resolving (a point, a count, an order) to the user they belong to (decision-asker.ts).

import type { AttackRequest, AttackResult } from "../api-types.js";
import { NoticeError, noticeOf } from "../platform/errors.js";
import { type RelayMessage, parseMessage } from "./relay-messages.js";
import { type QuestionEnv, Questions } from "./questions.js";
import { type PriorRun, SerialQueue, answerPrior, resendOrRefuse } from "./handover.js";

export const SOCKET_CHANNEL = "module.ordnance";

/** The module socket: Foundry's game.socket on SOCKET_CHANNEL, a fake in tests. */
export interface SocketPort {
  emit(message: RelayMessage): void;
  /** `senderId` is the user id the server stamped on the message. */
  on(handler: (message: unknown, senderId: string) => void): void;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export interface RelayEnv extends QuestionEnv {
  readonly socket: SocketPort;
  readonly timers: Timers;
  /** This client's user id. */
  readonly userId: string;
  readonly isActiveGM: () => boolean;
  /** The active GM's user id, or null when no GM is connected. */
  readonly activeGMId: () => string | null;
  readonly isGM: (userId: string) => boolean;
  readonly isActive: (userId: string) => boolean;
  /** Whether the user owns the token (Foundry: OWNER permission on it). */
  readonly ownsToken: (userId: string, sceneId: string, tokenId: string) => boolean;
  /** Whether the scene has the token. */
  readonly hasToken: (sceneId: string, tokenId: string) => boolean;
  /**
   * Whether the user may view the scene (Foundry: the active scene, or one they have at least LIMITED
   * permission on); absent: every scene (tests that do not exercise it).
   */
  readonly mayViewScene?: (userId: string, sceneId: string) => boolean;
  /** Whether the token carries the weapon (flags.ordnance.fighter.weapons). */
  readonly hasWeapon: (sceneId: string, tokenId: string, weaponId: string) => boolean;
  /** Runs the attack on this (GM) client for `userId` (`requestId`: the relayed request's id, written in its record). */
  readonly perform: (request: AttackRequest, userId: string, requestId?: string) => Promise<AttackResult>;
  /**
   * How an earlier run of this relayed request ended, from its GM-written record (relay/handover.ts): a request
   * re-sent after a GM left is answered from it rather than run twice. Absent: never run before.
   */
  readonly priorRun?: (userId: string, requestId: string) => PriorRun | null;
  /** Shows a localized error to this client's user. */
  readonly notify: (key: string, data: Readonly<Record<string, string | number>>) => void;
  readonly newRequestId: () => string;
  readonly timeoutMs: () => number;
  /** Milliseconds of a monotonic clock (performance.now in Foundry, the fake timers in tests). */
  readonly now: () => number;
  /** Flood limits (defaults: FLOOD_LIMITS). */
  readonly limits?: Partial<FloodLimits>;
}

/** How much one user may ask of the GM's client. */
export interface FloodLimits {
  /** Requests of one user queued or running at once. */
  readonly pending: number;
  /** Requests of one user accepted within any one second. */
  readonly perSecond: number;
  /** How long a handled request id is remembered (a replay within it gets the first answer), ms. */
  readonly rememberMs: number;
  /**
   * Messages of any kind one non-GM user may send the active GM's client within one second, counted before a
   * message is parsed (so malformed ones are limited too); beyond it they are dropped unanswered.
   */
  readonly rawPerSecond: number;
}

export const FLOOD_LIMITS: FloodLimits = { pending: 3, perSecond: 4, rememberMs: 30 * 60 * 1000, rawPerSecond: 12 };

interface Pending<T> {
  readonly resolve: (v: T) => void;
  readonly reject: (e: unknown) => void;
  timer: unknown;
  /** Who may answer (for an attack: the GM it was sent to, changed when it is re-sent to the next active GM). */
  from: string;
  /** An attack's request, kept to re-send it when its GM leaves. */
  readonly request?: AttackRequest;
  /** How many times it was re-sent because the GM it reached was no longer the active GM. */
  bounced?: number;
}

/** How many times a request is re-sent to a new active GM after reaching one that no longer is (GMs coming and going). */
const MAX_BOUNCES = 2;

/** One user's handled requests (by request id, with when they arrived) and how many are still running. */
interface UserLedger {
  readonly handled: Map<string, { readonly at: number; readonly reply: Promise<RelayMessage> }>;
  /** Arrival times of accepted requests within the last second. */
  recent: number[];
  /** Arrival times of every message within the last second, before parsing. */
  raw: number[];
  pending: number;
}

export class Relay extends Questions {
  /** The one serial queue of this GM client: attacks (relayed or its own), Undo, upkeep and recovery. */
  private readonly queue = new SerialQueue();
  private readonly ledgers = new Map<string, UserLedger>();
  private readonly pendingResults = new Map<string, Pending<AttackResult>>();

  constructor(private readonly env: RelayEnv) {
    super(env);
  }

  /** Starts listening; call once on `ready`. */
  listen(): void {
    this.env.socket.on((message, senderId) => void this.receive(message, senderId));
  }

  /** Runs an attack: here when this client is the active GM, otherwise on the active GM's client. */
  async attack(request: AttackRequest): Promise<AttackResult> {
    if (this.env.isActiveGM()) return this.enqueue(() => this.env.perform(request, this.env.userId));
    const gm = this.env.activeGMId();
    if (gm === null) throw new NoticeError("ORDNANCE.Error.noGM");
    const requestId = this.env.newRequestId();
    return new Promise<AttackResult>((resolve, reject) => {
      this.pendingResults.set(requestId, { resolve, reject, timer: this.resultTimer(requestId, reject), from: gm, request });
      this.env.socket.emit({ type: "attack", requestId, request, gm });
    });
  }

  /** Runs a job on this client's serial queue (Undo, upkeep and recovery go through it with the attacks). */
  serial<T>(job: () => Promise<T>): Promise<T> {
    return this.enqueue(job);
  }

  /**
   * The users changed (Foundry's `userConnected`): every request waiting on a GM who left is re-sent, same id, to
   * the new active GM (who answers it from its record if it already ran), or refused at once when no GM is left; a
   * prompt open for a question of a GM who left closes.
   */
  gmChanged(): void {
    this.closeLeftBehind();
    for (const [requestId, p] of this.pendingResults) {
      if (this.env.isActive(p.from) || !p.request) continue;
      this.env.timers.clear(p.timer);
      const next = resendOrRefuse(this.env.activeGMId());
      if (next.refuse) {
        this.pendingResults.delete(requestId);
        p.reject(next.refuse);
        continue;
      }
      this.resendTo(requestId, p, p.request, next.gm);
    }
  }

  /** Sends a waiting attack again, same id, to `gm` (who answers it from its record if it already ran). */
  private resendTo(requestId: string, p: Pending<AttackResult>, request: AttackRequest, gm: string): void {
    p.from = gm;
    p.timer = this.resultTimer(requestId, p.reject);
    this.env.socket.emit({ type: "attack", requestId, request, gm });
  }

  private resultTimer(requestId: string, reject: (e: unknown) => void): unknown {
    return this.env.timers.set(() => {
      this.pendingResults.delete(requestId);
      reject(new NoticeError("ORDNANCE.Error.timeout", { seconds: Math.round(this.env.timeoutMs() / 1000) }));
    }, this.env.timeoutMs());
  }

  /** Handles one raw socket message (public for tests; `listen` wires it to the socket). */
  async receive(raw: unknown, senderId: string): Promise<void> {
    if (this.flooding(senderId)) return;
    const parsed = parseMessage(raw);
    if (!parsed.ok) {
      // Only the active GM answers malformed requests, and only to their (server-stamped) sender.
      if (this.env.isActiveGM() && parsed.requestId !== null && !this.env.isGM(senderId)) {
        this.env.socket.emit({
          type: "result",
          requestId: parsed.requestId,
          to: senderId,
          ok: false,
          error: parsed.field
            ? { key: "ORDNANCE.Trust.malformed", data: { field: parsed.field } }
            : { key: "ORDNANCE.Error.badRequest", data: {} },
        });
      }
      return;
    }
    const m = parsed.message;
    switch (m.type) {
      case "attack": {
        // Exactly one applier: the GM the player addressed (older clients address nobody: the active GM).
        const mine = m.gm !== undefined ? m.gm === this.env.userId && this.env.isGM(this.env.userId) : this.env.isActiveGM();
        if (mine) this.env.socket.emit(await this.handleAttack(m.requestId, m.request, senderId));
        return;
      }
      case "result": {
        const p = m.to === this.env.userId ? this.pendingResults.get(m.requestId) : undefined;
        // From the GM it was sent to, or from any GM (one that finished it after it was re-sent to another).
        if (!p || !this.env.isGM(senderId)) return;
        this.env.timers.clear(p.timer);
        // It reached a GM who is no longer the active GM (the first GM came back): sent on to the active GM.
        const gm = this.env.activeGMId();
        if (!m.ok && m.error.key === "ORDNANCE.Journal.notActiveGM" && p.request && gm !== null && gm !== senderId) {
          p.bounced = (p.bounced ?? 0) + 1;
          if (p.bounced <= MAX_BOUNCES) {
            this.resendTo(m.requestId, p, p.request, gm);
            return;
          }
        }
        this.pendingResults.delete(m.requestId);
        if (m.ok) p.resolve({ attackId: m.attackId, output: null, messageId: m.messageId });
        else p.reject(new NoticeError(m.error.key, m.error.data));
        return;
      }
      default:
        await this.receiveQuestion(m, senderId);
    }
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    return this.queue.run(job);
  }

  private ledger(userId: string): UserLedger {
    let l = this.ledgers.get(userId);
    if (!l) {
      l = { handled: new Map(), recent: [], raw: [], pending: 0 };
      this.ledgers.set(userId, l);
    }
    return l;
  }

  /**
   * The flood gate before parsing, on the active GM's client: a non-GM sender past `rawPerSecond` messages in
   * the last second has this one dropped, unparsed and unanswered (a malformed message costs the GM nothing more).
   */
  private flooding(senderId: string): boolean {
    if (!this.env.isActiveGM() || this.env.isGM(senderId)) return false;
    const limits = { ...FLOOD_LIMITS, ...this.env.limits };
    const now = this.env.now();
    const l = this.ledger(senderId);
    l.raw = l.raw.filter((t) => now - t < 1000);
    if (l.raw.length >= limits.rawPerSecond) return true;
    l.raw.push(now);
    return false;
  }

  /**
   * Validates and applies one relayed attack, once per (sender, request id) within the remembering
   * window; refuses a sender over their pending or per-second limit (those refusals are not remembered,
   * so the same id may be sent again later). Returns the reply.
   */
  private handleAttack(requestId: string, request: AttackRequest, senderId: string): Promise<RelayMessage> {
    const limits = { ...FLOOD_LIMITS, ...this.env.limits };
    const now = this.env.now();
    const l = this.ledger(senderId);
    for (const [id, h] of l.handled) if (now - h.at > limits.rememberMs) l.handled.delete(id);
    const seen = l.handled.get(requestId);
    if (seen) return seen.reply;
    const refuse = (key: string, data: Record<string, number>): Promise<RelayMessage> =>
      Promise.resolve({ type: "result", requestId, to: senderId, ok: false, error: { key, data } });
    l.recent = l.recent.filter((t) => now - t < 1000);
    if (l.pending >= limits.pending) return refuse("ORDNANCE.Trust.tooManyPending", { n: limits.pending });
    if (l.recent.length >= limits.perSecond) return refuse("ORDNANCE.Trust.tooFast", { n: limits.perSecond });
    l.recent.push(now);
    l.pending++;
    const reply = this.checkAndPerform(request, senderId, requestId)
      .then(
        (r): RelayMessage => ({ type: "result", requestId, to: senderId, ok: true, attackId: r.attackId, messageId: r.messageId }),
        (e: unknown): RelayMessage => ({ type: "result", requestId, to: senderId, ok: false, error: noticeOf(e) }),
      )
      .finally(() => {
        l.pending--;
      });
    // A refusal for not being the active GM is not this request's answer: the player sends it on, and may send it back.
    void reply.then((r) => {
      if (r.type === "result" && !r.ok && r.error.key === "ORDNANCE.Journal.notActiveGM") l.handled.delete(requestId);
    });
    l.handled.set(requestId, { at: now, reply });
    return reply;
  }

  /**
   * The relay's own checks: the sender owns the attacker and it carries the weapon. Which options and
   * decisions the sender may give, for which tokens and within which range, the GM's pipeline checks
   * against the ruleset's descriptors and the scene (request-scenario.ts).
   */
  private checkAndPerform(request: AttackRequest, senderId: string, requestId: string): Promise<AttackResult> {
    try {
      this.permitted(request, senderId);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    // Checked again when the request leaves the queue: the GM may have switched to GM-only attacks, changed
    // the token's ownership or the scene's permission while it waited.
    return this.enqueue(() => {
      this.permitted(request, senderId);
      // Only the active GM's client writes: one that stopped being it while the request waited refuses it.
      if (!this.env.isActiveGM()) return Promise.reject(new NoticeError("ORDNANCE.Journal.notActiveGM"));
      return answerPrior(this.env.priorRun?.(senderId, requestId) ?? null) ?? this.env.perform(request, senderId, requestId);
    });
  }

  /** Throws the refusal when the sender may not make this request now: the scene, the attacker, the weapon. */
  private permitted(request: AttackRequest, senderId: string): void {
    if (this.env.mayViewScene && !this.env.mayViewScene(senderId, request.sceneId))
      throw new NoticeError("ORDNANCE.Trust.sceneNotViewable");
    if (!this.env.ownsToken(senderId, request.sceneId, request.attackerTokenId)) throw new NoticeError("ORDNANCE.Error.notOwner");
    if (!this.env.hasWeapon(request.sceneId, request.attackerTokenId, request.weaponId))
      throw new NoticeError("ORDNANCE.Error.unknownWeapon", { id: request.weaponId });
  }
}
