// The data a chat card shows (pure, so it is tested without Foundry): the outcome, every rule step in
// plain words from the output's notes, what happened to each figure, clouds, follow-ups and rolls.
// `format` is game.i18n.format in Foundry.

import type { NoteData, OutputDocument } from "../core/index.js";

export type Format = (key: string, data?: NoteData) => string;

export interface CardView {
  readonly attackId: string;
  readonly outcomeCode: string;
  readonly outcome: string;
  readonly reason: string | null;
  readonly steps: readonly string[];
  readonly figures: readonly { readonly name: string; readonly status: string; readonly details: readonly string[]; readonly effects: readonly string[] }[];
  readonly clouds: readonly string[];
  readonly events: readonly string[];
  readonly rolls: readonly { readonly tag: string; readonly dice: string; readonly faces: string }[];
  readonly canUndo: boolean;
  readonly undone: boolean;
}

export function cardView(
  attackId: string,
  out: OutputDocument,
  format: Format,
  nameOf: (figureId: string) => string,
  opts: { readonly hasUndo: boolean; readonly undone: boolean },
): CardView {
  const details = (a: OutputDocument["affected"][number]): string[] => {
    const d: string[] = [];
    if (a.wounds !== undefined) d.push(format("ORDNANCE.Card.wounds", { n: a.wounds }));
    if (a.toughness !== undefined) d.push(format("ORDNANCE.Card.toughness", { n: a.toughness }));
    if (a.injuries?.length) d.push(format("ORDNANCE.Card.injuries", { list: a.injuries.join(", ") }));
    if (a.injury !== undefined) d.push(format("ORDNANCE.Card.injury", { result: format(`ORDNANCE.Injury.${a.injury}`) }));
    if (a.blood !== undefined) d.push(format("ORDNANCE.Card.blood", { n: a.blood }));
    if (a.suppression !== undefined) d.push(format("ORDNANCE.Card.suppression", { n: a.suppression }));
    return d;
  };
  const r2 = (v: number): number => Math.round(v * 100) / 100;
  return {
    attackId,
    outcomeCode: out.outcome,
    outcome: format(`ORDNANCE.Outcome.${out.outcome}`),
    reason: out.reason ? format(`ORDNANCE.Reason.${out.reason}`) : null,
    steps: out.notes.map((n) => format(n.key, n.data)),
    figures: out.affected.map((a) => ({
      name: nameOf(a.figure),
      status: format(`ORDNANCE.Status.${a.status}`),
      details: details(a),
      effects: a.notes.map((n) => format(n.key, n.data)),
    })),
    clouds: [
      ...out.clouds.placed.map((c) => format("ORDNANCE.Card.cloudPlaced", { kind: format(`ORDNANCE.Cloud.${c.kind}`), radius: c.radius, x: r2(c.x), y: r2(c.y) })),
      ...out.clouds.moved.map((m) => format("ORDNANCE.Card.cloudMoved", { id: m.id, x: r2(m.x), y: r2(m.y) })),
      ...out.clouds.removed.map((id) => format("ORDNANCE.Card.cloudRemoved", { id })),
    ],
    events: out.events.map((e) => format(e.note.key, e.note.data)),
    rolls: out.rolls.map((r) => ({ tag: r.tag, dice: r.dice, faces: r.faces.join(", ") })),
    canUndo: opts.hasUndo && !opts.undone,
    undone: opts.undone,
  };
}
