/**
 * The person's language for the dashboard, English or Spanish, kept on this browser (i18n.ts). Each
 * option is written in its own language (and marked so), so it can be found from either.
 */
import { useId } from 'react';
import { chooseLanguage, currentLocale, useT } from '../i18n/i18n.js';
import { isLocale, LOCALE_NAMES, LOCALES } from '../i18n/locales.js';

export function LanguageSwitch() {
  const t = useT();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={currentLocale()}
        onChange={(e) => {
          if (isLocale(e.target.value)) void chooseLanguage(e.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
