// Test helper: a table of relays over the fake network — the GM and two players, each with their own client's relay
// (server-stamped senders, manual timers), tokens owned per player, and what each client's pickers answer; the
// notices each client was shown are kept per user.

import type { AttackRequest, AttackResult } from "../../../src/foundry/api-types.js";
import { NoticeError } from "../../../src/foundry/platform/errors.js";
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
  };
  let running = 0;
  let n = 0;
  const users = gmOnline && !opts.gmSilent ? [GM, P1, P2] : [P1, P2];
  for (const uid of users) {
    const env: RelayEnv = {
      socket: net.socketFor(uid),
      timers,
      userId: uid,
      isActiveGM: () => uid === GM,
      activeGMId: () => (gmOnline || opts.gmSilent ? GM : null),
      isGM: (id) => id === GM,
      isActive: (id) => users.includes(id),
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
      pickPoint: (): Promise<[number, number] | null> =>
        opts.neverPick ? new Promise(() => undefined) : Promise.resolve(w.picks[uid] ?? null),
      pickCount: (_tag, _max): Promise<number | null> =>
        opts.neverPick ? new Promise(() => undefined) : Promise.resolve(w.counts[uid] ?? null),
      pickOrder: (_tag, options): Promise<readonly string[] | null> =>
        opts.neverPick ? new Promise(() => undefined) : Promise.resolve(uid in w.orders ? (w.orders[uid] ?? null) : [...options].reverse()),
      notify: (key) => void (w.notices[uid] ??= []).push(key),
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
