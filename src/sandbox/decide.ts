// A throw waiting for the players' decisions on the page (issue #27 item 4): each decision the page asks — the
// opponent's scatter point, a spend, a Running for Cover route — is found by a learning resolution, asked, and written
// into the throw's `decisions`; one the player leaves to the automation is decided by its policy. Once none is left
// the document is resolved and applied, and the log says who made each decision.

import { type PointAnswer, rollTagLabel } from "../core/index.js";
import { resolveAndApply } from "./apply-result.js";
import { type AskFlags, type Asked, nextDecision, withAnswer } from "./decision-flow.js";
import { describeError, el, say, showError } from "./elements.js";
import { t, translate } from "./i18n.js";
import { page, render, scheduleRender } from "./page-state.js";
import { firstCandidate, routeChoiceOf, snapRoute } from "./route-pick.js";
import { bearingOf, pointAt, scatterChoiceOf } from "./scatter-pick.js";
import type { ScenarioDoc } from "./scenario-doc.js";
import { readCount, spendView } from "./spend-view.js";

const format = (key: string, data?: Record<string, string | number>): string => translate({ key, ...(data ? { data } : {}) });

/** Starts asking the decisions of the throw `doc` (the ones `flags` asks); resolves it at once when there are none. */
export function beginDecisions(doc: ScenarioDoc, flags: AskFlags): void {
  page.flow = { doc, left: new Set(), chosen: new Map(), flags };
  advance();
}

/** The question being asked, if any. */
export function currentQuestion(): Asked | null {
  if (page.spending) return page.spending.prompt;
  if (page.choosing) return page.choosing.prompt;
  if (page.routing) return page.routing.choice.prompt;
  return null;
}

/**
 * Finds the next decision to ask and shows it; a scatter point with no legal stretch is left to the automation. With
 * none left, the throw is resolved with the decisions made. True when the throw was resolved (or abandoned on an error).
 */
function advance(): boolean {
  const flow = page.flow;
  if (!flow) return true;
  page.choosing = null;
  page.spending = null;
  page.routing = null;
  for (;;) {
    let found;
    try {
      found = nextDecision(flow.doc, flow.left, flow.flags, translate);
    } catch (e) {
      page.flow = null;
      showError(describeError(e, t("Source.editor")));
      render();
      return true;
    }
    if (!found) {
      page.flow = null;
      resolveAndApply(flow.doc, "thrown", flow.chosen);
      return true;
    }
    const { prompt, output } = found;
    showError(null);
    if (prompt.kind === "count") {
      const view = spendView(prompt, format);
      page.spending = { prompt, view };
      say(t("Decide.Ask", { who: view.chooser, what: rollTagLabel(prompt.tag, translate) }));
      render();
      return false;
    }
    const route = prompt.route === true ? routeChoiceOf(prompt) : null;
    if (route) {
      page.routing = { choice: route, point: firstCandidate(route) };
      const who = prompt.askOf === undefined ? prompt.chooser : t("Decide.owner", { figure: prompt.askOf, side: prompt.chooser });
      say(t("Route.Choose", { figure: route.figure, inches: route.ground.distance, who }));
      render();
      return false;
    }
    const choice = prompt.route === true ? null : scatterChoiceOf(flow.doc, prompt, output);
    if (choice?.arcs.some((a) => a.legal)) {
      const from = choice.fallback ? { x: choice.fallback[0], y: choice.fallback[1] } : choice.centre;
      page.choosing = { choice, prompt, bearing: Math.round(bearingOf(choice.centre, from)) % 360 };
      say(t("Scatter.Choose", { inches: choice.radius, side: choice.chooser }));
      render();
      return false;
    }
    // Nothing to pick from (no legal stretch of the circle, a route without its ground): the automation decides.
    flow.left.add(prompt.tag);
  }
}

/** The player's answer to the question being asked: written into the throw's decisions, then the next one. */
function answer(prompt: Asked, value: number | PointAnswer): void {
  const flow = page.flow;
  if (!flow) return;
  flow.doc = withAnswer(flow.doc, prompt, value);
  flow.chosen.set(prompt.tag, { prompt, value });
  advance();
}

/** The question being asked is left to the automation's policy; the status says so. */
export function leaveToAutomation(): void {
  const flow = page.flow;
  const prompt = currentQuestion();
  if (!flow || !prompt) return;
  flow.left.add(prompt.tag);
  const note =
    prompt.kind === "point" && prompt.route !== true
      ? t("Scatter.Cancelled")
      : t("Decide.Left", { what: rollTagLabel(prompt.tag, translate) });
  const resolved = advance();
  say(resolved ? `${el.status.textContent} ${note}` : `${note} ${el.status.textContent}`);
}

/** Every decision still to ask is left to the automation and the throw resolved (before the round ends, a setting changes…). */
export function settleDecisions(): void {
  const flow = page.flow;
  if (!flow) return;
  flow.flags = { scatter: false, spends: false, routes: false };
  advance();
}

/** Abandons the throw being decided (a new document, Undo): nothing is resolved. */
export function dropDecisions(): void {
  page.flow = null;
  page.choosing = null;
  page.spending = null;
  page.routing = null;
}

/** The fighter's player picks the candidate way point (always on the legal ground): written as its route. */
export function pickRoute(): void {
  const routing = page.routing;
  if (routing) answer(routing.choice.prompt, routing.point);
}

/** Moves the route's candidate to the legal point nearest `p` in its direction (a pointer, a keyboard step). */
export function moveRoute(p: readonly [number, number]): void {
  const routing = page.routing;
  if (!routing) return;
  routing.point = snapRoute(routing.choice, p);
  scheduleRender();
}

/** The spend panel's answer; out of range, the panel keeps asking and says why. */
export function answerSpend(value: number): void {
  const spending = page.spending;
  if (!spending) return;
  const { view, prompt } = spending;
  const count = readCount(value, view);
  if (count === null) say(t("Decide.OutOfRange", { min: view.min, max: view.max }));
  else answer(prompt, count);
}

/** The point on the scatter circle at the bearing being chosen, and whether the core accepts it. */
export function scatterPick(): { point: [number, number]; legal: boolean; why: string | null } | null {
  if (!page.choosing) return null;
  const { centre, radius, check } = page.choosing.choice;
  const point = pointAt(centre, radius, page.choosing.bearing);
  const why = check(point);
  return { point, legal: why === null, why };
}

/** The opponent picks the point at the current bearing: written as `decisions.scatterPoint`; an illegal one waits. */
export function pickScatter(): void {
  const pick = scatterPick();
  if (!page.choosing || !pick) return;
  if (pick.why !== null) {
    say(t("Scatter.Illegal", { reason: pick.why }));
    return;
  }
  answer(page.choosing.prompt, pick.point);
}
