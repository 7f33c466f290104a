// The base of the module's forms: an ApplicationV2 with Handlebars parts rendered as a <form>, whose
// submit goes to the subclass's `submitForm` with the form's flat values. Subclasses give the template,
// the context and what a submit does; errors are shown as notifications.

import { MODULE_ID } from "../platform/constants.js";
import { notifyError } from "../platform/foundry-ports.js";

const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

export type FormValues = Record<string, unknown>;
export type AppOptions = typeof foundry.applications.api.ApplicationV2.DEFAULT_OPTIONS;

export abstract class OrdnanceForm extends HandlebarsApplicationMixin(ApplicationV2)<FormValues> {
  static override DEFAULT_OPTIONS: AppOptions = {
    tag: "form",
    classes: ["ordnance-app"],
    window: { resizable: true },
    position: { width: 520 },
    form: {
      handler: OrdnanceForm.onSubmit,
      submitOnChange: false,
      closeOnSubmit: false,
    },
  };

  static templatePath(name: string): string {
    return `modules/${MODULE_ID}/templates/${name}.hbs`;
  }

  /** What a submit does; returns true to close the window. */
  protected abstract submitForm(values: FormValues, event: SubmitEvent | Event): Promise<boolean>;

  private static async onSubmit(
    this: OrdnanceForm,
    event: SubmitEvent | Event,
    _form: HTMLFormElement,
    formData: foundry.applications.ux.FormDataExtended,
  ): Promise<void> {
    try {
      if (await this.submitForm({ ...formData.object }, event)) await this.close();
    } catch (e) {
      notifyError(e);
    }
  }
}
