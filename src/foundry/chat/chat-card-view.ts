// The data a chat card shows (pure, so it is tested without Foundry): the outcome and its tone, every rule step in
// plain words from the output's notes, what happened to each figure (grouped by side), clouds, follow-ups and rolls.
// `format` is game.i18n.format in Foundry.

import {
  type FigureStatus,
  type NoteData,
  type OutcomeCode,
  type OutputDocument,
  type RulesetId,
  findChoice,
  getRuleset,
  rollTagLabel,
} from "../../core/index.js";

export type Format = (key: string, data?: NoteData) => string;

/** How an outcome reads at a glance (the stylesheet colours the header by it). */
export type OutcomeTone = "onTarget" | "offTarget" | "failed" | "neutral";

const TONES: Readonly<Record<OutcomeCode, OutcomeTone>> = {
  HIT: "onTarget",
  CRIT: "onTarget",
  DEVIATED: "offTarget",
  SCATTERED: "offTarget",
  MISS: "failed",
  DUD: "failed",
  MISFIRE: "failed",
  ILLEGAL: "failed",
  UPKEEP: "neutral",
};

/** Foundry token dispositions as sides (scene-snapshot.ts): named through the language file; other sides as written. */
const DISPOSITION_SIDES = ["friendly", "hostile", "neutral", "secret"];

export interface CardFigure {
  readonly name: string;
  /** The core status code (the badge's class). */
  readonly statusCode: FigureStatus;
  readonly status: string;
  readonly details: readonly string[];
  readonly effects: readonly string[];
}

export interface CardView {
  readonly attackId: string;
  readonly outcomeCode: string;
  readonly tone: OutcomeTone;
  readonly outcome: string;
  readonly reason: string | null;
  /** The attack options and decisions the scenario was resolved with (before the rule steps). */
  readonly choices: readonly string[];
  readonly steps: readonly string[];
  readonly figures: readonly CardFigure[];
  /** The same figures grouped by side, sides in the order the scenario lists them (figures of no known side last). */
  readonly sides: readonly { readonly side: string; readonly figures: readonly CardFigure[] }[];
  readonly clouds: readonly string[];
  readonly events: readonly string[];
  /** Each roll in words ("Wound roll for Kell", figures by token name), its tag (for scripting), dice and faces. */
  readonly rolls: readonly { readonly label: string; readonly tag: string; readonly dice: string; readonly faces: string }[];
  readonly canUndo: boolean;
  readonly undone: boolean;
  /** The picture of the throw as trusted <img> markup (card-picture.ts), or null. */
  readonly picture: string | null;
}

export function cardView(
  attackId: string,
  out: OutputDocument,
  format: Format,
  nameOf: (figureId: string) => string,
  opts: {
    readonly hasUndo: boolean;
    readonly undone: boolean;
    readonly scenario?: unknown;
    readonly picture?: string | null;
    /** Figures hidden from players: a choice line naming one is left out of the public card. */
    readonly hidden?: (figureId: string) => boolean;
  },
): CardView {
  /** A count in words: the singular form for exactly 1, else the plural. */
  const count = (n: number, one: string, other: string): string => format(n === 1 ? one : other, { n });
  const details = (a: OutputDocument["affected"][number]): string[] => {
    const d: string[] = [];
    if (a.wounds !== undefined) d.push(count(a.wounds, "ORDNANCE.Card.wounds.one", "ORDNANCE.Card.wounds.other"));
    if (a.toughness !== undefined) d.push(format("ORDNANCE.Card.toughness", { n: a.toughness }));
    if (a.injuries?.length) d.push(format("ORDNANCE.Card.injuries", { list: a.injuries.join(", ") }));
    if (a.injury !== undefined) d.push(format("ORDNANCE.Card.injury", { result: format(`ORDNANCE.Injury.${a.injury}`) }));
    if (a.blood !== undefined) d.push(count(a.blood, "ORDNANCE.Card.blood.one", "ORDNANCE.Card.blood.other"));
    if (a.suppression !== undefined) d.push(count(a.suppression, "ORDNANCE.Card.suppression.one", "ORDNANCE.Card.suppression.other"));
    return d;
  };
  const r2 = (v: number): number => Math.round(v * 100) / 100;
  // Core's notes name figures by id: the card names them as their tokens are named.
  const note = (n: { readonly key: string; readonly data?: NoteData }): string => format(n.key, n.data && namedData(n.data, nameOf));
  const figures = out.affected.map((a) => ({
    name: nameOf(a.figure),
    statusCode: a.status,
    status: format(`ORDNANCE.Status.${a.status}`),
    details: details(a),
    effects: a.notes.map(note),
  }));
  return {
    attackId,
    outcomeCode: out.outcome,
    tone: TONES[out.outcome],
    outcome: format(`ORDNANCE.Outcome.${out.outcome}`),
    reason: out.reason ? format(`ORDNANCE.Reason.${out.reason}`) : null,
    choices: choiceLines(opts.scenario, format, nameOf, opts.hidden),
    steps: out.notes.map(note),
    figures,
    sides: bySide(
      out.affected.map((a) => a.figure),
      figures,
      figureSides(opts.scenario),
      format,
    ),
    clouds: [
      ...out.clouds.placed.map((c) =>
        format("ORDNANCE.Card.cloudPlaced", { kind: format(`ORDNANCE.Cloud.${c.kind}`), radius: c.radius, x: r2(c.x), y: r2(c.y) }),
      ),
      ...out.clouds.moved.map((m) => format("ORDNANCE.Card.cloudMoved", { id: m.id, x: r2(m.x), y: r2(m.y) })),
      ...out.clouds.removed.map((id) => format("ORDNANCE.Card.cloudRemoved", { id })),
    ],
    events: out.events.map((e) => note(e.note)),
    rolls: out.rolls.map((r) => ({
      label: rollTagLabel(r.tag, (n) => format(n.key, n.data), nameOf),
      tag: r.tag,
      dice: r.dice,
      faces: r.faces.join(", "),
    })),
    canUndo: opts.hasUndo && !opts.undone,
    undone: opts.undone,
    picture: opts.picture ?? null,
  };
}

