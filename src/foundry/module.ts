// Foundry entry (module.json `esmodules`): registers one listener per hook file; the adapter's work
// lives in the files they call (docs/architecture.md §2, no monolithic entry).

import { onInit } from "./hooks/init.js";
import { onReady } from "./hooks/ready.js";
import { onRenderChatMessage } from "./hooks/render-chat-message.js";
import { onUpdateCombat } from "./hooks/update-combat.js";
import { onActorSheetHeader } from "./hooks/actor-sheet-header.js";
import { onSceneControls } from "./hooks/scene-controls.js";
import { onRenderTokenHud } from "./hooks/token-hud.js";
import { onSceneChanges } from "./hooks/scene-cache.js";
import { onRulesLedger } from "./hooks/rules-ledger.js";
import { onQuenchReady } from "./quench/register.js";
import { onThrowAnimation } from "./hooks/throw-animation.js";

onInit();
onReady();
onUpdateCombat();
onRenderChatMessage();
onRenderTokenHud();
onSceneControls();
onActorSheetHeader();
onSceneChanges();
onRulesLedger();
onQuenchReady();
onThrowAnimation();
