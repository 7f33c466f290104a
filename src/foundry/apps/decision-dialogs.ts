// The dialogs a user answers a decision in while the GM's client resolves (docs/foundry.md "Decisions while
// resolving"): a spend or yes/no (templates/decision-count.hbs) and the order of the fighters under a marker
// (templates/decision-order.hbs; hovering a row highlights its token). Closed without answering: null.

import { MODULE_ID } from "../platform/constants.js";
import { localize } from "../platform/i18n.js";
import type { CountDetails } from "../relay/relay-messages.js";
import { countPromptView, orderPromptView, readOrder } from "../ui/decision-prompt.js";

const template = (name: string): string => `modules/${MODULE_ID}/templates/${name}.hbs`;

/** A token of the viewed scene by name (the asked user sees the scene the attack is on). */
const nameOf = (id: string): string => canvas?.scene?.tokens.get(id)?.name ?? id;

/**
 * The dialog's render callback closing it when `signal` aborts (the question was settled without this answer: the GM
 * answered first or the time ran out; or the GM who asked left).
 */
const closeOnAbort =
  (signal: AbortSignal | undefined) =>
  (_event: Event, dialog: foundry.applications.api.DialogV2): void => {
    if (!signal) return;
    const close = (): void => void dialog.close();
    if (signal.aborted) close();
    else signal.addEventListener("abort", close, { once: true });
  };

/** Asks this user for a count from 0 to `max`; null when closed without answering, out of range, or aborted. */
export async function pickCountInDialog(
  decision: string,
  max: number,
  figure?: string,
  more: CountDetails = {},
  signal?: AbortSignal,
): Promise<number | null> {
  const view = countPromptView(decision, max, figure, more, (k, d) => localize(k, d), nameOf);
  const content = await foundry.applications.handlebars.renderTemplate(template("decision-count"), { ...view });
  const answer: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: localize("ORDNANCE.Prompt.countTitle") },
    content,
    render: closeOnAbort(signal),
    ok: {
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => {
        const form = button.form;
        const field = form?.elements.namedItem("count");
        if (field instanceof HTMLInputElement) return field.valueAsNumber;
        // Radio buttons (a yes/no): the checked one's value.
        return field instanceof RadioNodeList ? Number(field.value) : null;
      },
    },
    rejectClose: false,
  });
  return typeof answer === "number" && Number.isInteger(answer) && answer >= 0 && answer <= max ? answer : null;
}

/** Shows a token as hovered on this client's canvas (the order dialog's rows), or stops. */
function hoverToken(id: string, on: boolean): void {
  // Only a highlight: a canvas that cannot draw it (another module's token class) never stops the answer.
  try {
    const token = canvas?.tokens?.get(id);
    if (!token) return;
    token.hover = on;
    token.renderFlags.set({ refreshState: true });
  } catch {
    return;
  }
}

/** Asks this user to order the fighters `options`; null when closed without answering. */
export async function pickOrderInDialog(_tag: string, options: readonly string[], signal?: AbortSignal): Promise<string[] | null> {
  const view = orderPromptView(options, (k, d) => localize(k, d), nameOf);
  const content = await foundry.applications.handlebars.renderTemplate(template("decision-order"), { ...view });
  const rows = (root: HTMLElement): HTMLElement[] => [...root.querySelectorAll<HTMLElement>("li[data-token]")];
  const answer: unknown = await foundry.applications.api.DialogV2.prompt({
    window: { title: localize("ORDNANCE.Prompt.order.title") },
    content,
    render: (event: Event, dialog: foundry.applications.api.DialogV2) => {
      closeOnAbort(signal)(event, dialog);
      const root = dialog.element;
      for (const row of rows(root)) {
        const id = row.dataset["token"] ?? "";
        row.addEventListener("pointerenter", () => {
          hoverToken(id, true);
        });
        row.addEventListener("pointerleave", () => {
          hoverToken(id, false);
        });
        for (const button of row.querySelectorAll<HTMLButtonElement>("button[data-move]"))
          button.addEventListener("click", () => {
            const list = row.parentElement;
            const sibling = button.dataset["move"] === "-1" ? row.previousElementSibling : row.nextElementSibling?.nextElementSibling;
            if (!list || (button.dataset["move"] === "-1" && !sibling)) return;
            list.insertBefore(row, sibling ?? null);
            button.focus();
          });
      }
    },
    ok: {
      callback: (_event: PointerEvent | SubmitEvent, button: HTMLButtonElement) => {
        const list = button.form ? rows(button.form) : [];
        for (const row of list) hoverToken(row.dataset["token"] ?? "", false);
        return readOrder(list.map((row) => row.dataset["token"] ?? "").join(","), options);
      },
    },
    rejectClose: false,
  });
  for (const id of options) hoverToken(id, false);
  return Array.isArray(answer) ? (answer as string[]) : null;
}
