// Whether the attack at the current aim is allowed, asked of the core before any die is thrown: the
// aimed document is resolved with no dice and no seed, so the core's own checks run and either refuse
// it (ILLEGAL, with the core's reason and log) or stop at the first die (allowed so far; which die it is
// tells what comes, e.g. a blind shot's deviation). Aim after aim on one table, the parsed table and its
// battlefield indexes are reused (core AimScenarios, preparedFor).

import {
  AimScenarios,
  DiceError,
  type OutputDocument,
  type Translate,
  outputDocument,
  preparedFor,
  run,
  scriptedAnswerer,
} from "../core/index.js";
import type { ScenarioDoc } from "./scenario-doc.js";

export interface AimVerdict {
  /** False when the core refuses the attack before rolling anything. */
  readonly legal: boolean;
  /** The core's reason code (`ORDNANCE.Reason.<code>`) when refused. */
  readonly reason: string | null;
  /** The refused resolution's output (its log says what was measured, e.g. the range). */
  readonly output: OutputDocument | null;
  /** An allowed attack's first die, the one every check before it let through: its tag and sides. */
  readonly firstDie: { readonly tag: string; readonly sides: number } | null;
}

/** Thrown at the first die the resolution asks for: the checks before it all passed. */
class FirstDie extends Error {
  constructor(
    readonly tag: string,
    readonly sides: number,
  ) {
    super(`first die ${tag}`);
  }
}

/**
 * The core's verdict on an attack document, without rolling: scripted dice and the seed are left out
 * (the document itself is not changed, nor copied: its table is shared). `aims` keeps the last parse,
 * so a new aim on the same table is not validated again.
 */
export function aimVerdict(doc: ScenarioDoc, translate: Translate, aims: AimScenarios = new AimScenarios()): AimVerdict {
  const dry: ScenarioDoc = { ...doc };
  delete dry.dice;
  delete dry.seed;
  const scenario = aims.load(dry);
  try {
    // What resolving the dry document does: its decisions answer, nothing else does; the first die stops it.
    const decided = scriptedAnswerer({}, scenario.decisions);
    const { result, answers } = run(preparedFor(scenario)(), (prompt) => {
      if (prompt.kind === "dice") throw new FirstDie(prompt.tag, prompt.sides);
      return decided(prompt);
    });
    const output = outputDocument(result, answers, translate);
    return output.outcome === "ILLEGAL"
      ? { legal: false, reason: output.reason ?? null, output, firstDie: null }
      : { legal: true, reason: null, output: null, firstDie: null };
  } catch (e) {
    // The first die the core asks for: every check before it passed, so the throw may go ahead.
    if (e instanceof FirstDie) return { legal: true, reason: null, output: null, firstDie: { tag: e.tag, sides: e.sides } };
    // A die the document's decisions cannot stand for (the core checks every answer).
    if (e instanceof DiceError) return { legal: true, reason: null, output: null, firstDie: null };
    throw e;
  }
}
