// The throw dialog: picks a weapon of the thrower's loadout (its rules in one line and its ammo or uses
// state), how to aim (a model, or a point on the ground), a GZG blind shot; then either aims on the
// canvas or throws straight at the user's current target.

import { type RulesetId, getRuleset } from "../../core/index.js";
import { viewerScene } from "../platform/foundry-ports.js";
import { sceneSnapshot } from "../scene/scene-snapshot.js";
import { gridUnitsPerInch, rulesOverrides } from "../platform/settings.js";
import type { CanvasPoint } from "../api-types.js";
import { MAX_ROUTE_POINTS, type OptionField, type OptionFigure, optionFields, optionsRequest } from "../ui/attack-options.js";
import { NoticeError } from "../platform/errors.js";
import { tokenProfile } from "../fighters/fighter-source.js";
import { localize } from "../platform/i18n.js";
import { currentRuleset } from "../platform/settings.js";
import { sendThrow } from "../relay/throw-flow.js";
import type { AimMode } from "../ui/aim-preview.js";
import { weaponSummary } from "../ui/weapon-summary.js";
import { startAiming } from "./aim-controller.js";
import { suggestionFor } from "./suggest-button.js";
import { type AppOptions, type FormValues, OrdnanceForm } from "./ordnance-form.js";

export class ThrowDialog extends OrdnanceForm {
  static override DEFAULT_OPTIONS: AppOptions = {
    id: "ordnance-throw",
    window: { title: "ORDNANCE.Throw.title", icon: "fa-solid fa-bomb" },
    position: { width: 460 },
    // eslint-disable-next-line @typescript-eslint/unbound-method -- ApplicationV2 calls each action with the app as `this`
    actions: { pickRoute: ThrowDialog.onPickRoute, clearRoute: ThrowDialog.onClearRoute },
  };

  static override PARTS = { form: { template: OrdnanceForm.templatePath("throw-dialog") } };

  private weaponId: string | null = null;
  private mode: AimMode = "figure";
  private blind = false;
  /** The option values typed so far (kept across re-renders). */
  private kept: FormValues = {};
  /** Routes picked on the canvas, by field name (px). */
  private readonly routes = new Map<string, CanvasPoint[]>();

  constructor(private readonly token: TokenDocument.Implementation) {
    super({});
  }

  /** The user's targeted token on the thrower's scene, other than the thrower. */
  private target(): TokenDocument.Implementation | null {
    for (const t of game.user.targets)
      if (t.document.parent?.id === this.token.parent?.id && t.document.id !== this.token.id) return t.document;
    return null;
  }

  /** The options and decisions the world's ruleset offers for this weapon and target (ui/attack-options.ts). */
  private fields(ruleset: RulesetId, weaponId: string | null): OptionField[] {
    const scene = this.token.parent;
    const weapon = tokenProfile(this.token)?.weapons?.find((w) => w.id === weaponId);
    if (!scene || !weapon || weapon.ruleset !== ruleset) return [];
    const snap = sceneSnapshot(viewerScene(scene), gridUnitsPerInch(), CONST, ruleset);
    const figures: OptionFigure[] = snap.figures.map((f) => {
      const t = scene.tokens.get(f.id);
      return { ...f, name: t?.name ?? f.id, owned: t?.isOwner ?? false };
    });
    const attacker = figures.find((f) => f.id === this.token.id);
    if (!attacker) return [];
    const targetId = this.target()?.id;
    return optionFields({
      ruleset,
      settings: rulesOverrides(),
      weapon: weapon.weapon,
      attacker,
      target: figures.find((f) => f.id === targetId) ?? null,
      figures,
      isGM: game.user.isGM,
    });
  }

