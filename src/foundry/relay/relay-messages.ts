// The messages of the module socket (channel module.ordnance) and their validation. Everything that
// arrives is untrusted: size-capped, shape-checked, unknown keys refused (docs/foundry.md "Player → GM relay").

import type { ScatterAbout } from "../../core/index.js";
import type { AttackOptionsRequest, AttackRequest, AttackTargetRequest, CanvasPoint } from "../api-types.js";
import type { NoticeData } from "../platform/errors.js";
import { type GroundWire, MAX_GROUND_CHARS, parseGround } from "./ground-message.js";

export type PointValue = readonly [number, number];

export type RelayMessage =
  /** player → active GM: run this attack for me. */
  | { readonly type: "attack"; readonly requestId: string; readonly request: AttackRequest; readonly gm?: string }
  /** active GM → everyone, for `to`: how the attack went. */
  | {
      readonly type: "result";
      readonly requestId: string;
      readonly to: string;
      readonly ok: true;
      readonly attackId: string;
      readonly messageId: string | null;
    }
  | {
      readonly type: "result";
      readonly requestId: string;
      readonly to: string;
      readonly ok: false;
      readonly error: { readonly key: string; readonly data: NoticeData };
    }
  /** active GM → everyone, for `to`: pick a point (e.g. a Trench Crusade scatter point). */
  | {
      readonly type: "askPoint";
      readonly requestId: string;
      readonly to: string;
      readonly tag: string;
      readonly fallback: PointValue | null;
      /** A Running for Cover route's legal ground (ground-message.ts), for the picker to draw and snap to. */
      readonly ground?: GroundWire;
      /** What a scatter point is for, for the prompt to say in words (`scatterWire`). */
      readonly scatter?: ScatterWire;
    }
  /** the asked user → the GM: the picked point (null: declined). */
  | { readonly type: "point"; readonly requestId: string; readonly point: PointValue | null }
  /**
   * active GM → everyone, for `to`: choose a count from 0 to `max` for the decision `tag` (a Trench Crusade spend,
   * a Bloodbath as 0/1), made for the token `figure` when it is a per-figure decision.
   */
  | {
      readonly type: "askCount";
      readonly requestId: string;
      readonly to: string;
      readonly tag: string;
      readonly max: number;
      readonly figure?: string;
      /** The localization key naming the roll the answer changes (`{figure}`: the model whose roll it is). */
      readonly roll?: string;
      /** The markers the model holds, by kind. */
      readonly held?: Readonly<Record<string, number>>;
      /** A yes/no decision (1 is yes). */
      readonly flag?: boolean;
    }
  /** the asked user → the GM: the chosen count (null: declined). */
  | { readonly type: "count"; readonly requestId: string; readonly count: number | null }
  /** active GM → everyone, for `to`: put the tokens `options` in the order they are resolved (`tag`: the prompt). */
  | {
      readonly type: "askOrder";
      readonly requestId: string;
      readonly to: string;
      readonly tag: string;
      readonly options: readonly string[];
    }
  /** the asked user → the GM: the tokens in the chosen order (null: declined). */
  | { readonly type: "order"; readonly requestId: string; readonly order: readonly string[] | null }
  /**
   * active GM → everyone, for `to`: the question `requestId` is settled without their answer; its prompt closes.
   * `by`: the GM whose client closed it. No `reason`: that GM answered it (or left it to the automation) for them;
   * `reason` "timeout": that GM's client stopped waiting (the world's request timeout) and the automation decided.
   */
  | { readonly type: "closed"; readonly requestId: string; readonly to: string; readonly by: string; readonly reason?: CloseReason }
  /** active GM → everyone, for `to`: their answer to the question `requestId` was refused, and why. */
  | {
      readonly type: "refused";
      readonly requestId: string;
      readonly to: string;
      readonly key: string;
      readonly data: Readonly<Record<string, string | number>>;
    };

