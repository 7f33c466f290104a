// Test helper: a table of relays over the fake network — the GM and two players, each with their own client's relay
// (server-stamped senders, manual timers), tokens owned per player, and what each client's pickers answer; the
// notices each client was shown are kept per user.

import type { RouteGround } from "../../../src/core/index.js";
import type { AttackRequest, AttackResult } from "../../../src/foundry/api-types.js";
import type { WaitingQuestion } from "../../../src/foundry/relay/decision-asker.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
import type { ScatterWire } from "../../../src/foundry/relay/relay-messages.js";
import { Relay, type RelayEnv } from "../../../src/foundry/relay/socket.js";
import { FakeNetwork, ManualTimers } from "./fake-socket.js";

export const GM = "gmUser0000000001";
export const P1 = "player0000000001";
export const P2 = "player0000000002";
export const SCENE = "scene00000000001";
export const T1 = "tokenP1000000001"; // owned by P1
export const T2 = "tokenP2000000001"; // owned by P2

export const L1 = "loaderP100000001"; // owned by P1
export const L2 = "loaderP200000001"; // owned by P2
export const owners: Record<string, string[]> = { [T1]: [P1, GM], [T2]: [P2, GM], [L1]: [P1, GM], [L2]: [P2, GM] };
export const weapons: Record<string, string[]> = { [T1]: ["frag"], [T2]: ["frag"] };

export const request = (over: Partial<AttackRequest> = {}): AttackRequest => ({
  sceneId: SCENE,
  attackerTokenId: T1,
  weaponId: "frag",
  target: { point: { x: 100, y: 200 } },
  blind: false,
  ...over,
});

export interface World {
  net: FakeNetwork;
  timers: ManualTimers;
  relays: Record<string, Relay>;
  performed: { request: AttackRequest; userId: string }[];
  maxConcurrent: number;
  picks: Record<string, [number, number] | null>;
  counts: Record<string, number | null>;
  orders: Record<string, readonly string[] | null>;
  /** The notices each user's client showed (localization keys). */
  notices: Record<string, string[]>;
  /** The informations (not errors) each user's client showed, with their data. */
  informs: Record<string, [string, Readonly<Record<string, string | number>>][]>;
  /** On the GM's client: the questions that went to a player and waited, and those settled since (request ids). */
  waiting: WaitingQuestion[];
  settled: string[];
  /** Per user: the abort signal of each picker opened on their client, and the ground and scatter a point picker got. */
  signals: Record<string, AbortSignal[]>;
  grounds: Record<string, (RouteGround | undefined)[]>;
  /**
   * Users whose client left: `User#active` is false for them on every other client, which Foundry sets before it calls
   * the `userConnected` hook there (client `Users#_handleUserActivity`; fvtt-types
   * `client/documents/collections/users.d.mts`). The test then calls the relay's `gmChanged`, as that hook does.
   */
  left: Set<string>;
  /** The user's client leaves the table: no longer active to the others, and its socket neither sends nor receives. */
  leave: (userId: string) => void;
  scatters: Record<string, (ScatterWire | undefined)[]>;
}

/** gmOnline false: no GM connected; gmSilent: Foundry reports an active GM whose client never answers; neverPick: pickers hang. */
export function world(opts: { gmOnline?: boolean; gmSilent?: boolean; neverPick?: boolean } = {}): World {
  const gmOnline = opts.gmOnline ?? true;
  const net = new FakeNetwork();
  const timers = new ManualTimers();
  const w: World = {
    net,
    timers,
    relays: {},
    performed: [],
    maxConcurrent: 0,
    picks: { [P1]: [5, 6], [P2]: [7, 8] },
    counts: { [P1]: 1, [P2]: 2 },
    orders: {},
    notices: {},
    informs: {},
    waiting: [],
    settled: [],
    signals: {},
    grounds: {},
    left: new Set(),
    leave: (userId) => {
      w.left.add(userId);
      net.disconnect(userId);
    },
    scatters: {},
  };
  let running = 0;
  let n = 0;
  const users = gmOnline && !opts.gmSilent ? [GM, P1, P2] : [P1, P2];
  for (const uid of users) {
    const pick = <T>(signal: AbortSignal | undefined, answer: () => T): Promise<T | null> => {
      if (signal) (w.signals[uid] ??= []).push(signal);
      if (!opts.neverPick) return Promise.resolve(answer());
      return new Promise((resolve) =>
        signal?.addEventListener("abort", () => {
          resolve(null);
        }),
      );
    };
    const env: RelayEnv = {
      socket: net.socketFor(uid),
      timers,
      userId: uid,
      isActiveGM: () => uid === GM,
      activeGMId: () => (gmOnline || opts.gmSilent ? GM : null),
      isGM: (id) => id === GM,
      isActive: (id) => users.includes(id) && !w.left.has(id),
      ownsToken: (id, sceneId, tokenId) => sceneId === SCENE && (owners[tokenId] ?? []).includes(id),
      hasToken: (sceneId, tokenId) => sceneId === SCENE && tokenId in owners,
      hasWeapon: (_s, tokenId, weaponId) => (weapons[tokenId] ?? []).includes(weaponId),
      perform: async (req, userId): Promise<AttackResult> => {
        running++;
        w.maxConcurrent = Math.max(w.maxConcurrent, running);
        for (let i = 0; i < 5; i++) await Promise.resolve();
        running--;
        w.performed.push({ request: req, userId });
        return { attackId: `attack${String(w.performed.length).padStart(10, "0")}`, output: null, messageId: "message000000001" };
      },
      // A picker that never answers by itself still ends (null) when its signal aborts, as the real ones close.
      pickPoint: (_tag, _fallback, ground, signal, scatter): Promise<[number, number] | null> => {
        (w.grounds[uid] ??= []).push(ground);
        (w.scatters[uid] ??= []).push(scatter);
        return pick(signal, () => w.picks[uid] ?? null);
      },
      pickCount: (_tag, _max, _figure, _more, signal): Promise<number | null> => pick(signal, () => w.counts[uid] ?? null),
      pickOrder: (_tag, options, signal): Promise<readonly string[] | null> =>
        pick(signal, () => (uid in w.orders ? (w.orders[uid] ?? null) : [...options].reverse())),
      notify: (key) => void (w.notices[uid] ??= []).push(key),
      inform: (key, data) => void (w.informs[uid] ??= []).push([key, data]),
      userName: (id) => `name of ${id}`,
      onWaiting: (q) => void w.waiting.push(q),
      onSettled: (id) => void w.settled.push(id),
      newRequestId: () => `${uid}-req-${++n}`,
      timeoutMs: () => 10_000,
      now: () => timers.time,
    };
    const relay = new Relay(env);
    relay.listen();
    w.relays[uid] = relay;
  }
  return w;
}

export const noticeKey = async (p: Promise<unknown>): Promise<string> => {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  return e instanceof NoticeError ? e.key : `not a notice: ${String(e)}`;
};
