// The changing state of every figure during one Necromunda attack (position, Wounds, Toughness, status,
// Broken) and the `affected` entries built from it (docs/rules.md §2.5). Snapshots are never mutated.

import type { Battlefield } from "../../battlefield/battlefield.js";
import type { FigureSnapshot, WallSnapshot } from "../../battlefield/types.js";
import type { Vec2 } from "../../geometry/vec.js";
import { type Note, note } from "../../i18n.js";
import type { AffectedCause, AffectedFigure, FigureStatus, Outcome } from "../../scenario/output.js";
import type { LedgeWall } from "./effects/ledges.js";
import type { LifeStatus } from "./rules.js";
import type { Faces, NecroSettings } from "./settings.js";
import type { NecroStats, NecroWeapon } from "./types.js";
import { TagCounter } from "../../engine/tags.js";

export const L = (key: string, data?: Record<string, string | number>): Note => note(`ORDNANCE.Log.necro.${key}`, data);

export interface FighterState {
  readonly fig: FigureSnapshot<NecroStats>;
  readonly id: string;
  readonly side: string;
  readonly r: number;
  x: number;
  y: number;
  z: number;
  W: number;
  T: number;
  status: LifeStatus;
  broken: boolean;
  /** In base contact with an enemy (the scenario's `engaged`, or moved into contact by Knockback): not Active, so never Pinned (N7g). */
  engaged: boolean;
  entry: AffectedFigure | null;
  injuries: string[];
}

export interface ObstructionState {
  readonly wall: WallSnapshot;
  wounds: number;
}

/**
 * A push off the ledge falls at once; `proneNearEdge` (a fighter that went Prone) first takes an Initiative
 * test if, where it ends up after the whole attack, its base is within ½" of an edge of its level (N7h).
 */
export type PendingFall =
  | { readonly state: FighterState; readonly kind: "pushed"; readonly ledge: LedgeWall }
  | { readonly state: FighterState; readonly kind: "proneNearEdge" };

/** Everything one attack's steps share. */
export class AttackRun {
  readonly states = new Map<string, FighterState>();
  readonly falls: PendingFall[] = [];
  /** Fighters that became Seriously Injured or went Out of Action, in order (N7i). */
  readonly casualties: FighterState[] = [];
  readonly obstructions = new Map<string, ObstructionState>();
  readonly tags = new TagCounter();
  readonly log: Note[];

  constructor(
    readonly bf: Battlefield<NecroStats>,
    readonly settings: NecroSettings,
    readonly faces: Faces,
    readonly weapon: NecroWeapon,
    readonly attacker: FigureSnapshot<NecroStats>,
    readonly out: Outcome,
    readonly decisions: Readonly<Record<string, unknown>>,
  ) {
    this.log = out.notes;
  }

  get levelGap(): number {
    return this.settings["geometry.levelGap"];
  }

  get n23(): boolean {
    return this.settings["necro.traitSet"] === "n23";
  }

  state(f: FigureSnapshot<NecroStats>): FighterState {
    let s = this.states.get(f.id);
    if (!s) {
      s = {
        fig: f,
        id: f.id,
        side: f.side,
        r: f.baseRadius,
        x: f.x,
        y: f.y,
        z: f.z,
        W: f.stats.W,
        T: f.stats.T,
        status: f.stats.status,
        broken: f.stats.broken,
        engaged: f.stats.engaged,
        entry: null,
        injuries: [],
      };
      this.states.set(f.id, s);
    }
    return s;
  }

  /** Fighters moved during this attack: the figure index only knows where they started. */
  private readonly displaced: FighterState[] = [];
  private readonly displacedSet = new Set<FighterState>();

  moveTo(s: FighterState, x: number, y: number): void {
    if (x === s.x && y === s.y) return;
    s.x = x;
    s.y = y;
    if (!this.displacedSet.has(s)) {
      this.displacedSet.add(s);
      this.displaced.push(s);
    }
  }

  /**
   * Candidates, still on the table, whose base may lie within `reach` of `centre` (the caller runs the
   * exact test on current positions), in snapshot order then moved fighters.
   */
  near(centre: Vec2, reach: number): FighterState[] {
    const figures = this.bf.figures;
    const found: number[] = [];
    this.bf.visitFiguresNear(centre, reach, (i) => {
      found.push(i);
    });
    found.sort((a, b) => a - b);
    const out: FighterState[] = [];
    for (const i of found) {
      const s = this.states.get(figures[i]!.id) ?? this.state(figures[i]!);
      if (s.status !== "outOfAction" && !this.displacedSet.has(s)) out.push(s);
    }
    for (const s of this.displaced) if (s.status !== "outOfAction") out.push(s);
    return out;
  }

  entry(s: FighterState, cause: AffectedCause): AffectedFigure {
    if (!s.entry) {
      s.entry = {
        figure: s.id,
        cause,
        position: { x: s.x, y: s.y, z: s.z },
        status: "standing",
        wounds: s.W,
        toughness: s.T,
        injuries: s.injuries,
        effects: [],
        notes: [],
      };
      this.out.affected.push(s.entry);
    }
    return s.entry;
  }

  say(s: FighterState, key: string, data?: Record<string, string | number>): void {
    (s.entry ?? this.entry(s, "blast")).notes.push(L(key, data));
  }

  /** Writes every figure's final state into its entry (positions, status, Wounds, Toughness). */
  finish(): void {
    for (const s of this.states.values()) {
      const e = s.entry;
      if (!e) continue;
      e.position = { x: s.x, y: s.y, z: s.z };
      e.status = reportStatus(s);
      e.wounds = s.W;
      e.toughness = s.T;
      e["broken"] = s.broken;
      e["prone"] = s.status === "pinned" || s.status === "seriouslyInjured";
      if (s.engaged) e["engaged"] = true;
    }
    if (this.obstructions.size) {
      this.out.extra["obstructions"] = [...this.obstructions.values()].map((o) => ({
        wall: o.wall.id,
        wounds: o.wounds,
        destroyed: o.wounds <= 0,
      }));
    }
  }
}

/** docs/scenario.md "Output document": Out of Action, then Seriously Injured, then Broken, then Pinned, else standing. */
export function reportStatus(s: FighterState): FigureStatus {
  if (s.status === "outOfAction") return "outOfAction";
  if (s.status === "seriouslyInjured") return "seriouslyInjured";
  if (s.broken) return "broken";
  return s.status === "pinned" ? "pinned" : "standing";
}

/** Edge-to-edge distance of two fighters' bases, adding the height difference only across levels (docs/rules.md §1.3, §1.4a). */
export function gap(a: FighterState, b: FighterState, levelGap: number): number {
  const dxy = Math.max(0, Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r);
  const dz = a.z - b.z;
  return Math.abs(dz) < levelGap ? dxy : Math.hypot(dxy, dz);
}

/** Whether the fighter is Out of Action (a function, so TypeScript does not keep a stale narrowing across yields). */
export const isOut = (s: FighterState): boolean => s.status === "outOfAction";
