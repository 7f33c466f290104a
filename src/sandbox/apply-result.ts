// Resolves a throw's or an upkeep's document and applies it to the session: the core's output, the picture drawn
// from the table as it stood, the undo step, and who made each decision of the resolution (the player on the page,
// the automation, or the document).

import { type Scenario, loadScenario, pictureOf, resolveScenario } from "../core/index.js";
import { type Chosen, whoDecided } from "./decision-flow.js";
import { describeError, say, showError } from "./elements.js";
import { t, tKey, translate } from "./i18n.js";
import { page, remember, render } from "./page-state.js";
import type { ScenarioDoc } from "./scenario-doc.js";
import { applyOutput } from "./session.js";

/**
 * Resolves `doc` and, unless the rules refuse the throw, applies it. `chosen`: the decisions the player made on the
 * page (written into `doc.decisions`) by prompt tag, so the log says who made each one.
 */
export function resolveAndApply(doc: ScenarioDoc, kind: "thrown" | "upkeep", chosen: ReadonlyMap<string, Chosen> = new Map()): void {
  const { session } = page;
  if (!session || !page.scenario) return;
  let output;
  try {
    output = resolveScenario(doc, { translate }).output;
  } catch (e) {
    showError(describeError(e, t("Source.editor")));
    return;
  }
  // A throw the rules refuse (an illegal aim, no ammunition or uses left) is no throw: nothing is applied,
  // counted or put on the undo history; the page says why.
  if (kind === "thrown" && output.outcome === "ILLEGAL") {
    const reason = output.reason ? tKey(`ORDNANCE.Reason.${output.reason}`, output.reason) : output.log.join(" ");
    showError(t("Refused", { reason }));
    say(t("Refused", { reason }));
    render();
    return;
  }
  // Drawn from the table as it stood before the resolution.
  const picture = pictureOf(doc, output);
  const next = applyOutput(session, doc, output);
  // A resolution order chosen in the panel is for one throw.
  if (kind === "thrown" && next.doc.decisions && "resolutionOrder" in next.doc.decisions) {
    delete next.doc.decisions["resolutionOrder"];
    if (!Object.keys(next.doc.decisions).length) delete next.doc.decisions;
  }
  let parsed: Scenario;
  try {
    parsed = loadScenario(next.doc);
  } catch (e) {
    showError(describeError(e, t("Source.editor")));
    return;
  }
  const outcome = tKey(`ORDNANCE.Outcome.${output.outcome}`, output.outcome);
  const done = kind === "thrown" ? t("Log.thrown", { n: next.throws, outcome }) : t("Log.upkeep", { n: session.round, next: next.round });
  remember(kind === "thrown" ? t("Undid.throw", { n: next.throws, outcome }) : t("Undid.upkeep", { n: session.round }));
  page.session = next;
  page.scenario = parsed;
  page.last = {
    resolved: doc,
    output,
    picture,
    aim: page.aim,
    decided: kind === "thrown" ? whoDecided(doc, chosen) : [],
  };
  showError(null);
  say(done);
  render();
}
