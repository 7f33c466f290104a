// The sandbox page: load, edit and export a scenario, aim with live odds, throw and end the round
// through the public core, draw the result on the table and apply it, with undo and seeded sessions.

import {
  type Battlefield,
  OrdnanceError,
  RULESETS,
  createBattlefield,
  type OddsSummary,
  type Scenario,
  getRuleset,
  loadScenario,
  resolveScenario,
  type RulesetId,
} from "../core/index.js";
import { blastRadius, rangeRings } from "./aim-hints.js";
import { DEMOS, demoFor } from "./demos.js";
import { t, tKey, translate } from "./i18n.js";
import { renderLog } from "./log-view.js";
import { ODDS_SEED, ODDS_TRIALS, OddsClient } from "./odds-client.js";
import { fightersUnderMarker, markerHole, moveInList, orderedList } from "./order-list.js";
import { type ScatterChoice, bearingOf, learnScatter, pointAt, snapToCircle, withScatterPoint } from "./scatter-pick.js";
import { type AttackDoc, type ScenarioDoc, clone, toJson } from "./scenario-doc.js";
import { type SessionState, UndoStack, applyOutput, attackDocument, newSession, nextSeed, upkeepDocument } from "./session.js";
import { renderSettings } from "./settings-panel.js";
import { html } from "./svg.js";
import { type Point, type ResultOverlay, TableView } from "./table-view.js";

/** Aim points snap to a tenth of an inch, so what the page shows is what the core resolves. */
const snap = (v: number): number => Math.round(v * 10) / 10;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const el = {
  ruleset: $<HTMLSelectElement>("ruleset"),
  demo: $<HTMLSelectElement>("demo"),
  file: $<HTMLInputElement>("file"),
  openFile: $<HTMLLabelElement>("open-file-label"),
  exportBtn: $<HTMLButtonElement>("export"),
  seeded: $<HTMLInputElement>("seeded"),
  seed: $<HTMLInputElement>("seed"),
  undo: $<HTMLButtonElement>("undo"),
  endRound: $<HTMLButtonElement>("end-round"),
  notice: $<HTMLParagraphElement>("notice"),
  error: $<HTMLDivElement>("error"),
  attacker: $<HTMLSelectElement>("attacker"),
  weapon: $<HTMLSelectElement>("weapon"),
  aimText: $<HTMLSpanElement>("aim-text"),
  throwBtn: $<HTMLButtonElement>("throw"),
  opponentScatter: $<HTMLInputElement>("opponent-scatter"),
  opponentScatterField: $<HTMLLabelElement>("opponent-scatter-field"),
  orderCard: $<HTMLElement>("order-card"),
  orderList: $<HTMLOListElement>("resolution-order"),
  orderState: $<HTMLParagraphElement>("order-state"),
  orderReset: $<HTMLButtonElement>("order-reset"),
  status: $<HTMLParagraphElement>("status"),
  odds: $<HTMLDivElement>("odds"),
  log: $<HTMLDivElement>("log-panel"),
  json: $<HTMLTextAreaElement>("json"),
  applyJson: $<HTMLButtonElement>("apply-json"),
  revertJson: $<HTMLButtonElement>("revert-json"),
  settings: $<HTMLDivElement>("settings"),
  resolvedDoc: $<HTMLPreElement>("resolved-doc"),
  outputDoc: $<HTMLPreElement>("output-doc"),
  table: document.getElementById("table") as unknown as SVGSVGElement,
};

/** The last resolution; a cloud it placed is drawn as the cloud itself, not as a blast. */
interface LastResult extends ResultOverlay {
  readonly resolved: ScenarioDoc;
  /** The aim it was thrown at: the odds labels stay hidden until the aim moves, so marks stay legible. */
  readonly aim: Point | null;
}

