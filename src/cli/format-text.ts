// `--format text`: a human-readable account of a resolution (outcome, rolls, each rule step, each
// figure's result, clouds, follow-ups) and of odds (small aligned tables), every word from lang/en.json.

import { rollTagLabel, type OddsSummary, type OutputDocument, type Translate } from "../core/index.js";

type Say = (key: string, data?: Record<string, string | number>) => string;

/** Words of the text format: `ORDNANCE.CLI.Text.<key>`, any other key with a fallback when missing. */
function sayer(translate: Translate): { say: Say; word: (key: string, fallback: string) => string } {
  const say: Say = (key, data) => translate({ key: `ORDNANCE.CLI.Text.${key}`, ...(data ? { data } : {}) });
  const word = (key: string, fallback: string): string => {
    const text = translate({ key });
    return text.startsWith(key) ? fallback : text;
  };
  return { say, word };
}

const xy = (p: { x: number; y: number }): string => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
const pct = (v: number): string => `${String(Math.round(v * 100))}%`;

/** Rows as aligned columns: every column as wide as its widest cell, numbers right-aligned. */
export function table(rows: readonly (readonly string[])[], indent = "  "): string[] {
  const width = (i: number): number => Math.max(...rows.map((r) => (r[i] ?? "").length));
  return rows.map(
    (r) =>
      indent +
      r
        .map((cell, i) => (i > 0 && /^[\d.]+%?$/.test(cell) ? cell.padStart(width(i)) : cell.padEnd(width(i))))
        .join("  ")
        .trimEnd(),
  );
}

/** The account of one resolution, as a gamer reads it at the table. */
export function resolutionText(output: OutputDocument, translate: Translate): string {
  const { say, word } = sayer(translate);
  const lines: string[] = [say("outcome", { outcome: word(`ORDNANCE.Outcome.${output.outcome}`, output.outcome) })];
  if (output.reason) lines.push(say("reason", { reason: word(`ORDNANCE.Reason.${output.reason}`, output.reason) }));
  if (output.aim && output.impact) {
    const off = Math.hypot(output.impact.x - output.aim.x, output.impact.y - output.aim.y);
    lines.push(say("aimImpact", { aim: xy(output.aim), impact: xy(output.impact), inches: off.toFixed(1) }));
  } else if (output.impact) lines.push(say("impact", { impact: xy(output.impact) }));

  lines.push("", say("rolls"));
  if (output.rolls.length)
    lines.push(...table(output.rolls.map((r) => [rollTagLabel(r.tag, translate), r.tag, r.dice, r.faces.join(", ")])));
  else lines.push(`  ${say("noRolls")}`);

  lines.push("", say("steps"));
  output.log.forEach((line, i) => lines.push(`  ${String(i + 1)}. ${line}`));

  if (output.affected.length) {
    lines.push("", say("figures"));
    for (const a of output.affected) {
      const status = word(`ORDNANCE.Status.${a.status}`, a.status);
      const cause = word(`ORDNANCE.Sandbox.Cause.${a.cause}`, a.cause);
      lines.push(`  ${say("figure", { figure: a.figure, status, cause, position: xy(a.position) })}`);
      for (const e of a.effects) lines.push(`    - ${e}`);
    }
  }
  const c = output.clouds;
  if (c.placed.length || c.removed.length || c.moved.length) {
    lines.push("", say("clouds"));
    for (const p of c.placed)
      lines.push(`  ${say("cloudPlaced", { id: p.id, kind: word(`ORDNANCE.Cloud.${p.kind}`, p.kind), at: xy(p), radius: p.radius })}`);
    for (const id of c.removed) lines.push(`  ${say("cloudRemoved", { id })}`);
    for (const m of c.moved) lines.push(`  ${say("cloudMoved", { id: m.id, at: xy(m) })}`);
  }
  if (output.events.length) {
    lines.push("", say("events"));
    for (const e of output.events) lines.push(`  ${e.figure}: ${translate(e.note)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The odds as two small tables: outcomes by share, then each figure's chance to be hit and taken out. */
export function oddsText(summary: OddsSummary, translate: Translate): string {
  const { say, word } = sayer(translate);
  const lines = [say("oddsTitle", { trials: summary.trials }), ""];
  const outcomes = Object.entries(summary.outcomes).sort((a, b) => b[1] - a[1]);
  lines.push(
    ...table([[say("outcomeColumn"), say("shareColumn")], ...outcomes.map(([k, v]) => [word(`ORDNANCE.Outcome.${k}`, k), pct(v)])]),
  );
  const figures = Object.entries(summary.figures).sort((a, b) => b[1].hit - a[1].hit || a[0].localeCompare(b[0]));
  if (figures.length) {
    lines.push("");
    lines.push(
      ...table([
        [say("figureColumn"), say("hitColumn"), say("ooaColumn")],
        ...figures.map(([id, f]) => [id, pct(f.hit), pct(f.outOfAction)]),
      ]),
    );
  } else lines.push("", `  ${say("nobodyHit")}`);
  if (summary.impact.meanDeviation !== null) lines.push("", say("meanDeviation", { inches: summary.impact.meanDeviation.toFixed(1) }));
  return `${lines.join("\n")}\n`;
}
