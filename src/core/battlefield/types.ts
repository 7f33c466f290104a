// The battlefield snapshot: the plain, inch-based description of the table that every ruleset reads
// (docs/scenario.md "The document" `battlefield`). The Foundry adapter and the sandbox produce it; core never mutates it.

export type Point2 = readonly [number, number];
export type Point3 = readonly [number, number, number];

export interface WallSnapshot {
  readonly id: string;
  readonly a: Point2;
  readonly b: Point2;
  /** Stops movement, scatter and deviation (a solid or impassable feature). Default true. */
  readonly blocksMove: boolean;
  /** Blocks line of sight. Default true. */
  readonly blocksSight: boolean;
  /**
   * A ledge: the drop in inches on the side the wall's normal points away from (Necromunda falling), and
   * `top`, the height of the surface it edges (default `dropInches`: a drop to the table).
   */
  readonly ledge?: { readonly dropInches: number; readonly railing?: boolean; readonly top?: number } | undefined;
  /** Lowest height the wall blocks at, in inches (absent: unbounded below). */
  readonly bottom?: number | undefined;
  /** Height the wall blocks up to, exclusive (absent: unbounded above). A wall ending at a roof lets the roof pass. */
  readonly top?: number | undefined;
  /**
   * A one-way wall blocks only what approaches from this side: "left" is the side on the left walking from
   * a to b on screen (y down), where (b.y − a.y, −(b.x − a.x)) points. Default "both".
   */
  readonly blocksFrom?: "both" | "left" | "right" | undefined;
  /** Wounds of a destructible obstruction (Necromunda Knockback and Demolition); absent: no Wounds. */
  readonly wounds?: number | undefined;
  /** Toughness of such an obstruction (Necromunda; 6 when absent). */
  readonly toughness?: number | undefined;
}

export interface FigureSnapshot<Stats = Record<string, unknown>> {
  readonly id: string;
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly baseRadius: number;
  readonly stats: Stats;
}

export type CloudKind = "smoke" | "gas";

export interface CloudSnapshot {
  readonly id: string;
  readonly kind: CloudKind;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly radius: number;
  readonly lethal: boolean;
}

export interface WindSnapshot {
  readonly enabled: boolean;
  /** Clock hour 1..12 already rolled for the game, or null when it is still to be rolled. */
  readonly hour: number | null;
  readonly mode: "fixed3" | "d6";
  /** Which table edge player 1 plays from, for `gzg.wind.reference = player1Edge`. Default south. */
  readonly player1Edge?: "north" | "south" | "east" | "west" | undefined;
}

export interface TableBounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface BattlefieldSnapshot<Stats = Record<string, unknown>> {
  readonly bounds: TableBounds | null;
  readonly walls: readonly WallSnapshot[];
  readonly figures: readonly FigureSnapshot<Stats>[];
  readonly clouds: readonly CloudSnapshot[];
  /** Wind as the table has it (GZG); null when the document gives none and settings decide. */
  readonly wind: WindSnapshot | null;
}
