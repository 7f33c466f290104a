// The picture as SVG markup: well formed, safe to embed as it is (no script, handler, style, id or outside reference),
// whole-pixel and small, with escaped labels, a legend in the language file's words, and a light and a dark theme.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../../lang/en.json";
import {
  type ScenarioDoc,
  makeTranslator,
  pictureOf,
  pictureToSvg,
  primitivesOf,
  resolveScenario,
  segmentTouchesBox,
} from "../../../src/core/index.js";
import { GLYPH, placeLabels } from "../../../src/core/picture/svg-labels.js";

const translate = makeTranslator(en);
const repo = join(import.meta.dirname, "../../..");

const fixtureDocs = (): [string, ScenarioDoc][] =>
  readdirSync(join(repo, "test/fixtures")).flatMap((r) =>
    readdirSync(join(repo, "test/fixtures", r))
      .filter((f) => f.endsWith(".json"))
      .map((f): [string, ScenarioDoc] => [
        `${r}/${f}`,
        (JSON.parse(readFileSync(join(repo, "test/fixtures", r, f), "utf8")) as { scenario: ScenarioDoc }).scenario,
      ]),
  );
const example = (file: string): ScenarioDoc => JSON.parse(readFileSync(join(repo, "examples", file), "utf8")) as ScenarioDoc;
const exampleDocs = (): [string, ScenarioDoc][] =>
  readdirSync(join(repo, "examples"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => [f, JSON.parse(readFileSync(join(repo, "examples", f), "utf8")) as ScenarioDoc]);

const svgOf = (doc: ScenarioDoc, width = 400, theme?: "light" | "dark"): string => {
  const out = resolveScenario(doc).output;
  return pictureToSvg(pictureOf(doc, out), { width, translate, ...(theme ? { theme } : {}) });
};

/** Checks the markup is well formed: tags nest and close, attributes are quoted, text holds no bare `<` or `&`. */
function wellFormed(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while ((m = token.exec(svg))) {
    at = token.lastIndex;
    const [, close, tag, , selfClose, text] = m;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|#39);)/.test(text)) problems.push(`bare & in ${text}`);
    } else if (close) {
      if (stack.pop() !== tag) problems.push(`</${tag ?? ""}> closes nothing open`);
    } else if (!selfClose) stack.push(tag ?? "");
  }
  if (at !== svg.length) problems.push(`unreadable at ${String(at)}: ${svg.slice(at, at + 40)}`);
  if (stack.length) problems.push(`left open: ${stack.join(", ")}`);
  return problems;
}

