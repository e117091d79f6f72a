/**
 * The name attribute of a pop-up's form input (spec §3 "Input names"): the
 * standard fields by their fixed names, the rest prefixed
 * poptinDesignInputCustomField- before the owner's field name, so a page
 * script or a password manager meets the names the spec lists whatever the
 * owner typed. The payload keeps its own names (form-values.ts).
 */
import type { FormField } from '@beckon/popup-schema';

const TEXT_FIELD = 'poptinDesignInputTextField';

const FIXED: Partial<Record<FormField['type'], string>> = {
  email: `${TEXT_FIELD}Email`,
  name: `${TEXT_FIELD}Name`,
  first_name: `${TEXT_FIELD}FirstName`,
  last_name: `${TEXT_FIELD}LastName`,
  phone: `${TEXT_FIELD}Phone`,
  tel: `${TEXT_FIELD}Phone`,
  consent: `${TEXT_FIELD}Checkbox`,
  birthday: 'poptinDesignBirthdayField',
  date: 'poptinDesignDateField',
  url: 'poptinDesignWebsiteField',
  hidden: 'poptinDesignHiddenField',
};

export function inputName(field: Pick<FormField, 'type' | 'name' | 'options'>): string {
  // A lone checkbox is the form's agreement box; a checkbox group is a custom choice.
  if (field.type === 'checkbox' && field.options.length === 0) return `${TEXT_FIELD}Checkbox`;
  return FIXED[field.type] ?? `poptinDesignInputCustomField-${field.name}`;
}
