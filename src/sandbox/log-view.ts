// The resolution log: the outcome, every roll (in words, with its tag for scripting; dice, faces), every decision with
// who made it, every rule step and each affected figure's effects, all rendered from the output document through
// lang/en.json.

import { rollTagLabel, type OutputDocument } from "../core/index.js";
import { t, tKey, translate } from "./i18n.js";
import { html } from "./svg.js";
import { statusLabel } from "./result-layer.js";
import { type Decided, decidedValue, isFlag } from "./decision-flow.js";

/** The decisions of the resolution, each with who made it ("chosen by you", "decided by the automation"). */
function decidedList(decided: readonly Decided[], ruleset: string): HTMLElement {
  const words = { yes: tKey("ORDNANCE.Card.yes", "yes"), no: tKey("ORDNANCE.Card.no", "no"), none: t("Decided.none") };
  return html(
    "ul",
    { id: "decided", class: "decided" },
    ...decided.map((d) =>
      html(
        "li",
        { "data-tag": d.tag, "data-by": d.by },
        t(`Decided.${d.by}`, { what: rollTagLabel(d.tag, translate), value: decidedValue(d, words, isFlag(ruleset, d.tag)) }),
      ),
    ),
  );
}

export function renderLog(container: HTMLElement, output: OutputDocument | null, decided: readonly Decided[] = [], ruleset = ""): void {
  if (!output) {
    container.replaceChildren(html("p", { class: "muted" }, t("Log.empty")));
    return;
  }
  const outcome = tKey(`ORDNANCE.Outcome.${output.outcome}`, output.outcome);
  const head = html(
    "p",
    { class: `outcome outcome-${output.outcome}`, id: "outcome", "data-outcome": output.outcome },
    t("Log.outcome", { outcome }),
  );
  const parts: Node[] = [head];
  if (output.reason)
    parts.push(html("p", { class: "reason", "data-reason": output.reason }, tKey(`ORDNANCE.Reason.${output.reason}`, output.reason)));
  if (output.impact)
    parts.push(html("p", { id: "impact-text" }, t("Log.impact", { x: output.impact.x.toFixed(2), y: output.impact.y.toFixed(2) })));

  parts.push(html("h3", {}, t("Log.rolls")));
  const rolls = html(
    "table",
    { id: "rolls", class: "rolls" },
    html("thead", {}, html("tr", {}, html("th", {}, t("Log.roll")), html("th", {}, t("Log.dice")), html("th", {}, t("Log.faces")))),
  );
  const body = html("tbody");
  for (const r of output.rolls)
    body.append(
      html(
        "tr",
        { "data-tag": r.tag },
        html(
          "td",
          { class: "roll" },
          html("span", { class: "roll-label" }, rollTagLabel(r.tag, translate)),
          " ",
          html("code", { class: "roll-tag", title: t("Log.tag") }, r.tag),
        ),
        html("td", {}, r.dice),
        html("td", { class: "faces" }, r.faces.join(", ")),
      ),
    );
  if (!output.rolls.length) body.append(html("tr", {}, html("td", { colspan: 3, class: "muted" }, t("Log.noRolls"))));
  rolls.append(body);
  parts.push(rolls);

  if (decided.length) {
    parts.push(html("h3", {}, t("Decided.Title")));
    parts.push(decidedList(decided, ruleset));
  }

  parts.push(html("h3", {}, t("Log.steps")));
  parts.push(html("ol", { id: "log", class: "steps" }, ...output.log.map((line) => html("li", {}, line))));

  if (output.affected.length) {
    parts.push(html("h3", {}, t("Log.figures")));
    const list = html("ul", { id: "affected", class: "affected" });
    for (const a of output.affected) {
      list.append(
        html(
          "li",
          { "data-figure": a.figure, "data-status": a.status },
          html("strong", {}, a.figure),
          ` — ${statusLabel(a)} (${tKey(`ORDNANCE.Sandbox.Cause.${a.cause}`, a.cause)})`,
          html("ul", { class: "effects" }, ...a.effects.map((e) => html("li", {}, e))),
        ),
      );
    }
    parts.push(list);
  }

  const c = output.clouds;
  if (c.placed.length || c.removed.length || c.moved.length) {
    parts.push(html("h3", {}, t("Log.clouds")));
    const list = html("ul", { id: "cloud-changes" });
    for (const p of c.placed)
      list.append(
        html(
          "li",
          {},
          t("Log.cloudPlaced", {
            id: p.id,
            kind: t(`Cloud.${p.lethal ? "lethal" : p.kind}`),
            x: p.x.toFixed(1),
            y: p.y.toFixed(1),
            radius: p.radius,
          }),
        ),
      );
    for (const id of c.removed) list.append(html("li", {}, t("Log.cloudRemoved", { id })));
    for (const m of c.moved) list.append(html("li", {}, t("Log.cloudMoved", { id: m.id, x: m.x.toFixed(1), y: m.y.toFixed(1) })));
    parts.push(list);
  }
  if (output.events.length) {
    parts.push(html("h3", {}, t("Log.events")));
    parts.push(html("ul", { id: "events" }, ...output.events.map((e) => html("li", {}, `${e.figure}: ${translate(e.note)}`))));
  }
  container.replaceChildren(...parts);
}
