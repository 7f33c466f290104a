// A Vite plugin for the command-line build: after the bundle is written, the binary's entry (package.json `bin`)
// is made executable, so `npx ordnance` keeps working after every rebuild (a fresh file is written 0644).

import { chmodSync, statSync } from "node:fs";
import { join } from "node:path";

/** Adds the execute bits (for whoever may read it) to `file`; returns the new mode. */
export function makeExecutable(file: string): number {
  const mode = statSync(file).mode & 0o777;
  // r → x for owner, group and others: 0644 becomes 0755, 0600 becomes 0700.
  const next = mode | ((mode & 0o444) >> 2);
  chmodSync(file, next);
  return next;
}

/** The part of a Vite (Rollup) plugin this one uses: a name, and a hook after the bundle is written. */
export interface WriteBundlePlugin {
  readonly name: string;
  writeBundle(options: { readonly dir?: string }): void;
}

/** The plugin: `entry` is the output file name of the binary inside the build's output directory. */
export function executableBin(entry: string): WriteBundlePlugin {
  return {
    name: "ordnance-executable-bin",
    writeBundle(options) {
      makeExecutable(join(options.dir ?? "dist", entry));
    },
  };
}
