/** Builds schema-valid form fields for the rule tests. */
import { type FormField, type FormFieldInput, formFieldSchema } from '@beckon/popup-schema';

export function field(input: Partial<FormFieldInput> & Pick<FormFieldInput, 'type'>): FormField {
  return formFieldSchema.parse({ id: `f_${input.type}`, name: 'poptinDesignField', ...input });
}
