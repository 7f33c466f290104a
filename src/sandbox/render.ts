// Draws the sandbox page from its state: the menus, the aim and the core's verdict on it, the table,
// the resolution order, live odds, the log, the documents, the JSON editor (never over unsaved edits)
// and the settings panel.

import { AimScenarios, type OddsSummary, RULESETS, type Scenario, getRuleset } from "../core/index.js";
import { opponentPicksPoint } from "./scatter-pick.js";
import { changeSetting } from "./actions.js";
import { currentQuestion, scatterPick } from "./decide.js";
import { asksWhileResolving } from "./decision-flow.js";
import { blastRadius, rangeRings } from "./aim-hints.js";
import { type AimVerdict, aimVerdict } from "./aim-legality.js";
import { el, fillSelect, showError } from "./elements.js";
import { t, tKey, translate } from "./i18n.js";
import { renderLog } from "./log-view.js";
import { ODDS_SEED, ODDS_TRIALS, type OddsClient } from "./odds-client.js";
import { renderOrder } from "./order-panel.js";
import { leftToPolicy } from "./policy-note.js";
import { type LastResult, aimIsLastThrow, attackAt, attackerId, chosenWeapon, history, page, snap } from "./page-state.js";
import { type ScenarioDoc, toJson } from "./scenario-doc.js";
import type { SessionState } from "./session.js";
import { renderSettings } from "./settings-panel.js";
import { renderSpend } from "./spend-panel.js";
import { heatLegend } from "./heat-map.js";
import { renderSuggestion } from "./suggest-panel.js";
import type { DecisionOverlay, RouteOverlay } from "./decision-layer.js";
import { html } from "./svg.js";
import type { TableView } from "./table-view.js";

let renderedSettings = "";
/** A setting changed from the panel itself: its controls stay (and keep focus) when the page redraws. */
let keepSettingsPanel = false;
/** The text the editor was last filled with: anything else in it is the user's unsaved edit. */
let editorText = "";
/** The core's verdict on the current aim, computed once per aimed document. */
let verdict: { key: string; value: AimVerdict | null } = { key: "", value: null };
/** The verdict's parse of the table, kept while only the aim moves. */
const verdictAims = new AimScenarios();
/** A number per session state (states are replaced, never changed), so an aim's key needs no copy of the table. */
const stateIds = new WeakMap<SessionState, number>();
let lastStateId = 0;
/** The editor's JSON of the last document shown, made once per document. */
let shownJson: { doc: ScenarioDoc | null; json: string } = { doc: null, json: "" };
/** The last resolution whose documents are shown (a big table's are written out once). */
let shownResult: LastResult | null | undefined;

function stateId(state: SessionState): number {
  let id = stateIds.get(state);
  if (id === undefined) stateIds.set(state, (id = ++lastStateId));
  return id;
}

/** The document's JSON as the editor shows it (a big table is serialised once, not on every aim move). */
function jsonOf(doc: ScenarioDoc): string {
  if (shownJson.doc !== doc) shownJson = { doc, json: toJson(doc) };
  return shownJson.json;
}

/** The editor's text as last read or written; null once the user typed (it is read again at the next render). */
let editorValue: string | null = null;
/** The document's JSON the editor was last synced with. */
let syncedJson = "";

/** The user edited the JSON: its text is read again (a big table's text is not copied out on every aim move). */
export function editorInput(): void {
  editorValue = null;
}

/** Fills the JSON editor with the current document, replacing whatever is in it (load, revert). */
export function resetEditor(): void {
  editorText = page.session ? jsonOf(page.session.doc) : "";
  el.json.value = editorText;
  editorValue = editorText;
  el.jsonState.hidden = true;
}

