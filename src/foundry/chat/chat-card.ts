// One chat card per attack or upkeep (docs/foundry.md): rendered from templates/chat-card.hbs, carrying
// every Roll (so Dice So Nice animates them); its replay record (scenario, transcript, undo data) in a
// companion message whispered to the GMs. Also the card's buttons: the GM's Undo (a stack per scene)
// and Export scenario JSON (GM only).

import { type OutputDocument, pictureOf } from "../../core/index.js";
import { scenarioWithAnswers } from "../pipeline/build-scenario.js";
import { publicCardView } from "./public-card.js";
import { canvasPicture, cardPicture } from "./card-picture.js";
import { parsePicture } from "../canvas/picture-message.js";
import { playThrow } from "../canvas/throw-canvas.js";
import { MODULE_ID } from "../platform/constants.js";
import { localize } from "../platform/i18n.js";
import { NoticeError } from "../platform/errors.js";
import type { AttackRecord } from "../platform/flags.js";
import { attackRecord, cardFlag, publicRolls, recordMessageData } from "./card-record.js";
import type { HistoryEntry } from "../scene/undo-stack.js";
import { docReader } from "../scene/doc-reader.js";
import { type MessageView, ReportOnce, trustedRecordOf } from "./record-trust.js";
import { cardOfRecord, sceneHistory as historyOf } from "./record-history.js";
import { undoWithQuestions } from "../scene/undo-flow.js";
import type { CardInput } from "../pipeline/pipeline.js";
import { sceneStore } from "../scene/scene-store.js";
import { withMessageMode } from "./message-mode.js";
import { cardDetail } from "../platform/settings.js";

export const CARD_TEMPLATE = `modules/${MODULE_ID}/templates/chat-card.hbs`;

function nameResolver(sceneId: string): (figureId: string) => string {
  const scene = game.scenes.get(sceneId);
  return (id) => scene?.tokens.get(id)?.name ?? id;
}

/** Whether the token is hidden from players (the public card leaves it out). */
function hiddenIn(sceneId: string): (figureId: string) => boolean {
  const scene = game.scenes.get(sceneId);
  return (id) => scene?.tokens.get(id)?.hidden ?? false;
}

/** The card's picture, as players may see it (card-picture.ts). */
function pictureFor(record: AttackRecord, output: OutputDocument): ReturnType<typeof cardPicture> {
  return cardPicture(record.scenario, output, hiddenIn(record.sceneId), nameResolver(record.sceneId), (n) => localize(n.key, n.data));
}

async function renderCard(record: AttackRecord, output: OutputDocument, picture = pictureFor(record, output)): Promise<string> {
  const names = {
    figure: nameResolver(record.sceneId),
    user: (id: string) => game.users.get(id)?.name ?? id,
    hidden: hiddenIn(record.sceneId),
  };
  const view = publicCardView(record, (key, data) => localize(key, data), names, picture.img, output);
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, { ...view, brief: cardDetail() === "summary" });
}

/**
 * Posts an attack's two messages: the replay record whispered to the GMs (scenario, transcript, undo
 * data), then the public card (outcome, rolls, a flag pointing at the record). Returns the card's id.
 */
export async function postChatCard(card: CardInput<Roll>): Promise<string | null> {
  const record = attackRecord(card, Date.now());
  // The write-ahead journal wrote the record before the attack's first write (chat/record-journal.ts).
  const keptId = card.recordId ?? (await createRecordMessage(record))?.id ?? null;
  const token = card.speakerTokenId ? game.scenes.get(card.sceneId)?.tokens.get(card.speakerTokenId) : undefined;
  const hidden = hiddenIn(card.sceneId);
  const picture = pictureFor(record, card.output);
  const message = await ChatMessage.implementation.create(
    withMessageMode({
      // A hidden thrower does not speak: the card speaks as the module (a hidden model is named nowhere public).
      speaker: token?.hidden ? { alias: "Ordnance" } : ChatMessage.implementation.getSpeaker(token ? { token } : {}),
      content: await renderCard(record, card.output, picture),
      rolls: publicRolls(card.rolls, card.output.rolls, hidden),
      flags: { [MODULE_ID]: { card: cardFlag(record, keptId, picture.canvas) } },
    }),
  );
  return message?.id ?? null;
}

