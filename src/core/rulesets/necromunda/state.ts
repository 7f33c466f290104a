// The changing state of every figure during one Necromunda attack (position, Wounds, Toughness, status,
// Broken) and the `affected` entries built from it (docs/rules.md §2.5). Snapshots are never mutated.

import type { Battlefield } from "../../battlefield/battlefield.js";
import type { FigureSnapshot, WallSnapshot } from "../../battlefield/types.js";
import type { Vec2 } from "../../geometry/vec.js";
import { type Note, note } from "../../i18n.js";
import type { AffectedCause, AffectedFigure, FigureStatus, Outcome } from "../../scenario/output.js";
import { type LedgeWall, ledgesOf } from "./effects/ledges.js";
import type { LifeStatus } from "./rules.js";
import type { Faces, NecroSettings } from "./settings.js";
import type { NecroStats, NecroWeapon } from "./types.js";
import { TagCounter } from "../../engine/tags.js";
import { defined } from "../../engine/expect.js";
import { perObject } from "../../engine/per-object.js";
import { edgeToEdge } from "../../geometry/segment.js";

export const L = (key: string, data?: Record<string, string | number>): Note => note(`ORDNANCE.Log.necro.${key}`, data);

/**
 * Inches past a reach within which `near` still keeps a base: its callers accept bases up to EPS (1e-6") beyond
 * the reach they ask for, so a thousandth of an inch keeps all of those.
 */
const NEAR_SLACK = 1e-3;

export interface FighterState {
  readonly fig: FigureSnapshot<NecroStats>;
  /** The figure's index in the snapshot. */
  readonly index: number;
  readonly id: string;
  readonly side: string;
  readonly r: number;
  /** The same as `r`, under the name moving bases read (a state is a `BaseObstacle` as it stands). */
  readonly baseRadius: number;
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

/**
 * Each figure index's state in the run that last met it there (`owner`): a lookup cheaper than a map made per run.
 * A slot another run took since is a miss, and the run's own list of states answers, so runs never share a state.
 */
interface FigureSlots {
  readonly owner: (AttackRun | undefined)[];
  readonly states: (FighterState | undefined)[];
  /** Each figure's index by id. */
  readonly byId: ReadonlyMap<string, number>;
  /** Each snapshot figure's x, y and base radius at 3i … 3i + 2: `near` filters the index's cells on these numbers. */
  readonly at: Float64Array;
}
const slotsOf = perObject((bf: Battlefield<NecroStats>): FigureSlots => {
  const figures = bf.figures;
  const n = figures.length;
  const at = new Float64Array(n * 3);
  figures.forEach((f, i) => {
    at[3 * i] = f.x;
    at[3 * i + 1] = f.y;
    at[3 * i + 2] = f.baseRadius;
  });
  return {
    // Stryker disable next-line ArrayDeclaration: an empty array reads undefined at every index until a slot is set, as this one does
    owner: new Array<AttackRun | undefined>(n).fill(undefined),
    // Stryker disable next-line ArrayDeclaration: an empty array reads undefined at every index until a slot is set, as this one does
    states: new Array<FighterState | undefined>(n).fill(undefined),
    byId: new Map(figures.map((f, i) => [f.id, i])),
    at,
  };
});

/** Builds the battlefield's figure slots and ledge list now (Ruleset.warmBattlefield): each attack's run reads both. */
export function warmNecroBattlefield(bf: Battlefield<NecroStats>): void {
  slotsOf(bf);
  ledgesOf(bf);
}

/** Everything one attack's steps share. */
export class AttackRun {
  /** Every figure's state this run has made, in the order made (a state is made the first time a step meets the figure). */
  readonly states: FighterState[] = [];
  readonly falls: PendingFall[] = [];
  /** Fighters that became Seriously Injured or went Out of Action, in order (N7i). */
  // Stryker disable next-line ArrayDeclaration: a casualty that is no fighter has no side, so no friend answers its call
  readonly casualties: FighterState[] = [];
  /** Walls with Wounds hit by knockback (made on the first: most attacks hit none). */
  obstructions: Map<string, ObstructionState> | null = null;
  readonly tags = new TagCounter();
  /** The attack's own notes: the outcome's, or a scratch list nobody reads when the run is quiet. */
  readonly log: Note[];
  /** The caller discards notes (RulesetContext.quiet): fighters' notes are not built. */
  readonly quiet: boolean;
  /**
   * Notes are kept (not quiet). Hot steps test it before `say` with data, so a quiet trial builds no note data; `say`
   * itself drops the note when quiet.
   */
  readonly loud: boolean;
  /** The battlefield has ledges: only then can anyone fall (N7h). */
  readonly hasLedges: boolean;

  constructor(
    readonly bf: Battlefield<NecroStats>,
    readonly settings: NecroSettings,
    readonly faces: Faces,
    readonly weapon: NecroWeapon,
    readonly attacker: FigureSnapshot<NecroStats>,
    readonly out: Outcome,
    readonly decisions: Readonly<Record<string, unknown>>,
    quiet = false,
  ) {
    this.quiet = quiet;
    this.loud = !quiet;
    this.slots = slotsOf(bf);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a shortcut — on a battlefield without ledges the ledge steps find no edge to cross or fall from
    this.hasLedges = ledgesOf(bf).length > 0;
    // Stryker disable next-line ArrayDeclaration: a quiet run's scratch log is never read, whatever it holds
    this.log = quiet ? [] : out.notes;
  }

