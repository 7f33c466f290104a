// The throw drawn on this client's canvas (docs/foundry.md "The throw on the canvas"): a PIXI container on the controls
// layer that takes no pointer events, redrawn every frame from the pure timeline's marks, removed when it ends; and
// Sequencer's effects when the module is active. The thin Foundry side of throw-timeline.ts and sequencer-effects.ts.

import type { Picture } from "../../core/index.js";
import { MODULE_ID } from "../platform/constants.js";
import { NoticeError } from "../platform/errors.js";
import { notifyError } from "../platform/notify.js";
import { effectSettingValue, gridUnitsPerInch, throwAnimationMs } from "../platform/settings.js";
import { makeScale } from "../scene/scene-snapshot.js";
import { overlayLayer } from "./overlay-layer.js";
import { pictureForViewer, viewerToken } from "./viewer-picture.js";
import { effectMapping, effectSteps, playEffects, sequencerOf } from "./sequencer-effects.js";
import { type Mark, type MarkStyle, marksAt, throwTimeline } from "./throw-timeline.js";

const COLOURS: Readonly<Record<MarkStyle, number>> = {
  aim: 0xffffff,
  path: 0xe67e22,
  projectile: 0xfff3b0,
  bounce: 0xd35400,
  impact: 0xff3b1f,
  blast: 0xff6f3c,
  smoke: 0xb0b0b0,
  gas: 0x8bc34a,
  hit: 0xff1744,
  knockback: 0xc2185b,
  runForCover: 0x00897b,
  displaced: 0xc2185b,
  fall: 0x6a1b9a,
  cloudDrift: 0x9e9e9e,
};
/** Line width in px, and the arrow head's length in inches. */
const LINE = 3;
const HEAD = 0.35;

/** Draws one frame's marks (inches → px). */
function draw(g: PIXI.Graphics, marks: readonly Mark[], pxPerInch: number): void {
  const px = (v: number): number => v * pxPerInch;
  g.clear();
  for (const m of marks) {
    const colour = COLOURS[m.style];
    switch (m.kind) {
      case "line": {
        g.lineStyle(LINE, colour, m.alpha).moveTo(px(m.from.x), px(m.from.y)).lineTo(px(m.to.x), px(m.to.y));
        const len = Math.hypot(m.to.x - m.from.x, m.to.y - m.from.y);
        if (m.arrow && len > HEAD) {
          const [ux, uy] = [(m.to.x - m.from.x) / len, (m.to.y - m.from.y) / len];
          const [bx, by] = [m.to.x - ux * HEAD, m.to.y - uy * HEAD];
          g.beginFill(colour, m.alpha)
            .drawPolygon([
              px(m.to.x),
              px(m.to.y),
              px(bx - uy * HEAD * 0.5),
              px(by + ux * HEAD * 0.5),
              px(bx + uy * HEAD * 0.5),
              px(by - ux * HEAD * 0.5),
            ])
            .endFill();
        }
        break;
      }
      case "dot":
        g.lineStyle(0).beginFill(colour, m.alpha).drawCircle(px(m.at.x), px(m.at.y), px(m.radius)).endFill();
        break;
      case "ring":
        g.lineStyle(LINE, colour, m.alpha)
          .beginFill(colour, m.alpha * 0.15)
          .drawCircle(px(m.at.x), px(m.at.y), px(m.radius))
          .endFill();
        break;
      case "cross": {
        const r = px(m.radius);
        const [x, y] = [px(m.at.x), px(m.at.y)];
        g.lineStyle(LINE, colour, m.alpha)
          .moveTo(x - r, y - r)
          .lineTo(x + r, y + r)
          .moveTo(x - r, y + r)
          .lineTo(x + r, y - r);
        break;
      }
    }
  }
}

/** Settings already reported as unusable this session (each is named once, not on every throw). */
const reported = new Set<string>();

/**
 * Plays a throw on this client's canvas when it shows the throw's scene and the animation is on; with Sequencer active
 * its effects play too (on this client only). Writes nothing.
 */
export function playThrow(sceneId: string, picture: Picture): void {
  const ms = throwAnimationMs();
  // fvtt-types assume a canvas; a world run with the canvas off has none.
  const c = canvas as foundry.canvas.Canvas | null | undefined;
  const scene = c?.scene;
  const layer = c ? overlayLayer(c) : null;
  const ticker = c?.app?.ticker;
  if (ms <= 0 || !c?.ready || !scene || scene.id !== sceneId || !layer || !ticker) return;
  const g0 = scene.grid;
  const { pxPerInch } = makeScale(
    { type: g0.type, size: g0.size, sizeX: g0.sizeX, sizeY: g0.sizeY, distance: g0.distance },
    gridUnitsPerInch(),
  );
  // A player sees only what this canvas shows them. `Token#visible` is the display flag Foundry sets from
  // `Token#isVisible` (hidden, vision, fog) on each refresh; reading `isVisible` itself would reset the token's
  // detection filter (fvtt-types 13, placeables/token.d.mts).
  const tokens = (c.tokens?.placeables ?? []).flatMap((t) => viewerToken(t) ?? []);
  const shown = pictureForViewer(picture, game.user?.isGM ?? false, tokens, pxPerInch);
  const container = new PIXI.Container();
  // A drawing only: it never takes the pointer (tokens, doors and the ruler under it keep working).
  container.eventMode = "none";
  container.interactiveChildren = false;
  const graphics = container.addChild(new PIXI.Graphics());
  layer.addChild(container);
  const timeline = throwTimeline(shown, ms);
  const start = performance.now();
  const tick = (): void => {
    const t = performance.now() - start;
    if (t >= ms || container.destroyed) {
      ticker.remove(tick);
      if (!container.destroyed) container.destroy({ children: true });
      return;
    }
    draw(graphics, marksAt(timeline, t), pxPerInch);
  };
  ticker.add(tick);

  const { mapping, bad } = effectMapping(effectSettingValue);
  for (const setting of bad)
    if (!reported.has(setting)) {
      reported.add(setting);
      notifyError(new NoticeError("ORDNANCE.Error.badEffect", { setting }));
    }
  const sequencer = game.modules.get("sequencer") as { readonly active: boolean } | undefined;
  const Sequence = sequencerOf(sequencer?.active ?? false, globalThis);
  playEffects(Sequence, effectSteps(shown, mapping, pxPerInch, ms), MODULE_ID);
}
