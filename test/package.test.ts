// Installing honestly: the repository's manifest names no URLs; the release workflow writes them from the
// repository it runs in (through scripts/package.mjs's environment), and attaches both files.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error -- a plain-node script without type declarations
import { archivePaths, manifestStyles, releaseManifest } from "../scripts/package.mjs";

const root = join(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(join(root, "module.json"), "utf8")) as Record<string, unknown>;
const paths = archivePaths as (m: Record<string, unknown>) => string[];
const styles = manifestStyles as (m: Record<string, unknown>, exists?: (p: string) => boolean) => string[];
const release = releaseManifest as (m: Record<string, unknown>, env: Record<string, string | undefined>) => Record<string, unknown>;

describe("release manifest", () => {
  it("the repository's module.json points at no repository", () => {
    expect(manifest).not.toHaveProperty("url");
    expect(manifest).not.toHaveProperty("manifest");
    expect(manifest).not.toHaveProperty("download");
  });

  it("takes the URLs and the version from the environment", () => {
    const out = release(manifest, {
      ORDNANCE_URL: "https://github.com/someone/ordnance",
      ORDNANCE_MANIFEST_URL: "https://github.com/someone/ordnance/releases/latest/download/module.json",
      ORDNANCE_DOWNLOAD_URL: "https://github.com/someone/ordnance/releases/download/v1.2.0/ordnance.zip",
      ORDNANCE_VERSION: "v1.2.0",
    });
    expect(out).toMatchObject({
      id: "ordnance",
      version: "1.2.0",
      url: "https://github.com/someone/ordnance",
      manifest: "https://github.com/someone/ordnance/releases/latest/download/module.json",
      download: "https://github.com/someone/ordnance/releases/download/v1.2.0/ordnance.zip",
    });
    expect(release(manifest, {})).toEqual(manifest);
  });

  it("refuses a URL that is not https and a version that is not one", () => {
    expect(() => release(manifest, { ORDNANCE_DOWNLOAD_URL: "ftp://x/y.zip" })).toThrow(/ORDNANCE_DOWNLOAD_URL must be an https URL/);
    expect(() => release(manifest, { ORDNANCE_VERSION: "latest" })).toThrow(/ORDNANCE_VERSION must look like 1\.2\.3/);
  });

  it("the workflow derives every URL from the repository it runs in and attaches both files", () => {
    const wf = readFileSync(join(root, ".github/workflows/release.yml"), "utf8");
    for (const name of ["ORDNANCE_URL", "ORDNANCE_MANIFEST_URL", "ORDNANCE_DOWNLOAD_URL"]) {
      expect(wf).toMatch(new RegExp(`${name}: https://github\\.com/\\$\\{\\{ github\\.repository \\}\\}`));
    }
    expect(wf).toMatch(/gh release upload .* dist\/module\.json dist\/ordnance\.zip/);
    expect(wf).not.toMatch(/ordnance-vtt/);
  });
});

describe("stylesheet", () => {
  it("module.json names the stylesheet, and the archive ships it with the templates and languages", () => {
    expect(manifest["styles"]).toEqual(["styles/ordnance.css"]);
    const shipped = paths(manifest);
    expect(shipped).toContain("styles/ordnance.css");
    expect(shipped).toContain("templates/chat-card.hbs");
    expect(shipped).toContain("lang/en.json");
  });

  it("refuses a manifest naming a stylesheet that does not exist, or styles that are not paths", () => {
    expect(() => styles({ styles: ["styles/missing.css"] })).toThrow(/styles names styles\/missing\.css, which does not exist/);
    expect(() => styles({ styles: "styles/ordnance.css" })).toThrow(/styles must be a list of paths/);
    expect(styles({})).toEqual([]);
  });

  it("the release workflow builds the archive with the package script (which ships the styles)", () => {
    expect(readFileSync(join(root, ".github/workflows/release.yml"), "utf8")).toMatch(/run: npm run package/);
  });

  it("every rule is scoped under one of the module's classes, so nothing leaks into Foundry's interface", () => {
    const css = readFileSync(join(root, "styles/ordnance.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    const selectors = [...css.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((m) => (m[1] ?? "").split(",").map((s) => s.trim()));
    expect(selectors.length).toBeGreaterThan(20);
    for (const s of selectors) expect(s, s).toMatch(/^\.ordnance(-app|-card|-badge)?\b/);
  });
});
