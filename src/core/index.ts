// The public surface of the pure rules core, for the command line, Foundry adapter and sandbox.

export * from "./geometry/vec.js";
export * from "./geometry/segment.js";
export { GridIndex } from "./geometry/grid-index.js";
export * from "./battlefield/types.js";
export * from "./battlefield/battlefield.js";
export * from "./battlefield/wall-index.js";
export * from "./battlefield/route-ground.js";
export * from "./engine/stepwise.js";
export * from "./battlefield/travel.js";
export * from "./engine/errors.js";
export * from "./engine/expect.js";
export * from "./engine/prompts.js";
export * from "./engine/run.js";
export * from "./engine/answerers.js";
export * from "./engine/decisions.js";
export { TagCounter } from "./engine/tags.js";
export * from "./i18n.js";
export * from "./roll-tags.js";
export * from "./settings.js";
export * from "./scenario/schema.js";
export * from "./scenario/output.js";
export * from "./scenario/scenario.js";
export * from "./scenario/json-text.js";
export { parseWallsSteps, wallSchema } from "./scenario/walls.js";
export type * from "./scenario/document.js";
export * from "./scenario/resolve.js";
export * from "./scenario/reach.js";
export { namedIds, pruneScenario, withinReach } from "./scenario/prune.js";
export { scenarioJsonSchema } from "./scenario/json-schema.js";
export * from "./rulesets/ruleset.js";
export * from "./rulesets/choices.js";
export {
  RULESETS,
  RULESET_IDS,
  type AnyRuleset,
  type RulesetId,
  getRuleset,
  knownSettings,
  registerRuleset,
  rulesetCatalog,
} from "./rulesets/index.js";
export * from "./rulesets/presentation.js";
export * from "./rulesets/aim-hints.js";
export * from "./sim/odds.js";
export * from "./sim/impact-grid.js";
export * from "./sim/impact-merge.js";
export * from "./sim/evaluate.js";
export { suggest, scoreTargets, type SuggestOptions, type Suggestion } from "./sim/suggest.js";
export { AimScenarios, leftToPolicyAt, orderAtAim, preparedFor } from "./sim/scenario-cache.js";
export * from "./picture/types.js";
export { pictureOf, type PictureOptions } from "./picture/render.js";
export { pictureToSvg, sideColour, sideColours, escapeXml, type SvgOptions, type PictureTheme } from "./picture/svg.js";
export { pictureTimeline, DEFAULT_PACE, type Pace, type Timeline } from "./picture/timeline.js";