/** The JSON editor follows the document unless it holds unsaved edits, which are kept and flagged. */
function syncEditor(): void {
  if (!page.session) return;
  const current = jsonOf(page.session.doc);
  if (editorValue !== null && current === syncedJson) return;
  syncedJson = current;
  editorValue ??= el.json.value;
  const dirty = editorValue !== editorText;
  if (!dirty && editorValue !== current) {
    editorText = current;
    el.json.value = current;
    editorValue = current;
  }
  el.jsonState.hidden = !dirty || editorValue === current;
}

function describeVerdict(v: AimVerdict | null): void {
  el.aimVerdict.hidden = !v || v.legal;
  el.table.dataset["aimLegal"] = String(!v || v.legal);
  if (!v || v.legal || !v.output) return;
  const reason = v.reason ? tKey(`ORDNANCE.Reason.${v.reason}`, v.reason) : "";
  el.aimVerdict.dataset["reason"] = v.reason ?? "";
  const measured = v.output.log.filter((line) => line !== reason);
  el.aimVerdict.replaceChildren(
    html("strong", {}, t("AimIllegal")),
    ` ${reason}`,
    // What the core measured (e.g. the range); a log line that only repeats the reason is left out.
    ...(measured.length ? [html("span", { class: "muted" }, ` (${measured.join(" ")})`)] : []),
  );
}

/** The first dice (roll tags) that tell players something before the throw, with their words. */
const FIRST_DIE_NOTES: Readonly<Record<string, string>> = {
  // GZG: a shot at a point the firer cannot see (or declared blind) rolls the blind deviation die first.
  "G.blind": "ORDNANCE.Sandbox.FirstDie.blind",
};

/** What an allowed aim's first die says is coming, when it is one of FIRST_DIE_NOTES. */
function describeFirstDie(v: AimVerdict | null, attacker: string | null): void {
  const die = v?.legal ? v.firstDie : null;
  const key = die ? FIRST_DIE_NOTES[die.tag] : undefined;
  const text = die && key ? translate({ key, data: { attacker: attacker ?? "?", sides: die.sides } }) : "";
  el.aimNote.hidden = !text;
  el.aimNote.dataset["die"] = text && die ? die.tag : "";
  el.aimNote.textContent = text;
}

