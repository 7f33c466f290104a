// The one Foundry version switch: v14 replaced MeasuredTemplates by Regions and `rollMode` by
// `messageMode` (FOUNDRY.md §3.6, §6.2). Everything version-dependent asks here.

export function isV14(): boolean {
  return game.release.generation >= 14;
}