/** Why a question closed other than by the GM's answer (the only one: the GM's client stopped waiting). */
export type CloseReason = "timeout";
const CLOSE_REASONS: readonly unknown[] = ["timeout"] satisfies readonly CloseReason[];

/** Most tokens an order question lists. */
export const MAX_ORDER = 32;

/** What a count question says besides its range: the roll it changes, the markers held, whether it is yes/no. */
export type CountDetails = Pick<Extract<RelayMessage, { type: "askCount" }>, "roll" | "held" | "flag">;

/**
 * A scatter point's question (core `ScatterAbout`) as an askPoint message carries it: the weapon's name, how far from the
 * original target the point must be (inches) and, when the asked user may see it, the attacker's token.
 */
export interface ScatterWire {
  readonly weapon: string;
  readonly inches: number;
  readonly figure?: string;
}

/**
 * The message's `scatter` for a prompt's: the attacker left out when it is hidden from the asked user, a long name cut;
 * undefined when what it would carry is not what the receiving check accepts (an empty name), so the question still
 * goes, without it.
 */
export function scatterWire(about: ScatterAbout, attackerHidden: boolean): ScatterWire | undefined {
  const wire = {
    // Cut in UTF-16 units, as the receiving check counts them, without leaving half a surrogate pair at the end.
    weapon: about.weapon.slice(0, MAX_NAME).replace(/[\uD800-\uDBFF]$/, ""),
    inches: about.inches,
    ...(attackerHidden ? {} : { figure: about.attacker }),
  };
  return parseScatter(wire);
}

/** Most characters of a weapon's name a question carries. */
const MAX_NAME = 64;

function parseScatter(v: unknown): ScatterWire | undefined {
  if (!isRecord(v) || !onlyKeys(v, ["weapon", "inches", "figure"])) return undefined;
  const { weapon, inches, figure } = v;
  if (!isShortString(weapon) || !isCoord(inches) || inches < 0 || (figure !== undefined && !isDocId(figure))) return undefined;
  return { weapon, inches, ...(figure === undefined ? {} : { figure }) };
}

/** Largest message accepted, in characters of JSON (an attack request is well under 1 kB). */
export const MAX_MESSAGE_CHARS = 4096;

const ID_RE = /^[A-Za-z0-9]{16}$/;
const REQUEST_ID_RE = /^[A-Za-z0-9-]{8,64}$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const onlyKeys = (o: Record<string, unknown>, keys: readonly string[]): boolean => Object.keys(o).every((k) => keys.includes(k));
const isDocId = (v: unknown): v is string => typeof v === "string" && ID_RE.test(v);
const isShortString = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= 64;
const isCoord = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && Math.abs(v) < 1e7;

export const isRequestId = (v: unknown): v is string => typeof v === "string" && REQUEST_ID_RE.test(v);

function parseTarget(v: unknown): AttackTargetRequest | null {
  if (!isRecord(v)) return null;
  if ("tokenId" in v) return onlyKeys(v, ["tokenId"]) && isDocId(v["tokenId"]) ? { tokenId: v["tokenId"] } : null;
  const p = v["point"];
  if (!onlyKeys(v, ["point"]) || !isRecord(p) || !onlyKeys(p, ["x", "y"]) || !isCoord(p["x"]) || !isCoord(p["y"])) return null;
  return { point: { x: p["x"], y: p["y"] } };
}

/** Most entries of a per-token map or way points of one route accepted in a request. */
export const MAX_ENTRIES = 16;
const OPTION_KEY_RE = /^[A-Za-z][A-Za-z0-9]{0,31}$/;
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 99;
const isCanvasPoint = (v: unknown): v is CanvasPoint => isRecord(v) && onlyKeys(v, ["x", "y"]) && isCoord(v["x"]) && isCoord(v["y"]);

