// Authority by authorship (docs/foundry.md "Trust"): the undo history, Export, replay, recovery and the card's
// buttons read only records and cards a GM user wrote (Foundry's server lets a player create a chat message only as
// its own author and update only its own, common/documents/chat-message.mjs `BaseChatMessage`), and a record only
// when its undo steps are the exact inverse of its applied steps, on documents and fields the module writes.
// Anything else is ignored and reported to the GM once. Pure over plain message views.

import type { AttackRecord } from "../platform/flags.js";
import type { Step } from "../pipeline/operation-plan.js";
import type { CardFlag } from "./card-record.js";

/** A chat message as this module reads it: its id, its author (`message.author.id`) and its Ordnance flags. */
export interface MessageView {
  readonly id: string;
  readonly authorId: string | null;
  /** `flags.ordnance.card` (a public card). */
  readonly card?: CardFlag | undefined;
  /** `flags.ordnance.attack` (a GM-only record). */
  readonly record?: AttackRecord | undefined;
}

/** A message the module will act on: the record and the message holding it. */
export interface Trusted {
  readonly record: AttackRecord;
  readonly recordMessage: MessageView;
}

/** Why a message carrying Ordnance's flags is ignored (the report's `problem`). */
export interface Untrusted {
  readonly message: MessageView;
  readonly problem: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Fields the module updates, per document type (apply-outcome.ts, status-effect-steps.ts, scene-flags.ts). */
const UPDATED: Readonly<Record<string, ReadonlySet<string>>> = {
  Token: new Set(["x", "y", "elevation", "flags"]),
  Actor: new Set(["flags"]),
  Tile: new Set(["x", "y"]),
  Wall: new Set(["c"]),
  Scene: new Set(["flags"]),
  ActiveEffect: new Set(["name", "img", "statuses"]),
};
/** Documents the module creates (and so may delete on undo), and those it deletes (and so may recreate). */
const CREATED = new Set(["MeasuredTemplate", "Region", "Tile", "Wall", "ActiveEffect"]);
const DELETED = new Set(["Tile", "Wall", "ActiveEffect"]);
/** An ActiveEffect's fields as the module creates it: a status display, never `changes` to an actor's data. */
const EFFECT_FIELDS = new Set(["_id", "name", "img", "statuses", "disabled", "transfer", "flags"]);

const idOf = (row: unknown): string | null => (isRecord(row) && typeof row["_id"] === "string" ? row["_id"] : null);
const sameIds = (a: readonly (string | null)[], b: readonly (string | null)[]): boolean =>
  a.length === b.length && a.every((id, i) => id !== null && id === b[i]);
const keys = (row: Record<string, unknown>): string[] => Object.keys(row).filter((k) => k !== "_id");
/** Only the module's own scope: `flags.ordnance` or its deletion. */
const ownFlags = (row: Record<string, unknown>): boolean =>
  !("flags" in row) || (isRecord(row["flags"]) && Object.keys(row["flags"]).every((k) => k === "ordnance" || k === "-=ordnance"));
/** A document the module made: it carries `flags.ordnance`. */
const marked = (row: unknown): boolean => isRecord(row) && isRecord(row["flags"]) && isRecord(row["flags"]["ordnance"]);
const effectShape = (name: string, row: unknown): boolean =>
  name !== "ActiveEffect" || (isRecord(row) && Object.keys(row).every((k) => EFFECT_FIELDS.has(k)));

/** Why `b` is not the exact inverse of `f` on the module's own documents and fields; null when it is. */
export function pairProblem(f: Step, b: Step, sceneId: string): string | null {
  if (f.name !== b.name) return "name";
  if (JSON.stringify("parent" in f ? f.parent : null) !== JSON.stringify("parent" in b ? b.parent : null)) return "parent";
  if (f.op === "create") {
    if (!CREATED.has(f.name) || b.op !== "delete") return "op";
    const rows = f.data as readonly unknown[];
    if (!sameIds(rows.map(idOf), b.ids)) return "ids";
    return rows.every((r) => marked(r) && effectShape(f.name, r)) ? null : "data";
  }
  if (f.op === "delete") {
    if (!DELETED.has(f.name) || b.op !== "create") return "op";
    const rows = b.data as readonly unknown[];
    if (!sameIds(f.ids, rows.map(idOf))) return "ids";
    return rows.every((r) => marked(r) && effectShape(f.name, r)) ? null : "data";
  }
  if (f.op === "move") {
    if (b.op !== "update") return "op";
    const rows = b.data as readonly unknown[];
    if (
      !sameIds(
        f.moves.map((m) => m._id),
        rows.map(idOf),
      )
    )
      return "ids";
    return rows.every((r) => isRecord(r) && keys(r).every((k) => k === "x" || k === "y" || k === "elevation")) ? null : "data";
  }
  const allowed = UPDATED[f.name];
  if (!allowed || b.op !== "update") return "op";
  const fr = f.data as readonly unknown[];
  const br = b.data as readonly unknown[];
  if (!sameIds(fr.map(idOf), br.map(idOf))) return "ids";
  if (f.name === "Scene" && fr.some((r) => idOf(r) !== sceneId)) return "scene";
  for (let i = 0; i < fr.length; i++) {
    const x = fr[i];
    const y = br[i];
    if (!isRecord(x) || !isRecord(y)) return "data";
    const kx = keys(x).sort();
    const ky = keys(y).sort();
    if (JSON.stringify(kx) !== JSON.stringify(ky) || !kx.every((k) => allowed.has(k)) || !ownFlags(x) || !ownFlags(y)) return "fields";
  }
  return null;
}

/** Why a record's undo is not the exact inverse of its applied steps; null when it is. */
export function inverseProblem(record: AttackRecord): string | null {
  if (record.undo === null) return null;
  if (record.undo.sceneId !== record.sceneId) return "undo.sceneId";
  const applied: readonly Step[] = Array.isArray(record.applied) ? record.applied : [];
  const undo: readonly Step[] = Array.isArray(record.undo.steps) ? record.undo.steps : [];
  if (applied.length !== undo.length || applied.length === 0) return "undo.steps";
  for (const [i, f] of applied.entries()) {
    const b = undo[applied.length - 1 - i];
    const problem = b ? pairProblem(f, b, record.sceneId) : "undo.steps";
    if (problem) return `applied[${String(i)}].${problem}`;
  }
  return null;
}

/** A record message the module may act on, or why not. */
export function checkRecord(m: MessageView, isGM: (userId: string) => boolean): Trusted | Untrusted {
  const record = m.record;
  if (!record || !isRecord(record)) return { message: m, problem: "record" };
  if (m.authorId === null || !isGM(m.authorId)) return { message: m, problem: "author" };
  const inverse = inverseProblem(record);
  return inverse ? { message: m, problem: inverse } : { record, recordMessage: m };
}

/**
 * The record behind a message: the message itself when it is a record, else the record its card names — the card
 * GM-authored, the record GM-authored with the card's attack and scene. Null for a message without Ordnance flags.
 */
export function trustedRecordOf(
  m: MessageView,
  byId: (id: string) => MessageView | undefined,
  isGM: (userId: string) => boolean,
): Trusted | Untrusted | null {
  if (m.record) return checkRecord(m, isGM);
  const card = m.card;
  if (!card) return null;
  if (m.authorId === null || !isGM(m.authorId)) return { message: m, problem: "cardAuthor" };
  const recordMessage = card.recordId ? byId(card.recordId) : undefined;
  if (!recordMessage) return { message: m, problem: "noRecord" };
  const checked = checkRecord(recordMessage, isGM);
  if (!("record" in checked)) return checked;
  if (checked.record.attackId !== card.attackId || checked.record.sceneId !== card.sceneId) return { message: m, problem: "cardRecord" };
  return checked;
}

/** Reports each ignored message once per client session (to the GM: a localized warning in Foundry). */
export class ReportOnce {
  private readonly seen = new Set<string>();
  constructor(private readonly report: (ignored: Untrusted) => void) {}
  /** Passes trusted results through; reports an untrusted one the first time and returns null. */
  check(result: Trusted | Untrusted | null): Trusted | null {
    if (result === null) return null;
    if ("record" in result) return result;
    if (!this.seen.has(result.message.id)) {
      this.seen.add(result.message.id);
      this.report(result);
    }
    return null;
  }
}
