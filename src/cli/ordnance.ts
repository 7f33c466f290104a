// Entry of the `ordnance` binary (package.json `bin`): node I/O around `main`.

import { readFileSync } from "node:fs";
import { main } from "./main.js";

process.exitCode = main(process.argv.slice(2), {
  readFile: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
