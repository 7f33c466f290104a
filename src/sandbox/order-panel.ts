// The resolution order panel: the figures the ruleset would resolve at the current aim (Necromunda: those under
// the Blast marker), in the order the next throw resolves them, with ↑/↓ buttons that write the whole list into
// decisions.resolutionOrder. Shown only where the aimed attack's ruleset has an order to choose.

import type { AimScenarios } from "../core/index.js";
import { setOrder } from "./actions.js";
import { el } from "./elements.js";
import { t } from "./i18n.js";
import { moveInList, orderAt, orderedList } from "./order-list.js";
import type { ScenarioDoc } from "./scenario-doc.js";
import { html } from "./svg.js";

/** The list as last drawn (redrawn only when it changes, so focus stays on its buttons). */
let renderedOrder = "";
let shownOrder: string[] = [];

function moveButton(id: string, delta: -1 | 1, disabled: boolean): HTMLButtonElement {
  const label = t(delta < 0 ? "Order.Up" : "Order.Down", { figure: id });
  return html(
    "button",
    { type: "button", "data-id": id, "data-move": delta, "aria-label": label, title: label, disabled },
    delta < 0 ? "↑" : "↓",
  );
}

/** Draws the panel for the aimed document (null: no aim); `aims` is the page's parse of aim after aim. */
export function renderOrder(aimDoc: ScenarioDoc | null, aims: AimScenarios): void {
  const under = aimDoc && orderAt(aimDoc, aims);
  el.orderCard.hidden = !under;
  if (!aimDoc || !under) return;
  const chosen = aimDoc.decisions?.["resolutionOrder"] as string[] | undefined;
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
          html("li", { "data-id": id }, html("span", {}, id), moveButton(id, -1, i === 0), moveButton(id, 1, i === list.length - 1)),
        )),
  );
}

export function wireOrderPanel(): void {
  el.orderList.addEventListener("click", (e) => {
    const button = (e.target as HTMLElement).closest("button");
    const id = button?.dataset["id"];
    const delta = Number(button?.dataset["move"]);
    if (!button || !id || !delta) return;
    setOrder(moveInList(shownOrder, id, delta));
    // The list is redrawn: keep the focus on the moved fighter's button (or its other one at an end).
    const again = el.orderList.querySelector<HTMLButtonElement>(`button[data-id="${CSS.escape(id)}"][data-move="${String(delta)}"]`);
    (again && !again.disabled
      ? again
      : el.orderList.querySelector<HTMLButtonElement>(`button[data-id="${CSS.escape(id)}"]:not([disabled])`)
    )?.focus();
  });
  el.orderReset.addEventListener("click", () => {
    setOrder(null);
  });
}