let session: SessionState | null = null;
let scenario: Scenario | null = null;
const undo = new UndoStack();
let aim: Point | null = null;
let weaponChoice = "scenario";
let attackerChoice: string | null = null;
let last: LastResult | null = null;
let odds: OddsSummary | null = null;
let oddsError: string | null = null;
/** The request the shown odds answer, and the request for the current aim. */
let oddsKey = "";
let oddsFor = "";
let renderedSettings = "";
/** The opponent choosing a scatter point: what the learning resolution found, and the bearing picked. */
let choosing: { choice: ScatterChoice; bearing: number } | null = null;
/** The resolution order list as last drawn (redrawn only when it changes, so focus stays on its buttons). */
let renderedOrder = "";
let shownOrder: string[] = [];
let battlefieldCache: { scenario: Scenario; bf: Battlefield<unknown> } | null = null;
let frame = 0;

const view = new TableView(el.table);
/** A portrait phone screen: a landscape table is drawn turned a quarter turn to use the screen's height. */
const portraitPhone = matchMedia("(max-width: 600px) and (orientation: portrait)");
view.portrait = portraitPhone.matches;
portraitPhone.addEventListener("change", () => {
  view.portrait = portraitPhone.matches;
  render();
});
const oddsClient = new OddsClient((summary, error) => {
  odds = summary;
  oddsError = error;
  oddsKey = oddsFor;
  scheduleRender();
});

// ---- errors and messages -------------------------------------------------------------------------

function showError(message: string | null): void {
  el.error.hidden = message === null;
  el.error.replaceChildren(...(message === null ? [] : [html("strong", {}, t("Error.Title")), message]));
}

function describeError(e: unknown, source: string): string {
  if (e instanceof OrdnanceError) return t("Error.invalid", { source, error: e.message });
  return t("Error.resolve", { error: e instanceof Error ? e.message : String(e) });
}

const say = (text: string): void => void (el.status.textContent = text);

// ---- loading -------------------------------------------------------------------------------------

/** Loads a document if the core accepts it; otherwise shows the core's error and keeps the table. */
function loadDoc(doc: unknown, source: string): boolean {
  let parsed: Scenario;
  try {
    parsed = loadScenario(doc);
  } catch (e) {
    showError(describeError(e, source));
    return false;
  }
  if (session) undo.push(session);
  choosing = null;
  session = newSession(doc as ScenarioDoc);
  scenario = parsed;
  const target = parsed.attack?.target;
  aim = target ? (target.kind === "point" ? { x: target.point.x, y: target.point.y } : pointOf(target.figure)) : null;
  attackerChoice = parsed.attack?.attacker ?? null;
  weaponChoice = parsed.attack ? "scenario" : (getRuleset(parsed.ruleset)?.presets[0]?.id ?? "scenario");
  last = null;
  odds = null;
  showError(null);
  say(t("Log.loaded", { source }));
  render();
  return true;
}

function loadText(text: string, source: string): boolean {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    showError(t("Error.badJson", { source, error: (e as Error).message }));
    return false;
  }
  return loadDoc(doc, source);
}

function pointOf(figureId: string): Point | null {
  const f = scenario?.battlefield.figures.find((g) => g.id === figureId);
  return f ? { x: f.x, y: f.y } : null;
}

// ---- the attack being aimed -----------------------------------------------------------------------

function chosenWeapon(): Record<string, unknown> | null {
  if (!session) return null;
  if (weaponChoice === "scenario" && session.scenarioWeapon) return clone(session.scenarioWeapon);
  const preset = getRuleset(session.doc.ruleset as RulesetId)?.presets.find((p) => p.id === weaponChoice);
  return preset ? (clone(preset.weapon) as Record<string, unknown>) : null;
}

function attackerId(): string | null {
  const figures = scenario?.battlefield.figures ?? [];
  return figures.find((f) => f.id === attackerChoice)?.id ?? figures[0]?.id ?? null;
}

/** The attack at `at`: a figure whose base holds the point is targeted, otherwise the point. */
function attackAt(at: Point): AttackDoc | null {
  const attacker = attackerId();
  const weapon = chosenWeapon();
  if (!session || !scenario || !attacker || !weapon) return null;
  const onFigure = scenario.battlefield.figures.find((f) => f.id !== attacker && Math.hypot(f.x - at.x, f.y - at.y) <= f.baseRadius);
  const prev = session.doc.attack;
  const extras: Record<string, unknown> = {};
  if (prev && prev.attacker === attacker)
    for (const [k, v] of Object.entries(prev)) if (!["attacker", "weapon", "target"].includes(k)) extras[k] = clone(v);
  return { ...extras, attacker, weapon, target: onFigure ? { figure: onFigure.id } : { point: [snap(at.x), snap(at.y)] } };
}

