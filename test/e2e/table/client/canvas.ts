// The test table's canvas (docs/foundry.md "The test table"): a real PIXI 7.4.3 Application drawing the viewed
// scene — tiles, templates, walls, tokens (hidden ones for the GM only), then the controls layer and the interface
// group the module draws on — with the `canvas` members the module reads. It counts the frames in which a drawing
// not of its own (the module's) is on screen, so tests can tell that a throw was animated where players see it.

import type { Doc, SceneDoc } from "./documents.js";

type Pixi = typeof import("pixi.js");
const PIXI = (): Pixi => (globalThis as unknown as { PIXI: Pixi }).PIXI;

/** The board's scale: the 24" × 14" scene at half size fits the page. */
const SCALE = 0.5;

export interface TokenPlaceable {
  readonly document: Doc;
  readonly id: string;
  readonly visible: boolean;
  readonly center: { x: number; y: number };
  readonly w: number;
  readonly h: number;
  readonly x: number;
  readonly y: number;
}

const OWN = "table:";

export class TableCanvas {
  ready = false;
  scene: SceneDoc | null = null;
  readonly app: import("pixi.js").Application;
  readonly stage: import("pixi.js").Container;
  readonly primary: import("pixi.js").Container;
  /** ControlsLayer (`canvas.controls`) and the interface group (`canvas.interface`): empty until the module draws. */
  readonly controls: import("pixi.js").Container;
  readonly interface: import("pixi.js").Container;
  readonly tokens = {
    placeables: [] as TokenPlaceable[],
    controlled: [] as TokenPlaceable[],
    get: (id: string) => this.tokens.placeables.find((t) => t.id === id),
  };
  readonly tiles = { placeables: [] as { document: Doc; x: number; y: number }[] };
  readonly templates = { placeables: [] as { document: Doc }[] };
  readonly walls = { placeables: [] as { document: Doc }[] };
  mousePosition = { x: 0, y: 0 };
  /** Frames in which a drawing of the module's was visible on the stage. */
  moduleFrames = 0;

  constructor(
    host: HTMLElement,
    private readonly isGM: () => boolean,
  ) {
    const P = PIXI();
    this.app = new P.Application({ width: 1200, height: 700, backgroundColor: 0x1b1b1b, antialias: true });
    // Three pages share a CI machine's two cores: the board draws at most 30 frames a second (Foundry's own
    // canvas setting `core.maxFPS` caps it the same way); animations read the clock, not the frame count.
    this.app.ticker.maxFPS = 30;
    host.append(this.app.view as HTMLCanvasElement);
    this.stage = this.app.stage;
    this.stage.scale.set(SCALE);
    this.stage.eventMode = "static";
    this.stage.hitArea = new P.Rectangle(0, 0, 2400, 1400);
    this.stage.on("pointermove", (e: import("pixi.js").FederatedPointerEvent) => {
      this.mousePosition = e.getLocalPosition(this.stage);
    });
    this.primary = this.stage.addChild(new P.Container());
    this.primary.name = `${OWN}primary`;
    this.controls = this.stage.addChild(new P.Container());
    this.controls.name = `${OWN}controls:layer`;
    this.interface = this.stage.addChild(new P.Container());
    this.interface.name = `${OWN}interface:layer`;
    // Draws a frame only when something changed: the board (a broadcast change), a drawing of the module's, or a
    // ticker listener of the module's running (its animations). An idle board costs no rendering, so three pages
    // leave the CPU to the module. (Foundry renders every frame; only the picture's timing differs, not its content.)
    // PIXI's TickerPlugin added `app.render` bound to the app; removing it takes the same function and context.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the listener is removed by reference, never called
    this.app.ticker.remove(this.app.render, this.app);
    const own = this.app.ticker.count;
    this.app.ticker.add(() => {
      if (this.moduleDrawingShown(this.stage)) this.moduleFrames += 1;
      const signature = this.moduleSignature();
      if (this.dirty || this.app.ticker.count > own + 1 || signature !== this.lastSignature) {
        this.dirty = false;
        this.lastSignature = signature;
        this.app.render();
      }
    });
  }

  /** Set when the board must be drawn again at the next tick. */
  dirty = true;
  private lastSignature = "";

  /** What the module's layers show, as text: a frame is drawn when it changes. */
  private moduleSignature(): string {
    const P = PIXI();
    const parts: string[] = [];
    const walk = (n: import("pixi.js").DisplayObject): void => {
      parts.push(`${n.visible ? 1 : 0}${n.alpha},${n.x},${n.y},${n.scale.x},${n.rotation}`);
      if (n instanceof P.Graphics)
        parts.push(`g${String(n.geometry.graphicsData.length)}:${String((n.geometry as unknown as { dirty: number }).dirty)}`);
      if (n instanceof P.Text) parts.push(`t${n.text}`);
      if (n instanceof P.Container) {
        parts.push(`[${String(n.children.length)}`);
        for (const c of n.children) walk(c as import("pixi.js").DisplayObject);
      }
    };
    walk(this.controls);
    walk(this.interface);
    return parts.join(";");
  }

  get dimensions(): Record<string, unknown> {
    return this.scene?.dimensions ?? {};
  }
  get grid(): Record<string, unknown> {
    return this.scene?.grid ?? {};
  }