  /** A different weapon may offer other options: render again when the choice changes. */
  protected override _onChangeForm(formConfig: foundry.applications.api.ApplicationV2.FormConfiguration, event: Event): void {
    super._onChangeForm(formConfig, event);
    const input = event.target;
    if (input instanceof HTMLInputElement && input.name === "weapon" && input.value !== this.weaponId) {
      this.captureForm();
      this.weaponId = input.value;
      void this.render();
    }
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- ApplicationV2 awaits this override; `async` keeps a throw a rejection
  protected override async _prepareContext(): Promise<FormValues> {
    const ruleset: RulesetId = currentRuleset();
    const weapons = (tokenProfile(this.token)?.weapons ?? []).map((w) => {
      const s = weaponSummary(ruleset, w);
      const rules = s.rules.map((n) => localize(n.key, n.data)).join(" · ");
      return { ...s, rules, state: localize(s.stateKey, s.stateData), wrongRuleset: w.ruleset !== ruleset };
    });
    const firstUsable = weapons.find((w) => w.usable && !w.wrongRuleset)?.id ?? weapons[0]?.id ?? null;
    if (!weapons.some((w) => w.id === this.weaponId)) this.weaponId = firstUsable;
    const target = this.target();
    return {
      thrower: this.token.name,
      ruleset: localize(`ORDNANCE.Ruleset.${ruleset}`),
      weapons: weapons.map((w) => ({ ...w, checked: w.id === this.weaponId })),
      modes: [
        { value: "figure", label: localize("ORDNANCE.Throw.modeFigure"), checked: this.mode === "figure" },
        { value: "point", label: localize("ORDNANCE.Throw.modePoint"), checked: this.mode === "point" },
      ],
      blindAllowed: getRuleset(ruleset)?.blindShots === true,
      blind: this.blind,
      targetName: target?.name ?? null,
      options: this.fields(ruleset, this.weaponId).map((f) => ({
        ...f,
        value: f.kind === "route" ? JSON.stringify(this.routes.get(f.name) ?? []) : (this.kept[f.name] ?? f.value),
        points: this.routes.get(f.name)?.length ?? 0,
        pointsKey: this.routes.get(f.name)?.length === 1 ? "ORDNANCE.Option.rfcPath.Points.one" : "ORDNANCE.Option.rfcPath.Points.other",
        isRoute: f.kind === "route",
        label: localize(f.labelKey, f.labelData),
        hint: localize(f.hintKey),
        isNumber: f.kind === "number",
        isCheckbox: f.kind === "checkbox",
        isSelect: f.kind === "select",
        choices: f.choices?.map((c) => ({
          ...c,
          label: c.value === "" ? localize("ORDNANCE.Option.none") : c.label,
          selected: c.value === (this.kept[f.name] ?? f.value),
        })),
      })),
    };
  }

  /** Reads what the user typed so far, so re-rendering keeps it. */
  private captureForm(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector("form");
    if (form) this.kept = { ...new foundry.applications.ux.FormDataExtended(form).object };
  }

  /** Picks a Running for Cover route on the canvas: left clicks add way points, a right click or Escape ends. */
  private static async onPickRoute(this: ThrowDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset["field"];
    if (!name) return;
    this.captureForm();
    await this.minimize();
    const route = await pickRouteOnCanvas(MAX_ROUTE_POINTS);
    if (route.length) this.routes.set(name, route);
    await this.maximize();
    await this.render();
  }

  private static async onClearRoute(this: ThrowDialog, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const name = target.dataset["field"];
    if (!name) return;
    this.captureForm();
    this.routes.delete(name);
    await this.render();
  }

  protected override async submitForm(values: FormValues, event: SubmitEvent | Event): Promise<boolean> {
    this.weaponId = typeof values["weapon"] === "string" ? values["weapon"] : null;
    this.mode = values["mode"] === "point" ? "point" : "figure";
    this.blind = values["blind"] === true;
    const weapon = tokenProfile(this.token)?.weapons?.find((w) => w.id === this.weaponId);
    if (!weapon) throw new NoticeError("ORDNANCE.Error.unknownWeapon", { id: this.weaponId ?? "" });
    const sceneId = this.token.parent?.id;
    if (!sceneId || !this.token.id) throw new NoticeError("ORDNANCE.Error.noScene");
    // Checked by the ruleset's schema here, and again on the GM's client.
    const ruleset = currentRuleset();
    const extra = optionsRequest(ruleset, this.fields(ruleset, weapon.id), values);
    const submitter = event instanceof SubmitEvent && event.submitter instanceof HTMLButtonElement ? event.submitter.value : "aim";
    const target = this.target();
    if (submitter === "target" && target?.id) {
      const description = localize("ORDNANCE.Throw.describe", { thrower: this.token.name, weapon: weapon.name, target: target.name });
      void sendThrow(
        { sceneId, attackerTokenId: this.token.id, weaponId: weapon.id, target: { tokenId: target.id }, blind: this.blind, ...extra },
        description,
      );
      return true;
    }
    // Suggest: aiming starts on the best target found, saying why.
    const suggestion =
      submitter === "suggest" ? await suggestionFor({ token: this.token, weapon, ruleset, blind: this.blind, extra }) : null;
    startAiming({ token: this.token, weapon, mode: this.mode, blind: this.blind, ...extra, ...(suggestion ? { suggestion } : {}) });
    return true;
  }
}

/** Way points clicked on the canvas in px (left click adds one, a right click or Escape ends; at most `max`). */
function pickRouteOnCanvas(max: number): Promise<CanvasPoint[]> {
  const stage = canvas?.stage;
  if (!canvas?.ready || !stage) return Promise.resolve([]);
  ui.notifications?.info(localize("ORDNANCE.Option.rfcPath.Picking", { max }));
  const points: CanvasPoint[] = [];
  return new Promise((resolve) => {
    const done = (): void => {
      stage.off("pointerdown", onDown);
      window.removeEventListener("keydown", onKey, { capture: true });
      resolve(points);
    };
    const onDown = (event: PIXI.FederatedPointerEvent): void => {
      if (event.button === 2) {
        done();
        return;
      }
      const p = event.getLocalPosition(stage);
      points.push({ x: Math.round(p.x), y: Math.round(p.y) });
      if (points.length >= max) done();
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      done();
    };
    stage.on("pointerdown", onDown);
    window.addEventListener("keydown", onKey, { capture: true });
  });
}

/** Opens the throw dialog for `token`. */
export function openThrowDialog(token: TokenDocument.Implementation): void {
  void new ThrowDialog(token).render({ force: true });
}
