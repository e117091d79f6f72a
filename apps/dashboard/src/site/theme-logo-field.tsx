/**
 * The theme's logo: an image of the media library (picked, or uploaded there and then) or an https
 * address; none shows the site's name alone. It sits outside the theme's <form>: the library's picker
 * holds an upload form of its own.
 */
import { useState } from 'react';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { MediaPicker } from '../media/media-picker.js';

export function ThemeLogoField({
  logo,
  error,
  onChange,
}: {
  logo: string | null;
  error: string | undefined;
  onChange(logo: string | null): void;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <fieldset className="section">
      <legend>{t('siteSettings.logo')}</legend>
      {logo ? (
        <p className="logo-preview">
          <img src={logo} alt={t('siteSettings.logoAlt')} height={48} />
        </p>
      ) : (
        <p className="hint">{t('siteSettings.noLogo')}</p>
      )}
      <TextField
        label={t('siteSettings.logoAddress')}
        hint={t('siteSettings.logoAddressHint')}
        maxLength={500}
        spellCheck={false}
        value={logo ?? ''}
        error={error}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
      />
      <p className="actions">
        <button type="button" aria-expanded={picking} onClick={() => setPicking((p) => !p)}>
          {picking ? t('shop.images.closeLibrary') : t('siteSettings.chooseFromLibrary')}
        </button>
        {logo ? (
          <button type="button" onClick={() => onChange(null)}>
            {t('siteSettings.removeLogo')}
          </button>
        ) : null}
      </p>
      {picking ? (
        <MediaPicker
          selectedUrl={logo ?? undefined}
          onPick={(image) => {
            onChange(image.url);
            setPicking(false);
          }}
        />
      ) : null}
    </fieldset>
  );
}
