// The command line stays executable after a rebuild (issue #30, point 5): the build's plugin sets the execute bits of
// package.json's `bin` file, and the CLI build configuration uses it on that very file.

import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import pkg from "../../package.json";
import { executableBin, makeExecutable } from "../../scripts/build/executable-bin.js";
import config from "../../vite.cli.config.js";

const dirs: string[] = [];
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), "ordnance-bin-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("the ordnance binary is executable after a build", () => {
  it("makeExecutable turns 0644 into 0755 and 0600 into 0700", () => {
    const dir = tempDir();
    const a = join(dir, "a.js");
    const b = join(dir, "b.js");
    writeFileSync(a, "", { mode: 0o644 });
    writeFileSync(b, "", { mode: 0o600 });
    makeExecutable(a);
    makeExecutable(b);
    expect(statSync(a).mode & 0o777).toBe(0o755);
    expect(statSync(b).mode & 0o777).toBe(0o700);
  });

  it("the plugin's writeBundle marks the entry in the output directory", () => {
    const dir = tempDir();
    const file = join(dir, "ordnance.js");
    writeFileSync(file, "#!/usr/bin/env node\n", { mode: 0o644 });
    executableBin("ordnance.js").writeBundle({ dir });
    expect(statSync(file).mode & 0o111).toBe(0o111);
  });

  it("the CLI build uses the plugin on package.json's bin file, whose entry carries the shebang", () => {
    const bin = pkg.bin.ordnance; // dist/cli/ordnance.js
    expect(bin).toBe(`${config.build?.outDir ?? ""}/ordnance.js`);
    const names = (config.plugins ?? []).map((p) => (p && typeof p === "object" && "name" in p ? p.name : null));
    expect(names).toContain("ordnance-executable-bin");
  });
});
