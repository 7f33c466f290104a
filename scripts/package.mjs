// `npm run package` (after the module build): writes dist/ordnance.zip, the release archive Foundry
// installs from module.json's `download` URL — module.json, LICENSE, the module bundle in dist/, lang/,
// templates/ and the stylesheets module.json names — and dist/module.json, the manifest to attach next to
// it. The repository's module.json names no URLs; a release sets them from the environment (ORDNANCE_URL, ORDNANCE_MANIFEST_URL,
// ORDNANCE_DOWNLOAD_URL, ORDNANCE_VERSION: the release workflow derives them from the repository it
// runs in). A plain-node ZIP writer (deflate from node:zlib), no dependencies.

import { deflateRawSync } from "node:zlib";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const OUT = join(root, "dist", "ordnance.zip");
const MANIFEST_OUT = join(root, "dist", "module.json");

const URL_KEYS = [
  ["url", "ORDNANCE_URL"],
  ["manifest", "ORDNANCE_MANIFEST_URL"],
  ["download", "ORDNANCE_DOWNLOAD_URL"],
];

/**
 * The manifest as released: the repository's module.json with `url`, `manifest`, `download` (and
 * `version`) from `env` where given. A URL must be https; a version must look like 1.2.3 (a leading
 * "v", as in a tag name, is dropped).
 */
export function releaseManifest(manifest, env) {
  const out = { ...manifest };
  for (const [key, name] of URL_KEYS) {
    const v = env[name];
    if (v === undefined || v === "") continue;
    if (!/^https:\/\/\S+$/.test(v)) throw new Error(`${name} must be an https URL, got ${JSON.stringify(v)}`);
    out[key] = v;
  }
  const version = env["ORDNANCE_VERSION"];
  if (version !== undefined && version !== "") {
    const v = version.replace(/^v/, "");
    if (!/^\d+\.\d+\.\d+([-+][\w.]+)?$/.test(v)) throw new Error(`ORDNANCE_VERSION must look like 1.2.3, got ${JSON.stringify(version)}`);
    out.version = v;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A ZIP archive of `entries` ([name, contents]); names use "/" separators. */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  // a fixed DOS timestamp (1 Jan 2020), so the archive depends on the contents only
  const time = 0;
  const date = ((2020 - 1980) << 9) | (1 << 5) | 1;
  for (const [name, data] of entries) {
    const nameBuf = Buffer.from(name, "utf8");
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(0, 38); // external attributes
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, packed);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + packed.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function files(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? files(p) : [p];
    });
}

/** The stylesheets the manifest names (`styles`); each must exist, or Foundry would load a missing file. */
export function manifestStyles(manifest, exists = existsSync) {
  const styles = manifest.styles ?? [];
  if (!Array.isArray(styles) || !styles.every((s) => typeof s === "string")) throw new Error("module.json styles must be a list of paths");
  for (const s of styles) if (!exists(join(root, s))) throw new Error(`module.json styles names ${s}, which does not exist`);
  return styles;
}

/** The files the archive holds besides module.json, relative to the repository ("/" separators). */
export function archivePaths(manifest) {
  const paths = [
    join(root, "LICENSE"),
    join(root, "dist", "ordnance.js"),
    join(root, "dist", "odds-worker.js"),
    ...["ordnance.js.map"].map((f) => join(root, "dist", f)).filter(existsSync),
    ...files(join(root, "lang")),
    ...files(join(root, "templates")),
    ...manifestStyles(manifest).map((s) => join(root, s)),
  ];
  return paths.map((p) => relative(root, p).split(sep).join("/"));
}

function main() {
  const bundle = join(root, "dist", "ordnance.js");
  if (!existsSync(bundle)) throw new Error("dist/ordnance.js is missing: run the module build first (npm run package does)");
  const worker = join(root, "dist", "odds-worker.js");
  if (!existsSync(worker)) throw new Error("dist/odds-worker.js is missing: run the worker build first (npm run package does)");
  const manifest = releaseManifest(JSON.parse(readFileSync(join(root, "module.json"), "utf8")), process.env);
  const manifestText = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, "utf8");
  writeFileSync(MANIFEST_OUT, manifestText);
  const entries = [["module.json", manifestText], ...archivePaths(manifest).map((p) => [p, readFileSync(join(root, p))])];
  writeFileSync(OUT, zip(entries));
  console.log(`wrote ${relative(root, OUT)}: ${entries.map(([n]) => n).join(", ")}; and ${relative(root, MANIFEST_OUT)}`);
  for (const [key] of URL_KEYS)
    if (!manifest[key]) console.log(`note: module.json has no ${key} (set it from the environment for a release)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