/** A record keyed by token ids (at most MAX_ENTRIES) whose values all pass `ok`; undefined when malformed. */
function tokenMap<T>(v: unknown, ok: (x: unknown) => x is T): Record<string, T> | undefined {
  if (!isRecord(v)) return undefined;
  const entries = Object.entries(v);
  if (entries.length > MAX_ENTRIES || !entries.every(([k, x]) => isDocId(k) && ok(x))) return undefined;
  return Object.fromEntries(entries) as Record<string, T>;
}

const isRoute = (v: unknown): v is CanvasPoint[] => Array.isArray(v) && v.length >= 1 && v.length <= MAX_ENTRIES && v.every(isCanvasPoint);

/** Most fields of `options` or of `decisions` in one request. */
export const MAX_FIELDS = 8;

/** A parse result that names the request field it stopped at. */
type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly field: string };

const isPair = (x: unknown): x is [number, number] => Array.isArray(x) && x.length === 2 && isCoord(x[0]) && isCoord(x[1]);
const isNumber = (x: unknown): x is number => isCoord(x);
const isPerFigureValue = (x: unknown): boolean => isNumber(x) || typeof x === "boolean" || isRoute(x);

/** One decision value in one of its shapes: a number, a flag, a token id or ids, an [x, y] point, or a per-token map. */
function decisionValue(x: unknown): unknown {
  if (isNumber(x) || typeof x === "boolean" || isDocId(x)) return x;
  if (isPair(x)) return [x[0], x[1]];
  if (Array.isArray(x)) return x.length <= 64 && x.every(isDocId) ? [...x] : undefined;
  const m = tokenMap(x, (y): y is unknown => isPerFigureValue(y));
  if (!m) return undefined;
  return Object.fromEntries(Object.entries(m).map(([k, y]) => [k, isRoute(y) ? y.map((p) => ({ x: p.x, y: p.y })) : y]));
}

/** Attack extras: a number, a flag, a short string (a token id) or an [x, y] pair. */
function optionValue(x: unknown): unknown {
  if (isCoord(x) || typeof x === "boolean" || isShortString(x)) return x;
  return isPair(x) ? [x[0], x[1]] : undefined;
}

/**
 * `options` or `decisions`: at most MAX_FIELDS own fields with plain names, each value in a shape the
 * ruleset's descriptors can take (which fields are declared, and by whom, the GM's client checks next).
 * Built with Object.fromEntries, so a `__proto__` key can never reach a prototype.
 */
function parseFields(v: unknown, prefix: "options" | "decisions", valueOf: (x: unknown) => unknown): Parsed<Record<string, unknown>> {
  if (!isRecord(v)) return { ok: false, field: prefix };
  const entries = Object.entries(v);
  if (entries.length > MAX_FIELDS) return { ok: false, field: prefix };
  const out: [string, unknown][] = [];
  for (const [k, x] of entries) {
    const field = `${prefix}.${k.slice(0, 40)}`;
    if (!OPTION_KEY_RE.test(k)) return { ok: false, field };
    const value = valueOf(x);
    if (value === undefined) return { ok: false, field };
    out.push([k, value]);
  }
  return { ok: true, value: Object.fromEntries(out) };
}

/** An attack request, or the field that made it malformed (null: not an attack request at all). */
export function parseAttackRequestField(v: unknown): Parsed<AttackRequest> | null {
  if (!isRecord(v) || !onlyKeys(v, ["sceneId", "attackerTokenId", "weaponId", "target", "blind", "options", "decisions"])) return null;
  const target = parseTarget(v["target"]);
  if (!isDocId(v["sceneId"]) || !isDocId(v["attackerTokenId"]) || !isShortString(v["weaponId"]) || typeof v["blind"] !== "boolean")
    return null;
  if (!target) return { ok: false, field: "target" };
  const options = "options" in v ? parseFields(v["options"], "options", optionValue) : null;
  if (options && !options.ok) return options;
  const decisions = "decisions" in v ? parseFields(v["decisions"], "decisions", decisionValue) : null;
  if (decisions && !decisions.ok) return decisions;
  return {
    ok: true,
    value: {
      sceneId: v["sceneId"],
      attackerTokenId: v["attackerTokenId"],
      weaponId: v["weaponId"],
      target,
      blind: v["blind"],
      ...(options ? { options: options.value as AttackOptionsRequest } : {}),
      ...(decisions ? { decisions: decisions.value } : {}),
    },
  };
}

