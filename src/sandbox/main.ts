// The sandbox page's entry: wires the toolbar, the attack controls and the JSON editor to the page's
// actions (actions.ts), the table's pointer and keys (input.ts) and the renderer (render.ts), then loads
// the first demo.

import { demoFor, DEMOS } from "./demos.js";
import { endRound, loadDoc, loadText, throwAt, undoLast } from "./actions.js";
import { leaveToAutomation } from "./decide.js";
import { el, fillSelect, showError } from "./elements.js";
import { t, tKey } from "./i18n.js";
import { wireTableInput } from "./input.js";
import { OddsClient } from "./odds-client.js";
import { wireOrderPanel } from "./order-panel.js";
import { page, render, scheduleRender, setRenderer } from "./page-state.js";
import { editorInput, renderPage, resetEditor } from "./render.js";
import { clone, toJson } from "./scenario-doc.js";
import { html } from "./svg.js";
import { wireSpendPanel } from "./spend-panel.js";
import { requestSuggestion, forgetSuggestion, wireSuggest } from "./suggest-panel.js";
import { TableView } from "./table-view.js";

const view = new TableView(el.table, el.ground);
/** A portrait phone screen: a landscape table is drawn turned a quarter turn to use the screen's height. */
const portraitPhone = matchMedia("(max-width: 600px) and (orientation: portrait)");
view.portrait = portraitPhone.matches;
portraitPhone.addEventListener("change", () => {
  view.portrait = portraitPhone.matches;
  render();
});
const oddsClient = new OddsClient((summary, error, answer) => {
  // The worker's own time for the odds shown, beside the page's (test/e2e's speed check reads it).
  el.table.dataset["oddsWorkerMs"] = answer.workerMs === null ? "" : answer.workerMs.toFixed(2);
  page.odds = summary;
  page.oddsError = error;
  page.oddsKey = page.oddsFor;
  page.oddsPartial = answer.partial;
  scheduleRender();
});
setRenderer(() => {
  renderPage(view, oddsClient);
});
// The label sizes follow the table's size on screen.
new ResizeObserver(() => {
  view.resized();
  scheduleRender();
}).observe(el.table);

/** Whether the seed field was typed in (or set by the address): a loaded document's own seed then leaves it be. */
let seedChosen = false;

/**
 * A demo or a file: a new scenario, with a new undo history and the editor showing it. The Demo menu shows which
 * demo is loaded (none for a file); the seed field takes the document's own `seed` unless one was chosen.
 */
function loadFresh(doc: unknown, source: string, demo = ""): void {
  forgetSuggestion();
  if (!loadDoc(doc, source, true)) return;
  resetEditor();
  el.demo.value = demo;
  const own = (doc as { seed?: unknown }).seed;
  if (!seedChosen) el.seed.value = typeof own === "string" && own.trim() ? own : "sandbox";
}

wireTableInput(view);
wireOrderPanel();
wireSpendPanel();
el.throwBtn.addEventListener("click", () => {
  throwAt(page.aim);
});
el.suggestBtn.addEventListener("click", requestSuggestion);
// On a screen with no keyboard (a phone), the opponent's scatter point is left to the automation here, as Escape does.
el.scatterAuto.addEventListener("click", leaveToAutomation);
el.endRound.addEventListener("click", endRound);
el.undo.addEventListener("click", undoLast);
el.attacker.addEventListener("change", () => {
  page.attackerChoice = el.attacker.value;
  render();
});
el.weapon.addEventListener("change", () => {
  page.weaponChoice = el.weapon.value;
  render();
});
el.ruleset.addEventListener("change", () => {
  const demo = demoFor(el.ruleset.value);
  if (demo) loadFresh(clone(demo.doc), t("Source.demo", { name: demo.name }), demo.name);
  else {
    showError(t("NoDemo", { ruleset: el.ruleset.value }));
    render();
  }
});
el.demo.addEventListener("change", () => {
  const demo = DEMOS.find((d) => d.name === el.demo.value);
  if (!demo) return;
  if (!demo.available) {
    showError(t("Error.unknownRuleset", { ruleset: demo.ruleset }));
    return;
  }
  loadFresh(clone(demo.doc), t("Source.demo", { name: demo.name }), demo.name);
});
el.file.addEventListener("change", () => {
  const f = el.file.files?.[0];
  if (!f) return;
  void f.text().then((text) => {
    if (loadText(text, t("Source.file", { name: f.name }), true)) {
      resetEditor();
      el.demo.value = "";
    }
    el.file.value = "";
  });
});
el.openFile.addEventListener("keydown", (e) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    el.file.click();
  }
});
el.exportBtn.addEventListener("click", () => {
  if (!page.session) return;
  const url = URL.createObjectURL(new Blob([toJson(page.session.doc)], { type: "application/json" }));
  const a = html("a", { href: url, download: `ordnance-${page.session.doc.ruleset}-scenario.json` });
  a.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
});
el.applyJson.addEventListener("click", () => {
  if (loadText(el.json.value, t("Source.editor"), false)) resetEditor();
});
el.revertJson.addEventListener("click", () => {
  resetEditor();
  showError(null);
});
el.json.addEventListener("input", () => {
  editorInput();
  scheduleRender();
});
el.seeded.addEventListener("change", () => (el.seed.disabled = !el.seeded.checked));
el.seed.addEventListener("input", () => (seedChosen = true));
el.aimZ.addEventListener("change", () => {
  const z = Number(el.aimZ.value);
  page.aimZ = Number.isFinite(z) && z > 0 ? z : 0;
  render();
});

for (const node of document.querySelectorAll<HTMLElement>("[data-i18n]")) node.textContent = t(node.dataset["i18n"] ?? "");
document.title = t("Title");
el.table.setAttribute("aria-label", t("TableLabel"));
el.seed.title = t("SeedHint");
wireSuggest();
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
seedChosen = params.has("seed");
// The demo the address asks for (?ruleset=…), else the first one available in the demo list.
const asked = params.get("ruleset");
const first = (asked === null ? undefined : demoFor(asked)) ?? DEMOS.find((d) => d.available);
if (first) loadFresh(clone(first.doc), t("Source.demo", { name: first.name }), first.name);
document.body.dataset["ready"] = "true";
