// Where the throw is drawn: the controls layer when the canvas has one, else the interface group, else nowhere — chosen
// by what the canvas holds, not by the core's version.

import { describe, expect, it } from "vitest";
import { overlayLayer } from "../../../src/foundry/canvas/overlay-layer.js";

const holder = (name: string) => ({ name, addChild: <T>(child: T): T => child });

describe("overlayLayer", () => {
  it("takes the controls layer (v13 and v14) when there is one", () => {
    const controls = holder("controls");
    expect(overlayLayer({ controls, interface: holder("interface") })).toBe(controls);
  });

  it("falls back to the interface group when the controls layer is missing or cannot hold a drawing", () => {
    const group = holder("interface");
    expect(overlayLayer({ interface: group })).toBe(group);
    expect(overlayLayer({ controls: { name: "not a container" }, interface: group })).toBe(group);
    expect(overlayLayer({ controls: null, interface: group })).toBe(group);
  });

  it("gives nothing when neither can hold a drawing (the throw is then not drawn)", () => {
    expect(overlayLayer({})).toBeNull();
    expect(overlayLayer({ controls: undefined, interface: { addChild: "no" } })).toBeNull();
  });
});
