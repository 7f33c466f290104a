// Hooks that fvtt-types 13.345.1 leaves untyped or types wrongly, each with a narrow local type of what
// this module uses (docs/foundry.md "Typing notes"): scene controls (v13 records), ApplicationV2 header controls
// (an array, typed as one entry), AppV1 actor sheet header buttons.

/** v13 scene control tool: `onChange`, not v12's `onClick`. */
export interface SceneControlTool {
  name: string;
  title: string;
  icon: string;
  order: number;
  button?: boolean;
  visible?: boolean;
  onChange?: (event: Event, active: boolean) => void;
}

export interface SceneControl {
  name: string;
  tools: Record<string, SceneControlTool>;
}

export interface HeaderControl {
  icon: string;
  label: string;
  action: string;
  visible?: boolean;
  onClick?: (event: PointerEvent) => void;
}

export interface AppV1HeaderButton {
  label: string;
  class: string;
  icon: string;
  onclick: (event: Event) => void;
}

interface UntypedHooks {
  getSceneControlButtons: (controls: Record<string, SceneControl | undefined>) => void;
  getHeaderControlsActorSheetV2: (app: foundry.applications.sheets.ActorSheetV2.Any, controls: HeaderControl[]) => void;
  getActorSheetHeaderButtons: (sheet: { actor: Actor.Implementation }, buttons: AppV1HeaderButton[]) => void;
}

export function onUntypedHook<K extends keyof UntypedHooks>(name: K, fn: UntypedHooks[K]): void {
  (Hooks.on as unknown as (name: string, fn: UntypedHooks[K]) => number)(name, fn);
}
