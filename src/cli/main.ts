// The `ordnance` command line (README.md "The command line"): resolve, odds and validate a scenario file. `main`
// takes its arguments and I/O so tests run the exact code path the binary runs.

import en from "../../lang/en.json";
import {
  JsonTextError,
  OrdnanceError,
  type OutputDocument,
  ScenarioError,
  defined,
  loadScenario,
  makeTranslator,
  odds,
  parseJsonText,
  pictureOf,
  pictureToSvg,
  resolveScenario,
} from "../core/index.js";
import { oddsText, resolutionText } from "./format-text.js";
import { impactText } from "./impact-text.js";
import { SUGGEST_FLAGS, checkSuggestOptions, suggestCommand } from "./suggest-command.js";
import { VERSION, wantsHelp, wantsVersion } from "./usage.js";

export interface CliIO {
  readFile(path: string): string;
  /** Writes a file (`resolve --svg`); an I/O without it cannot write one. */
  writeFile?(path: string, text: string): void;
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Width of the picture `resolve --svg` writes, in pixels. */
const SVG_WIDTH = 480;

const t = makeTranslator(en);
const msg = (key: string, data?: Record<string, string | number>): string => t({ key: `ORDNANCE.CLI.${key}`, ...(data ? { data } : {}) });

interface Parsed {
  command: string;
  file: string;
  seed?: string;
  trials?: number;
  pretty: boolean;
  /** `json` (the default, for scripts) or `text` (a human-readable account). */
  format: "json" | "text";
  impacts?: boolean;
  suggest?: Record<string, string>;
  /** `resolve --svg FILE`: where to write the picture of the outcome. */
  svg?: string;
}

class UsageError extends Error {
  /** A bad command line is status 1; an option value outside its documented range is 2, like a bad document. */
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** `odds --trials` accepts 1 … 10,000,000: about a minute of trials at the slowest ruleset's pace. */
const MAX_TRIALS = 10_000_000;

function parseArgs(argv: readonly string[]): Parsed {
  const [command, file, ...rest] = argv;
  if (!command || !file || command.startsWith("-")) throw new UsageError(msg("usage"));
  if (!["resolve", "odds", "validate", "suggest"].includes(command))
    throw new UsageError(`${msg("unknownCommand", { command })}\n${msg("usage")}`);
  const out: Parsed = { command, file, pretty: false, format: "json" };
  for (let i = 0; i < rest.length; i++) {
    const opt = defined(rest[i], "a command-line option");
    const value = (): string => {
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${msg("badOption", { option: opt })}\n${msg("usage")}`);
      return v;
    };
    if (opt === "--pretty" && command !== "validate") out.pretty = true;
    else if (opt === "--format" && command !== "validate") {
      const f = value();
      if (f !== "json" && f !== "text") throw new UsageError(`${msg("badOption", { option: `--format ${f}` })}\n${msg("usage")}`);
      out.format = f;
    } else if (opt === "--seed") out.seed = value();
    else if (opt === "--trials" && command === "odds") {
      const given = value();
      const n = Number(given);
      if (!/^\s*\d+\s*$/.test(given) || !Number.isInteger(n) || n < 1 || n > MAX_TRIALS)
        throw new UsageError(t({ key: "ORDNANCE.CLIInput.badTrials", data: { value: given, max: MAX_TRIALS } }), 2);
      out.trials = n;
    } else if (opt === "--impacts" && command === "odds") out.impacts = true;
    else if (opt === "--svg" && command === "resolve") out.svg = value();
    else if (command === "suggest" && SUGGEST_FLAGS.includes(opt)) (out.suggest ??= {})[opt] = value();
    else throw new UsageError(`${msg("badOption", { option: opt })}\n${msg("usage")}`);
  }
  if (command === "suggest") checkSuggestOptions(out.suggest ?? {}, t);
  return out;
}

/** Writes the picture of an outcome (docs/scenario.md "Picture"); false, having said why, when it cannot. */
function writeSvg(file: string, doc: unknown, output: OutputDocument, io: CliIO): boolean {
  try {
    if (!io.writeFile) throw new Error(msg("noFileOutput"));
    io.writeFile(file, `${pictureToSvg(pictureOf(doc, output), { width: SVG_WIDTH, translate: t })}\n`);
    return true;
  } catch (e) {
    io.stderr(`${msg("cannotWrite", { file, error: (e as Error).message })}\n`);
    return false;
  }
}

/** A document that is not JSON: where (line and column), the parser's words, and a hint about comments. */
function jsonProblem(file: string, e: unknown): string {
  if (!(e instanceof JsonTextError)) return msg("badJson", { file, error: (e as Error).message });
  const text = msg("badJsonAt", { file, line: e.line, column: e.column, error: e.detail });
  return e.comments ? `${text}\n${msg("jsonComments")}` : text;
}

/** Runs one command; returns the exit status (0 success, 2 invalid document, 1 anything else). */
export function main(argv: readonly string[], io: CliIO): number {
  if (wantsHelp(argv)) {
    io.stdout(`${msg("help", { version: VERSION })}\n`);
    return 0;
  }
  if (wantsVersion(argv)) {
    io.stdout(`ordnance ${VERSION}\n`);
    return 0;
  }
  let args: Parsed;
  try {
    args = parseArgs(argv);
  } catch (e) {
    io.stderr(`${(e as Error).message}\n`);
    return e instanceof UsageError ? e.exitCode : 1;
  }
  let text: string;
  try {
    text = io.readFile(args.file);
  } catch (e) {
    io.stderr(`${msg("cannotRead", { file: args.file, error: (e as Error).message })}\n`);
    return 1;
  }
  let doc: unknown;
  try {
    doc = parseJsonText(text);
  } catch (e) {
    io.stderr(`${jsonProblem(args.file, e)}\n`);
    return 2;
  }
  try {
    if (args.command === "validate") {
      const s = loadScenario(doc);
      // What `resolve` would refuse, `validate` refuses too (issue #30): the resolution is run, its output dropped,
      // so a roll with no scripted value and no seed to draw it from is reported here as there.
      resolveScenario(doc, { translate: t, ...(args.seed !== undefined ? { seed: args.seed } : {}) });
      io.stdout(`${msg("valid", { file: args.file, ruleset: s.ruleset })}\n`);
    } else if (args.command === "resolve") {
      const { output } = resolveScenario(doc, { translate: t, ...(args.seed !== undefined ? { seed: args.seed } : {}) });
      if (args.svg !== undefined && !writeSvg(args.svg, doc, output, io)) return 1;
      io.stdout(args.format === "text" ? resolutionText(output, t) : `${JSON.stringify(output, null, args.pretty ? 2 : undefined)}\n`);
    } else if (args.command === "suggest") {
      io.stdout(suggestCommand(loadScenario(doc), { options: args.suggest ?? {}, seed: args.seed }, t));
    } else {
      const summary = odds(loadScenario(doc), {
        ...(args.trials !== undefined ? { trials: args.trials } : {}),
        ...(args.seed !== undefined ? { seed: args.seed } : {}),
        ...(args.impacts ? { impacts: true } : {}),
      });
      if (summary.impact.map) io.stdout(impactText(summary.impact.map, t));
      io.stdout(args.format === "text" ? oddsText(summary, t) : `${JSON.stringify(summary, null, args.pretty ? 2 : undefined)}\n`);
    }
    return 0;
  } catch (e) {
    if (e instanceof ScenarioError || e instanceof OrdnanceError) {
      io.stderr(`${args.file}: ${e.message}\n`);
      return e.exitCode;
    }
    io.stderr(`${args.file}: ${(e as Error).stack ?? String(e)}\n`);
    return 1;
  }
}