/** Creates the GM-whispered record message of an attack (the write-ahead journal's record, or a record posted with its card). */
export async function createRecordMessage(record: AttackRecord): Promise<ChatMessage.Implementation | undefined> {
  const gmIds = game.users.filter((u) => u.isGM).flatMap((u) => (u.id ? [u.id] : []));
  return ChatMessage.implementation.create({
    ...recordMessageData(record, gmIds, localize("ORDNANCE.Trust.recordTitle", { id: record.attackId })),
    speaker: { alias: "Ordnance" },
  });
}

/** Posts the public card of an attack completed by recovery (its dice were not kept across the reload). */
export async function postRecoveredCard(record: AttackRecord, recordId: string): Promise<void> {
  const picture = pictureFor(record, record.output);
  await ChatMessage.implementation.create(
    withMessageMode({
      speaker: { alias: "Ordnance" },
      content: await renderCard(record, record.output, picture),
      flags: { [MODULE_ID]: { card: cardFlag(record, recordId, picture.canvas) } },
    }),
  );
}

/** A chat message as record-trust.ts reads it. */
export function messageView(m: ChatMessage.Implementation): MessageView {
  return { id: m.id ?? "", authorId: m.author?.id ?? null, card: m.getFlag(MODULE_ID, "card"), record: m.getFlag(MODULE_ID, "attack") };
}

export const isGMUser = (id: string): boolean => game.users.get(id)?.isGM ?? false;

/** Every ignored record or card, reported to the GM once per session. */
export const untrusted = new ReportOnce((u) => {
  if (game.user.isGM) ui.notifications?.warn(localize("ORDNANCE.Journal.ignored", { id: u.message.id, problem: u.problem }));
});

const views = (): MessageView[] => game.messages.map(messageView);

/** Whether the message is an Ordnance card or record (for wiring its buttons). */
export function isOrdnanceMessage(message: ChatMessage.Implementation): boolean {
  return message.getFlag(MODULE_ID, "card") !== undefined || message.getFlag(MODULE_ID, "attack") !== undefined;
}

/**
 * The record behind a card (or the record message itself; older cards kept the record on the card): only a
 * GM-written, checked record, named by a GM-written card (record-trust.ts).
 */
function recordMessageOf(message: ChatMessage.Implementation): ChatMessage.Implementation | undefined {
  const byId = (id: string) => {
    const m = game.messages.get(id);
    return m ? messageView(m) : undefined;
  };
  const t = untrusted.check(trustedRecordOf(messageView(message), byId, isGMUser));
  return t ? game.messages.get(t.recordMessage.id) : undefined;
}

/** The attack record behind a card: only on a GM's client (players never receive it), only one a GM wrote. */
export function attackRecordOf(message: ChatMessage.Implementation): AttackRecord | undefined {
  return recordMessageOf(message)?.getFlag(MODULE_ID, "attack");
}

/** The scene's history: every completed, GM-written, checked record of the scene in the chat log, with its message. */
function sceneHistory(sceneId: string): { entry: HistoryEntry; message: ChatMessage.Implementation }[] {
  return historyOf(views(), sceneId, isGMUser, untrusted).flatMap((h) => {
    const message = game.messages.get(h.messageId);
    return message ? [{ entry: h.entry, message }] : [];
  });
}

async function confirm(title: string, content: string): Promise<boolean> {
  return (await foundry.applications.api.DialogV2.confirm({ window: { title }, content, rejectClose: false })) === true;
}

/** Marks a record and its public card undone. */
async function markUndone(recordMessage: ChatMessage.Implementation): Promise<void> {
  const record = recordMessage.getFlag(MODULE_ID, "attack");
  if (!record) return;
  const undone: AttackRecord = { ...record, undone: true };
  await recordMessage.update({ flags: { [MODULE_ID]: { attack: undone } } });
  const cardView = cardOfRecord(views(), messageView(recordMessage), isGMUser);
  const card = cardView ? game.messages.get(cardView.id) : undefined;
  const flag = card?.getFlag(MODULE_ID, "card");
  if (card && flag)
    await card.update({ content: await renderCard(undone, record.output), flags: { [MODULE_ID]: { card: { ...flag, undone: true } } } });
}

