// module.json names a licence file: it exists, and it is the MIT licence package.json declares.

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

it("module.json's license file exists and is the MIT licence of package.json", () => {
  const module = JSON.parse(readFileSync(join(root, "module.json"), "utf8")) as { license: string };
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { license: string };
  expect(existsSync(join(root, module.license))).toBe(true);
  expect(pkg.license).toBe("MIT");
  expect(readFileSync(join(root, module.license), "utf8")).toMatch(/^MIT License\n/);
});
