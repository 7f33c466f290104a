// Test helper: a table of GMs and players on one fake network, over one fake scene and one fake chat log. Each GM's
// client runs the real pipeline with the write-ahead journal on the log, answers a re-sent request from its record
// (record-history.ts `priorRunOf`) and settles unfinished records with the real recovery on `ready` and when it
// becomes the active GM (journal/recovery-wiring.ts). A client may be held at its dice, die after some database
// calls or after its card, leave (a closed tab) and connect again (a reload: a fresh client with no memory).

import type { AttackRequest, AttackResult } from "../../../src/foundry/api-types.js";
import { cardFlag } from "../../../src/foundry/chat/card-record.js";
import { cardOfRecord, priorRunOf, unfinishedEntries } from "../../../src/foundry/chat/record-history.js";
import { ReportOnce } from "../../../src/foundry/chat/record-trust.js";
import { type Recovered, type RecoveryChoice, mayRecoverEntry, recoverUnfinished } from "../../../src/foundry/journal/recovery.js";
import { onActiveGMChange, recoverOnReady } from "../../../src/foundry/journal/recovery-wiring.js";
import type { JournalState } from "../../../src/foundry/pipeline/journal.js";
import { type CardInput, runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { Relay } from "../../../src/foundry/relay/socket.js";
import { crashingStore } from "./crash-store.js";
import { LedgerWriter } from "../../../src/foundry/fighters/ledger-writer.js";
import { FakeWorldSetting, ledgerStore } from "./fake-world-setting.js";
import { FakeChatLog, chatJournal, postCardOn } from "./fake-chat.js";
import type { FakeScene } from "./fake-scene.js";
import { FakeNetwork, ManualTimers } from "./fake-socket.js";
import { idMaker } from "./foundry-data.js";
import { type FakeRoll, harness } from "./pipeline-harness.js";
import { reader } from "./undo-harness.js";

export const GM_A = "gmUser0000000001";
export const GM_B = "gmUser0000000002";

/** What a GM's client is told to do on its next attack (a test's fault). */
export interface Fault {
  /** Held at its first dice prompt until released (a prompt the GM has not answered yet). */
  hold?: boolean;
  /** The client dies at this database call of the write (it leaves the table). */
  dieAtCall?: number;
  /** The client dies right after the card is posted, before the record's last mark. */
  dieAfterCard?: boolean;
  /** The client dies right after the record is closed, before its answer leaves. */
  dieAfterClose?: boolean;
}

export interface Client {
  readonly userId: string;
  readonly relay: Relay;
  alive: boolean;
  /** Attacks this client started, and finished, writing or not. */
  started: number;
  finished: number;
  fault: Fault;
  /** Releases the held attacks (nothing when the client left: a closed tab never resumes). */
  release: () => void;
  /** Recovery runs of this client, with what each did. */
  readonly recovered: Recovered[][];
  /** Records this client is writing now (its recovery leaves them alone). */
  readonly applying: Set<string>;
  /** The GM's answer to recovery's dialog (absent: the default, roll back). */
  choice?: RecoveryChoice;
  /** Its `userConnected` handler (journal/recovery-wiring.ts). */
  onUserConnected: () => void;
  /** Its rules-ledger writer (fighters/ledger-writer.ts): the active GM's client stores, the others send there. */
  readonly ledger: LedgerWriter;
}

export class GmTable {
  readonly net = new FakeNetwork();
  readonly timers = new ManualTimers();
  readonly log: FakeChatLog;
  readonly clients = new Map<string, Client>();
  readonly online = new Set<string>();
  /** The ledger's world setting: the server's value (the scene's ledger) and each client's copy. */
  readonly setting: FakeWorldSetting;
  /** Ignored (untrusted) messages reported to the GM. */
  readonly report = new ReportOnce(() => undefined);
  private readonly newId = idMaker("doc");
  private readonly clock = { now: 1 };
  private n = 0;

  constructor(
    readonly scene: FakeScene,
    readonly gms: readonly string[],
    readonly players: Readonly<Record<string, readonly string[]>>,
    private readonly faces: number[],
  ) {
    this.setting = new FakeWorldSetting(scene);
    this.log = new FakeChatLog([...gms.map((id) => ({ id, isGM: true })), ...Object.keys(players).map((id) => ({ id, isGM: false }))]);
    for (const id of [...gms, ...Object.keys(players)]) this.join(id);
  }

  /**
   * The active GM: Foundry's `Users#activeGM` (client `documents/collections/users.mjs`, through
   * `getDesignatedUser`) is a connected GM, a full Gamemaster before an assistant, then the lowest id.
   */
  activeGM(): string | null {
    return [...this.gms].sort().find((id) => this.online.has(id)) ?? null;
  }

  private isGM = (id: string): boolean => this.gms.includes(id);

  /**
   * A user's client connects (first load or a reload: a new client with no memory of the old one). As in Foundry,
   * `ready` runs on it and `userConnected` on every other connected client.
   */
  join(userId: string): Client {
    this.net.reconnect(userId);
    this.online.add(userId);
    this.setting.join(userId);
    const client = this.client(userId);
    this.clients.set(userId, client);
    recoverOnReady(this.wiring(client));
    this.userConnected(userId);
    return client;
  }

  /** A user's client leaves (a closed tab, a lost connection): it neither sends nor receives, and never resumes. */
  leave(userId: string): void {
    const c = this.clients.get(userId);
    if (c) c.alive = false;
    this.online.delete(userId);
    this.net.disconnect(userId);
    this.userConnected(userId);
  }

  /** Foundry's `userConnected` hook, on every other connected client (client `Users#_handleUserActivity`). */
  private userConnected(changed: string): void {
    for (const [id, c] of this.clients) if (id !== changed && this.online.has(id)) c.onUserConnected();
  }

  /** Every record in the log, as the module reads them. */
  records() {
    return this.log.views().flatMap((m) => (m.record ? [{ id: m.id, author: m.authorId, record: m.record }] : []));
  }

  cards() {
    return this.log.views().filter((m) => m.card);
  }

  private wiring(c: Client) {
    return {
      isActiveGM: () => this.online.has(c.userId) && this.activeGM() === c.userId,
      serial: (job: () => Promise<unknown>) => c.relay.serial(job),
      recover: async () => {
        c.recovered.push(await this.recover(c));
      },
      onError: (e: unknown) => {
        throw e;
      },
    };
  }

  private client(userId: string): Client {
    const held: (() => void)[] = [];
    const relay = new Relay({
      socket: this.net.socketFor(userId),
      timers: this.timers,
      userId,
      isActiveGM: () => this.online.has(userId) && this.activeGM() === userId,
      activeGMId: () => this.activeGM(),
      isGM: this.isGM,
      isActive: (id) => this.online.has(id),
      ownsToken: (id, sceneId, tokenId) => sceneId === this.scene.sceneId && (this.isGM(id) || (this.players[id] ?? []).includes(tokenId)),
      hasToken: (sceneId, tokenId) => sceneId === this.scene.sceneId && this.scene.tokens().some((t) => t._id === tokenId),
      hasWeapon: () => true,
      perform: (request, by, requestId) => this.perform(c, held, request, by, requestId),
      priorRun: (by, requestId) => priorRunOf(this.log.views(), { userId: by, requestId }, this.isGM, this.report),
      pickPoint: () => Promise.resolve(null),
      pickCount: () => Promise.resolve(null),
      notify: () => undefined,
      newRequestId: () => `${userId}-req-${String(++this.n)}`,
      timeoutMs: () => 10_000,
      now: () => this.timers.time,
      limits: { pending: 100, perSecond: 100, rawPerSecond: 1000 },
    });
    relay.listen();
    const ledger = new LedgerWriter({
      userId,
      read: () => this.setting.read(userId),
      store: (next) => this.setting.set(userId, next),
      isActiveGM: () => this.online.has(userId) && this.activeGM() === userId,
      activeGMId: () => this.activeGM(),
      isGM: this.isGM,
      socket: {
        emit: (m) => {
          this.net.socketFor(userId).emitRaw(m);
        },
        on: (h) => {
          this.net.socketFor(userId).on(h);
        },
      },
      timers: this.timers,
      timeoutMs: 10_000,
      newId: () => `${userId}-ledger-${String(++this.n)}`,
    });
    ledger.listen();
    const c: Client = {
      ledger,
      userId,
      relay,
      alive: true,
      started: 0,
      finished: 0,
      fault: {},
      recovered: [],
      applying: new Set(),
      release: () => {
        if (c.alive) for (const go of held.splice(0)) go();
      },
      onUserConnected: () => undefined,
    };
    c.onUserConnected = onActiveGMChange({
      ...this.wiring(c),
      gmChanged: () => {
        relay.gmChanged();
        ledger.gmChanged();
      },
    });
    return c;
  }

  /** The GM's client runs a relayed attack with the real pipeline, the journal on the log and the test's fault. */
  private async perform(c: Client, held: (() => void)[], request: AttackRequest, by: string, requestId?: string): Promise<AttackResult> {
    const fault = c.fault;
    c.fault = {};
    c.started++;
    const die = (): void => {
      this.leave(c.userId);
    };
    /** A dead client's work stops where it is (a closed tab runs nothing more). */
    const never = new Promise<never>(() => undefined);
    const h = harness(this.scene, { faces: this.faces });
    const journal = chatJournal(this.log, c.userId, requestId !== undefined ? { userId: by, requestId } : undefined, this.clock);
    const result = await runAttack(
      {
        ...h.ports,
        newId: this.newId,
        read: reader(this.scene),
        store: fault.dieAtCall !== undefined ? crashingStore(this.storeOf(c), fault.dieAtCall, die) : this.storeOf(c),
        answerer: (attackerId) => {
          const a = h.ports.answerer(attackerId);
          let first = fault.hold === true;
          return {
            ...a,
            answer: async (p) => {
              if (first) {
                first = false;
                await new Promise<void>((go) => held.push(go));
              }
              if (!c.alive) return never;
              return a.answer(p);
            },
          };
        },
        journal: {
          open: async (card: CardInput, state: JournalState) => {
            const id = await journal.open(card, state);
            c.applying.add(id);
            return id;
          },
          mark: async (id: string, state: JournalState) => {
            if (!c.alive) return never;
            await journal.mark(id, state);
            if (state.phase === "completed" || state.phase === "rolledBack") c.applying.delete(id);
            if (state.phase === "completed" && fault.dieAfterClose) die();
          },
        },
        postCard: async (card: CardInput<FakeRoll>) => {
          if (!c.alive) return never;
          const id = postCardOn(this.log, c.userId, card);
          if (fault.dieAfterCard) die();
          return id;
        },
      },
      request,
      by,
    );
    c.finished++;
    return result;
  }

  /** The scene as a client writes it: its ledger rows through the client's ledger writer. */
  storeOf(c: Client) {
    return ledgerStore(this.scene, (rows) => c.ledger.write({ kind: "rows", rows }));
  }

  /** The real recovery over the log and the scene, as recoverWorld runs it on Foundry (journal/recovery-runtime.ts). */
  private recover(c: Client): Promise<Recovered[]> {
    const gm = c.userId;
    return recoverUnfinished({
      entries: () => unfinishedEntries(this.log.views(), this.isGM, this.report),
      mayRecover: (e) =>
        mayRecoverEntry(
          e,
          gm,
          (id) => this.online.has(id),
          (id) => c.applying.has(id),
        ),
      ...(c.choice ? { choose: async () => c.choice ?? "rollBack" } : {}),
      store: (id) => (id === this.scene.sceneId ? this.storeOf(c) : null),
      read: (id) => (id === this.scene.sceneId ? reader(this.scene) : null),
      mark: async (recordId, state) => {
        this.log.update(gm, recordId, { flags: { ordnance: { attack: { journal: state } } } });
      },
      postCard: async (e) => {
        const record = this.log.view(e.recordId)?.record;
        if (record) this.log.create(gm, { content: "card", flags: { ordnance: { card: cardFlag(record, e.recordId) } } });
      },
      hasCard: (e) => {
        const record = this.log.view(e.recordId);
        return record !== undefined && cardOfRecord(this.log.views(), record, this.isGM) !== undefined;
      },
      announce: async (e, action) => {
        this.log.create(gm, { content: `recovery ${action} ${e.attackId}` });
      },
    });
  }
}
