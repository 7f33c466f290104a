// On the active GM's client, a question still waiting on a player (docs/foundry.md "Decisions while resolving"): a
// small dialog "Waiting for <player>" with "Answer for <player>" (the same picker the player has, on the GM's client)
// and "Leave it to the automation". The first accepted answer wins; the dialog closes when the question is settled.

import type { WaitingQuestion } from "../relay/decision-asker.js";
import { parseGround } from "../relay/ground-message.js";
import type { Relay } from "../relay/socket.js";
import { localize } from "../platform/i18n.js";
import { waitingView } from "../ui/decision-prompt.js";
import { pickCountInDialog, pickOrderInDialog } from "./decision-dialogs.js";
import { pickPointOnCanvas } from "./route-picker.js";

interface Shown {
  readonly dialog: foundry.applications.api.DialogV2;
  /** Aborts the GM's own picker when the player answers first. */
  readonly abort: AbortController;
}

const shown = new Map<string, Shown>();

const nameOf = (id: string): string => canvas?.scene?.tokens.get(id)?.name ?? id;

/** The GM's own picker for the question (the player's, on this client); null when the GM backs out. */
function pickFor(q: WaitingQuestion, signal: AbortSignal): Promise<unknown> {
  const m = q.message;
  if (m.type === "askPoint") return pickPointOnCanvas(m.tag, m.fallback, m.ground ? parseGround(m.ground) : undefined, signal, m.scatter);
  if (m.type === "askCount") {
    const more = {
      ...(m.roll === undefined ? {} : { roll: m.roll }),
      ...(m.held === undefined ? {} : { held: m.held }),
      ...(m.flag === undefined ? {} : { flag: m.flag }),
    };
    return pickCountInDialog(m.tag, m.max, m.figure, more, signal);
  }
  return pickOrderInDialog(m.tag, m.options, signal);
}

/** Offers this GM to answer a question that went to another user. */
export function showWaiting(q: WaitingQuestion, relayOf: () => Relay | null): void {
  if (!game.user.isGM) return;
  const user = game.users.get(q.userId)?.name ?? q.userId;
  const view = waitingView(q.message, user, (k, d) => localize(k, d), nameOf);
  const abort = new AbortController();
  const answer = (value: unknown): void => {
    const relay = relayOf();
    if (!relay || abort.signal.aborted) return;
    if (!relay.answerFor(q.requestId, value)) ui.notifications?.info(localize("ORDNANCE.Decision.waiting.tooLate"));
  };
  const dialog = new foundry.applications.api.DialogV2({
    window: { title: view.title },
    content: `<p>${foundry.utils.escapeHTML(view.text)}</p>`,
    buttons: [
      {
        action: "answerFor",
        label: view.answerFor,
        default: true,
        callback: () => {
          void pickFor(q, abort.signal).then((value) => {
            // Backing out of the picker leaves the question waiting on the player.
            if (value !== null) answer(value);
          });
        },
      },
      {
        action: "automation",
        label: view.automation,
        callback: () => {
          answer(null);
        },
      },
    ],
  });
  shown.set(q.requestId, { dialog, abort });
  void dialog.render({ force: true });
}

/** The question was settled (answered by anyone, refused or timed out): its dialog and the GM's picker close. */
export function settleWaiting(requestId: string): void {
  const s = shown.get(requestId);
  if (!s) return;
  shown.delete(requestId);
  s.abort.abort();
  void s.dialog.close();
}
