// The module entry wired against small recording fakes of Foundry's globals (this file only): the `init`
// hook registers every setting (with localized name and hint), the three settings menus and the
// keybinding; the scene-control hook adds the Throw tool to the token controls; the token HUD gets its
// two buttons for an owner and none for others; a player's client warms the viewed scene for its aims.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { flattenDictionary } from "../../src/core/index.js";
import { K } from "../helpers/foundry/foundry-data.js";

const keys = flattenDictionary(en);

type Fn = (...args: never[]) => unknown;
const hooks = new Map<string, Fn[]>();
const settings: { key: string; name: unknown; hint: unknown; scope: unknown; default?: unknown }[] = [];
const menus: { key: string; name: unknown; label: unknown; hint: unknown; type: unknown; restricted: unknown }[] = [];
const keybindings: { key: string; name: unknown; hint: unknown }[] = [];

function call(name: string, ...args: unknown[]): void {
  for (const fn of hooks.get(name) ?? []) (fn as (...a: unknown[]) => unknown)(...args);
}

const saved: Record<string, unknown> = {};
const statusEffects: { id: string }[] = [{ id: "dead" }];
const movementActions: Record<string, unknown> = {};
const globals: Record<string, unknown> = {
  CONFIG: { statusEffects, Token: { movement: { actions: movementActions } } },
  Hooks: {
    on: (name: string, fn: Fn) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]),
    once: (name: string, fn: Fn) => void hooks.set(name, [...(hooks.get(name) ?? []), fn]),
  },
  foundry: {
    applications: {
      api: {
        ApplicationV2: class {
          constructor(readonly opts: unknown) {}
        },
        HandlebarsApplicationMixin: (base: new (o: unknown) => object) => class extends base {},
      },
    },
    helpers: { interaction: { KeyboardManager: { MODIFIER_KEYS: { SHIFT: "Shift" } } } },
  },
  CONST: { KEYBINDING_PRECEDENCE: { NORMAL: 1 } },
  game: {
    user: { isGM: true },
    settings: {
      register: (_ns: string, key: string, data: { name: unknown; hint: unknown; scope: unknown }) => void settings.push({ key, ...data }),
      get: (_ns: string, key: string) => settings.find((s) => s.key === key)?.default,
      registerMenu: (
        _ns: string,
        key: string,
        data: { name: unknown; label: unknown; hint: unknown; type: unknown; restricted: unknown },
      ) => void menus.push({ key, ...data }),
    },
    keybindings: {
      register: (_ns: string, key: string, data: { name: unknown; hint: unknown }) => void keybindings.push({ key, ...data }),
    },
    i18n: { format: (k: string) => k },
  },
  document: {
    createElement: () => {
      const el = {
        type: "",
        className: "",
        dataset: {} as Record<string, string>,
        innerHTML: "",
        setAttribute: () => undefined,
        addEventListener: () => undefined,
      };
      return el;
    },
  },
};

beforeAll(async () => {
  const g = globalThis as Record<string, unknown>;
  for (const [k, v] of Object.entries(globals)) {
    saved[k] = g[k];
    g[k] = v;
  }
  await import("../../src/foundry/module.js");
  call("init");
});

afterAll(() => {
  const g = globalThis as Record<string, unknown>;
  for (const k of Object.keys(globals)) g[k] = saved[k];
});

