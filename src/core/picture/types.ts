// One picture of an outcome (docs/scenario.md "Picture"): a viewport in table inches and an ordered list of drawing
// primitives that say what they mean (a bounce, a knockback, a cloud placed), each tagged with the phase it belongs to.

import type { AffectedCause, FigureStatus, OutcomeCode } from "../scenario/output.js";

/** The order in which an animation plays the primitives: the aim, the flight leg by leg, the impact, what follows. */
export const PICTURE_PHASES = ["aim", "flight", "impact", "aftermath"] as const;
export type PicturePhase = (typeof PICTURE_PHASES)[number];

/** A point on the table, in inches (y grows down the screen, as on the table's page). */
export interface PicturePoint {
  readonly x: number;
  readonly y: number;
}

/** The part of the table shown, in inches. */
export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface Drawn {
  readonly phase: PicturePhase;
}

/** A wall segment within the viewport. */
export interface WallPrimitive extends Drawn {
  readonly kind: "wall";
  readonly id: string;
  readonly a: PicturePoint;
  readonly b: PicturePoint;
  readonly blocksMove: boolean;
  readonly blocksSight: boolean;
  /** The drop in inches when the wall is a ledge's edge, else null. */
  readonly ledgeDrop: number | null;
  /** The heights the wall blocks between (a level's wall), null when unbounded that way. */
  readonly bottom: number | null;
  readonly top: number | null;
  /** One-way walls: the side they block from ("both" for an ordinary wall). */
  readonly blocksFrom: "both" | "left" | "right";
}

/** A figure where it stands after the attack (`from`: where it stood before). */
export interface FigurePrimitive extends Drawn {
  readonly kind: "figure";
  readonly id: string;
  readonly side: string;
  readonly attacker: boolean;
  readonly at: PicturePoint;
  readonly from: PicturePoint;
  readonly z: number;
  readonly baseRadius: number;
  /** Listed in the output's `affected` for anything but a cascaded fear test. */
  readonly hit: boolean;
  /** Its status after the attack, or null when the attack left it out of `affected`. */
  readonly status: FigureStatus | null;
  readonly cause: AffectedCause | null;
  /** The text drawn beside it (its id unless the caller names it). */
  readonly label: string;
}

/** Where the attack was aimed; `from` is the attacker's position when there is one. */
export interface AimPrimitive extends Drawn {
  readonly kind: "aim";
  readonly at: PicturePoint;
  readonly from: PicturePoint | null;
}

export type LegKind = "deviate" | "scatter" | "bounce" | "stop";

/** One straight leg of the deviation or scatter path, in the output's order. */
export interface LegPrimitive extends Drawn {
  readonly kind: "leg";
  readonly index: number;
  readonly legKind: LegKind;
  readonly from: PicturePoint;
  readonly to: PicturePoint;
}

/** Where the path bounced off a wall: the start of a bounce leg (`leg` is that leg's index). */
export interface BouncePrimitive extends Drawn {
  readonly kind: "bounce";
  readonly leg: number;
  readonly at: PicturePoint;
}

/** Where the shot came down. */
export interface ImpactPrimitive extends Drawn {
  readonly kind: "impact";
  readonly at: PicturePoint;
  readonly z: number;
  readonly outcome: OutcomeCode;
}

/** The blast area around the impact. */
export interface BlastPrimitive extends Drawn {
  readonly kind: "blast";
  readonly at: PicturePoint;
  readonly radius: number;
}

/**
 * `displaced`: the rest of a figure's way that no rule record explains (moved on into base contact, off a figure it
 * landed on). A `fall` is drawn where the figure ends (`from` = `to`), `drop` inches down.
 */
export type MoveKind = "knockback" | "runForCover" | "displaced" | "fall" | "cloudDrift";

/** A move after the impact: a figure knocked back, running for cover or falling, or a cloud drifting. */
export interface MovePrimitive extends Drawn {
  readonly kind: "move";
  readonly moveKind: MoveKind;
  /** The figure's or the cloud's id. */
  readonly subject: string;
  readonly from: PicturePoint;
  readonly to: PicturePoint;
  /** How far a fall dropped, in inches (falls only). */
  readonly drop?: number;
}

export type CloudChange = "placed" | "moved" | "removed" | "kept";

/**
 * A smoke or gas cloud and what the attack did to it (for `moved`, `at` is where it ends). Phase: `kept` aim, `placed`
 * impact, `moved` and `removed` aftermath.
 */
export interface CloudPrimitive extends Drawn {
  readonly kind: "cloud";
  readonly id: string;
  readonly cloudKind: "smoke" | "gas";
  readonly change: CloudChange;
  readonly at: PicturePoint;
  readonly radius: number;
  readonly lethal: boolean;
  readonly blocksSight: boolean;
}

export type Primitive =
  | WallPrimitive
  | FigurePrimitive
  | AimPrimitive
  | LegPrimitive
  | BouncePrimitive
  | ImpactPrimitive
  | BlastPrimitive
  | MovePrimitive
  | CloudPrimitive;

/**
 * A picture of one outcome. Primitives come in drawing order (back to front: walls, clouds, blast, figures, aim, path
 * legs each followed by its bounce mark, impact, moves); `phase` says when an animation shows each (a figure is there
 * from the aim on, at `from`; it reaches `at`, and shows `hit` and `status`, in the aftermath).
 */
export interface Picture {
  readonly viewport: Viewport;
  readonly outcome: OutcomeCode;
  readonly primitives: readonly Primitive[];
}

/** The primitives of one kind. */
export const primitivesOf = <K extends Primitive["kind"]>(p: Picture, kind: K): Extract<Primitive, { kind: K }>[] =>
  p.primitives.filter((q): q is Extract<Primitive, { kind: K }> => q.kind === kind);
