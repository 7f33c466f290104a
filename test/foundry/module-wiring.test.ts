// The module entry wired against small recording fakes of Foundry's globals (this file only): the `init`
// hook registers every setting (with localized name and hint), the three settings menus and the
// keybinding; the scene-control hook adds the Throw tool to the token controls; the token HUD gets its
// two buttons for an owner and none for others.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { flattenDictionary } from "../../src/core/index.js";

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
});
