// The answerer a GM client resolves with (docs/architecture.md §1, principle 2): every dice prompt becomes a Foundry Roll
// (kept so the chat card carries them and Dice So Nice animates them); every decision the rules ask while resolving
// (a point, a count, a flag, an order) is asked of the user it belongs to, who is named on the answer; the automation decides
// for a user who does not answer in time or answers what the rules do not allow (docs/foundry.md "Decisions while resolving").

import {
  type Answered,
  type CountPrompt,
  type DecisionPrompt,
  type OrderPrompt,
  type PointAnswer,
  type PointPrompt,
  type Prompt,
  decisionValue,
} from "../../core/index.js";
import type { AttackAnswerer } from "./pipeline.js";

export interface DiceRoller<R> {
  /** Rolls `count` dice of `sides` faces; returns the faces in order and the roll to show. */
  roll(count: number, sides: number): Promise<{ readonly faces: readonly number[]; readonly roll: R }>;
}

export interface AnswererDeps<R> {
  readonly roller: DiceRoller<R>;
  /** The connected user who chooses for a side, or null (the policy then picks). */
  readonly userForSide: (side: string) => string | null;
  /** The user who answers for a figure (relay/chooser.ts `chooserForFigure`); absent: its side's chooser. */
  readonly userForFigure?: (figureId: string) => string | null;
  /**
   * Asks a user for a point; undefined when they are offline or too slow. Each ask hears, through `answeredBy`, who
   * gave the accepted answer when it is not the user asked (a GM who answered for them); the card names them.
   */
  readonly askPoint: (
    userId: string,
    tag: string,
    fallback: PointAnswer | null,
    prompt: PointPrompt,
    answeredBy?: (userId: string) => void,
  ) => Promise<PointAnswer | null | undefined>;
  /** Asks a user for a count (a spend, a flag as 0/1); undefined when offline, too slow or declined; absent: not asked. */
  readonly askCount?: (userId: string, prompt: CountPrompt, answeredBy?: (userId: string) => void) => Promise<number | undefined>;
  /** Asks a user to order the prompt's options (fighters under a marker); undefined when offline, too slow or declined. */
  readonly askOrder?: (
    userId: string,
    prompt: OrderPrompt,
    answeredBy?: (userId: string) => void,
  ) => Promise<readonly string[] | undefined>;
  /**
   * Whether a figure is hidden from a user (a token hidden from players, for a player). An order naming one is not
   * asked of that user — the dialog would name it — and the automation orders instead. Absent: nothing is hidden.
   */
  readonly hiddenFrom?: (userId: string, figureId: string) => boolean;
}

/** Whether `order` lists each of the prompt's options exactly once. */
export function isOrderOf(prompt: OrderPrompt, order: readonly unknown[]): order is readonly string[] {
  return (
    order.length === prompt.options.length &&
    new Set(order).size === order.length &&
    order.every((id) => prompt.options.includes(id as string))
  );
}

/** The user a decision prompt is asked of: the owner of the figure it names (`askOf`), else the side's chooser. */
export function askedUser<R>(deps: AnswererDeps<R>, prompt: DecisionPrompt): string | null {
  return prompt.askOf !== undefined && deps.userForFigure ? deps.userForFigure(prompt.askOf) : deps.userForSide(prompt.chooser);
}

export function foundryAnswerer<R>(deps: AnswererDeps<R>): AttackAnswerer<R> {
  const rolls: R[] = [];
  const decisions: Record<string, unknown> = {};
  /** Keeps a user's answer under the scenario `decisions` key (and figure) its prompt names. */
  const keep = (prompt: CountPrompt | PointPrompt | OrderPrompt, value: number | PointAnswer | readonly string[] | null): void => {
    const v = decisionValue(prompt, value);
    if (prompt.figure === undefined) decisions[prompt.decision] = v;
    else {
      const map = decisions[prompt.decision];
      decisions[prompt.decision] = { ...(typeof map === "object" && map !== null ? map : {}), [prompt.figure]: v };
    }
  };
  // A prompt nobody is asked (a choice, a decision whose user is unknown) is answered at once: `runAsync` then goes
  // on without stopping the resolution. A roll or a user's answer is awaited.
  const answer = (prompt: Prompt): Promise<Answered | undefined> | undefined => {
    if (prompt.kind === "dice")
      return deps.roller.roll(prompt.count, prompt.sides).then(({ faces, roll }) => {
        rolls.push(roll);
        return { value: [...faces], source: "foundry" };
      });
    if (prompt.kind === "choice") return undefined;
    const user = askedUser(deps, prompt);
    if (user === null) return undefined;
    const noAnswer: Answered = { value: null, source: "noAnswer", by: user };
    // The user asked, unless a GM answered for them.
    let by = user;
    const answeredBy = (id: string): void => {
      by = id;
    };
    if (prompt.kind === "count") {
      if (!deps.askCount) return undefined;
      return deps.askCount(user, prompt, answeredBy).then((n): Answered => {
        if (n === undefined || !Number.isInteger(n) || n < prompt.min || n > prompt.max) return noAnswer;
        keep(prompt, n);
        return { value: n, source: "user", by };
      });
    }
    if (prompt.kind === "order") {
      if (!deps.askOrder) return undefined;
      const hidden = deps.hiddenFrom;
      if (hidden && prompt.options.some((id) => hidden(user, id))) return undefined;
      return deps.askOrder(user, prompt, answeredBy).then((order): Answered => {
        if (order === undefined || !isOrderOf(prompt, order)) return noAnswer;
        keep(prompt, order);
        return { value: [...order], source: "user", by };
      });
    }
    return deps.askPoint(user, prompt.tag, prompt.fallback, prompt, answeredBy).then((p): Answered => {
      // A point the rules do not allow is not the user's last word: the automation picks instead.
      if (p === undefined || (p !== null && prompt.check(p) !== null)) return noAnswer;
      keep(prompt, p);
      return { value: p, source: "user", by };
    });
  };
  return { answer, rolls: () => rolls.slice(), decisions: () => structuredClone(decisions) };
}

/** Faces of an evaluated Foundry roll of one dice term (`NdS`). */
export function facesOf(roll: { readonly dice: readonly { readonly results: readonly { readonly result: number }[] }[] }): number[] {
  return roll.dice[0]?.results.map((r) => r.result) ?? [];
}
