// The sandbox page's elements (src/sandbox/index.html) and the small helpers that write to them:
// select options, the error banner and the status line.

import { OrdnanceError } from "../core/index.js";
import { t } from "./i18n.js";
import { html } from "./svg.js";

/** The element with an id the page's HTML is known to hold. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the element type the HTML holds
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

export const el = {
  ruleset: $<HTMLSelectElement>("ruleset"),
  demo: $<HTMLSelectElement>("demo"),
  file: $<HTMLInputElement>("file"),
  openFile: $<HTMLLabelElement>("open-file-label"),
  exportBtn: $<HTMLButtonElement>("export"),
  seeded: $<HTMLInputElement>("seeded"),
  seed: $<HTMLInputElement>("seed"),
  undo: $<HTMLButtonElement>("undo"),
  endRound: $<HTMLButtonElement>("end-round"),
  round: $<HTMLSpanElement>("round"),
  notice: $<HTMLParagraphElement>("notice"),
  error: $<HTMLDivElement>("error"),
  attacker: $<HTMLSelectElement>("attacker"),
  weapon: $<HTMLSelectElement>("weapon"),
  aimText: $<HTMLSpanElement>("aim-text"),
  aimZ: $<HTMLInputElement>("aim-z"),
  aimVerdict: $<HTMLParagraphElement>("aim-verdict"),
  aimNote: $<HTMLParagraphElement>("aim-note"),
  throwBtn: $<HTMLButtonElement>("throw"),
  suggestBtn: $<HTMLButtonElement>("suggest"),
  scatterAuto: $<HTMLButtonElement>("scatter-auto"),
  suggestWhy: $<HTMLParagraphElement>("suggest-why"),
  opponentScatter: $<HTMLInputElement>("opponent-scatter"),
  opponentScatterField: $<HTMLLabelElement>("opponent-scatter-field"),
  askDecisions: $<HTMLInputElement>("ask-decisions"),
  askDecisionsField: $<HTMLLabelElement>("ask-decisions-field"),
  decisionCard: $<HTMLElement>("decision-card"),
  decisionForm: $<HTMLFormElement>("decision-form"),
  decisionQuestion: $<HTMLParagraphElement>("decision-question"),
  decisionRoll: $<HTMLParagraphElement>("decision-roll"),
  decisionEffect: $<HTMLParagraphElement>("decision-effect"),
  decisionHeld: $<HTMLUListElement>("decision-held"),
  decisionInput: $<HTMLDivElement>("decision-input"),
  decisionSuggestion: $<HTMLParagraphElement>("decision-suggestion"),
  decisionAuto: $<HTMLButtonElement>("decision-auto"),
  orderCard: $<HTMLElement>("order-card"),
  orderList: $<HTMLOListElement>("resolution-order"),
  orderState: $<HTMLParagraphElement>("order-state"),
  orderReset: $<HTMLButtonElement>("order-reset"),
  status: $<HTMLParagraphElement>("status"),
  odds: $<HTMLDivElement>("odds"),
  log: $<HTMLDivElement>("log-panel"),
  json: $<HTMLTextAreaElement>("json"),
  jsonState: $<HTMLParagraphElement>("json-state"),
  applyJson: $<HTMLButtonElement>("apply-json"),
  revertJson: $<HTMLButtonElement>("revert-json"),
  settings: $<HTMLDivElement>("settings"),
  resolvedDoc: $<HTMLPreElement>("resolved-doc"),
  outputDoc: $<HTMLPreElement>("output-doc"),
  table: document.getElementById("table") as unknown as SVGSVGElement,
  /** Under the table: its top, clouds and walls (table-view.ts). */
  ground: document.getElementById("table-ground") as unknown as SVGSVGElement,
};

/** Fills a select, rebuilding its options only when they changed (so an open menu is not disturbed). */
export function fillSelect(
  select: HTMLSelectElement,
  options: readonly { value: string; label: string; disabled?: boolean }[],
  value: string,
): void {
  const same =
    select.options.length === options.length &&
    options.every((o, i) => select.options.item(i)?.value === o.value && select.options.item(i)?.text === o.label);
  if (!same) select.replaceChildren(...options.map((o) => html("option", { value: o.value, disabled: o.disabled ?? false }, o.label)));
  select.value = value;
}

export function showError(message: string | null): void {
  el.error.hidden = message === null;
  el.error.replaceChildren(...(message === null ? [] : [html("strong", {}, t("Error.Title")), message]));
}

export function describeError(e: unknown, source: string): string {
  if (e instanceof OrdnanceError) return t("Error.invalid", { source, error: e.message });
  return t("Error.resolve", { error: e instanceof Error ? e.message : String(e) });
}

export const say = (text: string): void => void (el.status.textContent = text);
