// Aiming on the canvas: a preview follows the pointer (range rings with their labels, a line to the aim,
// the blast circle over the live odds' impact map with its legend, the figures it would catch, the target
// number and live odds from the core's Monte Carlo), left-click throws, right-click or Escape cancels; arrow keys move the aim (Shift: further) and
// Enter throws, so aiming works without a mouse. The geometry and the odds scheduling are the pure
// ui/aim-preview.ts, ui/heat-overlay.ts and ui/odds-throttle.ts; this file only draws and listens.

import { type OddsSummary, type Scenario, loadScenario, odds } from "../../core/index.js";
import { NoticeError, noticeOf } from "../platform/errors.js";
import type { FighterWeapon } from "../platform/flags.js";
import type { AttackDecisionsRequest, AttackOptionsRequest } from "../api-types.js";
import { notifyError, requestSender, viewerBattlefieldOf } from "../platform/foundry-ports.js";
import { localize } from "../platform/i18n.js";
import { makeScale, toInches, toPixels, type Scale } from "../scene/scene-snapshot.js";
import { aimOddsTrials, currentRuleset, gridUnitsPerInch, rulesOverrides } from "../platform/settings.js";
import { GM_SENDER } from "../relay/request-scenario.js";
import { sendThrow } from "../relay/throw-flow.js";
import { aimLeftToPolicy, aimOddsDocuments } from "../ui/aim-odds-doc.js";
import {
  type AimInput,
  type AimMode,
  type AimPreview,
  type AimTarget,
  SuggestionHold,
  aimPreview,
  aimPreviewFor,
  isAimKey,
  nudgeAim,
} from "../ui/aim-preview.js";
import { type HeatDrawing, type HeatPort, drawHeat, heatDrawing } from "../ui/heat-overlay.js";
import { OddsThrottle, type OddsReport } from "../ui/odds-throttle.js";
import { type OddsSource, type OddsWorker, WorkerOdds } from "../ui/odds-source.js";
import { MODULE_ID } from "../platform/constants.js";

export interface AimStart {
  readonly token: TokenDocument.Implementation;
  readonly weapon: FighterWeapon;
  readonly mode: AimMode;
  readonly blind: boolean;
  /** The throw dialog's attack options and up-front decisions, sent with the request as they are. */
  readonly options?: AttackOptionsRequest;
  readonly decisions?: AttackDecisionsRequest;
  /** The throw dialog's Suggest: aiming starts on this target, saying why, until the aim moves away. */
  readonly suggestion?: AimSuggestion;
}

export interface AimSuggestion {
  /** A token id, or a point in inches of the scene's frame. */
  readonly target: AimTarget;
  /** The why line, localized (expected hits per side). */
  readonly why: string;
}

/** Trials per slice of the live odds: a few milliseconds of work between frames. */
const SLICE_TRIALS = 50;
/** Pointer pauses shorter than this start no odds work. */
const SETTLE_MS = 60;
/**
 * The most trials the main-thread fallback runs per aim, whatever `aimOddsTrials` says: every slice there builds and
 * merges a summary and its impact map between frames, so it stays a short run.
 */
const MAIN_THREAD_TRIALS = 2_000;
const COLOURS = { ring: 0x3388ff, out: 0xcc3333, blast: 0xff8800, caught: 0xffdd00, line: 0xffffff } as const;

let active: AimSession | null = null;

class AimSession {
  private readonly container = new PIXI.Container();
  private readonly graphics = new PIXI.Graphics();
  /** The impact map, under the blast circle; redrawn only when the odds change. */
  private readonly heatGraphics = new PIXI.Graphics();
  private readonly heatPort: HeatPort;
  private heat: HeatDrawing | null = null;
  private readonly label = new PIXI.Text("", {
    fontFamily: "Signika, sans-serif",
    fontSize: 16,
    fill: 0xffffff,
    stroke: 0x000000,
    strokeThickness: 4,
  });
  private readonly ringLabels: PIXI.Text[] = [];
  private readonly scale: Scale;
  private readonly input: AimInput;
  private readonly throttle: OddsSource;
  private readonly names = new Map<string, string>();
  private aim: { x: number; y: number };
  private preview: AimPreview | null = null;
  private oddsText = "";
  private policyNote = "";
  private frame: number | null = null;
  private readonly sceneId: string;
  /** The suggestion while the aim is on it (null once the aim moves away), and what holds it against small moves. */
  private suggested: { readonly at: { x: number; y: number }; readonly target: AimTarget; readonly why: string } | null = null;
  private readonly hold = new SuggestionHold();

