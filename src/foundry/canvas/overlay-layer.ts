// Where the throw's drawing goes on the canvas (docs/foundry.md "The throw on the canvas"): found by what the canvas
// has, not by its version, so a core that moves or drops a layer leaves the drawing on the next place that fits.

/** Something a PIXI display object can be added to (PIXI.Container and every canvas layer and group). */
export interface ChildHolder {
  addChild<T>(child: T): T;
}

const holds = (v: unknown): v is ChildHolder =>
  typeof v === "object" && v !== null && typeof (v as { addChild?: unknown }).addChild === "function";

/**
 * The controls layer (`canvas.controls`: rulers, pings and door icons, above the tokens; documented as ControlsLayer in
 * both the v13 and the v14 API), else the interface group (`canvas.interface`, "interface elements rendered above other
 * canvas groups" in both), else nothing: then the throw is not drawn.
 */
export function overlayLayer(canvas: { readonly controls?: unknown; readonly interface?: unknown }): ChildHolder | null {
  if (holds(canvas.controls)) return canvas.controls;
  if (holds(canvas.interface)) return canvas.interface;
  return null;
}
