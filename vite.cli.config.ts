// Builds the node entries (the `ordnance` command line, the benchmark, the schema writer, the fuzz) into
// dist/cli, with core and seedrandom bundled so the binary runs without a TypeScript step.

import { defineConfig } from "vite";
import { executableBin } from "./scripts/build/executable-bin.js";

export default defineConfig({
  // package.json `bin`: rebuilt, the binary stays executable (issue #30, point 5).
  plugins: [executableBin("ordnance.js")],
  build: {
    ssr: true,
    outDir: "dist/cli",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    rollupOptions: {
      input: {
        ordnance: "src/cli/ordnance.ts",
        bench: "src/cli/bench.ts",
        "write-schema": "src/cli/write-schema.ts",
        fuzz: "scripts/fuzz/main.ts",
      },
      output: { format: "es", entryFileNames: "[name].js", banner: (chunk) => (chunk.name === "ordnance" ? "#!/usr/bin/env node" : "") },
    },
  },
  ssr: { noExternal: true },
});
