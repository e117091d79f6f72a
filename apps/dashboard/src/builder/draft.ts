/**
 * The builder's draft: a whole pop-up save (PopupInput) edited by path. Pure
 * helpers only: immutable get/set by path, the new-pop-up template (parsed
 * through the shared schema so every default is the server's), and the
 * clean-up done just before saving.
 */
import type { FieldType, FormField } from '@beckon/popup-schema';
import { formFieldSchema, type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import { currentLocale, type MessageId, t } from '../i18n/i18n.js';
import { FIELD_TYPE_NAMES } from './field-type-names.js';
import { LIGHTBOX_SIZE } from './type-settings.js';

export type Path = readonly (string | number)[];

export function getIn(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (value ?? (typeof key === 'number' ? [] : {})) as Record<string | number, unknown>;
  const child = setIn(container[key], rest, next);
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[key as number] = child;
    return copy as T;
  }
  return { ...container, [key]: child } as T;
}

/**
 * A new pop-up, its content in the dashboard's language: the owner edits it, the builder only starts it. Its
 * language is the dashboard's too, so the widget's own words (the close button, the countdown's units, the
 * form's messages) reach visitors in the language of the texts around them.
 */
export function newPopup(): PopupInput {
  return popupInputSchema.parse({
    name: t('builder.default.name'),
    poptin_type: 'lightbox',
    poptin_format: 1,
    d_f_r: 'all@display_once_a_day',
    triggers: { display_after_sec_active: 5 },
    targeting: {},
    design: {
      // English for a language the widget does not speak, or before any is active.
      lang: currentLocale() === 'es' ? 'es' : 'en',
      poptin_size: LIGHTBOX_SIZE,
      design_properties: { teaser: { text: t('builder.default.teaser') } },
      screens: {
        main: [
          { kind: 'heading', text: t('builder.default.heading') },
          // {tomo_day} is the widget's merge tag, kept as it is in every language.
          { kind: 'text', text: t('builder.default.text', { tomo_day: '{tomo_day}' }) },
          { kind: 'form' },
        ],
        thank_you: [
          { kind: 'heading', text: t('builder.default.thanks') },
          { kind: 'text', text: t('builder.default.inbox') },
        ],
      },
      fields: [newField('email', [])],
      submit_label: t('builder.default.subscribe'),
    },
  });
}

/** Input names the widget sends for standard fields (spec §3 "Form fields"). */
const INPUT_NAMES: Partial<Record<FieldType, string>> = {
  email: 'poptinDesignInputTextFieldEmail',
  name: 'poptinDesignInputTextFieldName',
  first_name: 'poptinDesignInputTextFieldFirstName',
  last_name: 'poptinDesignInputTextFieldLastName',
  phone: 'poptinDesignInputTextFieldPhone',
  checkbox: 'poptinDesignInputTextFieldCheckbox',
  consent: 'poptinDesignInputTextFieldCheckbox',
  birthday: 'poptinDesignBirthdayField',
  date: 'poptinDesignDateField',
  url: 'poptinDesignWebsiteField',
  hidden: 'poptinDesignHiddenField',
};

const LABELS: Partial<Record<FieldType, MessageId>> = {
  email: 'builder.default.field.email',
  name: 'builder.default.field.name',
  first_name: 'builder.default.field.firstName',
  last_name: 'builder.default.field.lastName',
  phone: 'builder.default.field.phone',
  consent: 'builder.default.field.consent',
  message: 'builder.default.field.message',
  free: 'builder.default.field.free',
};

/** A new field of this type with an id not used yet in the form. */
export function newField(type: FieldType, existing: readonly FormField[]): FormField {
  const ids = new Set(existing.map((f) => f.id));
  let id = type.replace(/[^A-Za-z0-9_-]/g, '_');
  for (let n = 2; ids.has(id); n++) id = `${type}_${n}`;
  const name = INPUT_NAMES[type] ?? `poptinDesignInputCustomField-${id}`;
  return formFieldSchema.parse({
    id,
    type,
    name,
    label: t(LABELS[type] ?? FIELD_TYPE_NAMES[type]).replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    required: type === 'email',
  });
}

/** A cookie or page-variable rule with no name: it would match nothing and hide the pop-up from everyone. */
const named = (rule: { name: string }) => {
  const i = rule.name.indexOf('|:|');
  return i >= 0 && rule.name.slice(i + 3).trim() !== '';
};

/** Drops the blank lines of the line-per-rule lists, and rules left without a name, before saving. */
export function cleaned(popup: PopupInput): PopupInput {
  return {
    ...popup,
    targeting: {
      ...popup.targeting,
      cookie_filter: popup.targeting.cookie_filter.filter(named),
      js_filter: {
        ...popup.targeting.js_filter,
        display_if_specific_js: popup.targeting.js_filter.display_if_specific_js.filter(named),
      },
      url_include: popup.targeting.url_include.filter((s) => s.trim() !== ''),
      url_exclude: popup.targeting.url_exclude.filter((s) => s.trim() !== ''),
      engagement_with_other_poptin_filter: popup.targeting.engagement_with_other_poptin_filter.filter(
        (s) => s.trim() !== '',
      ),
    },
  };
}
