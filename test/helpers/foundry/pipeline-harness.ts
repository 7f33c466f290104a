// Test helper: PipelinePorts over a fake scene, with scripted Foundry-style rolls and recorded cards,
// hooks.

import type { CountPrompt, OrderPrompt, PointAnswer, WindSnapshot } from "../../../src/core/index.js";
import { type DiceRoller, foundryAnswerer } from "../../../src/foundry/pipeline/foundry-answerer.js";
import type { CardInput, PipelinePorts } from "../../../src/foundry/pipeline/pipeline.js";
import { KX } from "./apply-helpers.js";
import { type FakeScene } from "./fake-scene.js";
import { idMaker } from "./foundry-data.js";

export interface FakeRoll {
  formula: string;
  faces: number[];
}

/** Rolls from a script of faces, in order; records each roll like a Foundry Roll. */
export function scriptedRoller(faces: number[]): DiceRoller<FakeRoll> {
  let i = 0;
  return {
    roll: async (count, sides) => {
      const f = Array.from({ length: count }, () => Math.min(sides, faces[i++ % faces.length]!));
      return { faces: f, roll: { formula: `${count}d${sides}`, faces: f } };
    },
  };
}

export interface Harness {
  ports: PipelinePorts<FakeRoll>;
  cards: CardInput<FakeRoll>[];
  hooks: string[];
}

export function harness(
  scene: FakeScene,
  opts: {
    faces?: number[];
    cancel?: boolean;
    wind?: WindSnapshot | null;
    cardFails?: boolean;
    ruleset?: string;
    askPoint?: (tag: string, fallback: PointAnswer | null) => PointAnswer | null | undefined;
    /** Answers count prompts (spends) as the user asked (`user`: the side's or the figure's, named by the harness). */
    askCount?: (prompt: CountPrompt, user: string) => number | undefined;
    /** Answers order prompts (the fighters under a marker) as the user asked. */
    askOrder?: (prompt: OrderPrompt, user: string) => readonly string[] | undefined;
  } = {},
): Harness {
  const cards: CardInput<FakeRoll>[] = [];
  const hooks: string[] = [];
  const ports: PipelinePorts<FakeRoll> = {
    store: scene,
    scene: () => scene.pipelineScene(opts.wind ?? null),
    consts: KX,
    gridUnitsPerInch: 1,
    ruleset: opts.ruleset ?? "gzg",
    settings: {},
    newId: idMaker("gen"),
    cloudTexture: "icons/svg/cloud.svg",
    blastArea: "template",
    answerer: () =>
      foundryAnswerer({
        roller: scriptedRoller(opts.faces ?? [6]),
        userForSide: (side) => (opts.askPoint || opts.askCount ? `side-${side}` : null),
        userForFigure: (id) => (opts.askCount || opts.askOrder ? `owner-${id}` : null),
        askPoint: async (_user, tag, fallback) => opts.askPoint?.(tag, fallback),
        ...(opts.askCount ? { askCount: async (user: string, prompt: CountPrompt) => opts.askCount?.(prompt, user) } : {}),
        ...(opts.askOrder ? { askOrder: async (user: string, prompt: OrderPrompt) => opts.askOrder?.(prompt, user) } : {}),
      }),
    preResolve: () => {
      hooks.push("preResolve");
      return !opts.cancel;
    },
    resolved: () => void hooks.push("resolved"),
    applied: () => void hooks.push("applied"),
    postCard: async (card) => {
      if (opts.cardFails) throw new Error("chat is down");
      cards.push(card);
      return "message000000001";
    },
  };
  return { ports, cards, hooks };
}