/**
 * The GM's Undo (docs/foundry.md "Undo"): undoes the scene's later entries first (the GM confirms the
 * list), each checked against the scene; a hand edit since is refused by name, with a "restore anyway".
 */
export async function undoAttack(message: ChatMessage.Implementation): Promise<void> {
  if (!game.user.isGM) throw new NoticeError("ORDNANCE.Error.gmOnly");
  const recordMessage = recordMessageOf(message);
  const record = recordMessage?.getFlag(MODULE_ID, "attack");
  if (!recordMessage || !record?.undo || record.undone) return;
  const scene = game.scenes.get(record.undo.sceneId);
  if (!scene) throw new NoticeError("ORDNANCE.Error.noScene");
  const messageOf = (e: HistoryEntry) => sceneHistory(record.sceneId).find((h) => h.entry.attackId === e.attackId)?.message;
  await undoWithQuestions(
    sceneStore(scene),
    docReader(scene),
    () => sceneHistory(record.sceneId).map((h) => h.entry),
    record.attackId,
    {
      confirmLater: (later) => {
        const items = later.map((e) => `<li>${foundry.utils.escapeHTML(describe(messageOf(e)))}</li>`).join("");
        return confirm(localize("ORDNANCE.Trust.undoLaterTitle"), `<p>${localize("ORDNANCE.Trust.undoLater")}</p><ul>${items}</ul>`);
      },
      restoreAnyway: (e) => {
        const ask = `<p>${foundry.utils.escapeHTML(localize(e.key, e.data))}</p><p>${localize("ORDNANCE.Trust.restoreAnyway")}</p>`;
        return confirm(localize("ORDNANCE.Trust.restoreAnywayTitle"), ask);
      },
    },
    {
      nameOf: (d) => (d.name === "Token" ? (scene.tokens.get(d.id)?.name ?? d.id) : `${d.name} ${d.id}`),
      undone: async (e) => {
        const m = messageOf(e);
        if (m) await markUndone(m);
      },
    },
  );
}

/** A history entry's line in the confirmation: its outcome and when. */
function describe(m: ChatMessage.Implementation | undefined): string {
  const r = m?.getFlag(MODULE_ID, "attack");
  if (!m || !r) return "";
  return `${localize(`ORDNANCE.Outcome.${r.output.outcome}`)} — ${new Date(r.at ?? m.timestamp).toLocaleTimeString()}`;
}

/** Downloads the card's scenario with its dice and the users' decisions written in (GM only: it holds the whole scene). */
export function exportScenario(message: ChatMessage.Implementation): void {
  if (!game.user.isGM) throw new NoticeError("ORDNANCE.Error.gmOnly");
  const record = attackRecordOf(message);
  if (!record) return;
  const doc = scenarioWithAnswers(record.scenario, record.answers, record.decisions ?? {});
  foundry.utils.saveDataToFile(JSON.stringify(doc, null, 2), "application/json", `ordnance-${record.attackId}.json`);
}

/**
 * The card's *Show on canvas*: replays the throw for this user only, from what this user may see — a GM from the
 * record (every token), a player from the card's own flag (the public picture the card was posted with).
 */
export function showOnCanvas(message: ChatMessage.Implementation): void {
  const flag = message.getFlag(MODULE_ID, "card");
  const record = game.user.isGM ? attackRecordOf(message) : undefined;
  const picture =
    record && record.output.outcome !== "ILLEGAL" ? canvasPicture(pictureOf(record.scenario, record.output)) : parsePicture(flag.picture);
  if (!picture) throw new NoticeError("ORDNANCE.Card.noPicture");
  if (canvas.scene?.id !== flag.sceneId) throw new NoticeError("ORDNANCE.Card.otherScene");
  playThrow(flag.sceneId, picture);
}