export function parseAttackRequest(v: unknown): AttackRequest | null {
  const r = parseAttackRequestField(v);
  return r?.ok ? r.value : null;
}

function parsePoint(v: unknown): PointValue | null | undefined {
  if (v === null) return null;
  if (Array.isArray(v) && v.length === 2 && isCoord(v[0]) && isCoord(v[1])) return [v[0], v[1]];
  return undefined;
}

export type ParseResult =
  | { readonly ok: true; readonly message: RelayMessage }
  /** `field`: the request field that was malformed, when known. */
  | { readonly ok: false; readonly requestId: string | null; readonly field?: string };

/** Checks a raw socket message; on failure returns the request id (when readable) so the sender can be told. */
export function parseMessage(raw: unknown): ParseResult {
  const requestId = isRecord(raw) && isRequestId(raw["requestId"]) ? raw["requestId"] : null;
  const bad: ParseResult = { ok: false, requestId };
  let size: number;
  try {
    size = JSON.stringify(raw).length;
  } catch {
    return bad;
  }
  // Only a question carrying a route's ground may be longer (it is read only when a GM sent it).
  const cap = isRecord(raw) && raw["type"] === "askPoint" && raw["ground"] !== undefined ? MAX_GROUND_CHARS : MAX_MESSAGE_CHARS;
  if (size > cap || !isRecord(raw) || requestId === null) return bad;
  switch (raw["type"]) {
    case "attack": {
      // `gm`: the GM the player addressed (the active GM as the player's client saw it), so only that client runs it.
      const gm = raw["gm"];
      const addressed = gm === undefined || isDocId(gm);
      const request = addressed && onlyKeys(raw, ["type", "requestId", "request", "gm"]) ? parseAttackRequestField(raw["request"]) : null;
      if (!request) return bad;
      if (!request.ok) return { ...bad, field: request.field };
      return { ok: true, message: { type: "attack", requestId, request: request.value, ...(typeof gm === "string" ? { gm } : {}) } };
    }
    case "result": {
      if (!isDocId(raw["to"])) return bad;
      if (raw["ok"] === true && isShortString(raw["attackId"]) && (raw["messageId"] === null || isShortString(raw["messageId"]))) {
        return {
          ok: true,
          message: { type: "result", requestId, to: raw["to"], ok: true, attackId: raw["attackId"], messageId: raw["messageId"] },
        };
      }
      const e = raw["error"];
      if (raw["ok"] === false && isRecord(e) && typeof e["key"] === "string" && e["key"].startsWith("ORDNANCE.") && isRecord(e["data"])) {
        const data: Record<string, string | number> = {};
        for (const [k, v] of Object.entries(e["data"])) if (typeof v === "string" || typeof v === "number") data[k] = v;
        return { ok: true, message: { type: "result", requestId, to: raw["to"], ok: false, error: { key: e["key"], data } } };
      }
      return bad;
    }
    case "askPoint": {
      const fallback = parsePoint(raw["fallback"]);
      const ground = raw["ground"];
      const scatter = raw["scatter"] === undefined ? undefined : parseScatter(raw["scatter"]);
      if (!isDocId(raw["to"]) || !isShortString(raw["tag"]) || fallback === undefined) return bad;
      if (ground !== undefined && parseGround(ground) === undefined) return bad;
      if (raw["scatter"] !== undefined && scatter === undefined) return bad;
      const extra = { ...(ground === undefined ? {} : { ground: ground as GroundWire }), ...(scatter === undefined ? {} : { scatter }) };
      return { ok: true, message: { type: "askPoint", requestId, to: raw["to"], tag: raw["tag"], fallback, ...extra } };
    }
    case "closed": {
      const reason = raw["reason"];
      if (
        !onlyKeys(raw, ["type", "requestId", "to", "by", "reason"]) ||
        !isDocId(raw["to"]) ||
        !isDocId(raw["by"]) ||
        (reason !== undefined && !CLOSE_REASONS.includes(reason))
      )
        return bad;
      const message = { type: "closed", requestId, to: raw["to"], by: raw["by"] } as const;
      return { ok: true, message: reason === undefined ? message : { ...message, reason: reason as CloseReason } };
    }
    case "point": {
      const point = parsePoint(raw["point"]);
      if (point === undefined || !onlyKeys(raw, ["type", "requestId", "point"])) return bad;
      return { ok: true, message: { type: "point", requestId, point } };
    }
    case "askCount": {
      const { figure, roll, held, flag } = raw;
      const heldOk =
        held === undefined ||
        (isRecord(held) && Object.keys(held).length <= 4 && Object.entries(held).every(([k, n]) => OPTION_KEY_RE.test(k) && isCount(n)));
      if (
        !onlyKeys(raw, ["type", "requestId", "to", "tag", "max", "figure", "roll", "held", "flag"]) ||
        !isDocId(raw["to"]) ||
        !isShortString(raw["tag"]) ||
        !isCount(raw["max"]) ||
        (figure !== undefined && !isDocId(figure)) ||
        (roll !== undefined && !(isShortString(roll) && roll.startsWith("ORDNANCE."))) ||
        (flag !== undefined && typeof flag !== "boolean") ||
        !heldOk
      )
        return bad;
      return {
        ok: true,
        message: {
          type: "askCount",
          requestId,
          to: raw["to"],
          tag: raw["tag"],
          max: raw["max"],
          ...(figure === undefined ? {} : { figure }),
          ...(roll === undefined ? {} : { roll }),
          ...(held === undefined ? {} : { held: { ...(held as Record<string, number>) } }),
          ...(flag === undefined ? {} : { flag }),
        },
      };
    }
    case "count": {
      const count = raw["count"];
      if (!onlyKeys(raw, ["type", "requestId", "count"]) || (count !== null && !isCount(count))) return bad;
      return { ok: true, message: { type: "count", requestId, count } };
    }
    case "askOrder": {
      const options = raw["options"];
      if (
        !onlyKeys(raw, ["type", "requestId", "to", "tag", "options"]) ||
        !isDocId(raw["to"]) ||
        !isShortString(raw["tag"]) ||
        !isIdList(options)
      )
        return bad;
      return { ok: true, message: { type: "askOrder", requestId, to: raw["to"], tag: raw["tag"], options: [...options] } };
    }
    case "order": {
      const order = raw["order"];
      if (!onlyKeys(raw, ["type", "requestId", "order"]) || (order !== null && !isIdList(order))) return bad;
      return { ok: true, message: { type: "order", requestId, order: order === null ? null : [...order] } };
    }
    case "refused": {
      const key = raw["key"];
      const data = raw["data"];
      if (!onlyKeys(raw, ["type", "requestId", "to", "key", "data"]) || !isDocId(raw["to"]) || typeof key !== "string") return bad;
      if (!key.startsWith("ORDNANCE.") || key.length > 64 || !isRecord(data)) return bad;
      const clean: Record<string, string | number> = {};
      for (const [k, v] of Object.entries(data)) if ((typeof v === "string" && v.length <= 200) || typeof v === "number") clean[k] = v;
      return { ok: true, message: { type: "refused", requestId, to: raw["to"], key, data: clean } };
    }
    default:
      return bad;
  }
}

/** A list of distinct token ids, at most MAX_ORDER. */
function isIdList(v: unknown): v is string[] {
  return Array.isArray(v) && v.length <= MAX_ORDER && v.every(isDocId) && new Set(v).size === v.length;
}
