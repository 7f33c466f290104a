// The test table's server (docs/foundry.md "The test table"): one world over HTTP and a WebSocket (`ws`),
// standing in for Foundry's server. It serves the packaged module as dist/ordnance.zip lays it out at
// `<prefix>modules/ordnance/`, the client page and its shim, applies document operations after Foundry's
// permission rules, withholds whispered messages from everyone else, stamps module socket messages with the
// sender's user id and broadcasts every accepted change to every connected client.

import { readFileSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import ts from "typescript";
import { WebSocket, WebSocketServer } from "ws";
import { activeGMOf, seesMessage, socketRecipients } from "../../helpers/foundry/foundry-rules.js";
import { type DocOp, DocError, applyOp } from "./server-docs.js";
import type { Data, World } from "./world.js";
import { zipEntries } from "./zip-entries.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".hbs": "text/x-handlebars-template",
  ".svg": "image/svg+xml",
  ".map": "application/json",
};
/** Every `icons/…` path Foundry's core would serve: one plain token-sized picture. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="46" fill="#777" stroke="#ddd" stroke-width="4"/></svg>`;
/** The browser builds of PIXI and Handlebars, the globals Foundry's client page provides. */
const VENDOR: Readonly<Record<string, string>> = {
  "pixi.min.js": "node_modules/pixi.js/dist/pixi.min.js",
  "handlebars.min.js": "node_modules/handlebars/dist/handlebars.min.js",
};

export interface TableServer {
  readonly url: string;
  readonly world: World;
  readonly errors: string[];
  /** Users connected now. */
  connected(): string[];
  /**
   * Replaces the world's documents with `next`'s (`world` stays the same object). Clients connected now keep the copy
   * they hold: a test closes their pages first and opens them again (`Table.reset`).
   */
  reset(next: World): void;
  /**
   * Cuts `userId`'s connection the moment the server has applied and broadcast one operation of theirs that `when`
   * matches, as if their tab closed right then: that client gets no answer, and nothing more it sends is handled.
   * Resolves with the operation. Once.
   */
  severAfter(userId: string, when: (op: DocOp) => boolean): Promise<DocOp>;
  close(): Promise<void>;
}

interface Client {
  readonly userId: string;
  readonly ws: WebSocket;
  /** Cut by `severAfter`: what it sends is no longer handled. */
  severed?: boolean;
}

