// The throw on every client's canvas (docs/foundry.md "The throw on the canvas"): after the GM applies an attack, the
// GM's client sends the card's public picture over the module socket — a broadcast, not a document, so nothing is
// written — and every client plays it. Only a GM's message is played, and only after it is checked field by field.

import type { Picture, Primitive } from "../../core/index.js";
import { parsePicture } from "./picture-message.js";

export const SHOW_THROW = "showThrow";

/** The broadcast: the scene the throw happened on and the picture players may see (the card's flag holds the same). */
export interface ShowThrowMessage {
  readonly type: typeof SHOW_THROW;
  readonly sceneId: string;
  readonly attackId: string;
  readonly picture: Picture;
}

/** What the broadcast needs from Foundry: the module socket, who is a GM, and this client's canvas. */
export interface ThrowPorts {
  readonly emit: (message: ShowThrowMessage) => void;
  readonly isGM: (userId: string) => boolean;
  /** Plays a throw on this client's canvas (the canvas side decides whether its scene is shown and the setting is on). */
  readonly play: (sceneId: string, picture: Picture) => void;
}

const ID_RE = /^[A-Za-z0-9]{16}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Checks a raw socket message; null for anything that is not a well-formed throw broadcast (other relay messages too). */
export function parseShowThrow(raw: unknown): ShowThrowMessage | null {
  if (!isRecord(raw) || raw["type"] !== SHOW_THROW) return null;
  const keys = Object.keys(raw);
  if (keys.length !== 4 || !["type", "sceneId", "attackId", "picture"].every((k) => keys.includes(k))) return null;
  const { sceneId, attackId } = raw;
  if (typeof sceneId !== "string" || !ID_RE.test(sceneId) || typeof attackId !== "string" || attackId.length > 64) return null;
  const picture = parsePicture(raw["picture"]);
  return picture ? { type: SHOW_THROW, sceneId, attackId, picture } : null;
}

/**
 * The GM's side, after an attack was applied: plays `own` (the whole picture: a GM sees every token) here and sends
 * `shown` (the card's public picture) to everyone else. A refused attack (no picture) shows nothing.
 */
export function announceThrow(ports: ThrowPorts, sceneId: string, attackId: string, own: Picture | null, shown: Picture | null): void {
  if (!shown || !own) return;
  ports.emit({ type: SHOW_THROW, sceneId, attackId, picture: shown });
  ports.play(sceneId, own);
}

/** Every client: plays a throw a GM sent (the sender is the id the server stamped); anything else is ignored. */
export function receiveThrow(ports: ThrowPorts, raw: unknown, senderId: string): boolean {
  const message = parseShowThrow(raw);
  if (!message || !ports.isGM(senderId)) return false;
  ports.play(message.sceneId, message.picture);
  return true;
}

/** The figures a picture names (for checks: a player's picture names no hidden token). */
export function pictureSubjects(picture: Picture): string[] {
  const ids = (p: Primitive): string[] => (p.kind === "figure" ? [p.id] : p.kind === "move" ? [p.subject] : []);
  return [...new Set(picture.primitives.flatMap(ids))];
}
