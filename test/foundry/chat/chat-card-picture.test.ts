// The card's picture: core's picture as an <img> of SVG data that Foundry's chat sanitizer keeps (no inline <svg>, no
// raw quote or angle bracket in the attribute), tokens hidden from players left out of the image and of the canvas copy,
// the canvas copy holding only what the table does not show, and every fixture's card picture small.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTranslator, primitivesOf, resolveScenario } from "../../../src/core/index.js";
import { CARD_PICTURE_WIDTH, canvasPicture, cardPicture, publicPicture, svgImg } from "../../../src/foundry/chat/card-picture.js";
import { htmlNotKept } from "../../helpers/foundry/html-allow-list.js";

const root = join(import.meta.dirname, "../../..");
const translate = makeTranslator(JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")));
const cases = ["gzg", "necromunda", "trench-crusade"].flatMap((r) =>
  readdirSync(join(root, "test/fixtures", r))
    .filter((f) => f.endsWith(".json"))
    .map((f) => {
      const fx = JSON.parse(readFileSync(join(root, "test/fixtures", r, f), "utf8")) as { scenario: Record<string, unknown> };
      return { name: `${r}/${f}`, scenario: fx.scenario, output: resolveScenario(fx.scenario).output };
    }),
);
const nobody = (): boolean => false;
const named = (id: string): string => `Token ${id}`;
/** The SVG inside an <img> data URL. */
const svgOf = (img: string): string => decodeURIComponent(/src="data:image\/svg\+xml,([^"]*)"/.exec(img)?.[1] ?? "");

describe("the picture as an <img>", () => {
  it("holds the SVG in a data URL with nothing a quoted attribute cannot carry", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text x="1" y="2">A &amp; B &#39;&quot;</text></svg>`;
    const img = svgImg(svg, `Picture "x" <y>`);
    expect(img).toMatch(/^<img src="data:image\/svg\+xml,[^"<>&]*" alt="Picture &quot;x&quot; &lt;y&gt;">$/);
    expect(svgOf(img)).toBe(svg.replace(/"/g, "'"));
    expect(img).not.toContain("<svg");
  });

  it("every fixture's card picture is a sanitizer-safe <img> of at most 8 KB, labelled with the outcome", () => {
    let largest = 0;
    for (const c of cases) {
      const { img, canvas } = cardPicture(c.scenario, c.output, nobody, named, translate);
      if (c.output.outcome === "ILLEGAL") {
        expect([img, canvas], c.name).toEqual([null, null]);
        continue;
      }
      expect(img, c.name).toMatch(/^<img src="data:image\/svg\+xml,[^"<>&]*" alt="Picture of the attack: [^"]+">$/);
      expect(htmlNotKept(img ?? ""), c.name).toEqual([]);
      expect(svgOf(img ?? ""), c.name).toMatch(new RegExp(`^<svg [^>]*width='${String(CARD_PICTURE_WIDTH)}'`));
      largest = Math.max(largest, img?.length ?? 0);
    }
    expect(largest).toBeGreaterThan(500);
    expect(largest).toBeLessThanOrEqual(8192);
  });
});

describe("hidden tokens", () => {
  /** Fixtures with a figure hit that is not the attacker. */
  const withHit = cases.filter((c) =>
    c.output.affected.some((a) => a.figure !== (c.scenario["attack"] as { attacker?: string } | undefined)?.attacker),
  );

  it.each(withHit.map((c) => [c.name, c]))("%s: a hidden figure hit is in neither the card's image nor the canvas copy", (_n, c) => {
    const attacker = (c.scenario["attack"] as { attacker?: string } | undefined)?.attacker;
    const victim = c.output.affected.find((a) => a.figure !== attacker)?.figure ?? "";
    const shown = cardPicture(c.scenario, c.output, nobody, named, translate);
    const hidden = cardPicture(c.scenario, c.output, (id) => id === victim, named, translate);
    expect(svgOf(shown.img ?? "")).toContain(`>Token ${victim}<`);
    expect(svgOf(hidden.img ?? "")).not.toContain(`>Token ${victim}<`);
    const ids = (p: typeof hidden.canvas) => JSON.stringify(p ?? {});
    expect(ids(shown.canvas)).toContain(`"${victim}"`);
    expect(ids(hidden.canvas)).not.toContain(`"${victim}"`);
  });

  it("a hidden attacker leaves no line from where it stands", () => {
    const c = cases.find((x) => x.output.aim && x.output.outcome !== "ILLEGAL");
    if (!c) throw new Error("no fixture with an aim");
    const attacker = (c.scenario["attack"] as { attacker: string }).attacker;
    const aimFrom = (hidden: (id: string) => boolean) => {
      const p = publicPicture(c.scenario, c.output, hidden, named);
      return p ? primitivesOf(p, "aim")[0]?.from : undefined;
    };
    expect(aimFrom(nobody)).not.toBeNull();
    expect(aimFrom((id) => id === attacker)).toBeNull();
  });
});

describe("the canvas copy", () => {
  it("keeps the throw and who was hit, drops walls, unhurt figures and labels, rounds to hundredths", () => {
    for (const c of cases) {
      const full = publicPicture(c.scenario, c.output, nobody, named);
      if (!full) continue;
      const small = canvasPicture(full);
      for (const k of ["aim", "leg", "bounce", "impact", "blast", "move", "cloud"] as const)
        expect(primitivesOf(small, k).length, `${c.name} ${k}`).toBe(primitivesOf(full, k).length);
      expect(primitivesOf(small, "wall")).toEqual([]);
      expect(primitivesOf(small, "figure").map((f) => f.id)).toEqual(
        primitivesOf(full, "figure")
          .filter((f) => f.hit)
          .map((f) => f.id),
      );
      expect(primitivesOf(small, "figure").every((f) => f.label === "")).toBe(true);
      expect(JSON.stringify(small)).not.toMatch(/\d\.\d{3}/);
    }
  });

  it("a refused attack has no picture", () => {
    const c = cases.find((x) => x.output.outcome === "ILLEGAL");
    expect(c && publicPicture(c.scenario, c.output, nobody, named)).toBeNull();
  });
});
