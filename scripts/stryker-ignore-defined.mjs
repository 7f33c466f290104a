// A StrykerJS ignorer (stryker.config.mjs, docs/testing.md "Mutation testing"): the "what" message of
// `defined(value, "what")` (src/core/engine/expect.ts) is read only when an invariant breaks, so no test can see it.

import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "defined-message", {
    shouldIgnore(path) {
      const call = path.parent;
      if (call?.type !== "CallExpression" || call.callee.type !== "Identifier" || call.callee.name !== "defined") return undefined;
      if (call.arguments[1] !== path.node) return undefined;
      return "The message of defined() shows only when an invariant breaks (the value is never undefined there)";
    },
  }),
];
