// The command line run in memory: `main` with the given files as its only readable ones, stdout and stderr
// collected. Shared by the fixtures, the scenario tests and the command-line tests.

import { main } from "../../src/cli/main.js";

export function runCli(args: string[], files: Record<string, string>): { code: number; out: string; err: string } {
  let out = "";
  let err = "";
  const code = main(args, {
    readFile: (p) => {
      if (!Object.hasOwn(files, p)) throw new Error(`ENOENT: ${p}`);
      return files[p]!;
    },
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
  });
  return { code, out, err };
}
