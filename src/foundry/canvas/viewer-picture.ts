// What one client draws of a throw (docs/foundry.md "The throw on the canvas"): a GM sees the whole picture; a player
// only the figures whose token this client's canvas shows (vision, fog and GM-hidden tokens all decide that), with their
// moves and hit marks, and the throw's line from the attacker only where a token it shows stands.

import type { Picture, PicturePoint, Primitive } from "../../core/index.js";

/** A token as this client's canvas shows it: whether it is visible to this user, its centre and its reach in px. */
export interface ViewerToken {
  readonly id: string;
  readonly visible: boolean;
  readonly centre: { readonly x: number; readonly y: number };
  /** Half the token's larger side: a point this close to the centre is on the token. */
  readonly radiusPx: number;
}

/**
 * The picture as this user may see it. A GM gets it unchanged. For a player, figures whose token is not visible here
 * (or not on this canvas at all) are dropped with their moves; a cloud's drift stays (clouds are not tokens); the aim
 * keeps its start only when a visible token stands there (the picture does not name the attacker, but the attacker's
 * token stands where the throw starts).
 */
export function pictureForViewer(picture: Picture, isGM: boolean, tokens: readonly ViewerToken[], pxPerInch: number): Picture {
  if (isGM) return picture;
  const seen = new Set(tokens.filter((t) => t.visible).map((t) => t.id));
  const standsSeen = (p: PicturePoint): boolean =>
    tokens.some((t) => t.visible && Math.hypot(t.centre.x - p.x * pxPerInch, t.centre.y - p.y * pxPerInch) <= t.radiusPx);
  const kept = (p: Primitive): Primitive[] => {
    switch (p.kind) {
      case "figure":
        return seen.has(p.id) ? [p] : [];
      case "move":
        return p.moveKind === "cloudDrift" || seen.has(p.subject) ? [p] : [];
      case "aim":
        return p.from && !standsSeen(p.from) ? [{ ...p, from: null }] : [p];
      default:
        return [p];
    }
  };
  return { ...picture, primitives: picture.primitives.flatMap(kept) };
}

/** A canvas Token as the filter needs it; `visible` is the flag Foundry sets from `Token#isVisible` on every refresh. */
export interface CanvasTokenLike {
  readonly document: { readonly id: string | null };
  readonly visible: boolean;
  readonly center: { readonly x: number; readonly y: number };
  readonly w: number;
  readonly h: number;
}

export const viewerToken = (t: CanvasTokenLike): ViewerToken | null =>
  t.document.id
    ? { id: t.document.id, visible: t.visible, centre: { x: t.center.x, y: t.center.y }, radiusPx: Math.max(t.w, t.h) / 2 }
    : null;
