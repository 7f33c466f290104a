// The one Foundry version switch: v14 replaced MeasuredTemplates by Regions and `rollMode` by
// `messageMode` (docs/foundry.md "Typing notes"). Everything version-dependent asks here.

export function isV14(): boolean {
  return game.release.generation >= 14;
}
