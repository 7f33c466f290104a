// The test table's chat (docs/foundry.md "The test table"): ChatMessage with Foundry's statics (create as the
// current user, getSpeaker, applyRollMode), the chat log that renders each message this client received and
// calls `renderChatMessageHTML`, and `ui.notifications`.

import type { HookBus } from "./core.js";
import { Roll } from "./core.js";
import { type Data, DOC_CLASSES, Doc, createDocs, docEnv, text } from "./documents.js";

export class ChatMessageDoc extends Doc {
  get author(): Doc | undefined {
    return docEnv().user(this._source["author"]);
  }
  get isAuthor(): boolean {
    return this._source["author"] === docEnv().currentUser().id;
  }
  get whisper(): string[] {
    return (this._source["whisper"] as string[] | undefined) ?? [];
  }
  get timestamp(): number {
    return Number(this._source["timestamp"] ?? 0);
  }
  get content(): string {
    return text(this._source["content"]);
  }
  get rolls(): Roll[] {
    return ((this._source["rolls"] as Data[] | undefined) ?? []).map((r) =>
      Roll.fromData(typeof r === "string" ? (JSON.parse(r) as Data) : r),
    );
  }
  get visible(): boolean {
    return true;
  }

  static async create(data: Data): Promise<Doc | undefined> {
    const rolls = ((data["rolls"] as unknown[] | undefined) ?? []).map((r) => (r instanceof Roll ? r.toJSON() : r));
    const [made] = await createDocs("ChatMessage", [{ ...data, rolls, author: docEnv().currentUser().id }], null);
    return made;
  }
  static async deleteDocuments(ids: string[]): Promise<void> {
    await docEnv().request(
      "delete",
      "ChatMessage",
      null,
      ids.map((_id) => ({ _id })),
      {},
    );
  }
  static getSpeaker({ token }: { token?: Doc } = {}): Data {
    return token
      ? { scene: token.parent?.id ?? null, token: token.id, actor: token._source["actorId"] ?? null, alias: token.name }
      : { scene: null, token: null, actor: null, alias: docEnv().currentUser().name };
  }
  /** v13 `ChatMessage.applyRollMode`: GM-only, blind and self rolls become whispers. */
  static applyRollMode(data: Data, mode: string): Data {
    const gms = docEnv()
      .allUsers()
      .filter((u) => (u as { isGM?: boolean }).isGM === true)
      .map((u) => u.id);
    if (mode === "gmroll") return { ...data, whisper: gms };
    if (mode === "blindroll") return { ...data, whisper: gms, blind: true };
    if (mode === "selfroll") return { ...data, whisper: [docEnv().currentUser().id] };
    return { ...data, whisper: [] };
  }
  static get implementation(): typeof ChatMessageDoc {
    return ChatMessageDoc;
  }
}
DOC_CLASSES["ChatMessage"] = ChatMessageDoc;

/** The sidebar's chat log: one `<li class="chat-message">` per message, rendered as Foundry's ChatMessage#renderHTML does. */
export class ChatLog {
  constructor(
    private readonly list: HTMLElement,
    private readonly hooks: HookBus,
  ) {}
  render(message: ChatMessageDoc): void {
    const li = document.createElement("li");
    li.className = "chat-message message flexcol";
    li.dataset["messageId"] = message.id;
    const speaker = (message._source["speaker"] as Data | undefined)?.["alias"] ?? message.author?.name ?? "";
    const whisper = message.whisper.length
      ? `<span class="whisper-to">To: ${message.whisper.map((id) => docEnv().user(id)?.name ?? id).join(", ")}</span>`
      : "";
    li.innerHTML = `<header class="message-header"><h4 class="message-sender">${escapeHTML(text(speaker))}</h4>${whisper}</header><div class="message-content">${message.content}</div>`;
    this.hooks.callAll("renderChatMessageHTML", message, li, {});
    const old = this.list.querySelector(`[data-message-id="${message.id}"]`);
    if (old) old.replaceWith(li);
    else {
      this.list.append(li);
      // A new message scrolls the log to its end, as Foundry's ChatLog#postOne does.
      const box = this.list.parentElement;
      if (box) box.scrollTop = box.scrollHeight;
    }
  }
  remove(id: string): void {
    this.list.querySelector(`[data-message-id="${id}"]`)?.remove();
  }
}

export function escapeHTML(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);
}

/** `ui.notifications`: each notice shown and kept (tests read `shown`). */
export class Notifications {
  readonly shown: { type: string; message: string }[] = [];
  constructor(private readonly box: HTMLElement) {}
  notify(message: string, type = "info"): void {
    this.shown.push({ type, message });
    const li = document.createElement("li");
    li.className = `notification ${type}`;
    li.textContent = message;
    this.box.append(li);
  }
  info(m: string): void {
    this.notify(m, "info");
  }
  warn(m: string): void {
    this.notify(m, "warning");
  }
  error(m: string): void {
    this.notify(m, "error");
  }
}
