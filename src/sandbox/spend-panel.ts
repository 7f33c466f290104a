// The decision panel: a spend (or yes/no) asked while a throw resolves — the question, the roll it changes, what the
// spend does, the markers held, a count from 0 to the markers held (or yes/no) with the automation's suggestion
// preselected. Enter or Confirm answers; Escape or "Let the automation decide" leaves it to the automation's policy.

import { answerSpend, leaveToAutomation } from "./decide.js";
import { el } from "./elements.js";
import { t, tKey } from "./i18n.js";
import { page } from "./page-state.js";
import { html } from "./svg.js";

/** The question drawn last (redrawn only when it changes, so the field keeps what is typed and its focus). */
let shown: unknown = null;

/** Draws the panel for the spend being asked (hidden when none is) and focuses its field when it appears. */
export function renderSpend(): void {
  const spending = page.spending;
  el.decisionCard.hidden = !spending;
  if (spending === shown) return;
  shown = spending;
  if (!spending) return;
  const v = spending.view;
  el.decisionCard.dataset["tag"] = spending.prompt.tag;
  el.decisionQuestion.textContent = v.question;
  el.decisionRoll.hidden = v.roll === null;
  el.decisionRoll.replaceChildren(html("strong", {}, tKey("ORDNANCE.Prompt.changes", "")), ` ${v.roll ?? ""}`);
  el.decisionEffect.textContent = v.effect;
  el.decisionHeld.replaceChildren(...v.held.map((line) => html("li", {}, line)));
  const yes = tKey("ORDNANCE.Card.yes", "yes");
  const no = tKey("ORDNANCE.Card.no", "no");
  el.decisionInput.replaceChildren(
    ...(v.flag
      ? [1, 0].map((n) =>
          html(
            "label",
            { class: "check" },
            html("input", { type: "radio", name: "count", value: n, checked: v.suggestion === n, id: `decision-${String(n)}` }),
            ` ${n === 1 ? yes : no}`,
          ),
        )
      : [
          html(
            "label",
            { class: "field" },
            html("span", {}, tKey("ORDNANCE.Prompt.spend", "")),
            html("input", { type: "number", name: "count", id: "decision-count", min: v.min, max: v.max, step: 1, value: v.suggestion }),
          ),
        ]),
  );
  el.decisionSuggestion.textContent = t(v.flag ? "Decide.SuggestedFlag" : "Decide.Suggested", {
    n: v.suggestion,
    answer: v.suggestion === 1 ? yes : no,
  });
  el.decisionInput.querySelector<HTMLInputElement>("input:checked, input[type=number]")?.focus();
}

/** The count in the panel: the number typed, or the yes/no picked as 1/0 (NaN when nothing readable). */
function readPanel(): number {
  const field = el.decisionForm.elements.namedItem("count");
  if (field instanceof HTMLInputElement) return field.value.trim() === "" ? NaN : Number(field.value);
  return field instanceof RadioNodeList && field.value !== "" ? Number(field.value) : NaN;
}

export function wireSpendPanel(): void {
  el.decisionForm.addEventListener("submit", (e) => {
    e.preventDefault();
    answerSpend(readPanel());
  });
  el.decisionForm.addEventListener("keydown", (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      leaveToAutomation();
    } else if (e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT") {
      // A radio button does not submit its form on Enter by itself.
      e.preventDefault();
      answerSpend(readPanel());
    }
  });
  el.decisionAuto.addEventListener("click", leaveToAutomation);
}
