// Foundry behaviours the fakes reproduce, each with its source: v13 constrains plain token position
// updates by walls, v14 draws tiles around their texture anchor, v14 Regions default to being hidden
// from players, and who may create, update or delete a chat message. Pure functions over stored data.

import type { TokenWriteOptions } from "../../../src/foundry/pipeline/operation-plan.js";
import type { GridData, WallData } from "../../../src/foundry/scene/scene-snapshot.js";

/** v14 `CONST.REGION_VISIBILITY.LAYER_UNLOCKED`, the v14 RegionDocument schema's default `visibility`. */
export const REGION_LAYER_UNLOCKED = 4;

/** CONST values the rules read (WALL_MOVEMENT_TYPES.NONE, WALL_DOOR_TYPES.NONE, WALL_DOOR_STATES.OPEN). */
const MOVE_NONE = 0;
const DOOR_NONE = 0;
const DOOR_OPEN = 1;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Foundry v13 turns a plain x/y update into a movement with the token's own action and constrains it
 * by walls like a drag: the token stops at the first wall that blocks movement, for the GM too, with
 * no error (v13 client `TokenDocument#preUpdateMovement` → `Token#constrainMovementPath`, skipped only
 * with `options.movement[id].constrainOptions.ignoreWalls`; Foundry issue #12159). The fake stops the
 * centre 1 px short of the first crossing (Foundry's exact stopping point depends on the grid; tests
 * only rely on "not where it was asked to go").
 */
export function constrainedRow(
  was: Record<string, unknown>,
  row: Record<string, unknown>,
  options: TokenWriteOptions | undefined,
  grid: GridData,
  walls: readonly WallData[],
): Record<string, unknown> {
  if (!("x" in row || "y" in row)) return row;
  if (options?.movement[String(row["_id"])]?.constrainOptions.ignoreWalls === true) return row;
  const half = (k: "width" | "height", size: number) => (Number(was[k] ?? 1) * size) / 2;
  const from = { x: Number(was["x"]) + half("width", grid.sizeX), y: Number(was["y"]) + half("height", grid.sizeY) };
  const to = {
    x: Number(row["x"] ?? was["x"]) + half("width", grid.sizeX),
    y: Number(row["y"] ?? was["y"]) + half("height", grid.sizeY),
  };
  const t = firstCrossing(from, to, walls);
  if (t === null) return row;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  const k = Math.max(0, t - 1 / len);
  const stop = { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
  return { ...row, x: Math.round(stop.x - half("width", grid.sizeX)), y: Math.round(stop.y - half("height", grid.sizeY)) };
}

/**
 * The centre of the rectangle Foundry draws for an unrotated tile: its x/y is the top-left on v13 and
 * the anchor point on v14 (Foundry issue #13442), the texture anchor defaulting to 0.5 (TextureData).
 */
export function drawnCentre(t: Record<string, unknown>, generation: 13 | 14): { x: number; y: number } {
  const [x, y, w, h] = [Number(t["x"]), Number(t["y"]), Number(t["width"]), Number(t["height"])];
  if (generation < 14) return { x: x + w / 2, y: y + h / 2 };
  const tex = isRecord(t["texture"]) ? t["texture"] : {};
  const ax = typeof tex["anchorX"] === "number" ? tex["anchorX"] : 0.5;
  const ay = typeof tex["anchorY"] === "number" ? tex["anchorY"] : 0.5;
  return { x: x - w * ax + w / 2, y: y - h * ay + h / 2 };
}

/** The fraction along from→to of the first crossing of a wall that blocks movement (an open door does not), or null. */
function firstCrossing(from: { x: number; y: number }, to: { x: number; y: number }, walls: readonly WallData[]): number | null {
  let best: number | null = null;
  const rx = to.x - from.x;
  const ry = to.y - from.y;
  for (const w of walls) {
    if (w.move === MOVE_NONE || (w.door !== DOOR_NONE && w.ds === DOOR_OPEN)) continue;
    const [ax, ay, bx, by] = [w.c[0], w.c[1], w.c[2], w.c[3]];
    const sx = bx - ax;
    const sy = by - ay;
    const den = rx * sy - ry * sx;
    if (den === 0) continue;
    const t = ((ax - from.x) * sy - (ay - from.y) * sx) / den;
    const u = ((ax - from.x) * ry - (ay - from.y) * rx) / den;
    if (t > 0 && t <= 1 && u >= 0 && u <= 1 && (best === null || t < best)) best = t;
  }
  return best;
}

/** A user as Foundry's permission checks see them. */
export interface RuleUser {
  readonly id: string;
  readonly isGM: boolean;
}

/** A chat message's stored author (`_source.author`). */
export interface RuleMessage {
  readonly author: string;
}

/**
 * Foundry v13 `BaseChatMessage.#canCreate` (common/documents/chat-message.mjs): a GM may create any message; any
 * other user only with themselves as its author ("You cannot impersonate a different user"). The author field
 * defaults to the creating user (`DocumentAuthorField`, `initial: () => game.user.id`).
 */
export function canCreateChatMessage(user: RuleUser, data: { readonly author?: string }): boolean {
  return user.isGM || (data.author ?? user.id) === user.id;
}

/**
 * Updating a chat message needs OWNER (common/abstract/document.mjs metadata default `update: "OWNER"`, not
 * overridden by BaseChatMessage): its author (`BaseChatMessage#getUserLevel` gives the author OWNER) or a GM. The
 * author field itself is `gmOnly` (common/data/fields.mjs `DocumentAuthorField`): only a GM may change it.
 */
export function canUpdateChatMessage(user: RuleUser, doc: RuleMessage, changes: { readonly author?: string }): boolean {
  if (user.isGM) return true;
  return doc.author === user.id && (changes.author === undefined || changes.author === doc.author);
}

/** BaseChatMessage metadata `delete: "OWNER"`: its author or a GM. */
export function canDeleteChatMessage(user: RuleUser, doc: RuleMessage): boolean {
  return user.isGM || doc.author === user.id;
}

// ── Trust: who may write what (issue #29, the rules ledger and scene permission) ──────────────────────────

/** Foundry's `CONST.USER_ROLES`. */
export const USER_ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;

/**
 * Whether a user may create, update or delete a world Setting: Foundry's `BaseSetting` permissions call
 * `user.hasPermission("SETTINGS_MODIFY")`, and `USER_PERMISSIONS.SETTINGS_MODIFY.defaultRole` is ASSISTANT
 * (fvtt-types 13.345.1 `common/documents/setting.d.mts`, `common/constants.d.mts`).
 */
export function mayWriteWorldSetting(role: number): boolean {
  return role >= USER_ROLES.ASSISTANT;
}

/**
 * Whether a user may update a token, an actor or an unlinked token's ActorDelta: an owner or a GM (`BaseToken`
 * and `BaseActor` update permission "OWNER"; `BaseActorDelta#getUserLevel` defers to its token, fvtt-types
 * `common/documents/actor-delta.d.mts`). What a hostile player can write, so what the ledger must not trust.
 */
export function mayUpdateOwned(role: number, owners: readonly string[], userId: string): boolean {
  return role >= USER_ROLES.ASSISTANT || owners.includes(userId);
}

// ---- Users, ownership, chat visibility and the module socket (the test table's server and the node fakes) ----

/** CONST.DOCUMENT_OWNERSHIP_LEVELS (Foundry v13 common/constants.mjs). */
export const OWNERSHIP = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** A user with a role and whether they are connected (the table's server; `RuleUser` above is the chat rules' view). */
export interface RoleUser {
  readonly id: string;
  readonly role: number;
  readonly active: boolean;
}

/** `User#isGM`: an Assistant GM or a Gamemaster (v13 common/documents/user.mjs `BaseUser#isGM`). */
export const isGMRole = (role: number): boolean => role >= USER_ROLES.ASSISTANT;

/**
 * `Document#getUserLevel`: a GM owns everything; otherwise the user's own entry in `ownership`, else its
 * `default` (v13 common/abstract/document.mjs). A token's level is its actor's (v13 `TokenDocument#getUserLevel`).
 */
export function ownershipLevel(user: Pick<RoleUser, "id" | "role">, ownership: Readonly<Record<string, number>> | undefined): number {
  if (isGMRole(user.role)) return OWNERSHIP.OWNER;
  return ownership?.[user.id] ?? ownership?.["default"] ?? OWNERSHIP.NONE;
}

/**
 * `game.users.activeGM`: the active GM, a full Gamemaster in preference to an Assistant, the lowest id
 * first among equals (v13 client/documents/collections/users.mjs `Users#activeGM`, "non-assistant if possible").
 */
export function activeGMOf(users: readonly RoleUser[]): string | null {
  const gms = users.filter((u) => u.active && isGMRole(u.role)).sort((a, b) => b.role - a.role || a.id.localeCompare(b.id));
  return gms[0]?.id ?? null;
}

/**
 * Who receives a ChatMessage: everyone when it is whispered to no one, else its author, the users it is
 * whispered to and GMs; the server never sends it to anyone else (v13 common/documents/chat-message.mjs
 * `BaseChatMessage` view permission, client `ChatMessage#visible`; docs/foundry.md "What players receive").
 * The node fakes (`fake-users.ts` `receivedBy`) and the test table's server both ask this.
 */
export function seesMessage(
  user: Pick<RoleUser, "id" | "role">,
  message: { readonly author?: unknown; readonly whisper?: unknown },
): boolean {
  const whisper = Array.isArray(message.whisper) ? (message.whisper as unknown[]) : [];
  return whisper.length === 0 || message.author === user.id || whisper.includes(user.id) || isGMRole(user.role);
}

/**
 * Who a `module.<id>` socket message reaches: every connected client but the sender's, and the handler is
 * given the sender's user id as the server knows it, never anything from the payload (Foundry's socket relay
 * of `module.*` events; the second handler argument socketlib relies on, farling42/foundryvtt-socketlib).
 */
export function socketRecipients(senderId: string, connected: readonly string[]): string[] {
  return connected.filter((id) => id !== senderId);
}
