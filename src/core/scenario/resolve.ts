// Resolves a scenario document end to end — the one code path shared by the command line, fixtures,
// Foundry replays and the sandbox: parse, build the battlefield, run the ruleset's resolution with the
// scripted → seeded answerers, and shape the output document and transcript (docs/scenario.md "Output document").

import { defined } from "../engine/expect.js";
import { type BattlefieldOptions, createBattlefield } from "../battlefield/battlefield.js";
import { chainAnswerers, scriptedAnswerer, seededAnswerer } from "../engine/answerers.js";
import { type Answerer, type RecordedAnswer, run } from "../engine/run.js";
import type { Resolution } from "../engine/prompts.js";
import type { Translate } from "../i18n.js";
import { getRuleset, rulesetCatalog } from "../rulesets/index.js";
import { round } from "../geometry/vec.js";
import type { Outcome, OutputDocument } from "./output.js";
import { type ParseOptions, type Scenario, parseScenario } from "./scenario.js";

export interface Transcript {
  /** The scenario document as given. */
  readonly input: unknown;
  readonly answers: readonly RecordedAnswer[];
  readonly output: OutputDocument;
}

export interface ResolveOptions {
  /** Overrides the document's `seed`. */
  readonly seed?: string;
  /** Renders notes into the output's `log` and `effects` (default: the bare keys). */
  readonly translate?: Translate;
  readonly battlefield?: BattlefieldOptions;
  /** Answers tried before the document's dice (Foundry rolls, a replay). */
  readonly answerer?: Answerer;
}

const keyOnly: Translate = (n) => (n.data ? `${n.key} ${JSON.stringify(n.data)}` : n.key);

export function loadScenario(doc: unknown, options?: ParseOptions): Scenario {
  return parseScenario(doc, rulesetCatalog, options);
}

const r = (v: number): number => round(v, 4);
const rp3 = (p: { x: number; y: number; z: number }) => ({ x: r(p.x), y: r(p.y), z: r(p.z) });
const rp = (p: { x: number; y: number; z: number } | null | undefined) => (p ? rp3(p) : p);

/** Shapes the output document; coordinates are rounded to 1/10,000 inch for reading (core keeps full precision). */
export function outputDocument(outcome: Outcome, answers: readonly RecordedAnswer[], translate: Translate = keyOnly): OutputDocument {
  const { notes, extra, ...rest } = outcome;
  const doc: OutputDocument = {
    ...rest,
    impact: rp(outcome.impact) ?? null,
    ...(outcome.aim !== undefined ? { aim: rp(outcome.aim) ?? null } : {}),
    path: outcome.path.map((l) => ({ from: [r(l.from[0]), r(l.from[1])], to: [r(l.to[0]), r(l.to[1])], kind: l.kind })),
    clouds: {
      placed: outcome.clouds.placed.map((c) => ({ ...c, x: r(c.x), y: r(c.y), z: r(c.z) })),
      removed: outcome.clouds.removed.slice(),
      moved: outcome.clouds.moved.map((m) => ({ id: m.id, x: r(m.x), y: r(m.y) })),
    },
    affected: outcome.affected.map((a) => ({ ...a, position: rp3(a.position), effects: a.notes.map(translate) })),
    ...extra,
    log: notes.map(translate),
    notes,
    rolls: answers.filter((a) => a.kind === "dice").map((a) => ({ tag: a.tag, dice: a.dice ?? "", faces: (a.value as number[]).slice() })),
  };
  if (doc.reason === undefined) delete doc.reason;
  return doc;
}

/**
 * A factory of resolutions for a parsed scenario (attack or upkeep). The battlefield and its
 * indexes are built once and shared by every run (Monte Carlo trials, repeated attacks on one scene).
 */
export function prepareResolution(scenario: Scenario, options: Pick<ResolveOptions, "battlefield"> = {}): () => Resolution<Outcome> {
  const ruleset = defined(getRuleset(scenario.ruleset), "the scenario's ruleset");
  const battlefield = createBattlefield(scenario.battlefield, options.battlefield);
  // parsing resolved the settings once; the resolution reads them as they are
  const ctx = { scenario, battlefield, settings: scenario.resolvedSettings };
  return () => (scenario.endOfRound ? ruleset.upkeep(ctx) : ruleset.attack(ctx));
}

export function resolveScenario(doc: unknown, options: ResolveOptions = {}): Transcript {
  const scenario = loadScenario(doc);
  const seed = options.seed ?? scenario.seed;
  const answerers: Answerer[] = [];
  if (options.answerer) answerers.push(options.answerer);
  answerers.push(scriptedAnswerer(scenario.dice, scenario.decisions));
  if (seed !== null) answerers.push(seededAnswerer(seed));
  const { result, answers } = run(prepareResolution(scenario, options)(), chainAnswerers(...answerers));
  return { input: doc, answers, output: outputDocument(result, answers, options.translate) };
}