export function renderPage(view: TableView, oddsClient: OddsClient): void {
  const { session, scenario, aim, choosing, last } = page;
  if (!session || !scenario) return;
  const doc = session.doc;
  const ruleset = getRuleset(scenario.ruleset);
  if (!ruleset) return;
  fillSelect(
    el.ruleset,
    RULESETS.map((r) => ({ value: r.id, label: tKey(`ORDNANCE.Sandbox.RulesetName.${r.id}`, r.id) })),
    scenario.ruleset,
  );
  const attacker = attackerId();
  fillSelect(
    el.attacker,
    scenario.battlefield.figures.map((f) => ({ value: f.id, label: `${f.id} (${f.side})` })),
    attacker ?? "",
  );
  const weapons = [
    ...(session.scenarioWeapon
      ? [
          {
            value: "scenario",
            label: t("WeaponScenario", { name: typeof session.scenarioWeapon["name"] === "string" ? session.scenarioWeapon["name"] : "?" }),
          },
        ]
      : []),
    ...ruleset.presets.map((p) => ({ value: p.id, label: tKey(p.nameKey, p.id) })),
  ];
  if (!weapons.some((w) => w.value === page.weaponChoice)) page.weaponChoice = weapons[0]?.value ?? "scenario";
  fillSelect(el.weapon, weapons, page.weaponChoice);
  el.undo.disabled = history.size === 0 && !page.flow;
  el.round.textContent = t("Round", { n: session.round });

  const weapon = chosenWeapon() ?? {};
  const attackerFig = scenario.battlefield.figures.find((f) => f.id === attacker);
  const hintAttacker = attackerFig && {
    stats: doc.battlefield.figures?.find((f) => f.id === attacker)?.stats,
    baseRadius: attackerFig.baseRadius,
  };
  const settings = ruleset.resolveSettings(scenario.settings) as Record<string, unknown>;
  const ext = view.extent(scenario);
  const attack = aim ? attackAt(aim) : null;
  const target = attack?.target;
  el.aimText.textContent = !aim
    ? t("AimNone")
    : target && "figure" in target
      ? t("AimFigure", { figure: target.figure, x: snap(aim.x).toFixed(1), y: snap(aim.y).toFixed(1) })
      : page.aimZ
        ? t("AimPointHigh", { x: snap(aim.x).toFixed(1), y: snap(aim.y).toFixed(1), z: page.aimZ })
        : t("AimPoint", { x: snap(aim.x).toFixed(1), y: snap(aim.y).toFixed(1) });
  if (document.activeElement !== el.aimZ) el.aimZ.value = String(page.aimZ);
  // While a throw's decisions are asked, no other throw starts and the aim's preview stays out of the way.
  const deciding = !!page.flow;
  el.throwBtn.disabled = !attack || deciding;
  el.scatterAuto.hidden = !choosing && !page.routing;
  el.opponentScatterField.hidden = !opponentPicksPoint(scenario.ruleset);
  el.askDecisionsField.hidden = !asksWhileResolving(scenario.ruleset);
  el.table.classList.toggle("choosing", !!choosing || !!page.routing);

  // The aimed document, without dice: what the live odds simulate and what the core's legality check sees.
  // It shares the session's table (never changed in place): an aim move copies no walls.
  const key = attack ? `${String(stateId(session))}:${JSON.stringify(attack)}` : "";
  let aimDoc: ScenarioDoc | null = null;
  if (attack) {
    aimDoc = { ...doc, attack, seed: ODDS_SEED };
    delete aimDoc.endOfRound;
    delete aimDoc.dice;
  }
  if (key !== verdict.key) {
    let value: AimVerdict | null = null;
    try {
      value = aimDoc ? aimVerdict(aimDoc, translate, verdictAims) : null;
    } catch {
      // A document the core cannot resolve: the throw itself shows the core's error.
      value = null;
    }
    verdict = { key, value };
  }
  // Live odds for the current aim, asked before the table is drawn so the worker runs meanwhile (the worker
  // throttles; a repeated aim is not asked again).
  if (aimDoc) {
    if (key !== page.oddsFor) {
      page.oddsFor = key;
      oddsClient.request(stateId(session), aimDoc, ODDS_TRIALS, ODDS_SEED);
    }
  } else if (page.oddsFor) {
    page.oddsFor = "";
    oddsClient.cancel();
  }
  const hideAim = aimIsLastThrow();
  // The verdict stays in the panel after a throw too: the next throw at the same aim may be refused (e.g. no uses left).
  describeVerdict(deciding ? null : verdict.value);
  describeFirstDie(deciding ? null : verdict.value, attacker);

  const pick = scatterPick();
  view.render({
    scenario,
    casualties: session.casualties,
    attackerId: attacker,
    aim,
    aimPreview: !hideAim && !deciding,
    aimLegal: verdict.value?.legal ?? true,
    rings: hintAttacker ? rangeRings(scenario.ruleset, weapon, hintAttacker, settings, Math.hypot(ext.width, ext.height)) : [],
    blastRadius: hintAttacker ? blastRadius(scenario.ruleset, weapon, hintAttacker, settings) : null,
    odds: aim && !deciding && !hideAim ? page.odds : null,
    result: deciding ? null : last,
    scatter:
      choosing && pick
        ? {
            centre: choosing.choice.centre,
            radius: choosing.choice.radius,
            arcs: choosing.choice.arcs,
            pick: { point: pick.point, legal: pick.legal },
          }
        : null,
    decision: decisionOverlay(scenario),
  });
  renderOrder(aimDoc, verdictAims);
  renderSpend();

  renderOdds(!!attack, page.oddsError, page.odds, aimDoc ? leftToPolicy(aimDoc, verdictAims) : []);
  renderSuggestion();
  // The odds shown answer this aim (data-map-current), from all their trials (data-odds-current).
  const answers = !!attack && page.odds !== null && page.oddsKey === page.oddsFor;
  el.table.dataset["mapCurrent"] = String(answers);
  el.table.dataset["oddsCurrent"] = String(answers && !page.oddsPartial);
  el.table.dataset["oddsTrials"] = String(page.odds?.trials ?? 0);

  renderLog(el.log, last?.output ?? null, last?.decided ?? [], scenario.ruleset);
  if (last !== shownResult) {
    shownResult = last;
    el.resolvedDoc.textContent = last ? toJson(last.resolved) : "";
    el.outputDoc.textContent = last ? toJson(last.output) : "";
  }
  syncEditor();

  const settingsKey = JSON.stringify([scenario.ruleset, doc.settings ?? {}]);
  if (settingsKey !== renderedSettings) {
    renderedSettings = settingsKey;
    if (keepSettingsPanel) keepSettingsPanel = false;
    else
      renderSettings(
        el.settings,
        ruleset.settings,
        doc.settings ?? {},
        (k, v) => {
          keepSettingsPanel = true;
          changeSetting(k, v);
          keepSettingsPanel = false;
        },
        showError,
      );
  }
}

