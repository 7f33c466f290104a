// Lint configuration: typescript-eslint's strict, type-aware rules with exhaustive switches.
// `npm run lint` runs it together with the formatter check; CI runs `npm run lint`.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", "reports/**", ".stryker-tmp/**", "scripts/**"] },
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
    // Tests only: a `!` that is wrong throws at once and fails the test, which is what a test wants; guards would
    // only repeat the assertion that follows. Source code keeps the rule and narrows or throws a named error.
    files: ["test/**/*.ts"],
    rules: {
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
);
