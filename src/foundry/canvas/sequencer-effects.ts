// Sequencer effects for a throw, when the table has Sequencer (docs/foundry.md "Effects with Sequencer"): which effect
// plays where and when, from the picture and the GM's mapping of effect kinds to files. Pure: the canvas side plays the
// steps. Defaults name effects of JB2A's free pack by their Sequencer database paths.

import type { Picture, PicturePoint } from "../../core/index.js";
import { PHASE_START, throwTimeline } from "./throw-timeline.js";

export const EFFECT_KINDS = ["projectile", "explosion", "smoke", "gas"] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];
export type EffectMapping = Readonly<Record<EffectKind, string>>;

/** JB2A free pack (JB2A_DnD5e) database paths: Sequencer picks the variant that fits a stretched projectile's length. */
export const DEFAULT_EFFECTS: EffectMapping = {
  projectile: "jb2a.throwable.throw.bomb.01.black",
  explosion: "jb2a.explosion.01.orange",
  smoke: "jb2a.smoke.puff.centered.grey",
  gas: "jb2a.template_circle.smoke.001.complete.400px.001.greenpurple",
};

/** The world setting holding each kind's effect. */
export const effectSetting = (kind: EffectKind): string => `effect${kind[0]?.toUpperCase() ?? ""}${kind.slice(1)}`;

/** A Sequencer database path (`jb2a.explosion.01.orange`) or a file path to an image or video. */
const DATABASE_PATH = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
const FILE_PATH = /^(?!.*\.\.)[\w\-./ %]+\.(webm|webp|png|gif|apng|jpe?g|svg|mp4)$/i;

/**
 * The mapping from the settings: an empty value turns that kind off; a value that is neither a database path nor a
 * file path is left out and reported with its setting's key, so the GM is told which one to fix.
 */
export function effectMapping(read: (setting: string) => string): { mapping: Partial<EffectMapping>; bad: string[] } {
  const mapping: Partial<Record<EffectKind, string>> = {};
  const bad: string[] = [];
  for (const kind of EFFECT_KINDS) {
    const value = read(effectSetting(kind)).trim();
    if (value === "") continue;
    if (DATABASE_PATH.test(value) || FILE_PATH.test(value)) mapping[kind] = value;
    else bad.push(`ordnance.${effectSetting(kind)}`);
  }
  return { mapping, bad };
}

/** One effect to play, in canvas px, `delayMs` after the animation starts. */
export type EffectStep =
  | { readonly kind: "projectile"; readonly file: string; readonly from: PicturePoint; readonly to: PicturePoint; readonly delayMs: number }
  | { readonly kind: "burst"; readonly file: string; readonly at: PicturePoint; readonly sizePx: number; readonly delayMs: number };

/** The smallest burst drawn, in inches (an impact without a blast area still shows). */
const MIN_BURST = 1;

/**
 * The effects of a throw: a projectile along each stretch of the flight as the drawing flies it, then at the impact an
 * explosion the size of the blast area (or a small one; none for a round that only places a cloud), and a smoke or gas
 * effect the size of each cloud placed.
 */
export function effectSteps(picture: Picture, mapping: Partial<EffectMapping>, pxPerInch: number, durationMs: number): EffectStep[] {
  const px = (p: PicturePoint): PicturePoint => ({ x: p.x * pxPerInch, y: p.y * pxPerInch });
  const steps: EffectStep[] = [];
  const timeline = throwTimeline(picture, durationMs);
  if (mapping.projectile)
    for (const s of timeline.segments)
      steps.push({ kind: "projectile", file: mapping.projectile, from: px(s.from), to: px(s.to), delayMs: Math.round(s.start) });
  const impactAt = Math.round(PHASE_START.impact * durationMs);
  const blast = picture.primitives.find((q) => q.kind === "blast");
  // A smoke or gas round bursts as its cloud, not as an explosion (unless it has a blast area too).
  const explodes = blast !== undefined || !picture.primitives.some((q) => q.kind === "cloud" && q.change === "placed");
  for (const p of picture.primitives) {
    if (p.kind === "impact" && mapping.explosion && explodes) {
      const radius = blast?.radius ?? 0;
      const inches = Math.max(MIN_BURST, 2 * radius);
      steps.push({ kind: "burst", file: mapping.explosion, at: px(p.at), sizePx: Math.round(inches * pxPerInch), delayMs: impactAt });
    }
    if (p.kind === "cloud" && p.change === "placed") {
      const file = mapping[p.cloudKind];
      if (file) steps.push({ kind: "burst", file, at: px(p.at), sizePx: Math.round(2 * p.radius * pxPerInch), delayMs: impactAt });
    }
  }
  return steps;
}

/** The part of Sequencer's `Sequence` the module uses (its constructor is a global when the module is active). */
export interface SequenceLike {
  effect(): EffectSectionLike;
  play(): Promise<unknown>;
}
export interface EffectSectionLike extends SequenceLike {
  file(path: string): EffectSectionLike;
  atLocation(p: PicturePoint): EffectSectionLike;
  stretchTo(p: PicturePoint): EffectSectionLike;
  size(px: number): EffectSectionLike;
  delay(ms: number): EffectSectionLike;
  locally(local?: boolean): EffectSectionLike;
}
export type SequenceConstructor = new (options: { moduleName: string; softFail: boolean }) => SequenceLike;

/**
 * Sequencer's `Sequence` when the module is active and has defined it, else null (then the drawing plays alone).
 * `active` is whether Foundry reports the module active; `global` is where Sequencer puts its constructor.
 */
export function sequencerOf(active: boolean, global: Readonly<Record<string, unknown>>): SequenceConstructor | null {
  const ctor = global["Sequence"];
  return active && typeof ctor === "function" ? (ctor as SequenceConstructor) : null;
}

/**
 * Plays the steps with Sequencer on this client only (`locally`: every client plays its own copy from the broadcast,
 * so Sequencer must not relay it again); `softFail` lets a missing asset skip its effect. False when nothing played.
 */
export function playEffects(Sequence: SequenceConstructor | null, steps: readonly EffectStep[], moduleName: string): boolean {
  if (!Sequence || steps.length === 0) return false;
  let seq: SequenceLike = new Sequence({ moduleName, softFail: true });
  for (const s of steps) {
    const section = seq.effect().file(s.file).delay(s.delayMs).locally(true);
    seq = s.kind === "projectile" ? section.atLocation(s.from).stretchTo(s.to) : section.atLocation(s.at).size(s.sizePx);
  }
  void seq.play();
  return true;
}