function seedValue(): string | null {
  return el.seeded.checked ? el.seed.value.trim() || "sandbox" : null;
}

function throwAt(at: Point | null): void {
  if (!session || !at || choosing) return;
  const attack = attackAt(at);
  if (!attack) return;
  const doc = attackDocument(session, attack, nextSeed(session, seedValue()));
  if (doc.ruleset === "trench-crusade" && el.opponentScatter.checked) {
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
      choosing = { choice, bearing: Math.round(bearingOf(choice.centre, from)) % 360 };
      showError(null);
      say(t("Scatter.Choose", { inches: choice.radius, side: choice.chooser }));
      render();
      return;
    }
    if (choice) return resolveAndApply(choice.doc, "thrown");
  }
  resolveAndApply(doc, "thrown");
}

/** The point on the scatter circle at the bearing being chosen, and whether the core accepts it. */
function scatterPick(): { point: [number, number]; legal: boolean; why: string | null } | null {
  if (!choosing) return null;
  const { centre, radius, check } = choosing.choice;
  const point = pointAt(centre, radius, choosing.bearing);
  const why = check(point);
  return { point, legal: why === null, why };
}

/** The opponent picks the point at the current bearing: resolved with it as `decisions.scatterPoint`. */
function pickScatter(): void {
  const pick = scatterPick();
  if (!choosing || !pick) return;
  if (pick.why !== null) return say(t("Scatter.Illegal", { reason: pick.why }));
  const { choice } = choosing;
  choosing = null;
  resolveAndApply(withScatterPoint(choice.doc, pick.point), "thrown");
}

/** Escape: the automation policy's point, i.e. the learning resolution's own document. */
function cancelScatter(): void {
  if (!choosing) return;
  const { choice } = choosing;
  choosing = null;
  resolveAndApply(choice.doc, "thrown");
  say(`${el.status.textContent ?? ""} ${t("Scatter.Cancelled")}`);
}

function endRound(): void {
  if (!session) return;
  // A scatter point still being chosen belongs to the throw before the round ends: the automation picks it.
  cancelScatter();
  resolveAndApply(upkeepDocument(session, nextSeed(session, seedValue())), "upkeep");
}

function resolveAndApply(doc: ScenarioDoc, kind: "thrown" | "upkeep"): void {
  if (!session || !scenario) return;
  let output;
  try {
    output = resolveScenario(doc, { translate }).output;
  } catch (e) {
    showError(describeError(e, t("Source.editor")));
    return;
  }
  const before = new Map<string, Point>(scenario.battlefield.figures.map((f) => [f.id, { x: f.x, y: f.y }]));
  const cloudsBefore = new Map<string, Point>(scenario.battlefield.clouds.map((c) => [c.id, { x: c.x, y: c.y }]));
  undo.push(session);
  session = applyOutput(session, doc, output);
  // A resolution order chosen in the panel is for one throw.
  if (kind === "thrown" && session.doc.decisions && "resolutionOrder" in session.doc.decisions) {
    delete session.doc.decisions["resolutionOrder"];
    if (!Object.keys(session.doc.decisions).length) delete session.doc.decisions;
  }
  try {
    scenario = loadScenario(session.doc);
  } catch (e) {
    session = undo.pop()!;
    showError(describeError(e, t("Source.editor")));
    return;
  }
  last = {
    resolved: doc,
    output,
    before,
    cloudsBefore,
    blastRadius: output.impact && !output.clouds.placed.length ? output.blastRadius : null,
    aim,
  };
  showError(null);
  const outcome = tKey(`ORDNANCE.Outcome.${output.outcome}`, output.outcome);
  say(kind === "thrown" ? t("Log.thrown", { n: session.resolutions, outcome }) : t("Log.upkeep", { n: session.resolutions }));
  render();
}

function undoLast(): void {
  const prev = undo.pop();
  if (!prev) return;
  session = prev;
  scenario = loadScenario(session.doc);
  choosing = null;
  last = null;
  showError(null);
  say(t("Log.undone"));
  render();
}

