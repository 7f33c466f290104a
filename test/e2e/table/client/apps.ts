// The test table's application shells (docs/foundry.md "The test table"): `foundry.applications.api`'s
// ApplicationV2 with HandlebarsApplicationMixin (parts rendered from the module's own templates with the real
// Handlebars, `data-action` clicks, a `<form>` submit with FormDataExtended), DialogV2's confirm and prompt, and
// `renderTemplate` with Foundry's `localize` helper.

import { type Data, text } from "./documents.js";
import type { Localization } from "./core.js";

interface HandlebarsLike {
  compile(src: string): (ctx: unknown) => string;
  registerHelper(name: string, fn: (...args: unknown[]) => unknown): void;
  SafeString: new (s: string) => unknown;
}
const hbs = (): HandlebarsLike => (globalThis as unknown as { Handlebars: HandlebarsLike }).Handlebars;

const compiled = new Map<string, Promise<(ctx: unknown) => string>>();

/** `foundry.applications.handlebars.renderTemplate`: fetches the template under the route prefix once, then renders. */
export function templateRenderer(route: (path: string) => string): (path: string, data: unknown) => Promise<string> {
  return async (path, data) => {
    let t = compiled.get(path);
    if (!t) {
      t = fetch(route(path)).then(async (r) => {
        if (!r.ok) throw new Error(`Failed to render template part "${path}": HTTP ${String(r.status)}`);
        return hbs().compile(await r.text());
      });
      compiled.set(path, t);
    }
    return (await t)(data);
  };
}

/** Foundry's core Handlebars helpers the module's templates use (v13 `HandlebarsHelpers`: `localize`, `checked`). */
export function registerHelpers(i18n: Localization): void {
  hbs().registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs().registerHelper("localize", (key: unknown, options: unknown) => {
    const hash = (options as { hash?: Data } | undefined)?.hash ?? {};
    return Object.keys(hash).length ? i18n.format(String(key), hash) : i18n.localize(String(key));
  });
}

const isRecord = (v: unknown): v is Data => typeof v === "object" && v !== null && !Array.isArray(v);
function merge(a: Data, b: Data): Data {
  const out: Data = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = isRecord(v) && isRecord(out[k]) ? merge(out[k], v) : v;
  return out;
}

/** `foundry.applications.ux.FormDataExtended`: the form's named values, checkboxes as booleans, numbers as numbers. */
export class FormDataExtended {
  readonly object: Data = {};
  constructor(form: HTMLFormElement) {
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
      if (el instanceof HTMLInputElement && el.type === "checkbox") this.object[el.name] = el.checked;
      else if (el instanceof HTMLInputElement && el.type === "radio") {
        if (el.checked) this.object[el.name] = el.value;
      } else if (el instanceof HTMLInputElement && el.type === "number") this.object[el.name] = el.value === "" ? null : Number(el.value);
      else this.object[el.name] = el.value;
    }
  }
}

type Handler = (this: ApplicationV2, event: Event, target: HTMLElement | HTMLFormElement, extra?: unknown) => unknown;
let nextApp = 1;

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Data = {};
  readonly options: Data;
  element!: HTMLElement;
  readonly appId = nextApp++;
  rendered = false;
  constructor(options: Data = {}) {
    const chain: Data[] = [];
    for (let c = this.constructor as unknown as { DEFAULT_OPTIONS?: Data } | null; c; c = Object.getPrototypeOf(c) as typeof c)
      if (Object.hasOwn(c, "DEFAULT_OPTIONS") && c.DEFAULT_OPTIONS) chain.unshift(c.DEFAULT_OPTIONS);
    this.options = [...chain, options].reduce((a, b) => merge(a, b), {});
  }
  get id(): string {
    return (text(this.options["id"]) || `app-${String(this.appId)}`).replace("{id}", String(this.appId));
  }
  /** v13 `ApplicationV2#title`: the window's title, localized. */
  get title(): string {
    const i18n = (globalThis as unknown as { game?: { i18n?: Localization } }).game?.i18n;
    const key = text((this.options["window"] as Data | undefined)?.["title"]);
    return i18n ? i18n.localize(key) : key;
  }
  get window(): { title: string } {
    return { title: this.title };
  }
  protected async _prepareContext(_options: Data): Promise<Data> {
    return {};
  }
  protected async _renderHTML(_context: Data, _options: Data): Promise<string> {
    return "";
  }
  protected _onRender(_context: Data, _options: Data): void | Promise<void> {}
  async render(options: Data | boolean = {}): Promise<this> {
    const opts = typeof options === "boolean" ? {} : options;
    const context = await this._prepareContext(opts);
    const html = await this._renderHTML(context, opts);
    const tag = text(this.options["tag"]) || "div";
    const el = document.createElement(tag);
    el.id = this.id;
    el.className = ["application", ...((this.options["classes"] as string[] | undefined) ?? [])].join(" ");
    el.innerHTML = `<header class="window-header"><h1 class="window-title">${this.title}</h1></header><section class="window-content">${html}</section>`;
    this.wire(el);
    if (this.rendered) this.element.replaceWith(el);
    else document.body.append(el);
    this.element = el;
    this.rendered = true;
    await this._onRender(context, opts);
    return this;
  }
  private wire(el: HTMLElement): void {
    const actions = (this.options["actions"] as Record<string, Handler | { handler: Handler }> | undefined) ?? {};
    el.addEventListener("click", (event) => {
      const target = (event.target as HTMLElement).closest<HTMLElement>("[data-action]");
      const action = target ? actions[target.dataset["action"] ?? ""] : undefined;
      if (!target || !action) return;
      event.preventDefault();
      void (typeof action === "function" ? action : action.handler).call(this, event, target);
    });
    const form = this.options["form"] as { handler?: Handler; closeOnSubmit?: boolean } | undefined;
    if (el instanceof HTMLFormElement && form?.handler) {
      const handler = form.handler;
      el.addEventListener("submit", (event) => {
        event.preventDefault();
        void (async () => {
          await handler.call(this, event, el, new FormDataExtended(el));
          if (form.closeOnSubmit === true) await this.close();
        })();
      });
    }
  }
  async close(): Promise<this> {
    if (this.rendered) this.element.remove();
    this.rendered = false;
    return this;
  }
  bringToFront(): void {}
  setPosition(): void {}
}

