// A fake socket network: every client's emit reaches every other client (not itself, as Foundry's
// broadcast does), stamped by the "server" with the sender's user id, delivered asynchronously.
// Messages are JSON round-tripped, as the real transport does. A client that left (a closed tab, a reload, a lost
// connection) neither receives nor sends: the server relays a module socket's messages only between connected
// clients (Foundry server `socket.io` broadcast; docs/foundry.md "Tests"). Plus manual timers.

import type { RelayMessage } from "../../../src/foundry/relay/relay-messages.js";
import type { SocketPort, Timers } from "../../../src/foundry/relay/socket.js";

type Handler = (message: unknown, senderId: string) => void;

export class FakeNetwork {
  private readonly handlers = new Map<string, Handler[]>();
  /** Clients that left: what they emit is lost. */
  private readonly gone = new Set<string>();
  readonly sent: { from: string; message: unknown }[] = [];

  /** The user's client leaves: its handlers go and whatever it still emits reaches nobody. */
  disconnect(userId: string): void {
    this.handlers.delete(userId);
    this.gone.add(userId);
  }

  /** The user connects again (a new client: it listens afresh through `socketFor(userId).on`). */
  reconnect(userId: string): void {
    this.gone.delete(userId);
  }

  socketFor(userId: string): SocketPort & { emitRaw(message: unknown): void } {
    const deliver = (message: unknown) => {
      if (this.gone.has(userId)) return;
      this.sent.push({ from: userId, message });
      const wire: unknown = JSON.parse(JSON.stringify(message));
      for (const [uid, hs] of this.handlers)
        if (uid !== userId)
          for (const h of hs)
            queueMicrotask(() => {
              // A client that left before the message arrived does not get it.
              if (!this.gone.has(uid)) h(structuredClone(wire), userId);
            });
    };
    return {
      emit: (message: RelayMessage) => {
        deliver(message);
      },
      emitRaw: (message: unknown) => {
        deliver(message);
      },
      on: (handler: Handler) => {
        this.handlers.set(userId, [...(this.handlers.get(userId) ?? []), handler]);
      },
    };
  }
}

export class ManualTimers implements Timers {
  private now = 0;
  private next = 1;
  private readonly jobs = new Map<number, { at: number; fn: () => void }>();
  set(fn: () => void, ms: number): unknown {
    const id = this.next++;
    this.jobs.set(id, { at: this.now + ms, fn });
    return id;
  }
  clear(handle: unknown): void {
    if (typeof handle === "number") this.jobs.delete(handle);
  }
  advance(ms: number): void {
    this.now += ms;
    for (const [id, j] of [...this.jobs].sort((a, b) => a[1].at - b[1].at)) {
      if (j.at <= this.now) {
        this.jobs.delete(id);
        j.fn();
      }
    }
  }
  /** The fake clock, ms. */
  get time(): number {
    return this.now;
  }
  get pending(): number {
    return this.jobs.size;
  }
}

/** Lets queued microtasks and promise chains run. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