/** The page a user's browser opens: the vendored globals, then the shim (which loads the module). */
function page(prefix: string, userId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Ordnance test table</title>
<script>window.ROUTE_PREFIX = ${JSON.stringify(prefix.replace(/^\/|\/$/g, ""))}; window.TABLE_USER = ${JSON.stringify(userId)};</script>
<script src="${prefix}scripts/pixi.min.js"></script><script src="${prefix}scripts/handlebars.min.js"></script>
<link rel="stylesheet" href="${prefix}_table/table.css">
</head><body><div id="board"></div><aside id="sidebar"><ol id="chat-log"></ol></aside><div id="notifications"></div>
<script type="module" src="${prefix}_test/e2e/table/client/boot.js"></script></body></html>`;
}

const transpiled = new Map<string, string>();
/** A test TypeScript file as the browser's ES module (types erased; imports keep their `.js` names). */
function transpile(file: string): string {
  let js = transpiled.get(file);
  if (js === undefined) {
    js = ts.transpileModule(readFileSync(file, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
      fileName: file,
    }).outputText;
    transpiled.set(file, js);
  }
  return js;
}

export async function startTable(opts: { world: World; prefix?: string; zip?: string }): Promise<TableServer> {
  const prefix = opts.prefix ?? "/";
  const world = opts.world;
  const module = zipEntries(opts.zip ?? join(ROOT, "dist/ordnance.zip"));
  const clients = new Set<Client>();
  /** What the server failed to handle (a test reports it). */
  const errors: string[] = [];
  const connected = (): string[] => [...new Set([...clients].map((c) => c.userId))];
  const userOf = (id: string): Data | undefined => world.users.find((u) => u["_id"] === id);

  const send = (c: Client, message: unknown): void => {
    if (c.ws.readyState === WebSocket.OPEN) c.ws.send(JSON.stringify(message));
  };
  /** The world as `userId` may receive it: whispered messages to others left out. */
  const ruleUser = (id: string) => ({ id, role: Number(userOf(id)?.["role"] ?? 0) });
  const worldFor = (userId: string): World => ({ ...world, messages: world.messages.filter((m) => seesMessage(ruleUser(userId), m)) });
  const usersChanged = (): void => {
    const active = connected();
    for (const c of clients) send(c, { t: "users", active, activeGM: activeGMOf(users(active)) });
  };
  const users = (active: string[]) =>
    world.users.map((u) => ({ id: String(u["_id"]), role: Number(u["role"]), active: active.includes(String(u["_id"])) }));

  let sever: { userId: string; when: (op: DocOp) => boolean; done: (op: DocOp) => void } | null = null;

  const handle = (from: Client, raw: unknown): void => {
    if (from.severed === true) return;
    const msg = raw as { t?: unknown; rid?: unknown; op?: DocOp; channel?: unknown; payload?: unknown };
    if (msg.t === "module" && typeof msg.channel === "string" && msg.channel.startsWith("module.")) {
      const to = socketRecipients(from.userId, connected());
      for (const c of clients)
        if (to.includes(c.userId)) send(c, { t: "module", channel: msg.channel, payload: msg.payload, senderId: from.userId });
      return;
    }
    if (msg.t !== "op" || !msg.op) return;
    const op = msg.op;
    const user = userOf(from.userId)!;
    try {
      const result = applyOp(world, { id: from.userId, name: String(user["name"]), role: Number(user["role"]) }, op);
      // Every client first hears the change (the sender too), then the sender gets its answer.
      for (const c of clients) {
        const shown = op.doc === "ChatMessage" ? result.filter((m) => seesMessage(ruleUser(c.userId), m)) : result;
        if (shown.length)
          send(c, {
            t: "doc",
            op: op.op,
            doc: op.doc,
            parent: op.parent,
            result: shown,
            changes: op.op === "update" ? op.data : undefined,
            options: op.options,
            userId: from.userId,
          });
      }
      if (sever && sever.userId === from.userId && sever.when(op)) {
        const { done } = sever;
        sever = null;
        from.severed = true;
        from.ws.terminate();
        done(op);
        return;
      }
      send(from, { t: "res", rid: msg.rid, ok: true, ids: result.map((d) => d["_id"]) });
    } catch (e) {
      send(from, { t: "res", rid: msg.rid, ok: false, error: e instanceof DocError ? e.message : String(e) });
    }
  };

  /** What the server answers to a path under its prefix: a content type and body, or nothing (404). */
  const route = (rel: string, url: URL): { type: string; body: string | Buffer } | { status: number } | null => {
    if (rel === "game") {
      const user = url.searchParams.get("user") ?? "";
      return userOf(user) ? { type: TYPES[".html"]!, body: page(prefix, user) } : { status: 403 };
    }
    if (rel.startsWith("modules/ordnance/")) {
      const file = module.get(rel.slice("modules/ordnance/".length));
      return file ? { type: TYPES[extname(rel)] ?? "application/octet-stream", body: file } : null;
    }
    const vendor = rel.startsWith("scripts/") ? VENDOR[rel.slice("scripts/".length)] : undefined;
    if (vendor) return { type: TYPES[".js"]!, body: readFileSync(join(ROOT, vendor)) };
    if (rel === "_table/table.css") return { type: TYPES[".css"]!, body: readFileSync(join(ROOT, "test/e2e/table/client/table.css")) };
    if (rel.startsWith("icons/")) return { type: TYPES[".svg"]!, body: ICON };
    if (rel.startsWith("_test/") && rel.endsWith(".js")) {
      const file = normalize(join(ROOT, "test", rel.slice("_test/".length).replace(/\.js$/, ".ts")));
      const allowed = file.startsWith(join(ROOT, "test/e2e/table/client/")) || file === join(ROOT, "test/helpers/foundry/foundry-rules.ts");
      if (allowed) return { type: TYPES[".js"]!, body: transpile(file) };
    }
    return null;
  };

  const serve = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = decodeURIComponent(url.pathname);
    const answer = path.startsWith(prefix) ? route(path.slice(prefix.length), url) : null;
    if (answer === null) res.writeHead(404).end("not found");
    else if ("status" in answer) res.writeHead(answer.status).end();
    else res.writeHead(200, { "content-type": answer.type, "cache-control": "no-store" }).end(answer.body);
  };

  const server: Server = createServer(serve);
  const wss = new WebSocketServer({ noServer: true });
  server.on("upgrade", (req, socket, head) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const userId = url.searchParams.get("user") ?? "";
    if (url.pathname !== `${prefix}socket` || !userOf(userId)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client: Client = { userId, ws };
      clients.add(client);
      ws.on("message", (data: Buffer) => {
        try {
          handle(client, JSON.parse(data.toString("utf8")) as unknown);
        } catch (e) {
          errors.push(`${userId}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        }
      });
      ws.on("close", () => {
        clients.delete(client);
        usersChanged();
      });
      send(client, { t: "world", world: worldFor(userId), userId, active: connected(), activeGM: activeGMOf(users(connected())) });
      usersChanged();
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}${prefix}`,
    world,
    errors,
    connected,
    severAfter: (userId, when) =>
      new Promise<DocOp>((done) => {
        sever = { userId, when, done };
      }),
    reset: (next) => {
      for (const key of Object.keys(world) as (keyof World)[]) world[key] = structuredClone(next[key]);
    },
    close: () =>
      new Promise<void>((ok) => {
        for (const c of clients) c.ws.terminate();
        wss.close();
        server.close(() => {
          ok();
        });
      }),
  };
}
