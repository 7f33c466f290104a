// The weapon library (a settings menu, GM only): the bundled presets of the world's ruleset, read only,
// and the world's own profiles, editable (name, ruleset, the weapon record as JSON), with JSON export
// and import; everything is validated by the core's weapon schema before it is saved.

import { RULESET_IDS } from "../../core/index.js";
import { NoticeError } from "../platform/errors.js";
import { localize } from "../platform/i18n.js";
import { currentRuleset, setWorldWeapons, worldWeapons } from "../platform/settings.js";
import { type LibraryWeapon, exportLibrary, mergeLibrary, parseLibraryImport, presetEntries } from "../ui/weapon-library.js";
import { type AppOptions, type FormValues, OrdnanceForm } from "./ordnance-form.js";

/** The rows of the world's entries from the form (`world.<i>.*`), in order, as unvalidated entries. */
function rowsFrom(values: FormValues): unknown[] {
  const rows = new Map<number, Record<string, unknown>>();
  for (const [k, v] of Object.entries(values)) {
    const m = /^world\.(\d+)\.(\w+)$/.exec(k);
    if (!m) continue;
    const row = rows.get(Number(m[1])) ?? {};
    row[m[2]!] = v;
    rows.set(Number(m[1]), row);
  }
  return [...rows.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([, r]) => {
      let weapon: unknown = r["weapon"];
      try {
        weapon = JSON.parse(String(r["weapon"] ?? ""));
      } catch {
        // left as text: the schema check names the field
      }
      return { id: r["id"], name: r["name"], ruleset: r["ruleset"], weapon };
    });
}

export class WeaponLibraryApp extends OrdnanceForm {
  static override DEFAULT_OPTIONS: AppOptions = {
    id: "ordnance-weapon-library",
    window: { title: "ORDNANCE.Library.title", icon: "fa-solid fa-book" },
    position: { width: 680, height: 760 },
    actions: {
      copyPreset: WeaponLibraryApp.onCopyPreset,
      removeRow: WeaponLibraryApp.onRemoveRow,
      exportLibrary: WeaponLibraryApp.onExport,
      importLibrary: WeaponLibraryApp.onImport,
    },
  };

  static override PARTS = { form: { template: OrdnanceForm.templatePath("weapon-library"), scrollable: [""] } };

  private rows: LibraryWeapon[] = worldWeapons();

  protected override async _prepareContext(): Promise<FormValues> {
    const ruleset = currentRuleset();
    return {
      ruleset: localize(`ORDNANCE.Ruleset.${ruleset}`),
      presets: presetEntries(ruleset).map((p) => ({
        id: p.id,
        name: p.nameKey ? localize(p.nameKey) : p.name,
        json: JSON.stringify(p.weapon),
      })),
      world: this.rows.map((w, i) => ({
        index: i,
        ...w,
        json: JSON.stringify(w.weapon, null, 1),
        rulesets: RULESET_IDS.map((id) => ({ id, label: localize(`ORDNANCE.Ruleset.${id}`), selected: id === w.ruleset })),
      })),
    };
  }

  private static async onCopyPreset(this: WeaponLibraryApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const preset = presetEntries(currentRuleset()).find((p) => p.id === target.dataset["id"]);
    if (!preset) return;
    this.rows.push({
      id: `${preset.id.replace(/^preset\./, "world.")}-${foundry.utils.randomID(4)}`,
      name: preset.nameKey ? localize(preset.nameKey) : preset.name,
      ruleset: preset.ruleset,
      weapon: structuredClone(preset.weapon),
    });
    await this.render();
  }

  private static async onRemoveRow(this: WeaponLibraryApp, _event: PointerEvent, target: HTMLElement): Promise<void> {
    this.rows.splice(Number(target.dataset["index"]), 1);
    await this.render();
  }

  private static onExport(this: WeaponLibraryApp): void {
    foundry.utils.saveDataToFile(exportLibrary(worldWeapons()), "application/json", "ordnance-weapons.json");
  }

  private static onImport(this: WeaponLibraryApp): void {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = "application/json,.json";
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      if (!file) return;
      void file.text().then(async (text) => {
        const r = parseLibraryImport(text);
        if ("issues" in r) {
          const first = r.issues[0]!;
          ui.notifications?.error(
            localize("ORDNANCE.Library.invalid", { path: first.path, problem: first.problem, more: r.issues.length - 1 }),
          );
          return;
        }
        this.rows = mergeLibrary(worldWeapons(), r.weapons);
        await setWorldWeapons(this.rows);
        ui.notifications?.info(localize("ORDNANCE.Library.imported", { n: r.weapons.length }));
        await this.render();
      });
    });
    input.click();
  }

  protected override async submitForm(values: FormValues): Promise<boolean> {
    const r = parseLibraryImport(JSON.stringify(rowsFrom(values)));
    if ("issues" in r) {
      const first = r.issues[0]!;
      throw new NoticeError("ORDNANCE.Library.invalid", {
        path: first.path.replace(/^\$\[(\d+)\]/, (_m, i: string) => `#${Number(i) + 1}`),
        problem: first.problem,
        more: r.issues.length - 1,
      });
    }
    this.rows = r.weapons;
    await setWorldWeapons(r.weapons);
    ui.notifications?.info(localize("ORDNANCE.Library.saved"));
    return true;
  }
}
