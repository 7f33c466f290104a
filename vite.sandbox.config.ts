// Builds the browser sandbox (src/sandbox, a static page over the public core) into dist/sandbox, and
// serves it with `vite` (dev) or `vite preview` (the built files, what `npm start` runs).

import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL("./src/sandbox", import.meta.url));
const repo = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  base: "./",
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL("./dist/sandbox", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
  },
  worker: { format: "es" },
  server: { fs: { allow: [repo] } },
  preview: { host: "127.0.0.1", port: 4173 },
});