  constructor(
    private readonly start: AimStart,
    private readonly stage: PIXI.Container,
    layer: PIXI.Container,
  ) {
    const scene = start.token.parent;
    if (!scene?.id || !start.token.id) throw new Error("ordnance: the thrower is not on a scene");
    this.sceneId = scene.id;
    // From the scene cache this client's warm-up keeps (converted afresh only when its walls are not built yet).
    const view = viewerBattlefieldOf(scene);
    const battlefield = view.snapshot;
    this.scale = makeScale(scene.grid, gridUnitsPerInch());
    const ruleset = currentRuleset();
    const settings = rulesOverrides();
    const attacker = battlefield.figures.find((f) => f.id === start.token.id);
    if (!attacker) throw new Error("ordnance: the thrower is not on the table");
    for (const t of scene.tokens) if (t.id && (game.user.isGM || !t.hidden)) this.names.set(t.id, t.name);
    this.input = {
      ruleset,
      weapon: start.weapon.weapon,
      attacker: { ...attacker, stats: attacker.stats },
      figures: battlefield.figures,
      settings,
      mode: start.mode,
    };
    const report: OddsReport = (key, summary, done) => {
      if (key === this.preview?.oddsKey) this.showOdds(summary, done);
    };
    const failed = (key: string, error: unknown): void => {
      if (key !== this.preview?.oddsKey) return;
      this.oddsText = localize("ORDNANCE.Aim.oddsFailed", { message: error instanceof Error ? error.message : String(error) });
      this.draw(this.preview);
    };
    // The main-thread path, time-sliced, for browsers where the module's worker cannot start.
    const mainThread = new OddsThrottle(
      (doc, trials, seed) => odds(this.loaded(doc), { trials, seed, impacts: true }),
      { later: (fn, ms) => void window.setTimeout(fn, ms) },
      { sliceTrials: SLICE_TRIALS, totalTrials: Math.min(aimOddsTrials(), MAIN_THREAD_TRIALS), settleMs: SETTLE_MS, seed: "ordnance-aim" },
      report,
      failed,
    );
    this.throttle = new WorkerOdds(
      () => new Worker(foundry.utils.getRoute(`modules/${MODULE_ID}/dist/odds-worker.js`), { type: "module" }) as unknown as OddsWorker,
      mainThread,
      { trials: aimOddsTrials(), seed: "ordnance-aim" },
      report,
      failed,
    );
    // One battlefield document for every aim: the odds worker is sent it once (odds-source.ts SceneKeys). The
    // dialog's options and decisions go in as into the throw (ui/aim-odds-doc.ts), checked for this user.
    const oddsInput = {
      ruleset,
      settings,
      battlefield,
      battlefieldDoc: view.document,
      attacker: attacker.id,
      weapon: start.weapon.weapon,
      blind: start.blind,
      ...(start.options ? { options: start.options } : {}),
      ...(start.decisions ? { decisions: start.decisions } : {}),
      scale: this.scale,
      sender: game.user.isGM ? GM_SENDER : requestSender(scene, game.user.id),
    };
    const documentFor = aimOddsDocuments(oddsInput);
    // The decisions the odds leave to the automation's policy, said under them (issue #27 item 5).
    const left = aimLeftToPolicy(oddsInput).map((key) => localize(key));
    this.policyNote = left.length ? localize("ORDNANCE.Aim.oddsLeftToPolicy", { list: left.join(", ") }) : "";
    this.docFor = (p) => documentFor(p.target);
    const pointer = canvas?.mousePosition;
    this.aim = pointer ? { x: toInches(pointer.x, this.scale), y: toInches(pointer.y, this.scale) } : { x: attacker.x + 3, y: attacker.y };
    if (start.suggestion) {
      const at = aimPreviewFor(this.input, start.suggestion.target).aim;
      this.suggested = { at: { ...at }, target: start.suggestion.target, why: start.suggestion.why };
      this.aim = { ...at };
    }
    this.heatPort = {
      clear: () => void this.heatGraphics.clear(),
      fillRect: (x, y, w, h, colour, alpha) => void this.heatGraphics.beginFill(colour, alpha).drawRect(x, y, w, h).endFill(),
    };
    // The overlay only shows: pointer events go through it to the stage (and the canvas under it).
    this.container.eventMode = "none";
    this.container.interactiveChildren = false;
    this.container.addChild(this.heatGraphics, this.graphics, this.label);
    layer.addChild(this.container);
    this.stage.on("pointermove", this.onMove);
    this.stage.on("pointerdown", this.onDown);
    canvas?.app?.view.addEventListener?.("contextmenu", this.onContext);
    window.addEventListener("keydown", this.onKey, { capture: true });
    ui.notifications?.info(localize("ORDNANCE.Aim.help"));
    this.update();
  }

