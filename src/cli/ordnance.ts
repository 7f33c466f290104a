// Entry of the `ordnance` binary (package.json `bin`): node I/O around `main`.

import { readFileSync, writeFileSync } from "node:fs";
import { main } from "./main.js";

process.exitCode = main(process.argv.slice(2), {
  readFile: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
  writeFile: (path, text) => {
    writeFileSync(path, text, "utf8");
  },
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