describe("pictureToSvg", () => {
  it("is well formed and safe to embed for every fixture and example, whole pixels only", () => {
    const all = [...fixtureDocs(), ...exampleDocs()];
    expect(all.length).toBeGreaterThan(100);
    for (const [name, doc] of all) {
      const svg = svgOf(doc);
      expect(wellFormed(svg), name).toEqual([]);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), name).toBe(true);
      expect(svg, name).not.toMatch(/<script|<style|<foreignObject|<image|<use|\son\w+=|\sstyle=|\sid=|href|url\(|javascript:/i);
      // Numbers in geometry are whole pixels (a picture is compact).
      for (const n of svg.matchAll(/\s(?:d|cx|cy|r|x|y|width|height)="([^"]*)"/g)) expect(n[1], name).not.toMatch(/\d\.\d/);
    }
  });

  it("stays small: at most 6 KB for any fixture or example at 400 px", () => {
    const sizes = [...fixtureDocs(), ...exampleDocs()].map(([name, doc]) => [name, new TextEncoder().encode(svgOf(doc)).length] as const);
    const worst = sizes.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(worst[1], worst[0]).toBeLessThanOrEqual(6 * 1024);
  });

  it("escapes figure labels and side names", () => {
    const doc = JSON.parse(readFileSync(join(repo, "examples/necromunda-frag-knockback.json"), "utf8")) as ScenarioDoc;
    for (const f of doc.battlefield.figures ?? []) f.side = `<script>alert("${f.side}")</script>`;
    const out = resolveScenario(doc).output;
    const svg = pictureToSvg(pictureOf(doc, out, { label: (f) => `${f.id} & <b>"Tom's"</b>` }), { width: 300, translate });
    expect(wellFormed(svg)).toEqual([]);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("A0 &amp; &lt;b&gt;&quot;Tom&#39;s&quot;&lt;/b&gt;");
    expect(svg).toContain("&lt;script&gt;alert(&quot;red&quot;)&lt;/script&gt;");
  });

  it("labels every figure drawn and has a legend of sides, attacker, hit and scale in the language file's words", () => {
    const doc = JSON.parse(readFileSync(join(repo, "examples/necromunda-frag-knockback.json"), "utf8")) as ScenarioDoc;
    const out = resolveScenario(doc).output;
    const picture = pictureOf(doc, out);
    const svg = pictureToSvg(picture, { width: 400, translate });
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const figures = primitivesOf(picture, "figure");
    const sides = [...new Set(figures.map((f) => f.side))];
    expect(figures.some((f) => f.hit)).toBe(true);
    expect(texts.slice(0, -1)).toEqual([...figures.map((f) => f.label), ...sides, en.ORDNANCE.Picture.attacker, en.ORDNANCE.Picture.hit]);
    // The scale bar: 6" when it fits in a third of the width, else 1".
    expect(texts.at(-1)).toBe((6 * 400) / picture.viewport.width <= 400 / 3 ? "6″" : "1″");
    expect(svg).toContain(`aria-label="Picture of the attack: ${en.ORDNANCE.Outcome[out.outcome as "HIT"]}"`);
  });

  it("draws each kind of mark as its own element: one per leg, bounce, blast, impact and move", () => {
    const doc = JSON.parse(readFileSync(join(repo, "examples/gzg-smoke-bounce.json"), "utf8")) as ScenarioDoc;
    const out = resolveScenario(doc).output;
    const picture = pictureOf(doc, out);
    const svg = pictureToSvg(picture, { width: 400, translate });
    const arrows = [...svg.matchAll(/<path d="[^"]*Z"/g)].length;
    const legs = primitivesOf(picture, "leg").length;
    expect(legs).toBeGreaterThan(1);
    expect(arrows).toBe(legs + primitivesOf(picture, "move").length);
    // Bounce marks are small circles with the bounce colour; walls inside the viewport are one path per style.
    expect([...svg.matchAll(/<circle[^>]*r="4"[^>]*stroke="#d35400"/g)].length).toBe(primitivesOf(picture, "bounce").length);
    expect([...svg.matchAll(/stroke-linecap="round"/g)].length).toBeLessThanOrEqual(3);
  });

  it("has a light and a dark background, both with their own edge", () => {
    const doc = example("gzg-smoke-bounce.json");
    const light = svgOf(doc, 300);
    const dark = svgOf(doc, 300, "dark");
    expect(light).toContain('fill="#f2efe8"');
    expect(dark).toContain('fill="#2b2d31"');
    expect(light.replace(/#f2efe8/g, "")).not.toContain("#2b2d31");
  });

  it("scales to the width asked, the height following the viewport plus the legend", () => {
    const doc = example("gzg-smoke-bounce.json");
    const out = resolveScenario(doc).output;
    const picture = pictureOf(doc, out);
    for (const width of [200, 640]) {
      const svg = pictureToSvg(picture, { width, translate });
      const [, w, h] = /<svg[^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
      expect(Number(w)).toBe(width);
      expect(Number(h)).toBeGreaterThanOrEqual(Math.round((picture.viewport.height * width) / picture.viewport.width) + 18);
    }
  });
});

describe("segmentTouchesBox", () => {
  const box = { minX: 0, minY: 0, maxX: 10, maxY: 10 };
  it.each([
    [[2, 2], [3, 3], true],
    [[-5, 5], [20, 5], true],
    [[-5, -5], [-1, 20], false],
    [[9, 12], [12, 9], false],
    [[10, 10], [12, 12], true],
    [[5, 11], [5, 20], false],
    [[-1, 5], [-1, 5.5], false],
  ] as const)("%j → %j: %s", (a, b, touches) => {
    expect(segmentTouchesBox(a, b, box)).toBe(touches);
  });
});

describe("placeLabels", () => {
  const font = 11;
  const box = (p: { x: number; y: number }, length: number) => ({
    left: p.x - (length * font * GLYPH) / 2,
    right: p.x + (length * font * GLYPH) / 2,
    top: p.y - font * 0.8,
    bottom: p.y + font * 0.2,
  });
  it("puts a label above its figure when that is clear", () => {
    expect(placeLabels([{ text: "A", length: 1, x: 50, y: 50, ring: 8 }], [{ x: 50, y: 50, r: 8 }], 200, 200, font)).toEqual([
      { x: 50, y: 38 },
    ]);
  });

  it("moves a label off another label, off the bases and inside the picture", () => {
    // Two figures side by side under the top edge: neither label fits above.
    const labels = [
      { text: "grenadier", length: 9, x: 40, y: 12, ring: 8 },
      { text: "rifleman", length: 8, x: 52, y: 30, ring: 8 },
    ];
    const discs = labels.map((l) => ({ x: l.x, y: l.y, r: l.ring }));
    const spots = placeLabels(labels, discs, 200, 120, font);
    const [a, b] = spots.map((p, i) => box(p, labels[i]?.length ?? 0));
    expect(a && b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
    for (const bx of [a, b]) expect(bx && bx.top >= 0 && bx.left >= 0 && bx.right <= 200 && bx.bottom <= 120).toBe(true);
  });
});