// ---- rendering ------------------------------------------------------------------------------------

function scheduleRender(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    render();
  });
}

function fillSelect(
  select: HTMLSelectElement,
  options: readonly { value: string; label: string; disabled?: boolean }[],
  value: string,
): void {
  const same =
    select.options.length === options.length &&
    options.every((o, i) => select.options[i]!.value === o.value && select.options[i]!.text === o.label);
  if (!same) select.replaceChildren(...options.map((o) => html("option", { value: o.value, disabled: o.disabled ?? false }, o.label)));
  select.value = value;
}

function render(): void {
  if (!session || !scenario) return;
  const doc = session.doc;
  const ruleset = getRuleset(scenario.ruleset)!;
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
      ? [{ value: "scenario", label: t("WeaponScenario", { name: String(session.scenarioWeapon["name"] ?? "?") }) }]
      : []),
    ...ruleset.presets.map((p) => ({ value: p.id, label: tKey(p.nameKey, p.id) })),
  ];
  if (!weapons.some((w) => w.value === weaponChoice)) weaponChoice = weapons[0]?.value ?? "scenario";
  fillSelect(el.weapon, weapons, weaponChoice);
  el.undo.disabled = undo.size === 0;

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
      : t("AimPoint", { x: snap(aim.x).toFixed(1), y: snap(aim.y).toFixed(1) });
  el.throwBtn.disabled = !attack || !!choosing;
  el.opponentScatterField.hidden = scenario.ruleset !== "trench-crusade";
  el.table.classList.toggle("choosing", !!choosing);
  const pick = scatterPick();

  view.render({
    scenario,
    casualties: session.casualties,
    attackerId: attacker,
    aim,
    rings: hintAttacker ? rangeRings(scenario.ruleset, weapon, hintAttacker, settings, Math.hypot(ext.width, ext.height)) : [],
    blastRadius: hintAttacker ? blastRadius(scenario.ruleset, weapon, hintAttacker, settings) : null,
    odds: aim && !choosing && !(last && last.aim?.x === aim.x && last.aim.y === aim.y) ? odds : null,
    result: choosing ? null : last,
    scatter:
      choosing && pick
        ? {
            centre: choosing.choice.centre,
            radius: choosing.choice.radius,
            arcs: choosing.choice.arcs,
            pick: { point: pick.point, legal: pick.legal },
          }
        : null,
  });
  renderOrder(attack, settings);

  // Live odds for the current aim (the worker throttles; a repeated aim is not asked again).
  if (attack) {
    const oddsDoc = attackDocument(session, attack, ODDS_SEED);
    delete oddsDoc.dice;
    const key = JSON.stringify(oddsDoc);
    if (key !== oddsFor) {
      oddsFor = key;
      oddsClient.request(oddsDoc, ODDS_TRIALS, ODDS_SEED);
    }
  } else if (oddsFor) {
    oddsFor = "";
    oddsClient.cancel();
  }
  renderOdds(!!attack);
  el.table.dataset["oddsCurrent"] = String(!!attack && odds !== null && oddsKey === oddsFor);

  renderLog(el.log, last?.output ?? null);
  el.resolvedDoc.textContent = last ? toJson(last.resolved) : "";
  el.outputDoc.textContent = last ? toJson(last.output) : "";
  el.json.value = toJson(doc);

  const settingsKey = JSON.stringify([scenario.ruleset, doc.settings ?? {}]);
  if (settingsKey !== renderedSettings) {
    renderedSettings = settingsKey;
    renderSettings(el.settings, ruleset.settings, doc.settings ?? {}, changeSetting, showError);
  }
}