/** A note's data with each figure id (a string value: notes hold numbers otherwise) replaced by the figure's name. */
export function namedData(data: NoteData, nameOf: (figureId: string) => string): NoteData {
  const named: Record<string, NoteData[string]> = {};
  for (const [k, v] of Object.entries(data)) named[k] = typeof v === "string" ? nameOf(v) : v;
  return named;
}

/** Each figure's side in the scenario (`battlefield.figures[].side`), in the scenario's order. */
function figureSides(scenario: unknown): Map<string, string> {
  const sides = new Map<string, string>();
  const figures = isRecord(scenario) && isRecord(scenario["battlefield"]) ? scenario["battlefield"]["figures"] : undefined;
  if (Array.isArray(figures))
    for (const f of figures) if (isRecord(f) && typeof f["id"] === "string" && typeof f["side"] === "string") sides.set(f["id"], f["side"]);
  return sides;
}

/** The card's figures grouped by side: sides in the scenario's order, figures of no known side last under "". */
function bySide(
  ids: readonly string[],
  figures: readonly CardFigure[],
  sides: ReadonlyMap<string, string>,
  format: Format,
): { side: string; figures: CardFigure[] }[] {
  const order = [...new Set(sides.values()), ""];
  const groups = new Map<string, CardFigure[]>(order.map((s) => [s, []]));
  ids.forEach((id, i) => {
    const figure = figures[i];
    if (figure) groups.get(sides.get(id) ?? "")?.push(figure);
  });
  const label = (side: string): string =>
    side === "" ? format("ORDNANCE.Card.sideUnknown") : DISPOSITION_SIDES.includes(side) ? format(`ORDNANCE.Side.${side}`) : side;
  return order.flatMap((side) => {
    const members = groups.get(side) ?? [];
    return members.length ? [{ side: label(side), figures: members }] : [];
  });
}

/** Scenario `attack` fields that are not extras of a ruleset. */
const BASE_ATTACK = ["attacker", "weapon", "target", "blind"];
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * One line per attack option and decision in the scenario (GZG loader, Trench Crusade spends, Necromunda
 * marker offset and routes…), figures by their token's name, distances in inches — so a card says what
 * was chosen as well as what core did with it.
 */
export function choiceLines(
  scenario: unknown,
  format: Format,
  nameOf: (figureId: string) => string,
  hidden: (figureId: string) => boolean = () => false,
): string[] {
  if (!isRecord(scenario)) return [];
  /** Whether a value names a hidden figure (a figure id, in a list, or as a key of a per-figure map). */
  const namesHidden = (v: unknown): boolean =>
    typeof v === "string"
      ? hidden(v)
      : Array.isArray(v)
        ? v.some(namesHidden)
        : isRecord(v) && Object.entries(v).some(([k, x]) => hidden(k) || namesHidden(x));
  const choices = getRuleset(scenario["ruleset"] as RulesetId)?.choices ?? [];
  /** The descriptor's value shape (decisions first: an attack extra and a decision never share a name). */
  const shape = (key: string) => (findChoice(choices, "decisions", key) ?? findChoice(choices, "attack", key))?.value;
  const r2 = (v: unknown): string => (typeof v === "number" ? String(Math.round(v * 100) / 100) : String(v));
  const show = (key: string, v: unknown): string => {
    if (typeof v === "string" && shape(key) === "figure") return nameOf(v);
    if (Array.isArray(v) && v.every((x) => typeof x === "number")) return `(${v.map((x) => `${r2(x)}"`).join(", ")})`;
    if (Array.isArray(v))
      return v.map((x) => (typeof x === "string" ? nameOf(x) : show(key, x))).join(shape(key) === "route" ? " → " : ", ");
    if (isRecord(v))
      return Object.entries(v)
        .map(([id, x]) => `${nameOf(id)}: ${show(key, x)}`)
        .join("; ");
    if (typeof v === "boolean") return format(v ? "ORDNANCE.Card.yes" : "ORDNANCE.Card.no");
    return r2(v);
  };
  const lines: string[] = [];
  const attack = scenario["attack"];
  if (isRecord(attack))
    for (const [k, v] of Object.entries(attack))
      if (!BASE_ATTACK.includes(k) && !namesHidden(v))
        lines.push(format("ORDNANCE.Card.choice", { name: format(`ORDNANCE.Choice.${k}`), value: show(k, v) }));
  const decisions = scenario["decisions"];
  if (isRecord(decisions))
    for (const [k, v] of Object.entries(decisions))
      if (!namesHidden(v)) lines.push(format("ORDNANCE.Card.choice", { name: format(`ORDNANCE.Choice.${k}`), value: show(k, v) }));
  return lines;
}
