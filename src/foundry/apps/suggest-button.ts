// The throw dialog's Suggest button: the best target for the chosen weapon with the dialog's options and
// decisions (ui/suggest-aim.ts on the thrower's scene, checked as this user's throw would be), searched in the
// module's worker (ui/suggest-source.ts) so the canvas does not pause, handed to aiming so the aim starts there
// and says why; a notice says where it went and how many targets were tried.

import { type RulesetId } from "../../core/index.js";
import { weaponWithState } from "../fighters/weapon-state.js";
import { localize } from "../platform/i18n.js";
import type { FighterWeapon } from "../platform/flags.js";
import { viewerScene, requestSender } from "../platform/foundry-ports.js";
import { gridUnitsPerInch, rulesOverrides } from "../platform/settings.js";
import { MODULE_ID } from "../platform/constants.js";
import { NoticeError } from "../platform/errors.js";
import { GM_SENDER } from "../relay/request-scenario.js";
import { makeScale, toInches } from "../scene/scene-snapshot.js";
import type { OptionRequest } from "../ui/attack-options.js";
import { suggestionWhy } from "../ui/suggest-aim.js";
import { type SuggestWorker, suggestOffThread } from "../ui/suggest-source.js";
import type { AimSuggestion } from "./aim-controller.js";

export interface SuggestFor {
  readonly token: TokenDocument.Implementation;
  readonly weapon: FighterWeapon;
  readonly ruleset: RulesetId;
  readonly blind: boolean;
  readonly extra: OptionRequest;
}

/** Searches (in a worker, within the default time budget on its clock) and says where the aim goes. */
export async function suggestionFor(s: SuggestFor): Promise<AimSuggestion> {
  const scene = s.token.parent;
  if (!scene || !s.token.id) throw new NoticeError("ORDNANCE.Error.noScene");
  ui.notifications.info(localize("ORDNANCE.Suggest.searching"));
  // Let the notice show before the search starts (it takes the main thread when no worker can start).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const data = viewerScene(scene);
  const makeWorker = (): SuggestWorker =>
    new Worker(foundry.utils.getRoute(`modules/${MODULE_ID}/dist/odds-worker.js`), { type: "module" }) as unknown as SuggestWorker;
  const found = await suggestOffThread(
    {
      scene: data,
      gridUnitsPerInch: gridUnitsPerInch(),
      consts: CONST,
      ruleset: s.ruleset,
      settings: rulesOverrides(),
      attackerTokenId: s.token.id,
      weapon: weaponWithState(s.ruleset, s.weapon.weapon, s.weapon.state),
      blind: s.blind,
      ...s.extra,
      sender: game.user.isGM ? GM_SENDER : requestSender(scene, game.user.id),
      now: () => performance.now(),
    },
    makeWorker,
  );
  const scale = makeScale(data.grid, gridUnitsPerInch());
  const t = found.target;
  const where = "tokenId" in t ? (scene.tokens.get(t.tokenId)?.name ?? t.tokenId) : localize("ORDNANCE.Throw.point");
  ui.notifications.info(localize("ORDNANCE.Suggest.moved", { where, targets: found.candidates }));
  const why = suggestionWhy(found);
  return {
    target: "tokenId" in t ? { figure: t.tokenId } : { point: [toInches(t.point.x, scale), toInches(t.point.y, scale)] },
    why: localize(why.key, why.data),
  };
}
