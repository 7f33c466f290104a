// What the sandbox page does: load a document, throw at the aim (with the opponent's scatter point
// when asked), end the round, undo, and the undoable edits of settings and the resolution order.

import {
  JsonTextError,
  type Scenario,
  getRuleset,
  loadScenario,
  parseJsonText,
  pictureOf,
  resolveScenario,
  withPresetWeapon,
} from "../core/index.js";
import { describeError, el, say, showError } from "./elements.js";
import { t, tKey, translate } from "./i18n.js";
import { attackAt, history, page, pointOf, remember, render } from "./page-state.js";
import { type ScatterChoice, bearingOf, learnScatter, opponentPicksPoint, pointAt, withScatterPoint } from "./scatter-pick.js";
import { type ScenarioDoc, clone } from "./scenario-doc.js";
import { type SessionState, applyOutput, attackDocument, newSession, nextSeed, upkeepDocument } from "./session.js";
import type { Point } from "./table-view.js";

/**
 * Loads a document if the core accepts it; otherwise shows the core's error and keeps the table. A
 * demo or a file starts a new history (Undo does not step back into another scenario or ruleset); the
 * JSON editor's document is an edit of the current one, and undoable.
 */
export function loadDoc(doc: unknown, source: string, fresh: boolean): boolean {
  let parsed: Scenario;
  try {
    parsed = loadScenario(doc);
  } catch (e) {
    showError(describeError(e, source));
    return false;
  }
  if (fresh) history.clear();
  else remember(t("Undid.edit"));
  page.choosing = null;
  // A bundled preset named as the weapon becomes its record, so the weapon menu and its ammunition work on it.
  const ruleset = getRuleset(parsed.ruleset);
  page.session = newSession((ruleset ? withPresetWeapon(doc as ScenarioDoc, ruleset) : doc) as ScenarioDoc);
  page.scenario = parsed;
  const target = parsed.attack?.target;
  page.aim = target ? (target.kind === "point" ? { x: target.point.x, y: target.point.y } : pointOf(target.figure)) : null;
  // A point aimed above the ground keeps its height (issue #30: a rooftop aim is not dropped to the street).
  page.aimZ = target?.kind === "point" ? target.point.z : 0;
  page.parkedAim = null;
  page.attackerChoice = parsed.attack?.attacker ?? null;
  page.weaponChoice = parsed.attack ? "scenario" : (getRuleset(parsed.ruleset)?.presets[0]?.id ?? "scenario");
  page.last = null;
  page.odds = null;
  showError(null);
  say(t("Log.loaded", { source }));
  render();
  return true;
}

export function loadText(text: string, source: string, fresh: boolean): boolean {
  let doc: unknown;
  try {
    doc = parseJsonText(text);
  } catch (e) {
    if (!(e instanceof JsonTextError)) throw e;
    const where = t("Error.badJsonAt", { source, line: e.line, column: e.column, error: e.detail });
    showError(e.comments ? `${where} ${t("Error.jsonComments")}` : where);
    return false;
  }
  return loadDoc(doc, source, fresh);
}

const seedValue = (): string | null => (el.seeded.checked ? el.seed.value.trim() || "sandbox" : null);

export function throwAt(at: Point | null): void {
  const { session } = page;
  if (!session || !at || page.choosing) return;
  const attack = attackAt(at);
  if (!attack) return;
  const doc = attackDocument(session, attack, nextSeed(session, seedValue()));
  if (opponentPicksPoint(doc.ruleset) && el.opponentScatter.checked) {
    // Resolve once without a scatter point to learn whether, how far and from where it scatters;
    // the same document and seed with the opponent's point rolls the same dice (the prompt rolls none).
    let choice: ScatterChoice | null;
    try {
      choice = learnScatter(doc, translate);
    } catch (e) {
      showError(describeError(e, t("Source.editor")));
      return;
    }
    if (choice?.arcs.some((a) => a.legal)) {
      const from = choice.fallback ? { x: choice.fallback[0], y: choice.fallback[1] } : choice.centre;
      page.choosing = { choice, bearing: Math.round(bearingOf(choice.centre, from)) % 360 };
      showError(null);
      say(t("Scatter.Choose", { inches: choice.radius, side: choice.chooser }));
      render();
      return;
    }
    if (choice) {
      resolveAndApply(choice.doc, "thrown");
      return;
    }
  }
  resolveAndApply(doc, "thrown");
}