  get levelGap(): number {
    return this.settings["geometry.levelGap"];
  }

  get n23(): boolean {
    return this.settings["necro.traitSet"] === "n23";
  }

  /** The figure's state in this run (made from the snapshot the first time). */
  state(f: FigureSnapshot<NecroStats>): FighterState {
    return this.stateAt(defined(this.slots.byId.get(f.id), "a snapshot figure's index"));
  }

  /** The state of the snapshot's figure at index `i`, found through the battlefield's slots. */
  stateAt(i: number): FighterState {
    const slots = this.slots;
    // Stryker disable next-line ConditionalExpression: a shortcut — the run's own list holds the same state as its slot
    if (slots.owner[i] === this) return defined(slots.states[i], "a slot's state");
    // Not this run's slot: the run has not met the figure yet, or another run on this battlefield took the slot since.
    let s = this.states.find((st) => st.index === i);
    if (!s) {
      const f = defined(this.bf.figures[i], "an indexed figure");
      s = {
        fig: f,
        index: i,
        id: f.id,
        side: f.side,
        r: f.baseRadius,
        baseRadius: f.baseRadius,
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
      this.states.push(s);
    }
    slots.owner[i] = this;
    slots.states[i] = s;
    return s;
  }

  /** Fighters moved during this attack, in the order they first moved: the figure index only knows where they started. */
  private readonly displaced: FighterState[] = [];
  /** The battlefield's figure slots, shared by every run on it: `near` finds a figure's state by its index there. */
  private readonly slots: FigureSlots;

  moveTo(s: FighterState, x: number, y: number): void {
    if (x === s.x && y === s.y) return;
    s.x = x;
    s.y = y;
    if (!this.displaced.includes(s)) this.displaced.push(s);
  }

  /**
   * Candidates, still on the table, whose base may lie within `reach` of `centre` (the caller runs the
   * exact test on current positions), in snapshot order then moved fighters.
   */
  near(centre: Vec2, reach: number): FighterState[] {
    // The index hands out whole cells, in snapshot order: keep the bases whose box meets the reach's (a base not
    // moved yet stands where the snapshot has it; moved ones are added below), so no state is made for a far figure.
    const candidates = this.bf.figureIndicesNear(centre, reach);
    const at = this.slots.at;
    const cx = centre.x,
      cy = centre.y,
      within = reach + NEAR_SLACK;
    const out: FighterState[] = [];
    const displaced = this.displaced;
    for (let k = 0, n = candidates.length; k < n; k++) {
      const i = candidates[k] ?? 0;
      const span = within + (at[3 * i + 2] ?? 0);
      if (Math.abs((at[3 * i] ?? 0) - cx) > span || Math.abs((at[3 * i + 1] ?? 0) - cy) > span) continue;
      const s = this.stateAt(i);
      // Stryker disable next-line ConditionalExpression: a shortcut — nobody is in an empty list of moved fighters
      if (s.status !== "outOfAction" && (displaced.length === 0 || !displaced.includes(s))) out.push(s);
    }
    for (const s of displaced) if (s.status !== "outOfAction") out.push(s);
    return out;
  }

  entry(s: FighterState, cause: AffectedCause): AffectedFigure {
    if (!s.entry) {
      s.entry = {
        figure: s.id,
        cause,
        // Stryker disable next-line ObjectLiteral: finish() writes every entry's final position
        position: { x: s.x, y: s.y, z: s.z },
        // Stryker disable next-line StringLiteral: finish() writes every entry's final status
        status: "standing",
        wounds: s.W,
        toughness: s.T,
        injuries: s.injuries,
        // Stryker disable next-line ArrayDeclaration: the output document fills `effects` from the notes
        effects: [],
        notes: [],
      };
      this.out.affected.push(s.entry);
    }
    return s.entry;
  }

  /** A note on the fighter's entry (made, as hit by the blast, if it has none yet; it is made even when quiet). */
  say(s: FighterState, key: string, data?: Record<string, string | number>): void {
    // Stryker disable next-line StringLiteral,LogicalOperator: every caller has made the fighter's entry first (this cause is never used)
    const e = s.entry ?? this.entry(s, "blast");
    if (!this.quiet) e.notes.push(L(key, data));
  }

  /** Writes every figure's final state into its entry (positions, status, Wounds, Toughness). */
  finish(): void {
    for (const s of this.states) {
      const e = s.entry;
      if (!e) continue;
      // The entry's own position object (made with the entry, never shared), moved to where the fighter ends.
      const at = e.position;
      at.x = s.x;
      at.y = s.y;
      at.z = s.z;
      e.status = reportStatus(s);
      e.wounds = s.W;
      e.toughness = s.T;
      e["broken"] = s.broken;
      e["prone"] = s.status === "pinned" || s.status === "seriouslyInjured";
      if (s.engaged) e["engaged"] = true;
    }
    if (this.obstructions) {
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

/**
 * Edge-to-edge distance of two fighters' bases where they stand now, adding the height difference only across levels
 * (docs/rules.md §1.3, §1.4a): the geometry's `edgeToEdge`, as a state is a base.
 */
export const gap = (a: FighterState, b: FighterState, levelGap: number): number => edgeToEdge(a, b, levelGap);

/** Whether the fighter is Out of Action (a function, so TypeScript does not keep a stale narrowing of `status` across the steps that change it). */
export const isOut = (s: FighterState): boolean => s.status === "outOfAction";
