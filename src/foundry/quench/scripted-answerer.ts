// Dice by roll tag for the in-world checks: every dice prompt is answered from the case's script (a
// missing tag stops the attack with an error naming it) and shown as a roll on the chat card; point and
// choice prompts are left to the automation, as they are when nobody answers.

import type { Answered, Prompt } from "../../core/index.js";
import type { AttackAnswerer } from "../pipeline/pipeline.js";
import type { ScriptedDice } from "./check-cases.js";

/** Makes the roll a chat card shows for scripted faces (a Foundry Roll in a world). */
export type ScriptedRoll<R> = (count: number, sides: number, faces: readonly number[]) => R;

export function scriptedAnswerer<R>(dice: ScriptedDice, makeRoll: ScriptedRoll<R>): AttackAnswerer<R> {
  const rolls: R[] = [];
  const answer = (prompt: Prompt): Promise<Answered | undefined> => {
    if (prompt.kind !== "dice") return Promise.resolve(undefined);
    const scripted = dice[prompt.tag];
    if (scripted === undefined) return Promise.reject(new Error(`ordnance check: no scripted die for ${prompt.tag}`));
    const faces = typeof scripted === "number" ? [scripted] : [...scripted];
    if (faces.length !== prompt.count || faces.some((f) => !Number.isInteger(f) || f < 1 || f > prompt.sides)) {
      return Promise.reject(
        new Error(`ordnance check: ${prompt.tag} needs ${String(prompt.count)}d${String(prompt.sides)}, got ${faces.join(",")}`),
      );
    }
    rolls.push(makeRoll(prompt.count, prompt.sides, faces));
    return Promise.resolve({ value: faces, source: "foundry" });
  };
  return { answer, rolls: () => rolls.slice(), decisions: () => ({}) };
}
