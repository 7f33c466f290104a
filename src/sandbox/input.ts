// Pointer and keyboard on the table: the pointer aims (or turns the opponent's scatter point, or moves a Running for
// Cover way point over its legal ground), a press and release throws (or picks), arrow keys move the aim as seen on
// screen, Enter throws, Escape cancels, Ctrl+Z undoes.

import { throwAt, undoLast } from "./actions.js";
import { leaveToAutomation, moveRoute, pickRoute, pickScatter } from "./decide.js";
import { el } from "./elements.js";
import { attackerId, page, pointOf, render, scheduleRender, snap } from "./page-state.js";
import { bearingOf, snapToCircle } from "./scatter-pick.js";
import type { Point, TableView } from "./table-view.js";

/** Pointer travel, in screen pixels, beyond which a press and release is a drag, not a throw. */
const CLICK_SLOP_PX = 6;

function setAim(p: Point | null): void {
  page.aim = p ? { x: snap(p.x), y: snap(p.y) } : null;
  if (p) page.parkedAim = null;
  scheduleRender();
}

/** Turns the scatter point being chosen towards a table point (snapped onto the circle). */
function turnScatterTo(p: Point | null): void {
  const choosing = page.choosing;
  if (!choosing || !p) return;
  const [x, y] = snapToCircle(choosing.choice.centre, choosing.choice.radius, p);
  choosing.bearing = bearingOf(choosing.choice.centre, { x, y });
  scheduleRender();
}

function pointerInput(view: TableView): void {
  el.table.addEventListener("pointermove", (e) => {
    if (page.choosing) {
      turnScatterTo(view.toTable(e.clientX, e.clientY));
      return;
    }
    if (page.routing) {
      const p = view.toTable(e.clientX, e.clientY);
      if (p) moveRoute([p.x, p.y]);
      return;
    }
    if (e.pointerType === "mouse" || e.buttons) setAim(view.toTable(e.clientX, e.clientY));
  });
  // A press and release on the table throws (a tap on a touch screen only aims; the Throw button throws).
  // Handled as pointerdown/pointerup on the table itself rather than "click": live odds re-render the
  // table's contents, and a click whose press and release landed on replaced elements never fires.
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
    if (page.choosing) {
      turnScatterTo(p);
      pickScatter();
      return;
    }
    if (page.routing) {
      moveRoute([p.x, p.y]);
      pickRoute();
      return;
    }
    page.aim = { x: snap(p.x), y: snap(p.y) };
    if (e.pointerType === "touch") render();
    else throwAt(page.aim);
  });
}

const typing = (target: HTMLElement): boolean =>
  ["TEXTAREA", "SELECT"].includes(target.tagName) || (target.tagName === "INPUT" && (target as HTMLInputElement).type === "text");

/** While the opponent chooses a scatter point: arrows turn it (Shift 10°), Enter picks, Escape leaves it to the policy. */
function scatterKeys(e: KeyboardEvent): void {
  const choosing = page.choosing;
  if (!choosing) return;
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
    leaveToAutomation();
  }
}

/**
 * While a Running for Cover route is picked: arrows move the candidate as seen on screen (0.5", Shift 2") and it stays
 * on the legal ground; Enter picks it, Escape leaves the route to the automation.
 */
function routeKeys(e: KeyboardEvent): void {
  const routing = page.routing;
  if (!routing) return;
  const m = arrowStep(e);
  if (m) {
    e.preventDefault();
    moveRoute([routing.point[0] + m[0], routing.point[1] + m[1]]);
  } else if (e.key === "Enter") {
    e.preventDefault();
    pickRoute();
  } else if (e.key === "Escape") {
    e.preventDefault();
    leaveToAutomation();
  }
}

/** An arrow key's step in table inches as seen on screen (0.5", Shift 2"; on a turned table right is −y); null otherwise. */
function arrowStep(e: KeyboardEvent): [number, number] | null {
  const step = e.shiftKey ? 2 : 0.5;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const m = moves[e.key];
  if (!m) return null;
  // On a turned table the arrows still move as seen: screen right is the table's −y, down its +x.
  return el.table.dataset["turned"] === "true" ? [m[1], -m[0]] : m;
}

/** While a spend is asked in the decision panel: Enter answers it, Escape leaves it to the automation. */
function spendKeys(e: KeyboardEvent): void {
  if (e.key === "Enter") {
    e.preventDefault();
    el.decisionForm.requestSubmit();
  } else if (e.key === "Escape") {
    e.preventDefault();
    leaveToAutomation();
  }
}

function keyboardInput(): void {
  document.addEventListener("keydown", (e) => {
    const target = e.target as HTMLElement;
    const tag = target.tagName;
    if ((e.ctrlKey || e.metaKey) && e.key === "z" && tag !== "TEXTAREA" && tag !== "INPUT") {
      e.preventDefault();
      undoLast();
      return;
    }
    if (page.choosing && !typing(target)) {
      scatterKeys(e);
      return;
    }
    if (page.routing && !typing(target)) {
      routeKeys(e);
      return;
    }
    // The panel's own field and buttons handle their keys (spend-panel.ts).
    if (page.spending) {
      if (!typing(target) && !el.decisionForm.contains(target)) spendKeys(e);
      return;
    }
    if (["INPUT", "TEXTAREA", "SELECT", "BUTTON", "SUMMARY"].includes(tag) && target !== (el.table as unknown as HTMLElement)) return;
    const m = arrowStep(e);
    if (m) {
      e.preventDefault();
      // After Escape the arrows carry on from the aim put away, not from the thrower's feet.
      const from = page.aim ?? page.parkedAim ?? pointOf(attackerId() ?? "") ?? { x: 0, y: 0 };
      const [dx, dy] = m;
      setAim({ x: from.x + dx, y: from.y + dy });
    } else if (e.key === "Enter") {
      e.preventDefault();
      throwAt(page.aim);
    } else if (e.key === "Escape") {
      if (page.aim) page.parkedAim = page.aim;
      setAim(null);
      page.odds = null;
    }
  });
}

export function wireTableInput(view: TableView): void {
  pointerInput(view);
  keyboardInput();
}
