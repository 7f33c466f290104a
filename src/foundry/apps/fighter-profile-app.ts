// The fighter profile dialog of one actor (or of a token that carries its own profile): the world
// ruleset's stats (fields generated from the core's stats schema), side, base size, and the loadout with
// each weapon's ammo or uses state; weapons are added from the weapon library. Saved to
// `flags.ordnance.fighter` after the core validated it (errors name the field).

import { defined } from "../../core/index.js";
import { formText } from "../ui/form-text.js";
import { MODULE_ID } from "../platform/constants.js";
import { NoticeError } from "../platform/errors.js";
import type { FighterProfile, FighterWeapon } from "../platform/flags.js";
import { localize } from "../platform/i18n.js";
import { mayEditProfile } from "../fighters/profile-trust.js";
import { currentRuleset, ownersEditProfiles, rulesLedger, worldWeapons } from "../platform/settings.js";
import { actorKey, tokenKey } from "../pipeline/ledger-rows.js";
import { formFromProfile, profileFromForm, statFields } from "../ui/fighter-form.js";
import { isOwnProfile } from "../ui/stat-mapping.js";
import { fighterWeaponFrom, libraryEntries } from "../ui/weapon-library.js";
import { weaponState } from "../ui/weapon-summary.js";
import { type AppOptions, type FormValues, OrdnanceForm } from "./ordnance-form.js";

/** The document the profile is kept on: a token with its own profile, else the actor. */
export type ProfileHolder =
  { readonly kind: "actor"; readonly doc: Actor.Implementation } | { readonly kind: "token"; readonly doc: TokenDocument.Implementation };

export function profileHolder(actor: Actor.Implementation | null, token: TokenDocument.Implementation | null): ProfileHolder | null {
  // A synthetic actor's flags live in its token's ActorDelta, which the rules never read: its token holds the profile.
  const tok = token ?? (actor?.isToken ? actor.token : null);
  if (tok && (isOwnProfile(tok.getFlag(MODULE_ID, "fighter")) || !tok.actorLink)) return { kind: "token", doc: tok };
  const a = actor && !actor.isToken ? actor : (tok?.baseActor ?? null);
  return a ? { kind: "actor", doc: a } : null;
}

/** The profile the dialog starts from: for a GM the ledger's (what the rules read), for an owner their document's. */
function storedProfile(h: ProfileHolder): FighterProfile | undefined {
  if (game.user.isGM) {
    const key = h.kind === "token" ? tokenKey(h.doc.parent?.id ?? "", h.doc.id ?? "") : actorKey(h.doc.id ?? "");
    return rulesLedger().entries[key]?.fighter;
  }
  return h.kind === "token" ? h.doc.getFlag(MODULE_ID, "fighter") : h.doc.getFlag(MODULE_ID, "fighter");
}

async function saveProfile(h: ProfileHolder, profile: FighterProfile): Promise<void> {
  if (h.kind === "token") {
    await h.doc.unsetFlag(MODULE_ID, "fighter");
    await h.doc.setFlag(MODULE_ID, "fighter", profile);
  } else {
    await h.doc.unsetFlag(MODULE_ID, "fighter");
    await h.doc.setFlag(MODULE_ID, "fighter", profile);
  }
}

export class FighterProfileApp extends OrdnanceForm {
  static override DEFAULT_OPTIONS: AppOptions = {
    window: { title: "ORDNANCE.Profile.title", icon: "fa-solid fa-user-shield" },
    position: { width: 620, height: 720 },
    actions: {
      // ApplicationV2 calls each action with the app as `this` (the handlers declare it).
      /* eslint-disable @typescript-eslint/unbound-method */
      addWeapon: FighterProfileApp.onAddWeapon,
      removeWeapon: FighterProfileApp.onRemoveWeapon,
      /* eslint-enable @typescript-eslint/unbound-method */
    },
  };

  static override PARTS = { form: { template: OrdnanceForm.templatePath("fighter-profile"), scrollable: [""] } };

  /** The form as edited so far (kept across re-renders when weapons are added or removed). */
  private values: Record<string, unknown>;
  private weapons: FighterWeapon[];

  /**
   * `token`: the token the dialog was opened from, whose flags may hold the weapons' states after
   * attacks (shown, and cleared by "Reset").
   */
  constructor(
    private readonly holder: ProfileHolder,
    private readonly token: TokenDocument.Implementation | null,
  ) {
    super({ id: `ordnance-profile-${holder.doc.uuid.replace(/\./g, "-")}` });
    const profile = storedProfile(holder);
    this.values = formFromProfile(currentRuleset(), profile);
    const tokenStates = new Map((token?.getFlag(MODULE_ID, "fighter")?.weapons ?? []).map((w) => [w.id, w.state]));
    this.weapons = (profile?.weapons ?? []).map((w) =>
      w.state === null && tokenStates.get(w.id) ? { ...w, state: tokenStates.get(w.id) ?? null } : w,
    );
  }

  override get title(): string {
    return localize("ORDNANCE.Profile.titleOf", { name: this.holder.doc.name ?? "" });
  }

