/**
 * The Products screen's time zone: the calendar the shop's scheduled sales start and end by (at that
 * zone's midnight), and the one its invoices, corrective invoices and order dates are written in. Every
 * zone the browser knows is offered; the server checks the name.
 */
import { DEFAULT_SHOP_TIME_ZONE, type ShopTimeZone } from '@beckon/owner-api';
import type { FormEvent } from 'react';
import { describedBy, Field } from '../components/field.js';
import { SettingsSaveRow } from '../components/settings-save-row.js';
import { useSavedSettings } from '../components/use-saved-settings.js';
import { useT } from '../i18n/i18n.js';
import { saveShopTimeZone, shopQueries } from './shop-queries.js';

/** The IANA zones offered, the stored one among them even when this browser does not list it. */
function zoneChoices(stored: string | undefined): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = known.includes(DEFAULT_SHOP_TIME_ZONE) ? known : [DEFAULT_SHOP_TIME_ZONE, ...known];
  return stored && !zones.includes(stored) ? [stored, ...zones] : zones;
}

export function TimeZoneSetting() {
  const t = useT();
  const { draft, setDraft, save, isSaved, error } = useSavedSettings<ShopTimeZone, ['shop-time-zone']>(
    shopQueries.timeZone(),
    saveShopTimeZone,
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  const id = 'shop-time-zone';
  return (
    <form onSubmit={submit} aria-labelledby="time-zone-title" className="section">
      <h2 id="time-zone-title">{t('shop.timeZone.title')}</h2>
      <Field id={id} label={t('shop.timeZone.label')} hint={t('shop.timeZone.hint')}>
        <select
          id={id}
          value={draft?.time_zone ?? ''}
          disabled={draft === undefined}
          aria-describedby={describedBy(id, { hint: true })}
          onChange={(e) => setDraft({ time_zone: e.target.value })}
        >
          {zoneChoices(draft?.time_zone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </Field>
      <SettingsSaveRow error={error} busy={save.isPending} ready={draft !== undefined} saved={isSaved} />
    </form>
  );
}
