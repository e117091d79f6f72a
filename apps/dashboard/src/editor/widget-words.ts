/**
 * The page widgets' words in the dashboard's language. The widgets' package never imports the dashboard, so
 * it carries no words of the dashboard's: the catalogues name each widget by its type
 * (`pageWidget.type.<type>`), each setting by its key (`pageWidget.setting.<key>`, or
 * `pageWidget.setting.<type>.<key>` where a widget means something else by it) and each choice by its value
 * (`pageWidget.option.<value>`, or `pageWidget.option.<key>.<value>`). A widget added without words still
 * shows: its package's own (Spanish) name and its keys spelled out; widget-words.test.ts fails until it has them.
 */
import { type MessageId, t } from '../i18n/i18n.js';

/**
 * The ids that name a setting or choice for one widget or one setting only. Lingui warns on every id it lacks,
 * so only these are asked for before the general id; widget-words.test.ts keeps the list and the catalogues equal.
 */
export const SPECIFIC_IDS: ReadonlySet<string> = new Set<MessageId>([
  'pageWidget.option.action.close',
  'pageWidget.option.action.hide',
  'pageWidget.option.action.open',
  'pageWidget.option.action.show',
  'pageWidget.option.captionSource.caption',
  'pageWidget.option.count.close',
  'pageWidget.option.count.open',
  'pageWidget.option.openOn.click',
  'pageWidget.option.openOn.hover',
  'pageWidget.option.type.hide',
  'pageWidget.option.type.message',
  'pageWidget.option.type.redirect',
  'pageWidget.setting.countdown.type',
  'pageWidget.setting.popup.count',
  'pageWidget.setting.popup.label',
  'pageWidget.setting.popup.times',
  'pageWidget.setting.popup.url',
]);

/** The words of the first of `ids` that names something (the last, the general id, when none is specific). */
function firstWords(ids: readonly string[]): string | null {
  const id = ids.find((candidate, i) => i === ids.length - 1 || SPECIFIC_IDS.has(candidate)) ?? '';
  const words = t(id as MessageId);
  // Lingui answers an id it lacks with the id: a widget or setting added without words yet.
  return words === id ? null : words;
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
