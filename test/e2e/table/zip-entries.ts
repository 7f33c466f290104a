// Reads the release archive `npm run package` writes (dist/ordnance.zip) into memory, so the test table
// serves the module exactly as it is laid out there. Stored and deflated entries (node:zlib), nothing else.

import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

/** The archive's files by path ("/" separators), from its central directory. */
export function zipEntries(path: string): Map<string, Buffer> {
  const buf = readFileSync(path);
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error(`${path} is not a ZIP archive (no end of central directory)`);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error(`${path}: bad central directory entry ${String(i)}`);
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLen);
    const dataAt = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataAt, dataAt + size);
    if (method !== 0 && method !== 8) throw new Error(`${path}: ${name} uses compression method ${String(method)}`);
    out.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}
