// Counts the referee keeps per activation rather than trusting the sender (docs/foundry.md "Trust"): a
// descriptor marked `counted` (GZG `loaderShot`) gets its value from how often the figure it counts was
// used in the gunner's own combat turn, and a player's counted use outside that turn is refused. The count
// lives on that figure's token (`flags.ordnance.counted`) and is written in the attack's own plan, so Undo
// gives the use back.

import type { ChoiceContext, ChoiceDescriptor, OutputDocument } from "../../core/index.js";
import type { ActivationCount } from "../platform/flags.js";
import { NoticeError } from "../platform/errors.js";
import type { PlannedStep } from "../pipeline/operation-plan.js";
import type { TokenData } from "../scene/scene-snapshot.js";

/** One counted use an attack makes: which descriptor, of which figure, in which activation, and which use it is. */
export interface CountedUse {
  readonly key: string;
  readonly figure: string;
  /** The activation's key; null outside combat (nothing is counted, a GM grants later uses). */
  readonly activation: string | null;
  readonly use: number;
  readonly max: number;
  readonly spentBy: readonly string[];
  /** The token's count before this attack (restored by Undo). */
  readonly before: ActivationCount | undefined;
  /** Whether the token had any counts before (else Undo removes the whole `counted` flag). */
  readonly hadCounts: boolean;
}

/**
 * The gunner's activation in a started combat: their own combatant's turn in the current round (`key`), and
 * whether it is that turn now (`now`). A gunner with no combatant has no turn (`-`, never now).
 */
export interface GunnerTurn {
  readonly key: string;
  readonly now: boolean;
}

/** A combat as the count reads it: its round, current combatant, and which token each combatant is. */
export interface CombatView {
  readonly id: string | null;
  readonly round: number;
  readonly combatant?: { readonly id: string | null } | null;
  readonly combatants: readonly { readonly id: string | null; readonly tokenId: string | null }[];
}

/** The attacker's turn in a started combat (null when none has started: nothing is counted). */
export function gunnerTurn(combat: CombatView | null | undefined, attackerTokenId: string): GunnerTurn | null {
  if (!combat?.id || !(combat.round > 0)) return null;
  const own = combat.combatants.find((c) => c.tokenId === attackerTokenId)?.id ?? null;
  return { key: `${combat.id}/${String(combat.round)}/${own ?? "-"}`, now: own !== null && own === (combat.combatant?.id ?? null) };
}

/** A token's stored count of one descriptor (undefined: none, or not a count). */
export function storedCount(token: TokenData | undefined, key: string): ActivationCount | undefined {
  const c = token?.flags.ordnance?.counted?.[key];
  return c && typeof c.activation === "string" && typeof c.used === "number" ? c : undefined;
}

/**
 * The attack extras with every counted choice settled by the referee: the value is the figure's uses in
 * the gunner's activation + 1. A player's counted use outside the gunner's own turn is refused
 * (`ORDNANCE.Trust.notGunnersTurn`), a value that differs from the count too (`countMismatch`, naming the
 * field and the expected value), and a use beyond the rules' maximum (`countUsedUp`); a GM's value stands
 * (a GM grants a use, or restarts the count). Outside combat nothing is counted: every player's use is the first.
 */
export function settleCounts(
  choices: readonly ChoiceDescriptor[],
  attack: Readonly<Record<string, unknown>>,
  ctx: ChoiceContext,
  isGM: boolean,
  turn: GunnerTurn | null,
  tokens: readonly TokenData[],
): { readonly attack: Record<string, unknown>; readonly uses: CountedUse[] } {
  const activation = turn?.key ?? null;
  const out: Record<string, unknown> = { ...attack };
  const uses: CountedUse[] = [];
  for (const d of choices) {
    const of = d.counted?.of;
    const figure = of === undefined || d.group !== "attack" ? undefined : attack[of];
    if (!d.counted || typeof figure !== "string") continue;
    const field = `options.${d.key}`;
    if (turn && !turn.now && !isGM) throw new NoticeError("ORDNANCE.Trust.notGunnersTurn", { field });
    const range = d.range?.(ctx, null) ?? null;
    const min = range?.min ?? 1;
    const max = range?.max ?? min;
    const tok = tokens.find((t) => t._id === figure);
    const before = storedCount(tok, d.key);
    const expected = (activation !== null && before?.activation === activation ? before.used : 0) + 1;
    const given = attack[d.key];
    let use = expected;
    if (isGM && typeof given === "number") use = given;
    else {
      if (given !== undefined && given !== expected) throw new NoticeError("ORDNANCE.Trust.countMismatch", { field, expected });
      if (expected > max) throw new NoticeError("ORDNANCE.Trust.countUsedUp", { field, max });
    }
    // The first use is the rules' default: only a later one is written into the scenario.
    if (use !== min || given !== undefined) out[d.key] = use;
    const hadCounts = tok?.flags.ordnance?.counted !== undefined;
    uses.push({ key: d.key, figure, activation, use, max, spentBy: d.counted.spentBy ?? [], before, hadCounts });
  }
  return { attack: out, uses };
}

/**
 * The token update that records the attack's counted uses, with its exact inverse (so Undo and rollback
 * give the use back); null when nothing is counted (outside combat) or nothing was used (an outcome the
 * rules refused before firing). An outcome reason in `spentBy` uses up the activation.
 */
export function countStep(uses: readonly CountedUse[], output: Pick<OutputDocument, "outcome" | "reason">): PlannedStep | null {
  const rows = uses.flatMap((u) => {
    if (u.activation === null) return [];
    const spent = output.reason !== undefined && u.spentBy.includes(output.reason);
    if (output.outcome === "ILLEGAL" && !spent) return [];
    const now: ActivationCount = { activation: u.activation, used: spent ? Math.max(u.max, u.use) : u.use };
    const was = u.before
      ? { counted: { [u.key]: { ...u.before } } }
      : u.hadCounts
        ? { counted: { [`-=${u.key}`]: null } }
        : { "-=counted": null };
    return [
      {
        forward: { _id: u.figure, flags: { ordnance: { counted: { [u.key]: now } } } },
        inverse: { _id: u.figure, flags: { ordnance: was } },
      },
    ];
  });
  if (!rows.length) return null;
  return {
    forward: { op: "update", name: "Token", data: rows.map((r) => r.forward) },
    inverse: { op: "update", name: "Token", data: rows.map((r) => r.inverse) },
  };
}