/** The decision being asked, as the table draws it: the model it is for, and a route being picked. */
function decisionOverlay(scenario: Scenario): DecisionOverlay | null {
  const prompt = currentQuestion();
  if (!prompt || page.choosing) return null;
  // A spend on the Success Roll is the attacker's roll: the attacker is ringed.
  const id = prompt.figure ?? scenario.attack?.attacker;
  const f = scenario.battlefield.figures.find((g) => g.id === id);
  return { focus: f ? { id: f.id, x: f.x, y: f.y, r: f.baseRadius } : null, route: routeOverlay() };
}

/** The Running for Cover route being picked, as the table draws it. */
function routeOverlay(): RouteOverlay | null {
  const r = page.routing;
  if (!r) return null;
  const { choice } = r;
  return {
    figure: choice.figure,
    start: choice.ground.start,
    distance: choice.ground.distance,
    outline: choice.outline,
    obstacles: choice.ground.figures,
    automation: choice.automation,
    pick: r.point,
  };
}

function renderOdds(aiming: boolean, error: string | null, odds: OddsSummary | null, policy: readonly string[]): void {
  if (!aiming) {
    el.odds.replaceChildren(html("p", { class: "muted" }, t("Odds.None")));
    return;
  }
  if (error) {
    el.odds.replaceChildren(html("p", { class: "muted" }, t("Odds.Failed", { error })));
    return;
  }
  if (!odds) {
    el.odds.replaceChildren(html("p", { class: "muted" }, t("Odds.Computing")));
    return;
  }
  const outcomes = Object.entries(odds.outcomes).sort((a, b) => b[1] - a[1]);
  el.odds.replaceChildren(
    html(
      "ul",
      { class: "odds-outcomes", id: "odds-outcomes" },
      ...outcomes.map(([k, v]) =>
        html(
          "li",
          { "data-outcome": k },
          t("Odds.Outcome", { outcome: tKey(`ORDNANCE.Outcome.${k}`, k), share: `${String(Math.round(v * 100))}%` }),
        ),
      ),
    ),
    ...(odds.impact.meanDeviation !== null
      ? [html("p", { class: "small" }, t("Odds.MeanDeviation", { inches: odds.impact.meanDeviation.toFixed(1) }))]
      : []),
    ...(odds.impact.map ? [html("p", { class: "small impact-legend", id: "impact-legend" }, heatLegend(odds.impact.map))] : []),
    html("p", { class: "muted small" }, `${t("Odds.Trials", { n: odds.trials })}. ${t("Odds.Legend")}`),
    ...(policy.length ? [html("p", { class: "muted small", id: "odds-policy" }, t("Odds.LeftToPolicy", { list: policy.join(", ") }))] : []),
  );
}