/** The Necromunda resolution order for the fighters under the marker at the current aim. */
function renderOrder(attack: AttackDoc | null, settings: Record<string, unknown>): void {
  if (!session || !scenario) return;
  const figure = scenario.battlefield.figures.find((f) => f.id === attack?.attacker);
  const raw = session.doc.battlefield.figures?.find((f) => f.id === attack?.attacker);
  const radius =
    attack && figure ? blastRadius(scenario.ruleset, attack.weapon, { stats: raw?.stats, baseRadius: figure.baseRadius }, settings) : null;
  el.orderCard.hidden = scenario.ruleset !== "necromunda" || !attack || radius === null;
  if (el.orderCard.hidden || !attack || radius === null) return;
  const target = attack.target;
  const figures = scenario.battlefield.figures;
  const onFigure = "figure" in target ? figures.find((f) => f.id === target.figure) : undefined;
  const hole = markerHole(
    onFigure ? { figure: onFigure } : (target as { point: number[] }),
    attack["markerOffset"],
    settings["necro.markerOnFighter"] === "offsetOverBase",
  );
  const bf = battlefieldCache?.scenario === scenario ? battlefieldCache.bf : createBattlefield<unknown>(scenario.battlefield);
  battlefieldCache = { scenario, bf };
  const under = fightersUnderMarker(figures, hole, radius, settings["geometry.touchCounts"] !== false, (f) => {
    const fig = figures.find((g) => g.id === f.id)!;
    return (settings["necro.blastVertical"] !== "sphere" && Math.abs(fig.z - hole.z) > 1e-6) || bf.wallBetween(hole, fig, "move");
  });
  const chosen = session.doc.decisions?.["resolutionOrder"] as string[] | undefined;
  const list = orderedList(under, chosen);
  const key = JSON.stringify([list, !!chosen]);
  if (key === renderedOrder) return;
  renderedOrder = key;
  shownOrder = list;
  el.orderState.textContent = list.length < 2 ? t("Order.None") : chosen ? t("Order.Chosen") : t("Order.Default");
  el.orderReset.disabled = !chosen;
  el.orderList.replaceChildren(
    ...(list.length < 2
      ? []
      : list.map((id, i) =>
          html(
            "li",
            { "data-id": id },
            html("span", {}, id),
            html(
              "button",
              {
                type: "button",
                "data-id": id,
                "data-move": -1,
                "aria-label": t("Order.Up", { figure: id }),
                title: t("Order.Up", { figure: id }),
                disabled: i === 0,
              },
              "↑",
            ),
            html(
              "button",
              {
                type: "button",
                "data-id": id,
                "data-move": 1,
                "aria-label": t("Order.Down", { figure: id }),
                title: t("Order.Down", { figure: id }),
                disabled: i === list.length - 1,
              },
              "↓",
            ),
          ),
        )),
  );
}

/** Writes a resolution order into the scenario's decisions (undoable); null removes it. */
function setOrder(order: string[] | null): void {
  if (!session) return;
  cancelScatter();
  const next = clone(session);
  const decisions = { ...(next.doc.decisions ?? {}) };
  if (order) decisions["resolutionOrder"] = order;
  else delete decisions["resolutionOrder"];
  if (Object.keys(decisions).length) next.doc.decisions = decisions;
  else delete next.doc.decisions;
  if (!adoptEdit(next)) return;
  render();
}

/** Makes an edited copy of the session current (undoable) if its document still loads; shows the error if not. */
function adoptEdit(next: SessionState): boolean {
  try {
    scenario = loadScenario(next.doc);
  } catch (e) {
    showError(describeError(e, t("Source.editor")));
    return false;
  }
  if (session) undo.push(session);
  session = next;
  showError(null);
  return true;
}

function renderOdds(aiming: boolean): void {
  if (!aiming) return void el.odds.replaceChildren(html("p", { class: "muted" }, t("Odds.None")));
  if (oddsError) return void el.odds.replaceChildren(html("p", { class: "muted" }, t("Odds.Failed", { error: oddsError })));
  if (!odds) return void el.odds.replaceChildren(html("p", { class: "muted" }, t("Odds.Computing")));
  const outcomes = Object.entries(odds.outcomes).sort((a, b) => b[1] - a[1]);
  el.odds.replaceChildren(
    html(
      "ul",
      { class: "odds-outcomes", id: "odds-outcomes" },
      ...outcomes.map(([k, v]) =>
        html(
          "li",
          { "data-outcome": k },
          t("Odds.Outcome", { outcome: tKey(`ORDNANCE.Outcome.${k}`, k), share: `${Math.round(v * 100)}%` }),
        ),
      ),
    ),
    ...(odds.impact.meanDeviation !== null
      ? [html("p", { class: "small" }, t("Odds.MeanDeviation", { inches: odds.impact.meanDeviation.toFixed(1) }))]
      : []),
    html("p", { class: "muted small" }, `${t("Odds.Trials", { n: odds.trials })}. ${t("Odds.Legend")}`),
  );
}

