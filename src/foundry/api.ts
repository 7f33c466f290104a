// The public API on game.modules.get("ordnance").api (docs/foundry.md): resolve a scenario document,
// throw (run an attack end to end, relayed to the GM for players), odds, replay a chat card, endRound.

import {
  type OutputDocument,
  loadScenario,
  odds,
  outputDocument,
  prepareResolution,
  replayAnswerer,
  resolveScenario,
  run,
} from "../core/index.js";
import type { OrdnanceApi } from "./api-types.js";
import { attackRecordOf } from "./chat/chat-card.js";
import { NoticeError } from "./platform/errors.js";
import { viewerScene, portsForScene, requestSender, sceneById } from "./platform/foundry-ports.js";
import { GM_SENDER } from "./relay/request-scenario.js";
import { weaponWithState } from "./fighters/weapon-state.js";
import { localize } from "./platform/i18n.js";
import { runUpkeep } from "./pipeline/pipeline.js";
import type { Relay } from "./relay/socket.js";
import { openFighterProfile } from "./apps/fighter-profile-app.js";
import { openThrowDialog } from "./apps/throw-dialog.js";
import type { FighterWeapon } from "./platform/flags.js";
import { tokenProfile } from "./fighters/fighter-source.js";
import { selectedToken, throwerOrNull } from "./relay/throw-flow.js";
import { requestFromInput } from "./ui/throw-input.js";
import { suggestAim } from "./ui/suggest-aim.js";
import { currentRuleset, gridUnitsPerInch, rulesOverrides } from "./platform/settings.js";

/** The loadout of a token on a scene, or null when there is no such token. */
function weaponsOf(sceneId: string, tokenId: string): readonly FighterWeapon[] | null {
  const token = game.scenes.get(sceneId)?.tokens.get(tokenId);
  return token ? (tokenProfile(token)?.weapons ?? []) : null;
}

/** Whether two output documents agree, ignoring the rendered `log`/`effects` text (language-dependent). */
function sameOutput(a: OutputDocument, b: OutputDocument): boolean {
  const strip = (o: OutputDocument) => JSON.stringify({ ...o, log: [], affected: o.affected.map((x) => ({ ...x, effects: [] })) });
  return strip(a) === strip(b);
}

export function makeApi(relay: Relay): OrdnanceApi {
  return {
    resolve: (scenario, options = {}) =>
      resolveScenario(scenario, {
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        translate: (n) => localize(n.key, n.data),
      }),
    throw: (request) =>
      relay.attack(
        requestFromInput(request, {
          currentSceneId: () => canvas?.scene?.id ?? null,
          weaponsOf: (sceneId, tokenId) => weaponsOf(sceneId, tokenId),
        }),
      ),
    openThrow: (token) => {
      const doc = typeof token === "string" ? (canvas?.scene?.tokens.get(token) ?? null) : (token ?? null);
      const t = throwerOrNull(doc);
      if (t) openThrowDialog(t);
    },
    openProfile: (actor) => {
      const a = typeof actor === "string" ? (game.actors.get(actor) ?? null) : (actor ?? null);
      const token = a ? null : selectedToken();
      openFighterProfile(a, token);
    },
    suggestAim: (input) => {
      const lookups = { currentSceneId: () => canvas?.scene?.id ?? null, weaponsOf };
      const request = requestFromInput(
        {
          attacker: input.attacker,
          target: input.attacker,
          ...(input.weapon !== undefined ? { weapon: input.weapon } : {}),
          ...(input.sceneId !== undefined ? { sceneId: input.sceneId } : {}),
        },
        lookups,
      );
      const weapon = weaponsOf(request.sceneId, request.attackerTokenId)?.find((w) => w.id === request.weaponId);
      if (!weapon) throw new NoticeError("ORDNANCE.Error.unknownWeapon", { id: request.weaponId });
      const scene = sceneById(request.sceneId);
      const ruleset = currentRuleset();
      return suggestAim({
        scene: viewerScene(scene),
        gridUnitsPerInch: gridUnitsPerInch(),
        consts: CONST,
        ruleset,
        settings: rulesOverrides(),
        attackerTokenId: request.attackerTokenId,
        weapon: weaponWithState(ruleset, weapon.weapon, weapon.state),
        blind: input.blind === true,
        ...(input.options ? { options: input.options } : {}),
        ...(input.decisions ? { decisions: input.decisions } : {}),
        // What this user may choose, as the GM's client would check it for their throw.
        sender: game.user.isGM ? GM_SENDER : requestSender(scene, game.user.id),
        ...(input.objective ? { objective: input.objective } : {}),
        now: () => performance.now(),
        ...(input.timeMs !== undefined ? { timeMs: input.timeMs } : {}),
      });
    },
    odds: (scenario, trials) => odds(loadScenario(scenario), trials !== undefined ? { trials } : {}),
    replay: (messageId) => {
      const message = game.messages.get(messageId);
      const record = message ? attackRecordOf(message) : undefined;
      if (!record) throw new NoticeError("ORDNANCE.Error.unexpected", { message: `no Ordnance card ${messageId}` });
      const { result, answers } = run(prepareResolution(loadScenario(record.scenario))(), replayAnswerer(record.answers));
      return sameOutput(outputDocument(result, answers), record.output);
    },
    endRound: async (sceneId) => {
      if (!game.user.isGM) throw new NoticeError("ORDNANCE.Error.gmOnly");
      const scene = sceneById(sceneId);
      return relay.serial(() => runUpkeep(portsForScene(scene, relay), game.user.id ?? ""));
    },
  };
}
