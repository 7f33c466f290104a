// What the sandbox page does: load a document, throw at the aim (asking the players' decisions when the page is
// set to, decide.ts), end the round, undo, and the undoable edits of settings and the resolution order.

import { JsonTextError, type Scenario, getRuleset, loadScenario, parseJsonText, withPresetWeapon } from "../core/index.js";
import { resolveAndApply } from "./apply-result.js";
import { beginDecisions, dropDecisions, settleDecisions } from "./decide.js";
import { asksWhileResolving } from "./decision-flow.js";
import { describeError, el, say, showError } from "./elements.js";
import { t } from "./i18n.js";
import { attackAt, history, page, pointOf, remember, render } from "./page-state.js";
import { opponentPicksPoint } from "./scatter-pick.js";
import { type ScenarioDoc, clone } from "./scenario-doc.js";
import { type SessionState, attackDocument, newSession, nextSeed, upkeepDocument } from "./session.js";
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
  dropDecisions();
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
  if (!session || !at || page.flow) return;
  const attack = attackAt(at);
  if (!attack) return;
  const doc = attackDocument(session, attack, nextSeed(session, seedValue()));
  const flags = {
    scatter: opponentPicksPoint(doc.ruleset) && el.opponentScatter.checked,
    spends: asksWhileResolving(doc.ruleset) && el.askDecisions.checked,
    routes: asksWhileResolving(doc.ruleset) && el.askDecisions.checked,
  };
  if (!flags.scatter && !flags.spends && !flags.routes) {
    resolveAndApply(doc, "thrown");
    return;
  }
  // The opponent picks the scatter point even where the document gives one (the page asks it).
  if (flags.scatter && doc.decisions) {
    delete doc.decisions["scatterPoint"];
    if (!Object.keys(doc.decisions).length) delete doc.decisions;
  }
  beginDecisions(doc, flags);
}

export function endRound(): void {
  if (!page.session) return;
  // Decisions still being asked belong to the throw before the round ends: the automation makes them.
  settleDecisions();
  const session = page.session;
  resolveAndApply(upkeepDocument(session, nextSeed(session, seedValue())), "upkeep");
}

export function undoLast(): void {
  // A throw still waiting for its decisions was never applied: Undo takes it back, and nothing before it.
  if (page.flow) {
    dropDecisions();
    showError(null);
    say(t("Decide.Dropped"));
    render();
    return;
  }
  const prev = history.pop();
  if (!prev) return;
  page.session = prev.session;
  page.scenario = loadScenario(prev.session.doc);
  dropDecisions();
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
  settleDecisions();
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
  settleDecisions();
  const next = clone(page.session);
  const settings = Object.fromEntries(Object.entries(next.doc.settings ?? {}).filter(([k]) => k !== key));
  if (value !== undefined) settings[key] = value;
  if (Object.keys(settings).length) next.doc.settings = settings;
  else delete next.doc.settings;
  if (adoptEdit(next, t("Undid.setting", { key }))) render();
}