function changeSetting(key: string, value: unknown | undefined): void {
  if (!session) return;
  cancelScatter();
  const next = clone(session);
  const settings = { ...(next.doc.settings ?? {}) };
  if (value === undefined) delete settings[key];
  else settings[key] = value;
  if (Object.keys(settings).length) next.doc.settings = settings;
  else delete next.doc.settings;
  if (!adoptEdit(next) || !scenario) return;
  renderedSettings = JSON.stringify([scenario.ruleset, next.doc.settings ?? {}]);
  render();
}

// ---- wiring ---------------------------------------------------------------------------------------

function setAim(p: Point | null): void {
  aim = p ? { x: snap(p.x), y: snap(p.y) } : null;
  scheduleRender();
}

/** Turns the scatter point being chosen towards a table point (snapped onto the circle). */
function turnScatterTo(p: Point | null): void {
  if (!choosing || !p) return;
  const [x, y] = snapToCircle(choosing.choice.centre, choosing.choice.radius, p);
  choosing.bearing = bearingOf(choosing.choice.centre, { x, y });
  scheduleRender();
}

el.table.addEventListener("pointermove", (e) => {
  if (choosing) return turnScatterTo(view.toTable(e.clientX, e.clientY));
  if (e.pointerType === "mouse" || e.buttons) setAim(view.toTable(e.clientX, e.clientY));
});
// A press and release on the table throws (a tap on a touch screen only aims; the Throw button throws).
// Handled as pointerdown/pointerup on the table itself rather than "click": live odds re-render the
// table's contents, and a click whose press and release landed on replaced elements never fires.
/** Pointer travel, in screen pixels, beyond which a press and release is a drag, not a throw. */
const CLICK_SLOP_PX = 6;
let pressed: { x: number; y: number } | null = null;
el.table.addEventListener("pointerdown", (e) => {
  pressed = e.button === 0 ? { x: e.clientX, y: e.clientY } : null;
});
el.table.addEventListener("pointerup", (e) => {
  const from = pressed;
  pressed = null;
  if (!from || e.button !== 0 || Math.hypot(e.clientX - from.x, e.clientY - from.y) > CLICK_SLOP_PX) return;
  const p = view.toTable(e.clientX, e.clientY);
  if (!p) return;
  if (choosing) {
    turnScatterTo(p);
    return pickScatter();
  }
  aim = { x: snap(p.x), y: snap(p.y) };
  if (e.pointerType === "touch") render();
  else throwAt(aim);
});

document.addEventListener("keydown", (e) => {
  const tag = (e.target as HTMLElement).tagName;
  if ((e.ctrlKey || e.metaKey) && e.key === "z" && tag !== "TEXTAREA" && tag !== "INPUT") {
    e.preventDefault();
    return undoLast();
  }
  if (choosing && !["TEXTAREA", "SELECT"].includes(tag) && !(tag === "INPUT" && (e.target as HTMLInputElement).type === "text")) {
    const turn: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    const d = turn[e.key];
    if (d !== undefined) {
      e.preventDefault();
      choosing.bearing = (((choosing.bearing + d * (e.shiftKey ? 10 : 1)) % 360) + 360) % 360;
      scheduleRender();
    } else if (e.key === "Enter") {
      e.preventDefault();
      pickScatter();
    } else if (e.key === "Escape") {
      e.preventDefault();
      cancelScatter();
    }
    return;
  }
  if (["INPUT", "TEXTAREA", "SELECT", "BUTTON", "SUMMARY"].includes(tag) && e.target !== el.table) return;
  const step = e.shiftKey ? 2 : 0.5;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const m = moves[e.key];
  if (m) {
    e.preventDefault();
    const from = aim ?? pointOf(attackerId() ?? "") ?? { x: 0, y: 0 };
    // On a turned table the arrows still move the aim as seen: screen right is the table's −y, down its +x.
    const [dx, dy] = el.table.dataset["turned"] === "true" ? [m[1], -m[0]] : m;
    setAim({ x: from.x + dx, y: from.y + dy });
  } else if (e.key === "Enter") {
    e.preventDefault();
    throwAt(aim);
  } else if (e.key === "Escape") {
    setAim(null);
    odds = null;
  }
});

