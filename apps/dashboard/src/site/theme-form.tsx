/**
 * The website's theme: its name and tagline, colours (each with its live contrast), fonts, menu, footer
 * and logo. Checked with the server's own schema before sending; a refusal the server still makes (a 400
 * naming `body.colours.primary`, say) shows beside its field, and anything no field shows, beside Save.
 */
import type { SiteSummary, SiteTheme } from '@beckon/owner-api';
import { siteThemeSchema } from '@beckon/page-widgets/theme/theme-schema.js';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../api/client.js';
import { TextAreaField } from '../components/text-area-field.js';
import { TextField } from '../components/text-field.js';
import { type MessageId, t, useT } from '../i18n/i18n.js';
import { serverFieldErrors } from '../server-field-errors.js';
import { SaveRow } from '../shop/save-row.js';
import { type FieldErrors, fieldErrors } from '../validation.js';
import { menuDraft, menuOfDraft } from './menu-draft.js';
import { useSaveTheme } from './site-queries.js';
import { ColourField, FontField } from './theme-fields.js';
import { ThemeLogoField } from './theme-logo-field.js';
import { ThemeMenuField } from './theme-menu-field.js';

const FORM_ID = 'theme-form';

/** The paths a field of this form shows its message beside; any other is said beside Save. */
const SHOWN_BESIDE_A_FIELD =
  /^(name|tagline|logo|colours\.(primary|accent|text|headings)|fonts\.(headings|body)|footer\.(address|phone|hours|note)|menu(\.\d+(\.(label|href)|\.children(\.\d+(\.(label|href))?)?)?)?)$/;

const COLOURS: readonly { key: keyof SiteTheme['colours']; label: MessageId; hint: MessageId }[] = [
  { key: 'primary', label: 'siteSettings.colour.primary', hint: 'siteSettings.colour.primaryHint' },
  { key: 'accent', label: 'siteSettings.colour.accent', hint: 'siteSettings.colour.accentHint' },
  { key: 'text', label: 'siteSettings.colour.text', hint: 'siteSettings.colour.textHint' },
  { key: 'headings', label: 'siteSettings.colour.headings', hint: 'siteSettings.colour.headingsHint' },
];

/** Why the save failed, for SaveRow: the fields marked, the messages no field shows, or the server's reason. */
function failure(errors: FieldErrors, saveError: Error | null): string | null {
  const keys = Object.keys(errors);
  const beside = keys.filter((key) => SHOWN_BESIDE_A_FIELD.test(key)).length;
  const elsewhere = keys.filter((key) => !SHOWN_BESIDE_A_FIELD.test(key)).map((key) => errors[key]);
  const parts = [beside > 0 ? t('siteSettings.fixFields', { count: beside }) : '', ...elsewhere].filter(Boolean);
  if (parts.length > 0) return t('siteSettings.notSavedList', { reasons: parts.join('; ') });
  return saveError ? t('shop.shipping.notSaved', { message: saveError.message }) : null;
}

export function ThemeForm({ site }: { site: SiteSummary }) {
  const t = useT();
  const [theme, setTheme] = useState<SiteTheme>(site.theme);
  const [menu, setMenu] = useState(() => menuDraft(site.theme.menu));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useSaveTheme();

  const edit = (patch: Partial<SiteTheme>) => {
    setSaved(false);
    setTheme((old) => ({ ...old, ...patch }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempt((a) => a + 1);
    setSaved(false);
    save.reset();
    const input = { ...theme, menu: menuOfDraft(menu) };
    const parsed = siteThemeSchema.safeParse(input);
    setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues, input));
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) setErrors(serverFieldErrors(err.detail));
      },
    });
  };

  return (
    <section aria-labelledby="theme-heading">
      <h2 id="theme-heading">{t('siteSettings.look')}</h2>
      <form id={FORM_ID} onSubmit={submit} noValidate aria-labelledby="theme-heading">
        <fieldset className="section">
          <legend>{t('shop.product.name')}</legend>
          <TextField
            label={t('siteSettings.siteName')}
            hint={t('siteSettings.siteNameHint')}
            required
            maxLength={80}
            value={theme.name}
            error={errors.name}
            onChange={(e) => edit({ name: e.target.value })}
          />
          <TextField
            label={t('siteSettings.tagline')}
            hint={t('siteSettings.taglineHint')}
            maxLength={160}
            value={theme.tagline}
            error={errors.tagline}
            onChange={(e) => edit({ tagline: e.target.value })}
          />
        </fieldset>
        <fieldset className="section">
          <legend>{t('siteSettings.colours')}</legend>
          <p className="hint">{t('siteSettings.coloursHint')}</p>
          <div className="grid-2">
            {COLOURS.map((c) => (
              <ColourField
                key={c.key}
                label={t(c.label)}
                hint={t(c.hint)}
                value={theme.colours[c.key]}
                error={errors[`colours.${c.key}`]}
                onChange={(value) => edit({ colours: { ...theme.colours, [c.key]: value } })}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className="section">
          <legend>{t('siteSettings.fonts')}</legend>
          <p className="hint">{t('siteSettings.fontsHint')}</p>
          <div className="grid-2">
            <FontField
              label={t('siteSettings.headingsFont')}
              sample={theme.name.trim() || t('siteSettings.yourWebsite')}
              value={theme.fonts.headings}
              error={errors['fonts.headings']}
              onChange={(headings) => edit({ fonts: { ...theme.fonts, headings } })}
            />
            <FontField
              label={t('siteSettings.textFont')}
              sample={t('siteSettings.textFontSample')}
              value={theme.fonts.body}
              error={errors['fonts.body']}
              onChange={(body) => edit({ fonts: { ...theme.fonts, body } })}
            />
          </div>
        </fieldset>
        <fieldset className="section">
          <legend>{t('siteSettings.menu')}</legend>
          <ThemeMenuField
            menu={menu}
            errors={errors}
            onChange={(next) => {
              setSaved(false);
              setMenu(next);
            }}
          />
        </fieldset>
        <fieldset className="section">
          <legend>{t('siteSettings.footer')}</legend>
          <div className="grid-2">
            <TextField
              label={t('shop.product.address')}
              maxLength={200}
              value={theme.footer.address}
              error={errors['footer.address']}
              onChange={(e) => edit({ footer: { ...theme.footer, address: e.target.value } })}
            />
            <TextField
              label={t('siteSettings.phone')}
              type="tel"
              maxLength={40}
              value={theme.footer.phone}
              error={errors['footer.phone']}
              onChange={(e) => edit({ footer: { ...theme.footer, phone: e.target.value } })}
            />
            <TextField
              label={t('siteSettings.hours')}
              maxLength={120}
              value={theme.footer.hours}
              error={errors['footer.hours']}
              onChange={(e) => edit({ footer: { ...theme.footer, hours: e.target.value } })}
            />
          </div>
          <TextAreaField
            label={t('shop.notes.note')}
            hint={t('siteSettings.noteHint')}
            maxLength={600}
            value={theme.footer.note}
            error={errors['footer.note']}
            onChange={(note) => edit({ footer: { ...theme.footer, note } })}
          />
        </fieldset>
      </form>
      <ThemeLogoField logo={theme.logo} error={errors.logo} onChange={(logo) => edit({ logo })} />
      <SaveRow
        label={t('siteSettings.save')}
        busy={save.isPending}
        error={failure(errors, save.error)}
        attempt={attempt}
        form={FORM_ID}
      />
      {saved ? <p role="status">{t('siteSettings.saved')}</p> : null}
    </section>
  );
}
