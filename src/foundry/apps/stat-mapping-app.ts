// The actor data mapping (a settings menu, GM only): for each ruleset, the actor data path a stat is
// read from when a fighter profile does not give it, edited as JSON and checked against the rulesets'
// stats before it is saved.

import { RULESET_IDS, getRuleset } from "../../core/index.js";
import { NoticeError } from "../platform/errors.js";
import { localize } from "../platform/i18n.js";
import { setStatMapping, statMapping } from "../platform/settings.js";
import { type StatMapping, mappingIssues } from "../ui/stat-mapping.js";
import { type AppOptions, type FormValues, OrdnanceForm } from "./ordnance-form.js";

export class StatMappingApp extends OrdnanceForm {
  static override DEFAULT_OPTIONS: AppOptions = {
    id: "ordnance-stat-mapping",
    window: { title: "ORDNANCE.Mapping.title", icon: "fa-solid fa-diagram-project" },
    position: { width: 560 },
  };

  static override PARTS = { form: { template: OrdnanceForm.templatePath("stat-mapping") } };

  protected override async _prepareContext(): Promise<FormValues> {
    return {
      json: JSON.stringify(statMapping(), null, 2),
      stats: RULESET_IDS.map((id) => {
        const s = getRuleset(id)?.schemas.stats;
        return { label: localize(`ORDNANCE.Ruleset.${id}`), id, names: s?.type === "object" ? Object.keys(s.properties).join(", ") : "" };
      }),
    };
  }

  protected override async submitForm(values: FormValues): Promise<boolean> {
    let mapping: unknown;
    const text = String(values["mapping"] ?? "").trim();
    try {
      mapping = text === "" ? {} : JSON.parse(text);
    } catch (e) {
      throw new NoticeError("ORDNANCE.Mapping.invalid", { path: "$", problem: e instanceof Error ? e.message : String(e) });
    }
    const issues = mappingIssues(mapping);
    if (issues.length) throw new NoticeError("ORDNANCE.Mapping.invalid", { path: issues[0]!.path, problem: issues[0]!.problem });
    await setStatMapping(mapping as StatMapping);
    ui.notifications?.info(localize("ORDNANCE.Mapping.saved"));
    return true;
  }
}