el.throwBtn.addEventListener("click", () => throwAt(aim));
el.endRound.addEventListener("click", endRound);
el.undo.addEventListener("click", undoLast);
el.attacker.addEventListener("change", () => {
  attackerChoice = el.attacker.value;
  render();
});
el.weapon.addEventListener("change", () => {
  weaponChoice = el.weapon.value;
  render();
});
el.ruleset.addEventListener("change", () => {
  const demo = demoFor(el.ruleset.value);
  if (demo) loadDoc(clone(demo.doc), t("Source.demo", { name: demo.name }));
  else {
    showError(t("NoDemo", { ruleset: el.ruleset.value }));
    render();
  }
});
el.demo.addEventListener("change", () => {
  const demo = DEMOS.find((d) => d.name === el.demo.value);
  el.demo.value = "";
  if (!demo) return;
  if (!demo.available) return showError(t("Error.unknownRuleset", { ruleset: demo.ruleset }));
  loadDoc(clone(demo.doc), t("Source.demo", { name: demo.name }));
});
el.file.addEventListener("change", async () => {
  const f = el.file.files?.[0];
  if (!f) return;
  loadText(await f.text(), t("Source.file", { name: f.name }));
  el.file.value = "";
});
el.openFile.addEventListener("keydown", (e) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    el.file.click();
  }
});
el.exportBtn.addEventListener("click", () => {
  if (!session) return;
  const url = URL.createObjectURL(new Blob([toJson(session.doc)], { type: "application/json" }));
  const a = html("a", { href: url, download: `ordnance-${session.doc.ruleset}-scenario.json` });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
});
el.applyJson.addEventListener("click", () => loadText(el.json.value, t("Source.editor")));
el.revertJson.addEventListener("click", () => {
  if (session) el.json.value = toJson(session.doc);
  showError(null);
});
el.seeded.addEventListener("change", () => (el.seed.disabled = !el.seeded.checked));
el.orderList.addEventListener("click", (e) => {
  const button = (e.target as HTMLElement).closest("button");
  const id = button?.dataset["id"];
  const delta = Number(button?.dataset["move"]);
  if (!button || !id || !delta) return;
  setOrder(moveInList(shownOrder, id, delta));
  // The list is redrawn: keep the focus on the moved fighter's button (or its other one at an end).
  const again = el.orderList.querySelector<HTMLButtonElement>(`button[data-id="${CSS.escape(id)}"][data-move="${delta}"]`);
  (again && !again.disabled
    ? again
    : el.orderList.querySelector<HTMLButtonElement>(`button[data-id="${CSS.escape(id)}"]:not([disabled])`)
  )?.focus();
});
el.orderReset.addEventListener("click", () => setOrder(null));

// ---- start ----------------------------------------------------------------------------------------

for (const node of document.querySelectorAll<HTMLElement>("[data-i18n]")) node.textContent = t(node.dataset["i18n"]!);
document.title = t("Title");
el.table.setAttribute("aria-label", t("TableLabel"));
el.seed.title = t("SeedHint");
fillSelect(
  el.demo,
  [
    { value: "", label: t("DemoChoose") },
    ...DEMOS.map((d) => ({ value: d.name, label: d.available ? d.name : t("DemoUnavailable", { name: d.name }), disabled: !d.available })),
  ],
  "",
);
const missing = [...new Set(DEMOS.filter((d) => !d.available).map((d) => tKey(`ORDNANCE.Sandbox.RulesetName.${d.ruleset}`, d.ruleset)))];
if (missing.length) {
  el.notice.hidden = false;
  el.notice.textContent = t("MissingRulesets", { list: missing.join(", ") });
}
const params = new URLSearchParams(location.search);
el.seed.value = params.get("seed") ?? "sandbox";
const first = demoFor(params.get("ruleset") ?? "gzg") ?? DEMOS.find((d) => d.available);
if (first) loadDoc(clone(first.doc), t("Source.demo", { name: first.name }));
document.body.dataset["ready"] = "true";
