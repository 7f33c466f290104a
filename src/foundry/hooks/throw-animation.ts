// The throw on the canvas (docs/foundry.md "The throw on the canvas"): on `ready` every client listens on the module
// socket for a GM's throw broadcast; on `ordnance.applied` (the client that applied the attack) the card's public
// picture is broadcast and the whole picture played here. Nothing is written to any document.

import { canvasPicture } from "../chat/card-picture.js";
import { playThrow } from "../canvas/throw-canvas.js";
import { type ShowThrowMessage, type ThrowPorts, announceThrow, receiveThrow } from "../canvas/throw-broadcast.js";
import { parsePicture } from "../canvas/picture-message.js";
import { pictureOf } from "../../core/index.js";
import { MODULE_ID } from "../platform/constants.js";
import { SOCKET_CHANNEL } from "../relay/socket.js";

/** A collection's entry, or undefined for an unknown id (Foundry's Collection#get; the types assume it is there). */
const byId = <T>(collection: { get(id: string): T }, id: string): T | undefined => collection.get(id);

function ports(): ThrowPorts {
  return {
    emit: (message: ShowThrowMessage) => void game.socket.emit(SOCKET_CHANNEL, message),
    isGM: (userId) => byId(game.users, userId)?.isGM ?? false,
    play: playThrow,
  };
}

export function onThrowAnimation(): void {
  Hooks.once("ready", () => {
    const p = ports();
    game.socket.on(SOCKET_CHANNEL, (message: unknown, senderId: string) => void receiveThrow(p, message, senderId));
  });
  Hooks.on("ordnance.applied", (ctx) => {
    if (ctx.output.outcome === "ILLEGAL") return;
    const card = ctx.messageId ? byId(game.messages, ctx.messageId) : undefined;
    // A card from before pictures has no `picture` (and a message without the flag none at all).
    const flag = card?.getFlag(MODULE_ID, "card");
    const shown = parsePicture(flag?.picture);
    announceThrow(ports(), ctx.sceneId, ctx.attackId, canvasPicture(pictureOf(ctx.scenario, ctx.output)), shown);
  });
}
