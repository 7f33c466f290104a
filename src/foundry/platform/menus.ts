// The settings menus (registered on `init`, GM only): rules switches, weapon library, actor data mapping.

import { MODULE_ID } from "./constants.js";
import { RulesMenuApp } from "../apps/rules-menu-app.js";
import { StatMappingApp } from "../apps/stat-mapping-app.js";
import { WeaponLibraryApp } from "../apps/weapon-library-app.js";

export function registerMenus(): void {
  game.settings.registerMenu(MODULE_ID, "rulesMenu", {
    name: "ORDNANCE.RulesMenu.Name",
    label: "ORDNANCE.RulesMenu.Label",
    hint: "ORDNANCE.RulesMenu.Hint",
    icon: "fa-solid fa-scale-balanced",
    type: RulesMenuApp,
    restricted: true,
  });
  game.settings.registerMenu(MODULE_ID, "weaponLibraryMenu", {
    name: "ORDNANCE.Library.Name",
    label: "ORDNANCE.Library.Label",
    hint: "ORDNANCE.Library.Hint",
    icon: "fa-solid fa-book",
    type: WeaponLibraryApp,
    restricted: true,
  });
  game.settings.registerMenu(MODULE_ID, "statMappingMenu", {
    name: "ORDNANCE.Mapping.Name",
    label: "ORDNANCE.Mapping.Label",
    hint: "ORDNANCE.Mapping.Hint",
    icon: "fa-solid fa-diagram-project",
    type: StatMappingApp,
    restricted: true,
  });
}
