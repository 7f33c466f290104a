// The test table's client page (docs/foundry.md "The test table"): connects to the table's server as the page's
// user, builds the Foundry globals the module touches over the world it receives, loads the module as Foundry
// does from its module.json (styles, languages, then its `esmodules`), runs init → i18nInit → setup → canvas →
// ready, and keeps every client's copy of the world in step with the changes the server broadcasts.

import { ApplicationV2, DialogV2, FormDataExtended, handlebarsMixin, registerHelpers, templateRenderer } from "./apps.js";
import { ChatLog, ChatMessageDoc, Notifications, escapeHTML } from "./chat.js";
import { TableCanvas } from "./canvas.js";
import { CONST, HookBus, Localization, Roll, Settings, dice } from "./core.js";
import {
  Collection,
  type Data,
  Doc,
  EMBEDDED,
  type ParentRef,
  type SceneDoc,
  TokenDoc,
  type UserDoc,
  createDocs,
  docEnv,
  getProperty,
  makeDoc,
  setDocEnv,
  updateDocs,
} from "./documents.js";
import { activeGMOf } from "../../../helpers/foundry/foundry-rules.js";

const page = globalThis as unknown as Record<string, unknown> & { ROUTE_PREFIX: string; TABLE_USER: string };
const route = (path: string): string => `/${[page.ROUTE_PREFIX, path.replace(/^\//, "")].filter((p) => p !== "").join("/")}`;

type Message = Data & { t: string };
const WORLD_COLLECTIONS: Readonly<Record<string, string>> = {
  User: "users",
  Actor: "actors",
  Scene: "scenes",
  ChatMessage: "messages",
  Combat: "combats",
  Setting: "settings",
};

async function connect(): Promise<{ ws: WebSocket; first: Message; queue: Message[]; listen: (fn: (m: Message) => void) => void }> {
  const ws = new WebSocket(
    `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${route("socket")}?user=${encodeURIComponent(page.TABLE_USER)}`,
  );
  const queue: Message[] = [];
  let listener: ((m: Message) => void) | null = null;
  let firstResolve: (m: Message) => void = () => undefined;
  const first = new Promise<Message>((ok) => (firstResolve = ok));
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(String(e.data)) as Message;
    if (m.t === "world") firstResolve(m);
    else if (listener) listener(m);
    else queue.push(m);
  });
  return {
    ws,
    first: await first,
    queue,
    listen: (fn) => {
      listener = fn;
      queue.splice(0).forEach(fn);
    },
  };
}

/** `game.users`, with the active GM the server last announced. */
class Users extends Collection<Doc> {
  get activeGM(): Doc | null {
    const id = docEnv().activeGM();
    return id ? (this.get(id) ?? null) : null;
  }
}

