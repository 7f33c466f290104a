// Roll tags for repeated rolls (docs/scenario.md "Roll tags"): the same test of the same figure a second time in one
// resolution gets `#2`, then `#3`, so every tag in a transcript stays unique.

export class TagCounter {
  private readonly seen = new Map<string, number>();

  tag(base: string): string {
    const k = (this.seen.get(base) ?? 0) + 1;
    this.seen.set(base, k);
    return k === 1 ? base : `${base}#${k}`;
  }
}
