// The Necromunda resolution order panel: the fighters under the marker at the current aim, in the order
// the next throw resolves them, with ↑/↓ buttons that write the whole list into decisions.resolutionOrder.

import { type Battlefield, type Scenario, createBattlefield } from "../core/index.js";
import { blastRadius } from "./aim-hints.js";
import { setOrder } from "./actions.js";
import { el } from "./elements.js";
import { t } from "./i18n.js";
import { fightersUnderMarker, markerHole, moveInList, orderedList } from "./order-list.js";
import { page } from "./page-state.js";
import type { AttackDoc } from "./scenario-doc.js";
import { html } from "./svg.js";

/** The list as last drawn (redrawn only when it changes, so focus stays on its buttons). */
let renderedOrder = "";
let shownOrder: string[] = [];
let battlefieldCache: { scenario: Scenario; bf: Battlefield<unknown> } | null = null;

function moveButton(id: string, delta: -1 | 1, disabled: boolean): HTMLButtonElement {
  const label = t(delta < 0 ? "Order.Up" : "Order.Down", { figure: id });
  return html(
    "button",
    { type: "button", "data-id": id, "data-move": delta, "aria-label": label, title: label, disabled },
    delta < 0 ? "↑" : "↓",
  );
}

export function renderOrder(attack: AttackDoc | null, settings: Record<string, unknown>): void {
  const { session, scenario } = page;
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
    const fig = figures.find((g) => g.id === f.id);
    if (!fig) return false;
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