async function boot(): Promise<void> {
  const conn = await connect();
  const hooks = new HookBus();
  const i18n = new Localization();
  let active = conn.first["active"] as string[];
  let activeGM = conn.first["activeGM"] as string | null;
  const collections: Record<string, Collection<Doc>> = {};
  const worldData = conn.first["world"] as Record<string, Data[]>;
  for (const [name, field] of Object.entries(WORLD_COLLECTIONS)) {
    const coll = (collections[field] = name === "User" ? new Users() : new Collection<Doc>());
    for (const row of worldData[field] ?? []) coll.set(String(row["_id"]), makeDoc(name, row, null));
  }
  /** The id of every document this client was ever sent (tests check what never reached a player). */
  const received = new Set<string>(Object.values(worldData).flatMap((rows) => rows.map((r) => String(r["_id"]))));
  /** The module socket messages this client received (sender and type), for a failing test's report. */
  const socketLog: string[] = [];
  const opLog: string[] = [];
  const pending = new Map<string, { ok: (ids: string[]) => void; fail: (e: Error) => void }>();
  let rid = 0;
  const userId = String(conn.first["userId"]);
  setDocEnv({
    request: (op, doc, parent, data, options) =>
      new Promise((ok, fail) => {
        const id = String(++rid);
        pending.set(id, { ok, fail });
        opLog.push(`${op} ${doc} #${id}`);
        conn.ws.send(JSON.stringify({ t: "op", rid: id, op: { op, doc, parent, data, options } }));
      }),
    actor: (id) => collections["actors"]!.get(String(id)),
    user: (id) => collections["users"]!.get(String(id)),
    currentUser: () => collections["users"]!.get(userId)!,
    worldCollection: (name) => collections[WORLD_COLLECTIONS[name] ?? ""],
    allUsers: () => collections["users"]!.contents,
    activeGM: () => activeGM,
    activeUsers: () => active,
  });

  const settings = new Settings(() => collections["settings"]!.contents);
  const notifications = new Notifications(document.getElementById("notifications")!);
  const chat = new ChatLog(document.getElementById("chat-log")!, hooks);
  const renderTemplate = templateRenderer(route);
  const board = new TableCanvas(document.getElementById("board")!, () => (collections["users"]!.get(userId) as UserDoc).isGM);
  const socketHandlers = new Map<string, ((payload: unknown, senderId: string) => void)[]>();
  const modules = new Collection<Data>();
  const saved: { data: string; type: string; name: string }[] = [];

  const docStatics = (name: string) => ({
    implementation: {
      createDocuments: (data: Data[], o: Data = {}) => createDocs(name, data, (o["parent"] as Doc | undefined) ?? null, o),
      updateDocuments: (data: Data[], o: Data = {}) => updateDocs(name, data, (o["parent"] as Doc | undefined) ?? null, o),
      deleteDocuments: async (ids: string[], o: Data = {}) => {
        const parent = o["parent"] as Doc | undefined;
        await (parent
          ? parent.deleteEmbeddedDocuments(name, ids)
          : Promise.all(ids.flatMap((id) => collections[WORLD_COLLECTIONS[name] ?? ""]?.get(id)?.delete() ?? [])));
      },
    },
  });

  const game = {
    user: collections["users"]!.get(userId),
    users: collections["users"],
    actors: collections["actors"],
    scenes: collections["scenes"],
    messages: collections["messages"],
    combats: collections["combats"],
    settings,
    i18n,
    modules,
    socket: {
      emit: (channel: string, payload: unknown) => {
        conn.ws.send(JSON.stringify({ t: "module", channel, payload }));
      },
      on: (channel: string, fn: (payload: unknown, senderId: string) => void) => {
        socketHandlers.set(channel, [...(socketHandlers.get(channel) ?? []), fn]);
      },
      off: (channel: string) => socketHandlers.delete(channel),
    },
    keybindings: {
      bindings: new Map<string, unknown>(),
      register: (ns: string, key: string, config: unknown) => void game.keybindings.bindings.set(`${ns}.${key}`, config),
    },
    release: { generation: 13, version: "13.345", build: 345 },
    version: "13.345",
    system: { id: "table", title: "Ordnance test table" },
    world: { id: "ordnance-table", title: "Ordnance test table" },
    ready: false,
    paused: false,
  };
  const CONFIG = {
    Token: { movement: { actions: { walk: { label: "Walk" }, displace: { label: "Displace" } } }, documentClass: TokenDoc },
    ChatMessage: { documentClass: ChatMessageDoc },
    statusEffects: [{ id: "dead", name: "Dead", img: "icons/svg/skull.svg" }],
    queries: {},
    debug: {},
  };
  const foundry = {
    utils: {
      randomID: (n = 16) =>
        Array.from(
          crypto.getRandomValues(new Uint8Array(n)),
          (b) => "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"[b % 62],
        ).join(""),
      escapeHTML,
      getRoute: route,
      getProperty,
      deepClone: <T>(v: T): T => structuredClone(v),
      saveDataToFile: (data: string, type: string, name: string) => void saved.push({ data, type, name }),
    },
    applications: {
      api: { ApplicationV2, HandlebarsApplicationMixin: handlebarsMixin(renderTemplate), DialogV2 },
      handlebars: { renderTemplate, loadTemplates: async () => [] },
      ux: { FormDataExtended },
      sheets: { ActorSheetV2: class extends ApplicationV2 {} },
    },
    documents: { TokenDocument: TokenDoc },
    data: { operators: {} },
    helpers: { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift", CONTROL: "Control", ALT: "Alt" } } } },
    canvas: {},
  };
  Object.assign(page, {
    game,
    Hooks: hooks,
    CONFIG,
    CONST,
    foundry,
    Roll,
    ChatMessage: ChatMessageDoc,
    Actor: docStatics("Actor"),
    ActiveEffect: docStatics("ActiveEffect"),
    TokenDocument: TokenDoc,
    ui: { notifications, chat },
    canvas: board,
  });

  conn.listen((m) => {
    switch (m.t) {
      case "res": {
        const p = pending.get(String(m["rid"]));
        pending.delete(String(m["rid"]));
        if (m["ok"] === true) p?.ok((m["ids"] as string[] | undefined) ?? []);
        else p?.fail(new Error(String(m["error"])));
        break;
      }
      case "users": {
        // Foundry's `Users._handleUserActivity`: the user's `active` changes, then `userConnected(user, connected)` is
        // called for each user who came or went (fvtt-types client/documents/collections/users.d.mts, client/hooks.d.mts).
        const was = active;
        active = m["active"] as string[];
        activeGM = (m["activeGM"] as string | null) ?? activeGMOf([]);
        for (const id of new Set([...was, ...active])) {
          const user = collections["users"]!.get(id);
          if (user && was.includes(id) !== active.includes(id)) hooks.callAll("userConnected", user, active.includes(id));
        }
        break;
      }
      case "module":
        socketLog.push(`${String(m["senderId"])}: ${String((m["payload"] as Data | null)?.["type"])}`);
        for (const fn of socketHandlers.get(String(m["channel"])) ?? []) fn(m["payload"], String(m["senderId"]));
        break;
      case "doc":
        for (const row of m["result"] as Data[]) received.add(String(row["_id"]));
        applyChange(m);
        break;
    }
  });

  /** Applies a change the server broadcast to this client's copy, then calls Foundry's document hooks. */
  function applyChange(m: Message): void {
    const name = String(m["doc"]);
    const parentRef = m["parent"] as ParentRef | null;
    const rows = m["result"] as Data[];
    const parent = parentRef ? collections[WORLD_COLLECTIONS[parentRef.doc] ?? ""]?.get(parentRef.id) : null;
    const field = parent ? EMBEDDED[parent.documentName]?.[name] : undefined;
    const changed: Doc[] = [];
    if (parent && field) {
      const list = [...((parent._source[field] as Data[] | undefined) ?? [])];
      for (const row of rows) {
        const i = list.findIndex((d) => d["_id"] === row["_id"]);
        if (m["op"] === "delete") {
          const had = parent.collections[field]?.get(String(row["_id"]));
          if (had) changed.push(had);
          if (i >= 0) list.splice(i, 1);
        } else if (i >= 0) list[i] = row;
        else list.push(row);
      }
      parent.replace({ ...parent._source, [field]: list });
      if (m["op"] !== "delete") for (const row of rows) changed.push(parent.collections[field]!.get(String(row["_id"]))!);
    } else {
      const coll = collections[WORLD_COLLECTIONS[name] ?? ""];
      if (!coll) return;
      for (const row of rows) {
        const id = String(row["_id"]);
        const had = coll.get(id);
        if (m["op"] === "delete") {
          coll.delete(id);
          if (had) changed.push(had);
        } else if (had) {
          had.replace(row);
          changed.push(had);
        } else {
          const doc = makeDoc(name, row, null);
          coll.set(id, doc);
          changed.push(doc);
        }
      }
    }
    const options = (m["options"] as Data | undefined) ?? {};
    const by = String(m["userId"]);
    const changes = (m["changes"] as Data[] | undefined) ?? [];
    changed.forEach((doc, i) => {
      if (m["op"] === "create") hooks.callAll(`create${name}`, doc, options, by);
      else if (m["op"] === "update") hooks.callAll(`update${name}`, doc, changes[i] ?? {}, options, by);
      else hooks.callAll(`delete${name}`, doc, options, by);
      if (name === "ChatMessage") {
        if (m["op"] === "delete") chat.remove(doc.id);
        else if (doc instanceof ChatMessageDoc) chat.render(doc);
      }
    });
    if (name === "Scene" || parentRef?.doc === "Scene") board.refresh();
  }

  // Foundry registers the core settings before any package's init.
  settings.register("core", "rollMode", { scope: "client", default: "publicroll", type: String });
  registerHelpers(i18n);
  // The module as Foundry loads it: its manifest, then styles and languages, then its esmodules in order.
  const manifest = (await (await fetch(route("modules/ordnance/module.json"))).json()) as Data;
  const mod: Data = { id: manifest["id"], title: manifest["title"], active: true, manifest };
  modules.set(String(manifest["id"]), mod);
  for (const s of (manifest["styles"] as string[] | undefined) ?? []) {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = route(`modules/ordnance/${s}`);
    document.head.append(link);
  }
  for (const l of (manifest["languages"] as { lang: string; path: string }[] | undefined) ?? [])
    if (l.lang === i18n.lang) i18n.merge((await (await fetch(route(`modules/ordnance/${l.path}`))).json()) as Data);
  for (const e of (manifest["esmodules"] as string[] | undefined) ?? []) await import(route(`modules/ordnance/${e}`));

  hooks.callAll("init");
  hooks.callAll("i18nInit");
  hooks.callAll("setup");
  const scene = collections["scenes"]!.find((s) => s._source["active"] === true) as SceneDoc | undefined;
  if (scene) {
    hooks.callAll("canvasInit", board);
    board.draw(scene);
    hooks.callAll("canvasReady", board);
  }
  game.ready = true;
  hooks.callAll("ready");
  for (const m of collections["messages"]!) if (m instanceof ChatMessageDoc) chat.render(m);
  page["table"] = {
    ready: true,
    dice,
    notifications,
    saved,
    canvas: board,
    userId,
    received,
    /** What this client sent and heard, and which of its requests are unanswered (a failing test prints it). */
    trace: () => ({ socket: socketLog, ops: opLog, unanswered: [...pending.keys()] }),
    /** A raw frame on this client's socket, as a hostile console could send one. */
    rawSend: (frame: unknown) => {
      conn.ws.send(JSON.stringify(frame));
    },
  };
}

void boot().catch((e: unknown) => {
  console.error("the test table's client failed to boot", e);
});
