// Roll tags in plain words (issue #30): every roll and prompt tag the core produces — collected from resolving every
// bundled example and fixture with scripted and seeded dice, and every tag the core's source spells out — has a
// label from lang/en.json that is not the tag itself; the parser takes a tag's parts apart as docs/scenario.md says.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ROLL_TAG_FAMILIES,
  flattenDictionary,
  makeTranslator,
  parseRollTag,
  resolveScenario,
  rollTagFamily,
  rollTagLabel,
  rollTagNotes,
} from "../../src/core/index.js";

const root = join(import.meta.dirname, "../..");
const en: unknown = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8"));
const keys = flattenDictionary(en);
const translate = makeTranslator(en);

function walk(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p, ext) : ext.test(f) ? [p] : [];
  });
}

/** Every bundled document: the examples, and each fixture's scenario. */
const documents: unknown[] = [
  ...walk(join(root, "examples"), /\.json$/).map((f) => JSON.parse(readFileSync(f, "utf8")) as unknown),
  ...walk(join(root, "test/fixtures"), /\.json$/).map((f) => (JSON.parse(readFileSync(f, "utf8")) as { scenario: unknown }).scenario),
];

/** The tags of every prompt (dice and choices) resolving each document asked, scripted dice first, then seeds. */
function producedTags(): { tags: Set<string>; resolved: number } {
  const tags = new Set<string>();
  let resolved = 0;
  for (const doc of documents)
    for (const seed of ["rolltags:1", "rolltags:2", "rolltags:3", "rolltags:4"]) {
      let answers;
      try {
        ({ answers } = resolveScenario(doc, { seed }));
      } catch {
        continue; // a fixture of a refused document: it asks for no roll
      }
      resolved++;
      for (const a of answers) tags.add(a.tag);
    }
  return { tags, resolved };
}

/** Tags spelled out in the core's source (`N.wound[${id}]` read as `N.wound[X]`). */
function sourceTags(): Set<string> {
  const tags = new Set<string>();
  const text = walk(join(root, "src/core"), /\.ts$/)
    .filter((f) => !f.endsWith("roll-tags.ts"))
    .map((f) => readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "")) // code, not comments
    .join("\n");
  for (const m of text.matchAll(/[`"]([NGT]\.[A-Za-z0-9]+(?:\[[^\]`"]*\])?(?:\.[a-z]+)?(?:#[a-z0-9]+)?)[`"]/g))
    tags.add(m[1]!.replace(/\$\{[^}]*\}/g, "X"));
  return tags;
}

describe("roll tags in plain words", () => {
  const { tags, resolved } = producedTags();

  it("resolves the bundled documents and collects their tags", () => {
    expect(resolved).toBeGreaterThan(100);
    expect(tags.size).toBeGreaterThan(60);
  });

  it("labels every tag the core produced with words from lang/en.json, not the tag", () => {
    for (const tag of tags) {
      expect(rollTagFamily(tag), tag).not.toBeNull();
      for (const n of rollTagNotes(tag, (id) => `the fighter ${id}`)) expect(keys.has(n.key), `${tag}: ${n.key}`).toBe(true);
      const label = rollTagLabel(tag, translate, (id) => `the fighter ${id}`);
      expect(label, tag).not.toContain(tag);
      expect(label, tag).not.toMatch(/ORDNANCE\.|\{\w+\}/);
      const p = parseRollTag(tag)!;
      if (p.subject && !/smokeEnd|dissipate|windDist/.test(p.family)) expect(label, tag).toContain(`the fighter ${p.subject}`);
    }
  });

  it("knows every tag the core's source spells out", () => {
    const spelled = sourceTags();
    expect(spelled.size).toBeGreaterThan(40);
    // a hit's prefix (`N.kbHit[${s.id}]`, given to subTags) is known through its rolls, `.wound` and the others
    expect([...spelled].filter((t) => rollTagFamily(t) === null && rollTagFamily(`${t}.wound`) === null)).toEqual([]);
  });

  it("has a label for every family it knows, each one produced by the core or spelled out in its source", () => {
    const seen = new Set([...tags, ...sourceTags()].map(rollTagFamily));
    // the rolls of a hit are spelled as a prefix plus `.wound`, `.save`, `.injury#k`; the resolutions show them
    expect(ROLL_TAG_FAMILIES.filter((f) => !seen.has(f) && !/^N\.(kbHit|fall)\./.test(f))).toEqual([]);
    for (const f of ROLL_TAG_FAMILIES) expect(keys.has(`ORDNANCE.RollTag.${f}`), f).toBe(true);
  });

  it("takes a tag apart: ruleset, family, subject, the roll of a hit and the index", () => {
    expect(parseRollTag("N.kbHit[F2].injury#3")).toEqual({ ruleset: "N", family: "kbHit", subject: "F2", sub: "injury", index: "3" });
    expect(parseRollTag("G.dir")).toEqual({ ruleset: "G", family: "dir", subject: null, sub: null, index: null });
    expect(parseRollTag("not a tag")).toBeNull();
  });

  it("says it in words, naming the figure, the die and a repeated test", () => {
    const name = (id: string): string => (id === "K1" ? "Kell" : id);
    expect(rollTagLabel("N.hit", translate)).toBe("Hit roll (Ballistic Skill test)");
    expect(rollTagLabel("N.wound[K1]", translate, name)).toBe("Wound roll for Kell");
    expect(rollTagLabel("N.injury[K1]#2", translate, name)).toBe("Injury die 2 for Kell");
    expect(rollTagLabel("N.kbHit[K1].injury#1", translate, name)).toBe("Injury die 1 for Kell, hit by knockback");
    expect(rollTagLabel("N.nerve[K1]#2", translate, name)).toBe("Nerve test (2D6 against Cool) for Kell (test 2)");
    expect(rollTagLabel("N.wound[K1]#b", translate, name)).toBe("Wound roll for Kell (second of two, the higher counts)");
    expect(rollTagLabel("T.injury[K1]", translate, name)).toBe("Injury dice for Kell");
    expect(rollTagLabel("G.dissipate[K1]", translate, name)).toBe("End of turn: does cloud K1 dissipate?");
  });

  it("an unknown tag or a tag of the wrong shape is 'another roll', never a made-up label", () => {
    const other = translate({ key: "ORDNANCE.RollTag.unknown" });
    for (const t of ["X.hit", "N.nope", "N.wound", "N.hit[K1]", "N.kbHit[K1]", "N.kbHit[K1].dance", "N.wound[K1].save", "bad"])
      expect(rollTagLabel(t, translate), t).toBe(other);
  });
});