  /** Whether a Graphics the module added is visible: reachable from the stage, shown, with something drawn. */
  private moduleDrawingShown(node: import("pixi.js").DisplayObject): boolean {
    const name = node.name ?? "";
    if (name.startsWith(OWN) && !name.endsWith(":layer") && node !== this.stage) return false;
    if (!node.visible || node.alpha === 0) return false;
    const P = PIXI();
    if (node instanceof P.Graphics && !name.startsWith(OWN) && node.geometry.graphicsData.length > 0) return true;
    const children: import("pixi.js").DisplayObject[] =
      node instanceof P.Container ? (node.children as import("pixi.js").DisplayObject[]) : [];
    return children.some((c) => this.moduleDrawingShown(c));
  }

  /** Draws the scene (again): Foundry's Canvas#draw, then `canvasReady`. */
  draw(scene: SceneDoc): void {
    this.scene = scene;
    this.refresh();
    this.ready = true;
  }

  /** Redraws the placeables from the scene's documents (after any change the server broadcast). */
  refresh(): void {
    const scene = this.scene;
    if (!scene) return;
    const P = PIXI();
    this.dirty = true;
    for (const c of this.primary.removeChildren()) c.destroy({ children: true });
    const size = scene.grid.size;
    const bg = this.primary.addChild(new P.Graphics());
    bg.name = `${OWN}background`;
    bg.beginFill(0x3a3a3a).drawRect(0, 0, Number(scene._source["width"]), Number(scene._source["height"])).endFill();
    bg.lineStyle(1, 0x555555, 0.6);
    for (let x = 0; x <= Number(scene._source["width"]); x += size) bg.moveTo(x, 0).lineTo(x, Number(scene._source["height"]));
    for (let y = 0; y <= Number(scene._source["height"]); y += size) bg.moveTo(0, y).lineTo(Number(scene._source["width"]), y);
    const coll = (name: string): Doc[] => scene.collections[name]?.contents ?? [];
    this.tiles.placeables = coll("tiles").map((t) => {
      const s = t._source;
      const g = this.primary.addChild(new P.Graphics());
      g.name = `${OWN}tile`;
      g.beginFill(0xb0b0b0, 0.55)
        .drawEllipse(
          Number(s["x"]) + Number(s["width"]) / 2,
          Number(s["y"]) + Number(s["height"]) / 2,
          Number(s["width"]) / 2,
          Number(s["height"]) / 2,
        )
        .endFill();
      t.object = { x: s["x"], y: s["y"] };
      return { document: t, x: Number(s["x"]), y: Number(s["y"]) };
    });
    this.templates.placeables = coll("templates").map((t) => {
      const s = t._source;
      const g = this.primary.addChild(new P.Graphics());
      g.name = `${OWN}template`;
      const r = (Number(s["distance"]) * size) / scene.grid.distance;
      g.lineStyle(3, 0xff6f3c, 0.9).beginFill(0xff6f3c, 0.2).drawCircle(Number(s["x"]), Number(s["y"]), r).endFill();
      return { document: t };
    });
    const walls = this.primary.addChild(new P.Graphics());
    walls.name = `${OWN}walls`;
    this.walls.placeables = coll("walls").map((w) => {
      const c = w._source["c"] as number[];
      const colour =
        Number(w._source["door"]) > 0
          ? 0x8e44ad
          : Number(w._source["dir"]) > 0
            ? 0x3498db
            : Number(w._source["move"]) === 0
              ? 0x16a085
              : 0xf1c40f;
      walls.lineStyle(6, colour, 1).moveTo(c[0]!, c[1]!).lineTo(c[2]!, c[3]!);
      return { document: w };
    });
    this.tokens.placeables = coll("tokens").map((t) => this.drawToken(t, size));
  }

  private drawToken(t: Doc, size: number): TokenPlaceable {
    const P = PIXI();
    const s = t._source;
    const [x, y, w, h] = [Number(s["x"]), Number(s["y"]), Number(s["width"]) * size, Number(s["height"]) * size];
    const hidden = s["hidden"] === true;
    const visible = !hidden || this.isGM();
    const c = this.primary.addChild(new P.Container());
    c.name = `${OWN}token`;
    c.visible = visible;
    c.alpha = hidden ? 0.5 : 1;
    const g = c.addChild(new P.Graphics());
    const ring = Number(s["disposition"]) > 0 ? 0x2ecc71 : 0xe74c3c;
    g.lineStyle(4, ring, 1)
      .beginFill(0x222222, 0.9)
      .drawCircle(x + w / 2, y + h / 2, w / 2 - 4)
      .endFill();
    const label = c.addChild(new P.Text(t.name, { fill: 0xffffff, fontSize: 22, fontFamily: "sans-serif" }));
    label.anchor.set(0.5, 0);
    label.position.set(x + w / 2, y + h);
    const placeable: TokenPlaceable = { document: t, id: t.id, visible, center: { x: x + w / 2, y: y + h / 2 }, w, h, x, y };
    t.object = placeable;
    return placeable;
  }

  /** Where a scene point (px) is on the page, for a test's click. */
  pagePoint(x: number, y: number): { x: number; y: number } {
    const r = (this.app.view as HTMLCanvasElement).getBoundingClientRect();
    return { x: r.left + x * SCALE, y: r.top + y * SCALE };
  }
}
