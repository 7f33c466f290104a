// Errors core raises. Each names what is wrong: the JSON path of a bad scenario field, the setting, or
// the roll tag. `exitCode` is the command line's status for it (README.md "The command line": 2 = invalid document).

export class OrdnanceError extends Error {
  readonly exitCode: number = 1;
  override readonly name: string = "OrdnanceError";
}

/** A scenario document (or a part of one, such as a setting) that does not fit the contract. */
export class ScenarioError extends OrdnanceError {
  override readonly exitCode = 2;
  override readonly name = "ScenarioError";
  constructor(
    /** JSON path of the offending value, e.g. `$.battlefield.figures[2].x`. */
    readonly path: string,
    readonly problem: string,
    /** Further problems found in the same document, each already formatted. */
    readonly others: readonly string[] = [],
  ) {
    super([`${path}: ${problem}`, ...others].join("\n"));
  }
}

/** A roll the rules needed that neither the scripted dice nor a seed supplied, or that did not fit its die. */
export class DiceError extends OrdnanceError {
  override readonly exitCode = 2;
  override readonly name = "DiceError";
  constructor(
    readonly tag: string,
    readonly problem: string,
  ) {
    super(`roll ${tag}: ${problem}`);
  }
}