  // eslint-disable-next-line @typescript-eslint/require-await -- ApplicationV2 awaits this override; `async` keeps a throw a rejection
  protected override async _prepareContext(): Promise<FormValues> {
    const ruleset = currentRuleset();
    const stats: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(this.values)) if (k.startsWith("stats.")) stats[k.slice(6)] = v;
    return {
      ruleset: localize(`ORDNANCE.Ruleset.${ruleset}`),
      onToken: this.holder.kind === "token",
      side: this.values["side"] ?? "",
      baseMm: this.values["baseMm"] ?? "",
      fields: statFields(ruleset, {}).map((f) => ({
        ...f,
        value: formText(this.values[f.name]),
        options: f.options.map((o) => ({ value: o, label: o === "" ? "—" : o, selected: o === formText(this.values[f.name]) })),
      })),
      weapons: this.weapons.map((w, i) => {
        const s = weaponState(ruleset, w.weapon, w.state);
        return {
          index: i,
          id: w.id,
          name: formText(this.values[`weapons.${i}.name`] ?? w.name),
          json: formText(this.values[`weapons.${i}.weapon`] ?? JSON.stringify(w.weapon, null, 1)),
          state: localize(s.stateKey, s.stateData),
          hasState: w.state !== null,
          otherRuleset: w.ruleset !== ruleset ? localize(`ORDNANCE.Ruleset.${w.ruleset}`) : null,
        };
      }),
      library: libraryEntries(ruleset, worldWeapons()).map((e) => ({ id: e.id, label: e.nameKey ? localize(e.nameKey) : e.name })),
    };
  }

  /** Reads what the user typed so far, so re-rendering keeps it. */
  private captureForm(): void {
    const form = this.element instanceof HTMLFormElement ? this.element : this.element.querySelector("form");
    if (!form) return;
    this.values = { ...new foundry.applications.ux.FormDataExtended(form).object };
  }

  private static async onAddWeapon(this: FighterProfileApp, _event: PointerEvent, _target: HTMLElement): Promise<void> {
    this.captureForm();
    const id = formText(this.values["library"]);
    const entry = libraryEntries(currentRuleset(), worldWeapons()).find((e) => e.id === id);
    if (!entry) return;
    const i = this.weapons.length;
    const weapon = fighterWeaponFrom(entry, foundry.utils.randomID(16), entry.nameKey ? localize(entry.nameKey) : entry.name);
    this.weapons.push(weapon);
    this.values[`weapons.${i}.id`] = weapon.id;
    this.values[`weapons.${i}.name`] = weapon.name;
    this.values[`weapons.${i}.weapon`] = JSON.stringify(weapon.weapon, null, 1);
    await this.render();
  }

  private static async onRemoveWeapon(this: FighterProfileApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.captureForm();
    const index = Number(target.dataset["index"]);
    const rows = this.weapons.map((w, i) => ({
      w,
      id: this.values[`weapons.${i}.id`],
      name: this.values[`weapons.${i}.name`],
      json: this.values[`weapons.${i}.weapon`],
      reset: this.values[`weapons.${i}.resetState`],
    }));
    rows.splice(index, 1);
    this.values = Object.fromEntries(Object.entries(this.values).filter(([k]) => !k.startsWith("weapons.")));
    this.weapons = rows.map((r) => r.w);
    rows.forEach((r, i) => {
      this.values[`weapons.${i}.id`] = r.id;
      this.values[`weapons.${i}.name`] = r.name;
      this.values[`weapons.${i}.weapon`] = r.json;
      this.values[`weapons.${i}.resetState`] = r.reset;
    });
    await this.render();
  }

  /** Clears, in the token's own flags, the states of the weapons whose "Reset" box is ticked. */
  private async resetTokenStates(values: FormValues): Promise<void> {
    const flag = this.token?.getFlag(MODULE_ID, "fighter");
    if (!this.token || !flag?.weapons || this.holder.doc === this.token) return;
    const reset = new Set<string>();
    for (const [k, v] of Object.entries(values)) {
      const m = /^weapons\.(\d+)\.resetState$/.exec(k);
      const id = m ? values[`weapons.${m[1]}.id`] : undefined;
      if (v === true && typeof id === "string") reset.add(id);
    }
    if (!flag.weapons.some((w) => reset.has(w.id) && w.state !== null)) return;
    await this.token.setFlag(MODULE_ID, "fighter", {
      ...flag,
      weapons: flag.weapons.map((w) => (reset.has(w.id) ? { ...w, state: null } : w)),
    });
  }

  protected override async submitForm(values: FormValues): Promise<boolean> {
    if (!mayEditProfile(game.user, this.holder.doc.isOwner, ownersEditProfiles())) throw new NoticeError("ORDNANCE.Trust.profileGmOnly");
    this.values = { ...values };
    const result = profileFromForm(currentRuleset(), values, storedProfile(this.holder));
    if ("issues" in result) {
      const first = defined(result.issues[0], "the first problem");
      throw new NoticeError("ORDNANCE.Profile.invalid", { field: first.field, problem: first.problem, more: result.issues.length - 1 });
    }
    // unset first: a flag update merges objects, and stats the user cleared must go
    await saveProfile(this.holder, result.profile);
    // A GM's save is adopted into the rules ledger by the active GM's client (hooks/rules-ledger.ts).
    await this.resetTokenStates(values);
    ui.notifications?.info(localize("ORDNANCE.Profile.saved", { name: this.holder.doc.name ?? "" }));
    return true;
  }
}

export function openFighterProfile(actor: Actor.Implementation | null, token: TokenDocument.Implementation | null): void {
  const holder = profileHolder(actor, token);
  if (!holder) return;
  if (!mayEditProfile(game.user, holder.doc.isOwner, ownersEditProfiles())) {
    ui.notifications?.error(localize(holder.doc.isOwner ? "ORDNANCE.Trust.profileGmOnly" : "ORDNANCE.Error.notOwner"));
    return;
  }
  void new FighterProfileApp(holder, token).render({ force: true });
}