describe("module wiring", () => {
  it("registers every setting with a name and a hint in en.json", () => {
    expect(settings.map((s) => s.key)).toEqual([
      "ruleset",
      "rules",
      "gridUnitsPerInch",
      "cloudTexture",
      "statusEffects",
      "animateMoves",
      "requestTimeout",
      "confirmBeforeApply",
      "attackPermission",
      "ownersEditProfiles",
      "cardDetail",
      "aimOddsTrials",
      "weaponLibrary",
      "statMapping",
      "ledger",
      "throwAnimation",
      "effectProjectile",
      "effectExplosion",
      "effectSmoke",
      "effectGas",
    ]);
    for (const s of settings) {
      expect(keys.has(String(s.name)), String(s.name)).toBe(true);
      expect(keys.has(String(s.hint)), String(s.hint)).toBe(true);
    }
    expect(settings.find((s) => s.key === "aimOddsTrials")?.scope).toBe("client");
  });
  it("adds the module's status effects after the core ones, and its movement action", () => {
    expect(statusEffects[0]).toEqual({ id: "dead" });
    expect(statusEffects.slice(1).map((e) => e.id)).toEqual(
      expect.arrayContaining(["ordnance-pinned", "ordnance-out-of-action", "ordnance-down"]),
    );
    expect(Object.keys(movementActions)).toEqual(["ordnance-forced"]);
  });
  it("registers the three GM-only settings menus with their apps, and the keybinding", () => {
    expect(menus.map((m) => m.key)).toEqual(["rulesMenu", "weaponLibraryMenu", "statMappingMenu"]);
    for (const m of menus) {
      expect(m.restricted).toBe(true);
      expect(typeof m.type).toBe("function");
      for (const k of [m.name, m.label, m.hint]) expect(keys.has(String(k)), String(k)).toBe(true);
    }
    expect(keybindings).toMatchObject([{ key: "throw", name: "ORDNANCE.Keys.throw.Name" }]);
  });
  it("adds the Throw tool (and the GM's library) to the token controls only", () => {
    const controls: Record<string, { name: string; tools: Record<string, { title: string; onChange?: unknown; visible?: boolean }> }> = {
      tokens: { name: "tokens", tools: { select: { title: "select" } } },
      walls: { name: "walls", tools: {} },
    };
    call("getSceneControlButtons", controls);
    expect(Object.keys(controls["tokens"]!.tools)).toEqual(["select", "ordnanceThrow", "ordnanceLibrary"]);
    expect(keys.has(controls["tokens"]!.tools["ordnanceThrow"]!.title)).toBe(true);
    expect(typeof controls["tokens"]!.tools["ordnanceThrow"]!.onChange).toBe("function");
    expect(controls["walls"]!.tools).toEqual({});
  });
  it("puts two buttons on an owner's token HUD and none on another's; a player owner gets no profile button by default", () => {
    const column: unknown[] = [];
    const html = { querySelector: () => ({ append: (...els: unknown[]) => column.push(...els) }) };
    call("renderTokenHUD", { document: { isOwner: false } }, html);
    expect(column).toHaveLength(0);
    call("renderTokenHUD", { document: { isOwner: true, actor: null } }, html);
    expect(column).toHaveLength(2);
    const user = (globals["game"] as { user: { isGM: boolean } }).user;
    user.isGM = false;
    try {
      call("renderTokenHUD", { document: { isOwner: true, actor: null } }, html);
      expect(column).toHaveLength(3);
    } finally {
      user.isGM = true;
    }
  });
  it("on a player's client, warms the viewed scene in idle time and the aim then starts on the cache", async () => {
    const { sceneCache } = await import("../../src/foundry/scene/scene-cache.js");
    const { sceneInputs, viewerBattlefieldOf } = await import("../../src/foundry/platform/foundry-ports.js");
    const g = globalThis as Record<string, unknown>;
    const idle: (() => void)[] = [];
    const stored = { _id: "wall000000000001", c: [0, 0, 500, 0], move: 20, sight: 20, door: 0, ds: 0, flags: {} };
    // Scene#walls, #tokens and #tiles are embedded collections (Foundry's common/abstract/embedded-collection.mjs:
    // `contents`, `get`, `map`); a wall document's source is its `toObject()`; sceneRect is canvas.dimensions'.
    const walls = [{ toObject: () => structuredClone(stored) }];
    const scene = {
      id: "scene00000000001",
      grid: { type: 1, size: 100, sizeX: 100, sizeY: 100, distance: 1 },
      dimensions: { sceneRect: { x: 0, y: 0, width: 1000, height: 1000 } },
      walls: { contents: walls, map: <T>(f: (w: (typeof walls)[number]) => T) => walls.map(f) },
      tokens: { contents: [], get: () => undefined, map: () => [] },
      tiles: { map: () => [] },
      flags: {},
      getFlag: () => undefined,
    };
    const game = globals["game"] as Record<string, unknown> & { user: { isGM: boolean } };
    Object.assign(game, { release: { generation: 13 }, actors: { get: () => undefined } });
    Object.assign(g, {
      canvas: { scene },
      CONST: { ...K, KEYBINDING_PRECEDENCE: { NORMAL: 1 } },
      // The browser's requestIdleCallback: the warm-up's slices run when the test says.
      requestIdleCallback: (fn: () => void) => idle.push(fn),
    });
    game.user.isGM = false;
    try {
      sceneCache.clear();
      call("canvasReady");
      for (let slice = idle.shift(); slice; slice = idle.shift()) slice();
      expect(sceneCache.wallsReady(scene.id, sceneInputs())).toBe(true);
      const view = viewerBattlefieldOf(scene as never);
      expect(view.cached).toBe(true);
      expect(view.snapshot.walls.map((w) => [w.id, w.a, w.b])).toEqual([["wall000000000001", [0, 0], [5, 0]]]);
    } finally {
      call("canvasTearDown");
      game.user.isGM = true;
      for (const k of ["canvas", "requestIdleCallback"]) g[k] = saved[k];
      g["CONST"] = globals["CONST"];
    }
  });
});
