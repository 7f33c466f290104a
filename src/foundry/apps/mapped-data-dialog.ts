// Before an attack resolves on the active GM's client: actor data the world's data mapping reads that changed since
// the GM accepted it (fighters/mapped-data.ts) — accepted at once for documents no player owns, otherwise shown to
// the GM in a dialog (Accept / keep the accepted values). Until accepted, the accepted value is used.

import { type MappedChange, type MappedSource, mappedChanges } from "../fighters/mapped-data.js";
import { actorKey, tokenKey } from "../pipeline/ledger-rows.js";
import { localize } from "../platform/i18n.js";
import { currentRuleset, rulesLedger, statMapping } from "../platform/settings.js";
import { writeLedger } from "../platform/ledger-runtime.js";

/** Changes the GM chose to keep out this session (not asked again until the value changes once more). */
const declined = new Set<string>();
const signature = (c: MappedChange): string => `${c.key}|${c.path}|${JSON.stringify(c.now)}`;

const playerOwns = (doc: { testUserPermission(user: User.Implementation, level: "OWNER"): boolean }): boolean =>
  game.users.some((u) => !u.isGM && doc.testUserPermission(u, "OWNER"));

/** The documents whose system data the mapping reads for the scene's tokens. */
function sources(scene: Scene.Implementation): MappedSource[] {
  return scene.tokens.contents.flatMap((t) => {
    const actor = t.actor;
    if (!actor || !t.id || !scene.id) return [];
    const linked = t.actorLink && t.actorId !== null;
    return [
      {
        key: linked && t.actorId ? actorKey(t.actorId) : tokenKey(scene.id, t.id),
        name: t.name,
        // An unlinked token's synthetic actor (its ActorDelta) is its token's owners' to write.
        playerOwned: linked ? playerOwns(actor) : playerOwns(t),
        data: { system: actor.system },
      },
    ];
  });
}

const shown = (v: unknown): string => (v === undefined ? localize("ORDNANCE.Mapped.none") : JSON.stringify(v));

/** Settles the scene's mapped data before an attack: GM-owned changes accepted, players' changes asked of the GM. */
export async function settleMappedData(scene: Scene.Implementation): Promise<void> {
  const paths = [...new Set(Object.values(statMapping()[currentRuleset()] ?? {}))];
  if (!paths.length) return;
  const { auto, pending } = mappedChanges(rulesLedger(), sources(scene), paths);
  const ask = pending.filter((c) => !declined.has(signature(c)));
  let accept: MappedChange[] = [];
  if (ask.length) {
    const esc = foundry.utils.escapeHTML;
    const lines = ask.map(
      (c) => `<li>${esc(localize("ORDNANCE.Mapped.line", { name: c.name, path: c.path, was: shown(c.was), now: shown(c.now) }))}</li>`,
    );
    const ok: unknown = await foundry.applications.api.DialogV2.confirm({
      window: { title: localize("ORDNANCE.Mapped.title") },
      content: `<p>${esc(localize("ORDNANCE.Mapped.intro"))}</p><ul>${lines.join("")}</ul>`,
      rejectClose: false,
    });
    if (ok === true) accept = ask;
    else for (const c of ask) declined.add(signature(c));
  }
  if (auto.length || accept.length) await writeLedger({ kind: "accept", changes: [...auto, ...accept] });
}
