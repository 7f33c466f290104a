// When each primitive of a picture appears in an animation of it (the sandbox's table, the Foundry canvas): the throw to
// the aim, then each leg of the path in turn, then the impact, then everything that follows — in seconds from the start.

import type { Picture } from "./types.js";

/** Seconds each step of the animation takes. */
export interface Pace {
  readonly aim: number;
  readonly leg: number;
  readonly impact: number;
  readonly aftermath: number;
}

export const DEFAULT_PACE: Pace = { aim: 0.4, leg: 0.35, impact: 0.4, aftermath: 0.5 };

export interface Timeline {
  /** Per primitive, in the picture's order: when it starts appearing and how long it takes (0: at once). */
  readonly steps: readonly { readonly start: number; readonly duration: number }[];
  /** When the last one is complete. */
  readonly total: number;
}

/** The timeline of a picture; what is on the table before the throw (walls, clouds kept, figures) is there at 0. */
export function pictureTimeline(picture: Picture, pace: Pace = DEFAULT_PACE): Timeline {
  const legs = picture.primitives.reduce((n, p) => (p.kind === "leg" ? n + 1 : n), 0);
  const flight = pace.aim;
  const impact = flight + legs * pace.leg;
  const aftermath = impact + pace.impact;
  const steps = picture.primitives.map((p) => {
    if (p.kind === "aim") return { start: 0, duration: pace.aim };
    if (p.kind === "leg") return { start: flight + p.index * pace.leg, duration: pace.leg };
    if (p.kind === "bounce") return { start: flight + p.leg * pace.leg, duration: 0 };
    if (p.phase === "impact") return { start: impact, duration: pace.impact };
    if (p.phase === "aftermath") return { start: aftermath, duration: pace.aftermath };
    return { start: 0, duration: 0 };
  });
  return { steps, total: steps.reduce((m, s) => Math.max(m, s.start + s.duration), 0) };
}
