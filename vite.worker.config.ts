// Builds the live-odds Web Worker shipped with the Foundry module (dist/odds-worker.js): the worker the sandbox
// also runs (src/worker/odds-worker.ts) bundled with the core, started by the aim preview (ui/odds-source.ts).

import { defineConfig } from "vite";

export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: false,
    target: "es2022",
    lib: { entry: "src/worker/odds-worker.ts", formats: ["es"], fileName: () => "odds-worker.js" },
    rollupOptions: { output: { inlineDynamicImports: true } },
  },
});
