// The API's friendly throw input (pure): `throw({ attacker, weapon, target })` where the attacker is a
// token (or its id), the weapon a loadout id or name, and the target a token (or its id) or a point in
// px; also the adapter's own AttackRequest as is. Resolved against injected look-ups into the request
// the relay sends.

import type { AttackRequest, ThrowInput, TokenRef } from "../api-types.js";
import { NoticeError } from "../platform/errors.js";
import type { FighterWeapon } from "../platform/flags.js";

export interface ThrowLookups {
  readonly currentSceneId: () => string | null;
  readonly weaponsOf: (sceneId: string, tokenId: string) => readonly FighterWeapon[] | null;
}

const tokenId = (ref: TokenRef): string | null => (typeof ref === "string" ? ref : "document" in ref ? ref.document.id : ref.id);

export function isAttackRequest(v: unknown): v is AttackRequest {
  return typeof v === "object" && v !== null && "attackerTokenId" in v && "weaponId" in v && "sceneId" in v;
}

export function requestFromInput(input: ThrowInput | AttackRequest, look: ThrowLookups): AttackRequest {
  if (isAttackRequest(input)) return input;
  const sceneId = input.sceneId ?? look.currentSceneId();
  if (!sceneId) throw new NoticeError("ORDNANCE.Error.noScene");
  const attacker = tokenId(input.attacker);
  if (!attacker) throw new NoticeError("ORDNANCE.Error.unknownToken", { id: String(attacker) });
  const weapons = look.weaponsOf(sceneId, attacker);
  if (!weapons) throw new NoticeError("ORDNANCE.Error.unknownToken", { id: attacker });
  const weapon =
    input.weapon === undefined ? weapons[0] : (weapons.find((w) => w.id === input.weapon) ?? weapons.find((w) => w.name === input.weapon));
  if (!weapon) throw new NoticeError("ORDNANCE.Error.unknownWeapon", { id: input.weapon ?? "" });
  const t = input.target;
  let target: AttackRequest["target"];
  if (typeof t === "object" && "x" in t && "y" in t) {
    if (!Number.isFinite(t.x) || !Number.isFinite(t.y)) throw new NoticeError("ORDNANCE.Error.badTarget");
    target = { point: { x: t.x, y: t.y } };
  } else {
    const id = tokenId(t);
    if (!id) throw new NoticeError("ORDNANCE.Error.badTarget");
    target = { tokenId: id };
  }
  return {
    sceneId,
    attackerTokenId: attacker,
    weaponId: weapon.id,
    target,
    blind: input.blind === true,
    ...(input.options ? { options: input.options } : {}),
    ...(input.decisions ? { decisions: input.decisions } : {}),
  };
}
