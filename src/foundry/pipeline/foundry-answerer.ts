// The answerer a GM client resolves with (docs/architecture.md §1, principle 2): every dice prompt becomes a Foundry Roll
// (kept so the chat card carries them and Dice So Nice animates them); a point prompt is asked of
// the user who makes that choice, falling back to the prompt's automation pick; choices use the policy.

import type { Answered, PointAnswer, Prompt } from "../../core/index.js";
import type { AttackAnswerer } from "./pipeline.js";

export interface DiceRoller<R> {
  /** Rolls `count` dice of `sides` faces; returns the faces in order and the roll to show. */
  roll(count: number, sides: number): Promise<{ readonly faces: readonly number[]; readonly roll: R }>;
}

export interface AnswererDeps<R> {
  readonly roller: DiceRoller<R>;
  /** The connected user who chooses for a side, or null (the policy then picks). */
  readonly userForSide: (side: string) => string | null;
  /** Asks a user for a point; undefined when they are offline or too slow. */
  readonly askPoint: (userId: string, tag: string, fallback: PointAnswer | null) => Promise<PointAnswer | null | undefined>;
}

export function foundryAnswerer<R>(deps: AnswererDeps<R>): AttackAnswerer<R> {
  const rolls: R[] = [];
  const decisions: Record<string, unknown> = {};
  // A prompt nobody is asked (a choice, a point whose side has no user) is answered at once: `runAsync` then goes on
  // without stopping the resolution. A roll or a user's pick is awaited.
  const answer = (prompt: Prompt): Promise<Answered | undefined> | undefined => {
    switch (prompt.kind) {
      case "dice":
        return deps.roller.roll(prompt.count, prompt.sides).then(({ faces, roll }) => {
          rolls.push(roll);
          return { value: [...faces], source: "foundry" };
        });
      case "point": {
        const user = deps.userForSide(prompt.chooser);
        if (user === null) return undefined;
        return deps.askPoint(user, prompt.tag, prompt.fallback).then((p) => {
          // A point the rules do not allow is not the user's last word: the automation picks instead.
          if (p === undefined || (p !== null && prompt.check(p) !== null)) return undefined;
          decisions[prompt.decision] = p === null ? null : [...p];
          return { value: p, source: "user" };
        });
      }
      case "choice":
        return undefined;
    }
  };
  return { answer, rolls: () => rolls.slice(), decisions: () => structuredClone(decisions) };
}

/** Faces of an evaluated Foundry roll of one dice term (`NdS`). */
export function facesOf(roll: { readonly dice: readonly { readonly results: readonly { readonly result: number }[] }[] }): number[] {
  return roll.dice[0]?.results.map((r) => r.result) ?? [];
}
