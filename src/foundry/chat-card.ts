// One chat card per attack or upkeep (docs/foundry.md): rendered from templates/chat-card.hbs, carrying
// every Roll (so Dice So Nice animates them) and, in its flags, the scenario, the transcript and the
// undo record. Also the card's buttons: the GM's Undo and Export scenario JSON.

import type { OutputDocument } from "../core/index.js";
import { scenarioWithAnswers } from "./build-scenario.js";
import { cardView } from "./chat-card-view.js";
import { MODULE_ID } from "./constants.js";
import { localize } from "./i18n.js";
import { NoticeError } from "./errors.js";
import type { AttackRecord } from "./flags.js";
import { executeUndo } from "./operation-plan.js";
import type { CardInput } from "./pipeline.js";
import { sceneStore } from "./scene-store.js";
import { withMessageMode } from "./message-mode.js";
import { cardDetail } from "./settings.js";

export const CARD_TEMPLATE = `modules/${MODULE_ID}/templates/chat-card.hbs`;

function nameResolver(sceneId: string): (figureId: string) => string {
  const scene = game.scenes.get(sceneId);
  return (id) => scene?.tokens.get(id)?.name ?? id;
}

async function renderCard(record: AttackRecord, output: OutputDocument): Promise<string> {
  const view = cardView(record.attackId, output, (key, data) => localize(key, data), nameResolver(record.sceneId), {
    hasUndo: record.undo !== null,
    undone: record.undone,
    scenario: record.scenario,
  });
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, { ...view, brief: cardDetail() === "summary" });
}

export async function postChatCard(card: CardInput<Roll>): Promise<string | null> {
  const record: AttackRecord = {
    attackId: card.attackId,
    sceneId: card.sceneId,
    scenario: card.scenario,
    answers: card.answers,
    decisions: card.decisions,
    output: card.output,
    undo: card.undo,
    undone: false,
  };
  const token = card.speakerTokenId ? game.scenes.get(card.sceneId)?.tokens.get(card.speakerTokenId) : undefined;
  const message = await ChatMessage.implementation.create(
    withMessageMode({
      speaker: ChatMessage.implementation.getSpeaker(token ? { token } : {}),
      content: await renderCard(record, card.output),
      rolls: [...card.rolls],
      flags: { [MODULE_ID]: { attack: record } },
    }),
  );
  return message?.id ?? null;
}

export function attackRecordOf(message: ChatMessage.Implementation): AttackRecord | undefined {
  return message.getFlag(MODULE_ID, "attack");
}

/** The GM's Undo: restores positions, states and created/deleted documents, then marks the card. */
export async function undoAttack(message: ChatMessage.Implementation): Promise<void> {
  if (!game.user.isGM) throw new NoticeError("ORDNANCE.Error.gmOnly");
  const record = attackRecordOf(message);
  if (!record?.undo || record.undone) return;
  const scene = game.scenes.get(record.undo.sceneId);
  if (!scene) throw new NoticeError("ORDNANCE.Error.noScene");
  try {
    await executeUndo(sceneStore(scene), record.undo);
  } catch (e) {
    throw new NoticeError("ORDNANCE.Error.undoFailed", { message: e instanceof Error ? e.message : String(e) });
  }
  const undone: AttackRecord = { ...record, undone: true };
  await message.update({ content: await renderCard(undone, record.output), flags: { [MODULE_ID]: { attack: undone } } });
}

/** Downloads the card's scenario with its dice and the users' decisions written in: `ordnance resolve` reproduces the card. */
export function exportScenario(message: ChatMessage.Implementation): void {
  const record = attackRecordOf(message);
  if (!record) return;
  const doc = scenarioWithAnswers(record.scenario, record.answers, record.decisions ?? {});
  foundry.utils.saveDataToFile(JSON.stringify(doc, null, 2), "application/json", `ordnance-${record.attackId}.json`);
}