/** The point on the scatter circle at the bearing being chosen, and whether the core accepts it. */
export function scatterPick(): { point: [number, number]; legal: boolean; why: string | null } | null {
  if (!page.choosing) return null;
  const { centre, radius, check } = page.choosing.choice;
  const point = pointAt(centre, radius, page.choosing.bearing);
  const why = check(point);
  return { point, legal: why === null, why };
}

/** The opponent picks the point at the current bearing: resolved with it as `decisions.scatterPoint`. */
export function pickScatter(): void {
  const pick = scatterPick();
  if (!page.choosing || !pick) return;
  if (pick.why !== null) {
    say(t("Scatter.Illegal", { reason: pick.why }));
    return;
  }
  const { choice } = page.choosing;
  page.choosing = null;
  resolveAndApply(withScatterPoint(choice.doc, pick.point), "thrown");
}

/** Escape: the automation policy's point, i.e. the learning resolution's own document. */
export function cancelScatter(): void {
  if (!page.choosing) return;
  const { choice } = page.choosing;
  page.choosing = null;
  resolveAndApply(choice.doc, "thrown");
  say(`${el.status.textContent} ${t("Scatter.Cancelled")}`);
}

export function endRound(): void {
  if (!page.session) return;
  // A scatter point still being chosen belongs to the throw before the round ends: the automation picks it.
  cancelScatter();
  const session = page.session;
  resolveAndApply(upkeepDocument(session, nextSeed(session, seedValue())), "upkeep");
}

function resolveAndApply(doc: ScenarioDoc, kind: "thrown" | "upkeep"): void {
  const { session, scenario } = page;
  if (!session || !scenario) return;
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
  };
  showError(null);
  say(done);
  render();
}

export function undoLast(): void {
  const prev = history.pop();
  if (!prev) return;
  page.session = prev.session;
  page.scenario = loadScenario(prev.session.doc);
  page.choosing = null;
  page.last = prev.last;
  showError(null);
  say(t("Log.undone", { what: prev.what }));
  render();
}

/** Makes an edited copy of the session current (undoable as `what`) if its document still loads; shows the error if not. */
function adoptEdit(next: SessionState, what: string): boolean {
  let parsed: Scenario;
  try {
    parsed = loadScenario(next.doc);
  } catch (e) {
    showError(describeError(e, t("Source.editor")));
    return false;
  }
  remember(what);
  page.session = next;
  page.scenario = parsed;
  showError(null);
  return true;
}

/** Writes a resolution order into the scenario's decisions (undoable); null removes it. */
export function setOrder(order: string[] | null): void {
  if (!page.session) return;
  cancelScatter();
  const next = clone(page.session);
  const decisions = { ...(next.doc.decisions ?? {}) };
  if (order) decisions["resolutionOrder"] = order;
  else delete decisions["resolutionOrder"];
  if (Object.keys(decisions).length) next.doc.decisions = decisions;
  else delete next.doc.decisions;
  if (adoptEdit(next, t("Undid.order"))) render();
}

export function changeSetting(key: string, value: unknown): void {
  if (!page.session) return;
  cancelScatter();
  const next = clone(page.session);
  const settings = Object.fromEntries(Object.entries(next.doc.settings ?? {}).filter(([k]) => k !== key));
  if (value !== undefined) settings[key] = value;
  if (Object.keys(settings).length) next.doc.settings = settings;
  else delete next.doc.settings;
  if (adoptEdit(next, t("Undid.setting", { key }))) render();
}
