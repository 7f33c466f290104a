// The Suggest button: asks the suggest worker for the best target of the current attacker and weapon, moves
// the aim there and says why (expected hits per side); the words stay while the aim stays on the suggestion.

import type { Suggestion } from "../core/index.js";
import { el } from "./elements.js";
import { translate } from "./i18n.js";
import { attackAt, attackerId, page, pointOf, render } from "./page-state.js";
import { attackDocument } from "./session.js";
import { SUGGEST_SEED, SuggestClient } from "./suggest-client.js";
import type { Point } from "./table-view.js";

const ts = (key: string, data?: Record<string, string | number>): string =>
  translate({ key: `ORDNANCE.Suggest.${key}`, ...(data ? { data } : {}) });

/** The last suggestion and the aim it moved to (the words go once the aim moves elsewhere). */
let shown: { suggestion: Suggestion; aim: Point } | null = null;
let searching = false;
let failed: string | null = null;

const client = new SuggestClient((suggestion, error) => {
  searching = false;
  failed = error;
  if (suggestion) {
    const t = suggestion.target;
    const aim = "figure" in t ? pointOf(t.figure) : { x: t.point[0], y: t.point[1] };
    if (aim) {
      page.aim = aim;
      shown = { suggestion, aim };
    }
  }
  render();
});

/** The button's label and hint. */
export function wireSuggest(): void {
  el.suggestBtn.textContent = ts("button");
  el.suggestBtn.title = ts("buttonHint");
}

/** Sends the current attacker and weapon to the worker (aimed anywhere: only where it may aim matters). */
export function requestSuggestion(): void {
  const { session, scenario } = page;
  const attacker = attackerId();
  const from = attacker ? pointOf(attacker) : null;
  const attack = attackAt(page.aim ?? from ?? { x: 0, y: 0 });
  if (!session || !scenario || !attack) return;
  const doc = attackDocument(session, attack, SUGGEST_SEED);
  delete doc.dice;
  searching = true;
  failed = null;
  shown = null;
  client.request(doc);
  render();
}

/** The table changed under a search (load, throw, undo): its answer would no longer fit. */
export function forgetSuggestion(): void {
  client.cancel();
  searching = false;
  shown = null;
}

export function renderSuggestion(): void {
  const p = el.suggestWhy;
  el.suggestBtn.disabled = searching || !page.session;
  const here = shown && page.aim && page.aim.x === shown.aim.x && page.aim.y === shown.aim.y ? shown.suggestion : null;
  p.hidden = !searching && !failed && !here;
  if (searching || failed) {
    p.replaceChildren(failed ? ts("failed", { error: failed }) : ts("searching"));
    return;
  }
  if (!here) return;
  const t = here.target;
  const where =
    "figure" in t ? ts("atFigure", { figure: t.figure }) : ts("atPoint", { x: t.point[0].toFixed(1), y: t.point[1].toFixed(1) });
  const e = here.expected;
  p.dataset["target"] = JSON.stringify(t);
  p.dataset["score"] = String(here.score);
  p.dataset["trials"] = String(here.trials);
  p.replaceChildren(
    ts("moved", { where, targets: here.candidates }),
    " ",
    ts("why", { enemies: e.enemiesHit.toFixed(2), friends: e.friendsHit.toFixed(2) }),
  );
}
