// Roll tags for repeated rolls (docs/scenario.md "Roll tags"): the same test of the same figure a second time in one
// resolution gets `#2`, then `#3`, so every tag in a transcript stays unique.

export class TagCounter {
  /** Made on the first tag: most resolutions never repeat a roll. */
  private seen: Map<string, number> | null = null;

  tag(base: string): string {
    const seen = (this.seen ??= new Map<string, number>());
    const k = (seen.get(base) ?? 0) + 1;
    seen.set(base, k);
    return k === 1 ? base : `${base}#${k}`;
  }
}
