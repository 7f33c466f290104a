// The rules switches menu (a settings menu, GM only): the world's ruleset and every rules switch of
// docs/rules.md §6 grouped per ruleset, each with its localized name and hint; saved into the `ordnance.rules`
// overrides (only values that differ from the default) after the core validated them.

import { RULESET_IDS, type RulesetId } from "../../core/index.js";
import { MODULE_ID } from "../platform/constants.js";
import { NoticeError } from "../platform/errors.js";
import { localize } from "../platform/i18n.js";
import { currentRuleset, setRulesOverrides, setRuleset } from "../platform/settings.js";
import { overridesFromForm, rulesMenuModel } from "../ui/rules-menu-model.js";
import { type AppOptions, type FormValues, OrdnanceForm } from "./ordnance-form.js";

export class RulesMenuApp extends OrdnanceForm {
  static override DEFAULT_OPTIONS: AppOptions = {
    id: "ordnance-rules-menu",
    window: { title: "ORDNANCE.RulesMenu.Title", icon: "fa-solid fa-scale-balanced" },
    position: { width: 680, height: 760 },
    actions: { reset: RulesMenuApp.onReset },
  };

  static override PARTS = { form: { template: OrdnanceForm.templatePath("rules-menu"), scrollable: [""] } };

  protected override async _prepareContext(): Promise<FormValues> {
    const current = currentRuleset();
    const raw = game.settings.get(MODULE_ID, "rules");
    return {
      rulesets: RULESET_IDS.map((id) => ({ id, label: localize(`ORDNANCE.Ruleset.${id}`), selected: id === current })),
      groups: rulesMenuModel(current, raw).map((g) => ({
        ...g,
        label: localize(g.labelKey),
        switches: g.switches.map((s) => ({
          ...s,
          name: localize(s.nameKey),
          hint: localize(s.hintKey),
          checkbox: s.kind === "checkbox",
          select: s.kind === "select",
          number: s.kind === "number",
          choices: s.options.map((o) => ({ value: o, label: localize(s.choiceKeys[o] ?? o), selected: o === s.value })),
          defaultLabel: localize("ORDNANCE.RulesMenu.default", { value: s.defaultText }),
        })),
      })),
    };
  }

  private static async onReset(this: RulesMenuApp): Promise<void> {
    await setRulesOverrides({});
    await this.render();
  }

  protected override async submitForm(values: FormValues): Promise<boolean> {
    const { ruleset, ...switches } = values;
    const result = overridesFromForm(switches);
    if ("issues" in result) {
      const first = result.issues[0]!;
      throw new NoticeError("ORDNANCE.RulesMenu.invalid", { key: first.key, problem: first.problem });
    }
    if (typeof ruleset === "string" && (RULESET_IDS as readonly string[]).includes(ruleset)) await setRuleset(ruleset as RulesetId);
    await setRulesOverrides(result.overrides);
    ui.notifications?.info(localize("ORDNANCE.RulesMenu.saved"));
    return true;
  }
}
