// Checked reads of values the code knows are there (an index inside its array, a map entry it just wrote): a
// missing one is a bug in Ordnance, not bad input, and fails at once with an InvariantError naming what was expected.

import { OrdnanceError } from "./errors.js";

/** A broken internal invariant (exit status 1 on the command line): never caused by a document's content. */
export class InvariantError extends OrdnanceError {
  override readonly name = "InvariantError";
  constructor(readonly what: string) {
    super(`internal error: ${what} is missing`);
  }
}

/** `value` itself, or an InvariantError naming `what` when it is undefined or null. `what` should be a constant. */
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new InvariantError(what);
  return value;
}
