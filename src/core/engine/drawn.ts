// Dice drawn in place from a face source (a seeded Monte Carlo stream): what `rollDie` and `rollDice` hand to
// `yield*` instead of a generator, so a trial makes no generator object and no prompt per roll.

/**
 * A resolution that finishes at its first step without asking anything. It is its own iterator result (`done`
 * and `value` are read from it), so a roll costs one small object. The faces are drawn at the first `next()`,
 * where a generator's body would start, so the stream is read in the order the prompts would have been answered.
 * It never yields, so it fits any resolution's prompt and answer types (and imports neither).
 */
abstract class Drawn<R> implements Generator<never, R, unknown> {
  readonly done = true;
  value!: R;
  private drawn = false;

  protected abstract draw(): R;

  next(): IteratorReturnResult<R> {
    if (!this.drawn) {
      this.value = this.draw();
      this.drawn = true;
    }
    return this;
  }

  return(value: R): IteratorReturnResult<R> {
    return { done: true, value };
  }

  throw(error: unknown): never {
    throw error;
  }

  [Symbol.iterator](): this {
    return this;
  }
}

/** One die of `sides` faces. */
export class DrawnDie extends Drawn<number> {
  constructor(
    private readonly face: (sides: number) => number,
    private readonly sides: number,
  ) {
    super();
  }

  protected draw(): number {
    return this.face(this.sides);
  }
}

/** `count` dice of `sides` faces, in the order rolled. */
export class DrawnDice extends Drawn<number[]> {
  constructor(
    private readonly face: (sides: number) => number,
    private readonly count: number,
    private readonly sides: number,
  ) {
    super();
  }

  protected draw(): number[] {
    const faces = new Array<number>(this.count);
    for (let i = 0; i < this.count; i++) faces[i] = this.face(this.sides);
    return faces;
  }
}