interface Part {
  readonly template: string;
}

/** `HandlebarsApplicationMixin`: the app's PARTS, each rendered from its template with the context. */
export function handlebarsMixin(render: (path: string, data: unknown) => Promise<string>) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeScript requires a mixin's base constructor to take any[]
  return function HandlebarsApplicationMixin<B extends new (...args: any[]) => ApplicationV2>(Base: B) {
    return class HandlebarsApplication extends Base {
      static PARTS: Record<string, Part> = {};
      protected override async _renderHTML(context: Data): Promise<string> {
        const parts = (this.constructor as unknown as { PARTS: Record<string, Part> }).PARTS;
        const html = await Promise.all(Object.values(parts).map((p) => render(p.template, context)));
        return html.join("");
      }
    };
  };
}

interface DialogButton {
  readonly action?: string;
  readonly label?: string;
  readonly default?: boolean;
  readonly callback?: (event: Event, button: HTMLButtonElement) => unknown;
}

/**
 * `DialogV2.wait`, `confirm` and `prompt` (v13 `applications/api/dialog.mjs`): a form with `config.buttons`, resolved
 * by the button pressed — its callback's result, else its action — or null when closed (`rejectClose: false`).
 */
export class DialogV2 extends ApplicationV2 {
  static async wait(config: Data): Promise<unknown> {
    const buttons = (config["buttons"] as (DialogButton & { action: string })[] | undefined) ?? [];
    const form = document.createElement("form");
    form.className = "application dialog";
    const title = text((config["window"] as Data | undefined)?.["title"]);
    form.innerHTML = `<header class="window-header"><h1 class="window-title">${title}</h1></header><div class="dialog-content">${text(config["content"])}</div><footer class="form-footer"></footer>`;
    const footer = form.querySelector("footer")!;
    document.body.append(form);
    return new Promise((resolve) => {
      // DialogV2's `render` option: called once the dialog is in the page, with the dialog — its `element`, and
      // `close()`, which removes it and settles `wait` with null as the header's close button does (v13
      // `applications/api/dialog.mjs` `wait`: `rejectClose: false` resolves null on close).
      const render = config["render"] as ((event: Event, dialog: { element: HTMLElement; close(): Promise<void> }) => void) | undefined;
      const dialog = {
        element: form,
        close: (): Promise<void> => {
          form.remove();
          resolve(null);
          return Promise.resolve();
        },
      };
      render?.(new Event("render"), dialog);
      for (const b of buttons) {
        const button = document.createElement("button");
        button.type = "button";
        button.dataset["action"] = b.action;
        button.textContent = b.label ?? b.action;
        button.addEventListener("click", (event) => {
          const value = b.callback ? b.callback(event, button) : b.action;
          form.remove();
          resolve(value);
        });
        footer.append(button);
      }
      const close = document.createElement("button");
      close.type = "button";
      close.dataset["action"] = "close";
      close.textContent = "×";
      close.addEventListener("click", () => {
        form.remove();
        resolve(null);
      });
      form.querySelector("header")!.append(close);
    });
  }
  static confirm(config: Data): Promise<unknown> {
    const { yes, no, ...rest } = config as { yes?: DialogButton; no?: DialogButton } & Data;
    return DialogV2.wait({
      ...rest,
      buttons: [
        { action: "yes", label: "Yes", callback: () => true, ...yes },
        { action: "no", label: "No", default: true, callback: () => false, ...no },
      ],
    });
  }
  static prompt(config: Data): Promise<unknown> {
    const { ok, ...rest } = config as { ok?: DialogButton } & Data;
    return DialogV2.wait({ ...rest, buttons: [{ action: "ok", label: "Confirm", ...ok }] });
  }
}
