// Lint configuration: typescript-eslint's strict, type-aware rules with exhaustive switches.
// `npm run lint` runs it together with the formatter check; CI runs `npm run lint`.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "reports/**", ".stryker-tmp/**"] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A switch over a union must name every member (or have a default), so a new ruleset or kind is a compile-time to-do.
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      // Numbers in messages and notes (distances, rolls, counts) are meant to print as JavaScript prints them;
      // everything else (undefined, null, objects, booleans) must be turned into text on purpose.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // A leading underscore marks a name that must exist but is not read: a parameter a signature requires, or a
      // field taken out of an object with a rest pattern (`const { id: _id, ...rest } = doc`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The Foundry adapter only: fvtt-types describes Foundry as it is once `ready` has run (our types/config.d.ts
    // says so, to type the common case) and declares every configured flag as present, but the adapter also runs
    // before `ready`, while the canvas tears down, and on documents written by older versions or other modules,
    // where those values are null or missing. Its optional chains and `??` there are deliberate guards the types
    // cannot see, so this rule, which trusts the types, would ask for removing them. Core, sandbox and CLI keep it.
    files: ["src/foundry/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unnecessary-condition": "off",
      // fvtt-types types a document from a collection (`game.messages.get`, `game.scenes`) as `Document.Stored` or
      // `.Implementation`, not as the class's own instance type, though Foundry's constructors made every one of them.
      "@typescript-eslint/no-unsafe-class-instance-assignment": "off",
    },
  },
  {
    // Tests only: a `!` that is wrong throws at once and fails the test, which is what a test wants; guards would
    // only repeat the assertion that follows. Source code keeps the rule and narrows or throws a named error.
    files: ["test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
      // Fakes and scripted answerers stand in for Foundry's and the relay's async API (document writes, sockets,
      // dialogs): they must return promises, and `async` keeps a throw a rejection, as the real thing behaves.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // The developer scripts (fuzz, packaging, screenshots) as the tests: a `!` that is wrong throws at once and stops
    // the script with its stack, which is what a developer running it wants.
    files: ["scripts/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  {
    // Plain Node scripts: Node's own globals (the TypeScript files get them from @types/node through the type checker).
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", Buffer: "readonly", URL: "readonly" } },
  },
);