  private readonly docFor: (p: AimPreview) => Record<string, unknown>;
  /** Each aim's document is validated once, not once per slice of trials. */
  private readonly scenarios = new WeakMap<object, Scenario>();

  private loaded(doc: unknown): Scenario {
    const key = typeof doc === "object" && doc !== null ? doc : null;
    const known = key ? this.scenarios.get(key) : undefined;
    if (known) return known;
    const scenario = loadScenario(doc);
    if (key) this.scenarios.set(key, scenario);
    return scenario;
  }

  private readonly onMove = (event: PIXI.FederatedPointerEvent): void => {
    const p = event.getLocalPosition(this.stage);
    const at = { x: toInches(p.x, this.scale), y: toInches(p.y, this.scale) };
    // A suggested aim stays until the pointer really moves (the dialog closing leaves it anywhere).
    if (this.suggested && !this.hold.moved(at.x, at.y)) return;
    this.aim = at;
    this.schedule();
  };

  private readonly onDown = (event: PIXI.FederatedPointerEvent): void => {
    if (event.button !== 0) return;
    event.stopPropagation();
    const p = event.getLocalPosition(this.stage);
    const at = { x: toInches(p.x, this.scale), y: toInches(p.y, this.scale) };
    if (!this.suggested || this.hold.moved(at.x, at.y)) this.aim = at;
    this.update();
    this.fire();
  };

