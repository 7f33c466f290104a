// Hidden means hidden everywhere players look (issue #29): the public card's rule steps, follow-up events, choice
// lines and attached Rolls leave out a model hidden from players; the player's own aiming UI (snap, rings, live odds,
// suggestAim) works over a scene without the tokens hidden from them.

import { describe, expect, it } from "vitest";
import type { OutputDocument } from "../../../src/core/index.js";
import { publicOutput, publicRolls } from "../../../src/foundry/chat/card-record.js";
import { choiceLines } from "../../../src/foundry/chat/chat-card-view.js";
import { suggestAim } from "../../../src/foundry/ui/suggest-aim.js";
import { withoutHidden } from "../../../src/foundry/ui/viewer-scene.js";
import { sceneSnapshot } from "../../../src/foundry/scene/scene-snapshot.js";
import { K } from "../../helpers/foundry/foundry-data.js";
import { H, attackWithHiddenVictim } from "../../helpers/foundry/hidden-victim.js";
import { gzgGrenadeTable, gzgSuggestInput } from "../../helpers/foundry/suggest-tables.js";

describe("adversarial: the public card names no hidden model", () => {
  it("rule steps and follow-up events that name a hidden model are left out; the others stay", async () => {
    const { own, card } = await attackWithHiddenVictim();
    const hidden = (id: string) => own.hidden.has(id);
    const out: OutputDocument = {
      ...card.output,
      notes: [...card.output.notes, { key: "ORDNANCE.Log.x.hit", data: { figure: H } }],
      events: [
        { kind: "nerveTest", figure: H, note: { key: "ORDNANCE.Log.x.nerve", data: { figure: H } } },
        { kind: "nerveTest", figure: "enemyE0000000001", note: { key: "ORDNANCE.Log.x.nerve", data: { figure: "enemyE0000000001" } } },
        { kind: "strayShots", figure: "enemyE0000000001", note: { key: "ORDNANCE.Log.x.stray", data: { by: H } } },
      ],
    };
    const shown = publicOutput(out, hidden);
    expect(JSON.stringify(shown.notes)).not.toContain(H);
    expect(shown.notes).toHaveLength(card.output.notes.filter((n) => !JSON.stringify(n.data ?? {}).includes(H)).length);
    expect(shown.events.map((e) => e.note.key)).toEqual(["ORDNANCE.Log.x.nerve"]);
    expect(JSON.stringify({ ...shown, log: [] })).not.toContain(H);
    expect(shown.affected.map((a) => a.figure)).not.toContain(H);
  });

  it("the message's Rolls are the card's: a hidden model's dice are not attached", async () => {
    const { own, card } = await attackWithHiddenVictim();
    const hidden = (id: string) => own.hidden.has(id);
    const records = card.output.rolls;
    expect(records.some((r) => r.tag.includes(H))).toBe(true);
    const attached = publicRolls(card.rolls, records, hidden);
    expect(attached).toHaveLength(records.filter((r) => !r.tag.includes(H)).length);
    expect(attached.length).toBeGreaterThan(0);
    // Lists that do not line up: nothing attached rather than a hidden model's roll.
    expect(publicRolls(card.rolls.slice(1), records, hidden)).toEqual([]);
    expect(publicRolls(card.rolls, records, () => false)).toEqual(card.rolls);
  });

  it("a choice line naming a hidden model (a resolution order, a per-model spend) is left out", () => {
    const scenario = {
      ruleset: "necromunda",
      attack: { attacker: "a", weapon: {}, target: { figure: "e" } },
      decisions: { resolutionOrder: [H, "e"], markerOffset: [1, 2] },
    };
    const nameOf = (id: string) => (id === H ? "Sniper in the rubble" : id);
    const all = choiceLines(scenario, (k, d) => `${k}${JSON.stringify(d ?? {})}`, nameOf);
    expect(all.join()).toContain("Sniper");
    const open = choiceLines(
      scenario,
      (k, d) => `${k}${JSON.stringify(d ?? {})}`,
      nameOf,
      (id) => id === H,
    );
    expect(open.join()).not.toContain("Sniper");
    expect(open).toHaveLength(all.length - 1);
  });
});

describe("adversarial: a player's aiming UI uses only what they can see", () => {
  const input = { ...gzgSuggestInput(gzgGrenadeTable()), maxCandidates: 60 };
  const attackerSide = input.scene.tokens.find((t) => t._id === input.attackerTokenId)?.flags.ordnance?.fighter?.side;
  const enemies = new Set(
    input.scene.tokens.filter((t) => t._id && t.flags.ordnance?.fighter?.side !== attackerSide).map((t) => t._id as string),
  );

  it("the hidden tokens are not figures of the player's scene (no snap, no rings, no odds on them)", () => {
    const seen = withoutHidden(input.scene, (id) => enemies.has(id));
    const figures = sceneSnapshot(seen, 1, K, "gzg").figures.map((f) => f.id);
    expect(figures).toContain(input.attackerTokenId);
    for (const id of enemies) expect(figures).not.toContain(id);
    // Nothing hidden: the very same scene.
    expect(withoutHidden(input.scene, () => false)).toBe(input.scene);
  });

  it("suggestAim does not aim at, nor count, a token hidden from the player", () => {
    const full = suggestAim(input);
    expect(full.expected.enemiesHit).toBeGreaterThan(0);
    const blind = suggestAim({ ...input, scene: withoutHidden(input.scene, (id) => enemies.has(id)) });
    expect(blind.expected.enemiesHit).toBe(0);
    if ("tokenId" in blind.target) expect(enemies.has(blind.target.tokenId)).toBe(false);
  });
});
