// A player's own User document (issue #29's adversarial list): a player may update their User, flags included
// (Foundry's BaseUser lets a user update itself), so a forged `flags.ordnance.*` there must change nothing. Nothing in
// the module reads a User's flags — resolutions and Undo read the rules ledger and GM-authored records only — and this
// check keeps it so: any source line reading flags off a user fails it, to be reviewed against docs/foundry.md "Trust".

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../../src/foundry");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });

/** Reads of a User's flags: `game.user.flags`, `user.getFlag(…)`, `game.users.get(id)?.flags`, `author.flags`. */
const USER_FLAGS = /\b(?:user|users\.get\([^)]*\)\??|author|activeGM)\??\.(?:flags\b|getFlag\s*\()/i;

describe("adversarial: a player's User flags are never read", () => {
  it("no source file in src/foundry reads flags off a User document", () => {
    const hits = files(root).flatMap((f) =>
      readFileSync(f, "utf8")
        .split("\n")
        .flatMap((line, i) => (USER_FLAGS.test(line) ? [`${f.slice(root.length + 1)}:${String(i + 1)}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it("the check recognises the reads it is there to catch", () => {
    for (const line of [
      "game.user.flags.ordnance",
      "game.user.getFlag('ordnance', 'x')",
      "game.users.get(id)?.flags",
      "msg.author?.getFlag(x)",
    ])
      expect(USER_FLAGS.test(line)).toBe(true);
    expect(USER_FLAGS.test("token.flags.ordnance")).toBe(false);
  });
});