  private readonly onContext = (event: Event): void => {
    event.preventDefault();
    this.cancel();
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    if (event.key === "Escape") this.cancel();
    else if (event.key === "Enter") this.fire();
    else if (isAimKey(event.key)) {
      this.aim = nudgeAim(this.aim, event.key, event.shiftKey ? 2 : 0.5);
      this.update();
    } else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  /** Redraws at most once per animation frame, however fast the pointer moves. */
  private schedule(): void {
    if (this.frame === null)
      this.frame = window.requestAnimationFrame(() => {
        this.frame = null;
        this.update();
      });
  }

  private update(): void {
    const previous = this.preview?.oddsKey;
    const s = this.suggested;
    if (s && (s.at.x !== this.aim.x || s.at.y !== this.aim.y)) this.suggested = null;
    this.preview = this.suggested ? aimPreviewFor(this.input, this.suggested.target) : aimPreview(this.input, this.aim.x, this.aim.y);
    if (this.preview.oddsKey !== previous) {
      this.oddsText = this.preview.band.inRange ? localize("ORDNANCE.Aim.oddsWorking") : "";
      this.setHeat(null);
      if (this.preview.band.inRange) this.requestOdds(this.preview);
      else this.throttle.cancel();
    }
    this.draw(this.preview);
  }

  /** Asks for the aim's odds; a choice of the dialog the throw would refuse there says so instead. */
  private requestOdds(p: AimPreview): void {
    let doc: Record<string, unknown>;
    try {
      doc = this.docFor(p);
    } catch (e) {
      this.throttle.cancel();
      const n = noticeOf(e);
      this.oddsText = localize("ORDNANCE.Aim.oddsFailed", { message: localize(n.key, { ...n.data }) });
      return;
    }
    this.throttle.request(p.oddsKey, doc);
  }

  private showOdds(s: OddsSummary, _done: boolean): void {
    const pct = (v: number): string => String(Math.round(v * 100));
    const lines = [localize("ORDNANCE.Aim.oddsLand", { p: pct(s.outcomes.HIT ?? 0) })];
    const figures = Object.entries(s.figures)
      .sort((a, b) => b[1].hit - a[1].hit)
      .slice(0, 6);
    for (const [id, f] of figures)
      lines.push(localize("ORDNANCE.Aim.oddsFigure", { name: this.names.get(id) ?? id, hit: pct(f.hit), out: pct(f.outOfAction) }));
    const map = s.impact.map;
    this.setHeat(map ? heatDrawing(map, (v) => toPixels(v, this.scale)) : null);
    if (this.heat) lines.push(localize(this.heat.legend.key, this.heat.legend.data));
    if (this.policyNote) lines.push(this.policyNote);
    this.oddsText = lines.join("\n");
    if (this.preview) this.draw(this.preview);
  }

  private setHeat(heat: HeatDrawing | null): void {
    if (heat === null && this.heat === null) return;
    this.heat = heat;
    drawHeat(this.heatPort, heat);
  }

  private draw(p: AimPreview): void {
    const px = (v: number): number => toPixels(v, this.scale);
    const g = this.graphics;
    const a = this.input.attacker;
    g.clear();
    for (const [i, ring] of p.rings.entries()) {
      g.lineStyle(2, COLOURS.ring, 0.6).drawCircle(px(a.x), px(a.y), px(ring.radius));
      let text = this.ringLabels[i];
      if (!text) {
        text = new PIXI.Text(localize(ring.labelKey, ring.labelData), {
          fontFamily: "Signika, sans-serif",
          fontSize: 13,
          fill: 0xcfe3ff,
          stroke: 0x000000,
          strokeThickness: 3,
        });
        this.ringLabels.push(text);
        this.container.addChild(text);
      }
      text.position.set(px(a.x) + 4, px(a.y) - px(ring.radius) + 2);
    }
    g.lineStyle(2, p.band.inRange ? COLOURS.line : COLOURS.out, 0.8)
      .moveTo(px(a.x), px(a.y))
      .lineTo(px(p.aim.x), px(p.aim.y));
    if (p.blastRadius !== null)
      g.lineStyle(2, COLOURS.blast, 0.9).beginFill(COLOURS.blast, 0.15).drawCircle(px(p.aim.x), px(p.aim.y), px(p.blastRadius)).endFill();
    else g.lineStyle(2, COLOURS.blast, 0.9).drawCircle(px(p.aim.x), px(p.aim.y), 6);
    const byId = new Map(this.input.figures.map((f) => [f.id, f]));
    for (const id of p.inBlast) {
      const f = byId.get(id);
      if (f) g.lineStyle(3, COLOURS.caught, 0.9).drawCircle(px(f.x), px(f.y), px(f.baseRadius) + 3);
    }
    const distance = localize("ORDNANCE.Aim.distance", { distance: p.band.distance.toFixed(1) });
    this.label.text = [
      ...(this.suggested ? [this.suggested.why] : []),
      `${this.start.weapon.name} · ${distance}`,
      localize(p.band.labelKey, p.band.labelData),
      this.oddsText,
    ]
      .filter((l) => l !== "")
      .join("\n");
    this.label.position.set(px(p.aim.x) + 16, px(p.aim.y) + 16);
  }

  private fire(): void {
    const p = this.preview;
    if (!p || !this.start.token.id) return;
    const target =
      "figure" in p.target
        ? { tokenId: p.target.figure }
        : { point: { x: toPixels(p.target.point[0], this.scale), y: toPixels(p.target.point[1], this.scale) } };
    const targetName = "figure" in p.target ? (this.names.get(p.target.figure) ?? p.target.figure) : localize("ORDNANCE.Throw.point");
    this.stop();
    void sendThrow(
      {
        sceneId: this.sceneId,
        attackerTokenId: this.start.token.id,
        weaponId: this.start.weapon.id,
        target,
        blind: this.start.blind,
        ...(this.start.options ? { options: this.start.options } : {}),
        ...(this.start.decisions ? { decisions: this.start.decisions } : {}),
      },
      localize("ORDNANCE.Throw.describe", { thrower: this.start.token.name, weapon: this.start.weapon.name, target: targetName }),
    );
  }

  cancel(): void {
    this.stop();
    ui.notifications?.info(localize("ORDNANCE.Aim.cancelled"));
  }

  stop(): void {
    this.throttle.cancel();
    if (this.frame !== null) window.cancelAnimationFrame(this.frame);
    this.stage.off("pointermove", this.onMove);
    this.stage.off("pointerdown", this.onDown);
    canvas?.app?.view.removeEventListener?.("contextmenu", this.onContext);
    window.removeEventListener("keydown", this.onKey, { capture: true });
    this.container.destroy({ children: true });
    if (active === this) active = null;
  }
}

/** Starts aiming with `start.weapon`; a session already running is cancelled first. */
export function startAiming(start: AimStart): void {
  active?.stop();
  const stage = canvas?.stage;
  const layer = canvas?.controls ?? canvas?.stage;
  if (!canvas?.ready || !stage || !layer || canvas.scene?.id !== start.token.parent?.id) {
    notifyError(new NoticeError("ORDNANCE.Aim.noCanvas"));
    return;
  }
  try {
    active = new AimSession(start, stage, layer);
  } catch (e) {
    notifyError(e);
  }
}
