// A clock and scheduler for the scene warm-up's tests (scene-warmer.ts's WarmClock): each look at the clock moves it
// on by `tick` ms (so a slice's length counts the looks it took), and slices run only when the test says.

import type { WarmClock } from "../../../src/foundry/scene/scene-warmer.js";

export class ManualClock implements WarmClock {
  private t = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly tick = 1) {}

  now(): number {
    this.t += this.tick;
    return this.t;
  }

  later(slice: () => void): void {
    this.queue.push(slice);
  }

  /** Runs up to `n` waiting slices (slices they schedule included); returns how many ran. */
  run(n = Infinity): number {
    let ran = 0;
    for (let next = this.queue.shift(); next; next = ran + 1 < n ? this.queue.shift() : undefined) {
      next();
      ran++;
    }
    return ran;
  }

  get waiting(): number {
    return this.queue.length;
  }
}
