/**
 * The page widgets' words in the dashboard's language. The widgets' package never imports the dashboard, so
 * it carries no words of the dashboard's: the catalogues name each widget by its type
 * (`pageWidget.type.<type>`), each setting by its key (`pageWidget.setting.<key>`, or
 * `pageWidget.setting.<type>.<key>` where a widget means something else by it) and each choice by its value
 * (`pageWidget.option.<value>`, or `pageWidget.option.<key>.<value>`). A widget added without words still
 * shows: its package's own (Spanish) name and its keys spelled out; widget-words.test.ts fails until it has them.
 */
import { type MessageId, t } from '../i18n/i18n.js';

/** The first of `ids` the active catalogue holds, in its words (Lingui answers a missing id with the id). */
function firstWords(ids: readonly string[]): string | null {
  for (const id of ids) {
    const words = t(id as MessageId);
    if (words !== id) return words;
  }
  return null;
}

/** "slidesPerView" → "Slides per view": the words of a setting the catalogues do not name yet. */
function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const widgetNameId = (type: string) => `pageWidget.type.${type}`;
export const settingIds = (key: string, type?: string) =>
  type ? [`pageWidget.setting.${type}.${key}`, `pageWidget.setting.${key}`] : [`pageWidget.setting.${key}`];
export const optionIds = (key: string, value: string) => [
  `pageWidget.option.${key}.${value}`,
  `pageWidget.option.${value}`,
];

/** A widget's name ("Botón", "Button"); `fallback`: the package's own name. */
export const widgetName = (type: string, fallback: string): string => firstWords([widgetNameId(type)]) ?? fallback;

/** A setting's field label ("Enlace", "Link"). */
export const settingLabel = (key: string, type?: string): string =>
  firstWords(settingIds(key, type)) ?? spelledOut(key);

/** A choice's label ("Título 2", "Heading 2"). */
export const optionLabel = (key: string, value: string): string =>
  firstWords(optionIds(key, value)) ?? spelledOut(value);
