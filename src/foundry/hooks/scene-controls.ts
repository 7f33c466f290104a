// `getSceneControlButtons`: a Throw tool in the token controls (v13 record shape), and for the GM the
// weapon library.

import { openThrowDialog } from "../apps/throw-dialog.js";
import { WeaponLibraryApp } from "../apps/weapon-library-app.js";
import { throwerOrNull } from "../relay/throw-flow.js";
import { onUntypedHook } from "../platform/untyped-hooks.js";

export function onSceneControls(): void {
  onUntypedHook("getSceneControlButtons", (controls) => {
    const tokens = controls["tokens"];
    if (!tokens) return;
    const order = Object.keys(tokens.tools).length;
    tokens.tools["ordnanceThrow"] = {
      name: "ordnanceThrow",
      title: "ORDNANCE.Throw.tool",
      icon: "fa-solid fa-bomb",
      order,
      button: true,
      visible: true,
      onChange: () => {
        const t = throwerOrNull();
        if (t) openThrowDialog(t);
      },
    };
    tokens.tools["ordnanceLibrary"] = {
      name: "ordnanceLibrary",
      title: "ORDNANCE.Library.title",
      icon: "fa-solid fa-book",
      order: order + 1,
      button: true,
      visible: game.user.isGM,
      onChange: () => void new WeaponLibraryApp().render({ force: true }),
    };
  });
}
