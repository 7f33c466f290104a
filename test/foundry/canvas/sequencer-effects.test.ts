// Sequencer effects when the table has them: the GM's mapping (defaults from JB2A's free pack, empty turns a kind off,
// a value that is no path is reported by its setting), which effect plays where and when, and the "is Sequencer there"
// branch — with a fake Sequence that records the calls, and none when the module is off or absent.

import { describe, expect, it } from "vitest";
import type { Picture } from "../../../src/core/index.js";
import {
  DEFAULT_EFFECTS,
  type EffectSectionLike,
  type SequenceConstructor,
  effectMapping,
  effectSetting,
  effectSteps,
  playEffects,
  sequencerOf,
} from "../../../src/foundry/canvas/sequencer-effects.js";
import { PHASE_START, throwTimeline } from "../../../src/foundry/canvas/throw-timeline.js";

const pt = (x: number, y: number) => ({ x, y });
const frag: Picture = {
  viewport: { x: 0, y: 0, width: 20, height: 10 },
  outcome: "DEVIATED",
  primitives: [
    { kind: "blast", phase: "impact", at: pt(10, 3), radius: 3 },
    { kind: "aim", phase: "aim", at: pt(10, 0), from: pt(0, 0) },
    { kind: "leg", phase: "flight", index: 0, legKind: "deviate", from: pt(10, 0), to: pt(10, 3) },
    { kind: "impact", phase: "impact", at: pt(10, 3), z: 0, outcome: "DEVIATED" },
  ],
};
const smoke: Picture = {
  ...frag,
  primitives: [
    { kind: "aim", phase: "aim", at: pt(10, 0), from: pt(0, 0) },
    { kind: "impact", phase: "impact", at: pt(10, 0), z: 0, outcome: "HIT" },
    {
      kind: "cloud",
      phase: "impact",
      id: "c1",
      cloudKind: "smoke",
      change: "placed",
      at: pt(10, 0),
      radius: 2.5,
      lethal: false,
      blocksSight: true,
    },
  ],
};
const settings = (values: Record<string, string>) => (key: string) => values[key] ?? "";
const defaults = settings(
  Object.fromEntries(Object.entries(DEFAULT_EFFECTS).map(([k, v]) => [effectSetting(k as keyof typeof DEFAULT_EFFECTS), v])),
);

describe("effect mapping", () => {
  it("defaults name JB2A free-pack database paths, one setting per kind", () => {
    expect(DEFAULT_EFFECTS).toEqual({
      projectile: "jb2a.throwable.throw.bomb.01.black",
      explosion: "jb2a.explosion.01.orange",
      smoke: "jb2a.smoke.puff.centered.grey",
      gas: "jb2a.template_circle.smoke.001.complete.400px.001.greenpurple",
    });
    expect(["projectile", "explosion", "smoke", "gas"].map((k) => effectSetting(k as "gas"))).toEqual([
      "effectProjectile",
      "effectExplosion",
      "effectSmoke",
      "effectGas",
    ]);
    expect(effectMapping(defaults)).toEqual({ mapping: DEFAULT_EFFECTS, bad: [] });
  });

  it("an empty value turns a kind off; a file path is accepted; anything else is reported by its setting and skipped", () => {
    const { mapping, bad } = effectMapping(
      settings({
        effectProjectile: "",
        effectExplosion: "worlds/fx/boom.webm",
        effectSmoke: "<script>",
        effectGas: "../../etc/passwd.webm",
      }),
    );
    expect(mapping).toEqual({ explosion: "worlds/fx/boom.webm" });
    expect(bad).toEqual(["ordnance.effectSmoke", "ordnance.effectGas"]);
  });
});

describe("effect steps", () => {
  it("a projectile along each stretch of the flight, as the drawing flies it, then an explosion the size of the blast", () => {
    const steps = effectSteps(frag, DEFAULT_EFFECTS, 100, 4000);
    const t = throwTimeline(frag, 4000);
    expect(steps).toEqual([
      {
        kind: "projectile",
        file: DEFAULT_EFFECTS.projectile,
        from: pt(0, 0),
        to: pt(1000, 0),
        delayMs: Math.round(t.segments[0]?.start ?? -1),
      },
      {
        kind: "projectile",
        file: DEFAULT_EFFECTS.projectile,
        from: pt(1000, 0),
        to: pt(1000, 300),
        delayMs: Math.round(t.segments[1]?.start ?? -1),
      },
      { kind: "burst", file: DEFAULT_EFFECTS.explosion, at: pt(1000, 300), sizePx: 600, delayMs: PHASE_START.impact * 4000 },
    ]);
  });

  it("a smoke round bursts as its cloud (sized to it), not as an explosion; kinds turned off play nothing", () => {
    expect(effectSteps(smoke, DEFAULT_EFFECTS, 100, 4000).filter((s) => s.kind === "burst")).toEqual([
      { kind: "burst", file: DEFAULT_EFFECTS.smoke, at: pt(1000, 0), sizePx: 500, delayMs: PHASE_START.impact * 4000 },
    ]);
    expect(effectSteps(frag, {}, 100, 4000)).toEqual([]);
  });
});

/** A fake Sequencer `Sequence`: records every call in order. */
function fakeSequencer() {
  const calls: string[] = [];
  class Section implements EffectSectionLike {
    effect(): EffectSectionLike {
      calls.push("effect");
      return new Section();
    }
    play(): Promise<unknown> {
      calls.push("play");
      return Promise.resolve();
    }
    file(p: string) {
      calls.push(`file ${p}`);
      return this;
    }
    atLocation(p: { x: number; y: number }) {
      calls.push(`at ${String(p.x)},${String(p.y)}`);
      return this;
    }
    stretchTo(p: { x: number; y: number }) {
      calls.push(`to ${String(p.x)},${String(p.y)}`);
      return this;
    }
    size(px: number) {
      calls.push(`size ${String(px)}`);
      return this;
    }
    delay(ms: number) {
      calls.push(`delay ${String(ms)}`);
      return this;
    }
    locally(local?: boolean) {
      calls.push(`locally ${String(local)}`);
      return this;
    }
  }
  const Sequence: SequenceConstructor = class extends Section {
    constructor(options: { moduleName: string; softFail: boolean }) {
      super();
      calls.push(`new ${options.moduleName} softFail=${String(options.softFail)}`);
    }
  };
  return { Sequence, calls };
}

describe("is Sequencer there", () => {
  it("only an active module that defined Sequence counts", () => {
    const { Sequence } = fakeSequencer();
    expect(sequencerOf(true, { Sequence })).toBe(Sequence);
    expect(sequencerOf(false, { Sequence })).toBeNull();
    expect(sequencerOf(true, {})).toBeNull();
    expect(sequencerOf(true, { Sequence: "not a class" })).toBeNull();
  });

  it("with Sequencer: every effect plays on this client only, missing assets skipped; without it nothing is played", () => {
    const { Sequence, calls } = fakeSequencer();
    const steps = effectSteps(frag, DEFAULT_EFFECTS, 100, 4000);
    expect(playEffects(Sequence, steps, "ordnance")).toBe(true);
    expect(calls[0]).toBe("new ordnance softFail=true");
    expect(calls.filter((c) => c === "effect")).toHaveLength(3);
    expect(calls.filter((c) => c === "locally true")).toHaveLength(3);
    expect(calls).toContain("to 1000,300");
    expect(calls).toContain("size 600");
    expect(calls.at(-1)).toBe("play");
    expect(playEffects(null, steps, "ordnance")).toBe(false);
    expect(playEffects(Sequence, [], "ordnance")).toBe(false);
  });
});
