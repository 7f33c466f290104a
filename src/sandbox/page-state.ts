// The sandbox page's state: the session and its parsed scenario, the aim, the chosen attacker and
// weapon, the last resolution drawn, the live odds, the players' decisions being asked (scatter point, spend,
// Running for Cover route) and the undo history; and the attack the current choices make at a point.

import { type CountPrompt, type OddsSummary, type PointPrompt, type Scenario, getRuleset } from "../core/index.js";
import type { AskFlags, Chosen, Decided } from "./decision-flow.js";
import type { RouteChoice } from "./route-pick.js";
import type { ScatterChoice } from "./scatter-pick.js";
import type { SpendView } from "./spend-view.js";
import { type AttackDoc, type ScenarioDoc, clone } from "./scenario-doc.js";
import { type SessionState, UndoStack } from "./session.js";
import type { Point, ResultOverlay } from "./table-view.js";

/** The last resolution; a cloud it placed is drawn as the cloud itself, not as a blast. */
export interface LastResult extends ResultOverlay {
  readonly resolved: ScenarioDoc;
  /** The aim it was thrown at: the aim preview and odds stay hidden until the aim moves, so the result stays legible. */
  readonly aim: Point | null;
  /** Each decision of the resolution and who made it (the player on the page, the automation, the document). */
  readonly decided: readonly Decided[];
}

/** The opponent choosing a scatter point: what the learning resolution found, and the bearing picked. */
export interface Choosing {
  readonly choice: ScatterChoice;
  readonly prompt: PointPrompt;
  bearing: number;
}

/** A throw waiting for the players' decisions: its document with the answers so far, and who decided what. */
export interface Flow {
  doc: ScenarioDoc;
  /** Tags of the decisions the player left to the automation. */
  readonly left: Set<string>;
  /** The decisions the player made (written into `doc.decisions`), by prompt tag. */
  readonly chosen: Map<string, Chosen>;
  flags: AskFlags;
}

/** A spend (or yes/no) being decided in the decision panel. */
export interface Spending {
  readonly prompt: CountPrompt;
  readonly view: SpendView;
}

/** A Running for Cover route being picked on the table: the legal ground and the candidate way point (always legal). */
export interface Routing {
  readonly choice: RouteChoice;
  point: [number, number];
}

/** What Undo restores: the session and the result drawn with it, and what the step undone was. */
export interface Snapshot {
  readonly session: SessionState;
  readonly last: LastResult | null;
  /** The status line's words for the step that Undo takes back. */
  readonly what: string;
}

export const page = {
  session: null as SessionState | null,
  scenario: null as Scenario | null,
  aim: null as Point | null,
  /** Height of a point aim, in inches (0: the ground): kept from the document's target, set in the aim line. */
  aimZ: 0,
  /** The aim Escape put away: the arrow keys carry on from it, not from the thrower's feet. */
  parkedAim: null as Point | null,
  weaponChoice: "scenario",
  attackerChoice: null as string | null,
  last: null as LastResult | null,
  odds: null as OddsSummary | null,
  oddsError: null as string | null,
  /** The request the shown odds answer, and the request for the current aim. */
  oddsKey: "",
  oddsFor: "",
  /** The shown odds are the worker's early answer from part of the trials; the rest are coming. */
  oddsPartial: false,
  /** The throw whose players' decisions are being asked (the three below are its current question). */
  flow: null as Flow | null,
  choosing: null as Choosing | null,
  spending: null as Spending | null,
  routing: null as Routing | null,
};

export const history = new UndoStack<Snapshot>();

/** Remembers the current state before a change, so Undo can restore it; `what` names the change. */
export function remember(what: string): void {
  if (page.session) history.push({ session: page.session, last: page.last, what });
}

let renderer: () => void = () => undefined;
let frame = 0;

/** The page's render function (set once by main.ts; the modules that change state call it). */
export const setRenderer = (r: () => void): void => void (renderer = r);
export const render = (): void => {
  renderer();
};

/** Renders on the next animation frame (pointer moves and odds answers arrive faster than frames). */
export function scheduleRender(): void {
  if (frame) return;
  frame = requestAnimationFrame(() => {
    frame = 0;
    renderer();
  });
}

/** Aim points snap to a tenth of an inch, so what the page shows is what the core resolves. */
export const snap = (v: number): number => Math.round(v * 10) / 10;

export function pointOf(figureId: string): Point | null {
  const f = page.scenario?.battlefield.figures.find((g) => g.id === figureId);
  return f ? { x: f.x, y: f.y } : null;
}

export function chosenWeapon(): Record<string, unknown> | null {
  const { session, weaponChoice } = page;
  if (!session) return null;
  if (weaponChoice === "scenario" && session.scenarioWeapon) return clone(session.scenarioWeapon);
  const preset = getRuleset(session.doc.ruleset)?.presets.find((p) => p.id === weaponChoice);
  return preset ? clone(preset.weapon) : null;
}

export function attackerId(): string | null {
  const figures = page.scenario?.battlefield.figures ?? [];
  return figures.find((f) => f.id === page.attackerChoice)?.id ?? figures[0]?.id ?? null;
}

/** The attack at `at`: a figure whose base holds the point is targeted, otherwise the point. */
export function attackAt(at: Point): AttackDoc | null {
  const { session, scenario } = page;
  const attacker = attackerId();
  const weapon = chosenWeapon();
  if (!session || !scenario || !attacker || !weapon) return null;
  const onFigure = scenario.battlefield.figures.find((f) => f.id !== attacker && Math.hypot(f.x - at.x, f.y - at.y) <= f.baseRadius);
  const prev = session.doc.attack;
  const extras: Record<string, unknown> = {};
  if (prev && prev.attacker === attacker)
    for (const [k, v] of Object.entries(prev)) if (!["attacker", "weapon", "target"].includes(k)) extras[k] = clone(v);
  const point = page.aimZ ? [snap(at.x), snap(at.y), page.aimZ] : [snap(at.x), snap(at.y)];
  return { ...extras, attacker, weapon, target: onFigure ? { figure: onFigure.id } : { point } };
}

/** Whether the aim is still where the last throw went (its preview then stays hidden behind the result). */
export const aimIsLastThrow = (): boolean =>
  !!page.aim && !!page.last?.aim && page.last.aim.x === page.aim.x && page.last.aim.y === page.aim.y;
