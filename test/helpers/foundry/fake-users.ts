// Fake users for the adversarial tests: who is a GM, who is connected, who owns which token (co-owned
// tokens included), which tokens are hidden from players; and a table of relays (one per user) on the
// fake network whose active GM runs the real pipeline over a fake scene, as a hostile player meets it.

import type { RulesetId } from "../../../src/core/index.js";
import type { AttackRequest, AttackResult } from "../../../src/foundry/api-types.js";
import type { ChooserToken, ChooserUser } from "../../../src/foundry/relay/chooser.js";
import type { CardInput } from "../../../src/foundry/pipeline/pipeline.js";
import { runAttack } from "../../../src/foundry/pipeline/pipeline.js";
import { ledgerHasWeapon } from "../../../src/foundry/fighters/ledger.js";
import type { RequestSender } from "../../../src/foundry/relay/request-scenario.js";
import { type FloodLimits, Relay, type RelayEnv } from "../../../src/foundry/relay/socket.js";
import type { GunnerTurn } from "../../../src/foundry/relay/activation-counts.js";
import { FakeNetwork, ManualTimers } from "./fake-socket.js";
import { USER_ROLES, seesMessage } from "./foundry-rules.js";
import type { FakeScene } from "./fake-scene.js";
import { type FakeRoll, harness } from "./pipeline-harness.js";

export interface FakeUser extends ChooserUser {
  readonly name: string;
}

export const GM_ID = "gmUser0000000001";
export const P1 = "player0000000001";
export const P2 = "player0000000002";
export const P3 = "player0000000003";

export const USERS: readonly FakeUser[] = [
  { id: GM_ID, name: "GM", active: true, isGM: true },
  { id: P1, name: "Alice", active: true, isGM: false },
  { id: P2, name: "Bob", active: true, isGM: false },
  { id: P3, name: "Carol", active: true, isGM: false },
];

/** Token ownership and visibility, as Foundry's permission checks would answer them. */
export class FakeOwnership {
  constructor(
    readonly users: readonly FakeUser[],
    /** Token id → the non-GM users with OWNER on it (a GM owns everything). */
    readonly owners: Readonly<Record<string, readonly string[]>>,
    readonly hidden: ReadonlySet<string> = new Set(),
  ) {}

  isGM(userId: string): boolean {
    return this.users.some((u) => u.id === userId && u.isGM);
  }

  owns(userId: string, tokenId: string): boolean {
    return this.isGM(userId) || (this.owners[tokenId] ?? []).includes(userId);
  }

  /** What the GM's client knows of a requesting user (the pipeline's `sender` port). */
  sender(userId: string): RequestSender {
    return { isGM: this.isGM(userId), owns: (id) => this.owns(userId, id), hidden: (id) => this.hidden.has(id) };
  }

  /** The chooser's view of the tokens (with their sides). */
  chooserTokens(sides: Readonly<Record<string, string>>): ChooserToken[] {
    return Object.entries(sides).map(([id, side]) => ({
      id,
      side,
      owners: this.users.filter((u) => this.owns(u.id, id)).map((u) => u.id),
    }));
  }
}

export interface Table {
  readonly net: FakeNetwork;
  readonly timers: ManualTimers;
  readonly relays: Record<string, Relay>;
  readonly cards: CardInput<FakeRoll>[];
  readonly scene: FakeScene;
}

/**
 * A table: every user's relay on one fake network; the GM's runs the real pipeline (scripted dice,
 * the given ruleset and settings) with the ownership's sender checks.
 */
