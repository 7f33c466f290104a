// The Running for Cover route picker on the answering user's canvas (docs/foundry.md "Decisions while resolving"):
// the legal ground the prompt carries drawn in the layer the aim uses, the pointer snapped onto it, arrow keys, Enter,
// A (the automation's route) and Escape (leave it to the automation). The model is ui/route-picker.ts.

import type { RouteGround } from "../../core/index.js";
import { overlayLayer } from "../canvas/overlay-layer.js";
import { localize } from "../platform/i18n.js";
import type { PointValue, ScatterWire } from "../relay/relay-messages.js";
import { makeScale, toInches } from "../scene/scene-snapshot.js";
import { gridUnitsPerInch } from "../platform/settings.js";
import { type RoutePicker, clickAt, onAutomationRoute, openRoutePicker, pointerTo, routeDrawing, routeKey } from "../ui/route-picker.js";
import { pointPromptText } from "../ui/decision-prompt.js";

const COLOURS = { ground: 0x33cc66, edge: 0x1e8c46, reach: 0xffffff, automation: 0x3388ff, candidate: 0xffdd00, bad: 0xcc3333 } as const;

/** Picks a route's way point on this client's canvas; null when left to the automation, aborted, or with no canvas. */
export function pickRouteOnCanvas(ground: RouteGround, fallback: PointValue | null, signal?: AbortSignal): Promise<PointValue | null> {
  const c = canvas;
  const scene = c?.scene;
  const stage = c?.stage;
  const layer = c ? overlayLayer(c) : null;
  if (!c?.ready || !scene || !stage || !layer || signal?.aborted) return Promise.resolve(null);
  const grid = scene.grid;
  const scale = makeScale(
    { type: grid.type, size: grid.size, sizeX: grid.sizeX, sizeY: grid.sizeY, distance: grid.distance },
    gridUnitsPerInch(),
  );
  const px = scale.pxPerInch;
  let picker: RoutePicker = openRoutePicker(ground, fallback);
  // The outline does not change while picking: drawn once, the candidate over it on every move.
  const container = new PIXI.Container();
  const area = new PIXI.Graphics();
  const marks = new PIXI.Graphics();
  const label = new PIXI.Text("", {
    fontFamily: "Signika, sans-serif",
    fontSize: 16,
    fill: 0xffffff,
    stroke: 0x000000,
    strokeThickness: 4,
  });
  container.eventMode = "none";
  container.interactiveChildren = false;
  container.addChild(area, marks, label);
  layer.addChild(container);
  const first = routeDrawing(picker, px);
  area.lineStyle(2, COLOURS.edge, 0.9).beginFill(COLOURS.ground, 0.18).drawPolygon(first.outline).endFill();
  area.lineStyle(1, COLOURS.reach, 0.35).drawCircle(first.start.x, first.start.y, first.distance);

  const draw = (): void => {
    const d = routeDrawing(picker, px, 8);
    marks.clear();
    if (d.fallback) marks.lineStyle(2, COLOURS.automation, 0.9).drawCircle(d.fallback.x, d.fallback.y, d.baseRadius);
    const colour = d.legal ? COLOURS.candidate : COLOURS.bad;
    marks.lineStyle(3, colour, 1).moveTo(d.start.x, d.start.y).lineTo(d.candidate.x, d.candidate.y);
    marks.lineStyle(2, colour, 1).beginFill(colour, 0.3).drawCircle(d.candidate.x, d.candidate.y, d.baseRadius).endFill();
    const run = Math.hypot(picker.candidate[0] - ground.start[0], picker.candidate[1] - ground.start[1]);
    label.text = localize(onAutomationRoute(picker) ? "ORDNANCE.Decision.route.automation" : "ORDNANCE.Decision.route.here", {
      run: run.toFixed(1),
      distance: ground.distance,
    });
    label.position.set(d.candidate.x + d.baseRadius + 6, d.candidate.y - 10);
  };

  return new Promise((resolve) => {
    let frame: number | null = null;
    const finish = (point: PointValue | null): void => {
      stage.off("pointermove", onMove);
      stage.off("pointerdown", onDown);
      c.app?.view.removeEventListener?.("contextmenu", onContext);
      window.removeEventListener("keydown", onKey, { capture: true });
      signal?.removeEventListener("abort", onAbort);
      if (frame !== null) window.cancelAnimationFrame(frame);
      container.destroy({ children: true });
      resolve(point === null ? null : [point[0], point[1]]);
    };
    const at = (event: PIXI.FederatedPointerEvent): PointValue => {
      const p = event.getLocalPosition(stage);
      return [toInches(p.x, scale), toInches(p.y, scale)];
    };
    const onMove = (event: PIXI.FederatedPointerEvent): void => {
      picker = pointerTo(picker, at(event));
      frame ??= window.requestAnimationFrame(() => {
        frame = null;
        draw();
      });
    };
    const onDown = (event: PIXI.FederatedPointerEvent): void => {
      if (event.button !== 0) return;
      event.stopPropagation();
      finish(clickAt(picker, at(event)));
    };
    const onContext = (event: Event): void => {
      event.preventDefault();
      finish(null);
    };
    const onKey = (event: KeyboardEvent): void => {
      const r = routeKey(picker, event.key, event.shiftKey);
      if (r.kind === "ignored") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (r.kind === "done") finish(r.point);
      else {
        picker = r.picker;
        draw();
      }
    };
    const onAbort = (): void => {
      finish(null);
    };
    stage.on("pointermove", onMove);
    stage.on("pointerdown", onDown);
    c.app?.view.addEventListener?.("contextmenu", onContext);
    window.addEventListener("keydown", onKey, { capture: true });
    signal?.addEventListener("abort", onAbort);
    ui.notifications?.info(localize("ORDNANCE.Decision.route.help", { distance: ground.distance }));
    draw();
  });
}

/**
 * A point for a GM's question: with a ground, the route picker on it; else one click on the canvas (a Trench Crusade
 * scatter point, its notice saying what it is for: `scatter`), in inches. Null when there is no canvas, or `signal`
 * aborts it (the question was settled without this answer, or the GM who asked left).
 */
export function pickPointOnCanvas(
  tag: string,
  fallback: PointValue | null,
  ground?: RouteGround,
  signal?: AbortSignal,
  scatter?: ScatterWire,
): Promise<PointValue | null> {
  if (ground) return pickRouteOnCanvas(ground, fallback, signal);
  const c = canvas;
  const scene = c?.scene;
  const stage = c?.stage;
  if (!c?.ready || !scene || !stage || signal?.aborted) return Promise.resolve(null);
  const nameOf = (id: string): string => scene.tokens.get(id)?.name ?? id;
  ui.notifications?.info(pointPromptText(tag, scatter, (k, d) => localize(k, d), nameOf));
  const grid = scene.grid;
  const scale = makeScale(
    { type: grid.type, size: grid.size, sizeX: grid.sizeX, sizeY: grid.sizeY, distance: grid.distance },
    gridUnitsPerInch(),
  );
  return new Promise((resolve) => {
    const onDown = (event: PIXI.FederatedPointerEvent): void => {
      signal?.removeEventListener("abort", onAbort);
      const p = event.getLocalPosition(stage);
      resolve([toInches(p.x, scale), toInches(p.y, scale)]);
    };
    const onAbort = (): void => {
      stage.off("pointerdown", onDown);
      resolve(null);
    };
    stage.once("pointerdown", onDown);
    signal?.addEventListener("abort", onAbort);
  });
}
