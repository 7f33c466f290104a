// Where an attack's data lives (docs/foundry.md "What players receive"): the public chat card carries
// the outcome and the rolls (hidden tokens left out) and a small flag; the replay record — scenario,
// transcript, decisions, undo data — goes in a companion chat message whispered to the GMs only, which
// Foundry's server does not send to other users. Pure, so what a player's client receives is tested.

import type { OutputDocument, Picture } from "../../core/index.js";
import type { AttackRecord } from "../platform/flags.js";
import type { CardInput } from "../pipeline/pipeline.js";

/** `flags.ordnance.card` on the public card: enough to find the GM-only record, nothing more. */
export interface CardFlag {
  readonly attackId: string;
  readonly sceneId: string;
  /** The GM-whispered message holding the record (null: none was kept). */
  readonly recordId: string | null;
  readonly hasUndo: boolean;
  readonly undone: boolean;
  /** The throw for the canvas, as players may see it (card-picture.ts `canvasPicture`); absent on older cards. */
  readonly picture?: Picture | null;
}

/**
 * The replay record of an attack or upkeep (the one place it is built). `at` orders the scene's history.
 */
export function attackRecord(card: CardInput, at: number): AttackRecord {
  return {
    attackId: card.attackId,
    sceneId: card.sceneId,
    scenario: card.scenario,
    answers: card.answers,
    decisions: card.decisions,
    output: card.output,
    undo: card.undo,
    applied: card.applied,
    positions: card.positions,
    ...(card.customWeapon !== null ? { customWeapon: card.customWeapon } : {}),
    at,
    undone: false,
  };
}

/** Whether a roll tag names a figure (`T.injury[<id>]`). */
const tagFigure = (tag: string): string | null => /\[([^\]]+)\]/.exec(tag)?.[1] ?? null;

/** Whether a note's data names a hidden figure (core notes name figures by id: `{ figure: "<id>" }`). */
const namesHidden = (data: unknown, hidden: (figureId: string) => boolean): boolean =>
  typeof data === "object" && data !== null && Object.values(data).some((v) => typeof v === "string" && hidden(v));

/**
 * The output as the public card shows it: figures hidden from players left out — their entries, their rolls, the
 * rule steps, follow-up events and a visible figure's own notes that name them (a Nerve test a hidden casualty
 * called) — so neither their names nor their positions reach a player's client.
 */
export function publicOutput(out: OutputDocument, hidden: (figureId: string) => boolean): OutputDocument {
  return {
    ...out,
    affected: out.affected
      .filter((a) => !hidden(a.figure))
      .map((a) =>
        a.notes.some((n) => namesHidden(n.data, hidden)) ? { ...a, notes: a.notes.filter((n) => !namesHidden(n.data, hidden)) } : a,
      ),
    notes: out.notes.filter((n) => !namesHidden(n.data, hidden)),
    events: out.events.filter((e) => !hidden(e.figure) && !namesHidden(e.note.data, hidden)),
    rolls: out.rolls.filter((r) => {
      const id = tagFigure(r.tag);
      return id === null || !hidden(id);
    }),
  };
}

/**
 * The Foundry Rolls the public message carries, as the card shows them: one per recorded roll, in order, with a
 * hidden figure's rolls left out. If the two lists do not line up, none are attached when any roll is a hidden
 * figure's (the card's own roll list still shows the others).
 */
export function publicRolls<R>(rolls: readonly R[], records: OutputDocument["rolls"], hidden: (figureId: string) => boolean): R[] {
  const shown = (tag: string): boolean => {
    const id = tagFigure(tag);
    return id === null || !hidden(id);
  };
  if (rolls.length === records.length) return rolls.filter((_, i) => shown(records[i]?.tag ?? ""));
  return records.every((r) => shown(r.tag)) ? [...rolls] : [];
}

export function cardFlag(record: AttackRecord, recordId: string | null, picture: Picture | null = null): CardFlag {
  return { attackId: record.attackId, sceneId: record.sceneId, recordId, hasUndo: record.undo !== null, undone: record.undone, picture };
}

/** The companion record message: whispered to every GM user, holding the record in its flags. */
export function recordMessageData(
  record: AttackRecord,
  gmIds: readonly string[],
  label: string,
): { content: string; whisper: string[]; flags: { ordnance: { attack: AttackRecord } } } {
  return { content: `<p class="ordnance-record">${label}</p>`, whisper: [...gmIds], flags: { ordnance: { attack: record } } };
}