export function table(
  scene: FakeScene,
  own: FakeOwnership,
  opts: {
    ruleset: RulesetId;
    settings?: Record<string, unknown>;
    faces?: number[];
    limits?: Partial<FloodLimits>;
    weapons?: Readonly<Record<string, readonly string[]>>;
    /**
     * The gunner's turn counted uses belong to (absent: outside combat); a plain key is the gunner's turn, now.
     */
    activation?: (attackerTokenId: string) => string | GunnerTurn | null;
    /** One id source for every attack (tests that undo need ids that never repeat). */
    newId?: () => string;
    /** The world setting "who may attack" is GM only (read at each check, so a test may switch it). */
    gmOnly?: () => boolean;
    /** Which scenes a user may view (absent: every scene). */
    mayViewScene?: (userId: string, sceneId: string) => boolean;
  },
): Table {
  const net = new FakeNetwork();
  const timers = new ManualTimers();
  const cards: CardInput<FakeRoll>[] = [];
  const relays: Record<string, Relay> = {};
  let n = 0;
  for (const u of own.users.filter((x) => x.active)) {
    const env: RelayEnv = {
      socket: net.socketFor(u.id),
      timers,
      userId: u.id,
      isActiveGM: () => u.id === GM_ID,
      activeGMId: () => GM_ID,
      isGM: (id) => own.isGM(id),
      isActive: (id) => own.users.some((x) => x.id === id && x.active),
      ownsToken: (id, sceneId, tokenId) => sceneId === scene.sceneId && own.owns(id, tokenId) && (own.isGM(id) || opts.gmOnly?.() !== true),
      ...(opts.mayViewScene ? { mayViewScene: opts.mayViewScene } : {}),
      hasToken: (sceneId, tokenId) => sceneId === scene.sceneId && scene.tokens().some((t) => t._id === tokenId),
      // As the GM's client checks it: the ledger's weapons of the token or its actor (fighters/ledger.ts).
      hasWeapon: (_s, tokenId, weaponId) => {
        const t = scene.tokens().find((x) => x._id === tokenId);
        return !!t && ledgerHasWeapon({ entries: scene.ledgerEntries() }, scene.sceneId, tokenId, t.actorId, weaponId);
      },
      perform: async (request: AttackRequest, userId: string): Promise<AttackResult> => {
        const h = harness(scene, { ruleset: opts.ruleset, faces: opts.faces ?? [4, 4, 4, 4] });
        const ports = {
          ...h.ports,
          settings: opts.settings ?? {},
          sender: (id: string) => own.sender(id),
          ...(opts.activation ? { activation: turnOf(opts.activation) } : {}),
          ...(opts.newId ? { newId: opts.newId } : {}),
        };
        const r = await runAttack(ports, request, userId);
        cards.push(...h.cards);
        return r;
      },
      pickPoint: () => Promise.resolve(null),
      pickCount: () => Promise.resolve(null),
      notify: () => undefined,
      newRequestId: () => `${u.id}-req-${String(++n)}`,
      timeoutMs: () => 10_000,
      now: () => timers.time,
      // Generous unless a test sets them (the flooding tests do).
      limits: opts.limits ? { rawPerSecond: 10_000, ...opts.limits } : { pending: 1000, perSecond: 1000, rawPerSecond: 10_000 },
    };
    const relay = new Relay(env);
    relay.listen();
    relays[u.id] = relay;
  }
  return { net, timers, relays, cards, scene };
}

/** A test's turn source as the pipeline's port: a plain key stands for the gunner's own turn, now. */
function turnOf(f: (attackerTokenId: string) => string | GunnerTurn | null): (attackerTokenId: string) => GunnerTurn | null {
  return (id) => {
    const t = f(id);
    return typeof t === "string" ? { key: t, now: true } : t;
  };
}

/** A chat message as the server stores it (the fields that matter for who receives it). */
export interface StoredMessage {
  readonly author: string;
  readonly whisper: readonly string[];
  readonly content: string;
  readonly flags: unknown;
}

/**
 * What the server sends a user's client: a public message to everyone; a whispered one only to its
 * author, its recipients and GMs (the rule this module relies on; see docs/foundry.md "What players
 * receive" for how it is checked in a live world).
 */
export function receivedBy(user: FakeUser, messages: readonly StoredMessage[]): StoredMessage[] {
  const role = user.isGM ? USER_ROLES.GAMEMASTER : USER_ROLES.PLAYER;
  return messages.filter((m) => seesMessage({ id: user.id, role }, m));
}
