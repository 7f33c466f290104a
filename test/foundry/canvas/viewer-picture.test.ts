// What each client draws of a throw: a player sees only the figures whose token their canvas shows (vision, fog,
// hidden), with their moves and hit marks, and the throw's start only where a token they see stands; a GM sees it all.
// Every fixture is laid out as a fake scene (1" = 100 px), its tokens marked visible or not as a player's canvas would.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Picture, primitivesOf, resolveScenario } from "../../../src/core/index.js";
import { canvasPicture, publicPicture } from "../../../src/foundry/chat/card-picture.js";
import { type ViewerToken, pictureForViewer, viewerToken } from "../../../src/foundry/canvas/viewer-picture.js";
import { pictureSubjects } from "../../../src/foundry/canvas/throw-broadcast.js";
import { makeScale, tokenCentrePx } from "../../../src/foundry/scene/scene-snapshot.js";
import { SQUARE_INCH } from "../../helpers/foundry/foundry-data.js";
import { PPI, renameFigures, sceneFromScenario } from "../../helpers/foundry/scene-from-scenario.js";

const root = join(import.meta.dirname, "../../..");
const scale = makeScale(SQUARE_INCH, 1);

/** Every fixture's canvas picture (the broadcast) with its fake scene's tokens, all visible to start with. */
const cases = ["gzg", "necromunda", "trench-crusade"].flatMap((r) =>
  readdirSync(join(root, "test/fixtures", r))
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => {
      const fx = JSON.parse(readFileSync(join(root, "test/fixtures", r, f), "utf8")) as { scenario: Record<string, unknown> };
      const scenario = renameFigures(fx.scenario);
      const output = resolveScenario(scenario).output;
      const full = publicPicture(
        scenario,
        output,
        () => false,
        (id) => id,
      );
      if (!full) return [];
      const tokens: ViewerToken[] = sceneFromScenario(scenario)
        .tokens()
        .map((t) => ({ id: t._id ?? "", visible: true, centre: tokenCentrePx(t, scale), radiusPx: ((t.width ?? 1) * PPI) / 2 }));
      const attacker = (scenario["attack"] as { attacker?: string } | undefined)?.attacker;
      return [{ name: `${r}/${f}`, picture: canvasPicture(full), tokens, attacker }];
    }),
);
const unseen = (tokens: readonly ViewerToken[], id: string): ViewerToken[] =>
  tokens.map((t) => (t.id === id ? { ...t, visible: false } : t));
const figureMoves = (p: Picture) => primitivesOf(p, "move").filter((m) => m.moveKind !== "cloudDrift");

describe("a throw as each client draws it", () => {
  it("with every token in sight a player draws the whole picture, and a GM always does", () => {
    for (const c of cases) {
      expect(pictureForViewer(c.picture, false, c.tokens, PPI), c.name).toEqual(c.picture);
      const blind = c.tokens.map((t) => ({ ...t, visible: false }));
      expect(pictureForViewer(c.picture, true, blind, PPI), c.name).toBe(c.picture);
    }
  });

  const withSubjects = cases.filter((c) => pictureSubjects(c.picture).some((id) => id !== c.attacker && c.tokens.some((t) => t.id === id)));

  it.each(withSubjects.map((c) => [c.name, c]))("%s: a figure out of the player's sight is not drawn, nor its moves", (_n, c) => {
    const victim = pictureSubjects(c.picture).find((id) => id !== c.attacker && c.tokens.some((t) => t.id === id)) ?? "";
    const player = pictureForViewer(c.picture, false, unseen(c.tokens, victim), PPI);
    expect(pictureSubjects(player)).not.toContain(victim);
    expect(pictureSubjects(c.picture)).toContain(victim);
    // Everything else stays: the path, the impact, the blast, clouds, other figures and their moves.
    const others = (p: Picture) =>
      p.primitives.filter((q) => !(q.kind === "figure" && q.id === victim) && !(q.kind === "move" && q.subject === victim));
    expect(player.primitives).toEqual(others(c.picture));
    expect(pictureForViewer(c.picture, true, unseen(c.tokens, victim), PPI)).toEqual(c.picture);
  });

  it("a figure with no token on this canvas is not drawn for a player; a cloud's drift is", () => {
    for (const c of cases) {
      const player = pictureForViewer(c.picture, false, [], PPI);
      expect(primitivesOf(player, "figure"), c.name).toEqual([]);
      expect(figureMoves(player), c.name).toEqual([]);
      expect(primitivesOf(player, "move").length, c.name).toBe(primitivesOf(c.picture, "move").length - figureMoves(c.picture).length);
    }
    expect(cases.some((c) => primitivesOf(c.picture, "move").some((m) => m.moveKind === "cloudDrift"))).toBe(true);
  });

  it("an attacker out of sight leaves no line from where it stands; in sight it does", () => {
    const thrown = cases.filter((c) => c.attacker && primitivesOf(c.picture, "aim")[0]?.from);
    expect(thrown.length).toBeGreaterThan(10);
    for (const c of thrown) {
      const attacker = c.attacker ?? "";
      expect(primitivesOf(pictureForViewer(c.picture, false, c.tokens, PPI), "aim")[0]?.from, c.name).not.toBeNull();
      expect(primitivesOf(pictureForViewer(c.picture, false, unseen(c.tokens, attacker), PPI), "aim")[0]?.from, c.name).toBeNull();
      expect(primitivesOf(pictureForViewer(c.picture, true, unseen(c.tokens, attacker), PPI), "aim")[0]?.from, c.name).not.toBeNull();
    }
  });
});

describe("viewerToken", () => {
  it("reads a canvas Token: its id, visible flag, centre and half its larger side; a token without an id is skipped", () => {
    const t = { document: { id: "tokenT0000000001" }, visible: false, center: { x: 150, y: 250 }, w: 100, h: 200 };
    expect(viewerToken(t)).toEqual({ id: "tokenT0000000001", visible: false, centre: { x: 150, y: 250 }, radiusPx: 100 });
    expect(viewerToken({ ...t, document: { id: null } })).toBeNull();
  });
});
