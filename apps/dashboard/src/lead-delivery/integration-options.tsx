/**
 * An email tool's options on the connect and the edit forms: tags and double opt-in where the tool takes
 * them per contact, and which pop-ups' leads go there.
 */
import {
  type IntegrationProvider,
  PROVIDER_LABELS,
  PROVIDERS_WITH_DOUBLE_OPT_IN,
  PROVIDERS_WITH_TAGS,
} from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from '../components/text-field.js';
import { useT } from '../i18n/i18n.js';
import { popupQueries } from '../popups/popups-queries.js';

export interface IntegrationOptionsDraft {
  tags: string;
  doubleOptIn: boolean;
  allPopups: boolean;
  chosen: string[];
}

export function IntegrationOptions({
  provider,
  draft,
  onChange,
}: {
  provider: IntegrationProvider;
  draft: IntegrationOptionsDraft;
  onChange: (draft: IntegrationOptionsDraft) => void;
}) {
  const t = useT();
  const ids = useId();
  const popups = useQuery(popupQueries.list());
  const originals = (popups.data ?? []).filter((p) => p.ab_test_parent_id === null);
  const label = PROVIDER_LABELS[provider];
  const { chosen } = draft;
  return (
    <>
      {PROVIDERS_WITH_TAGS.includes(provider) ? (
        <TextField
          label={t('lead-delivery.tags')}
          hint={t('lead-delivery.separatedByCommasE')}
          value={draft.tags}
          onChange={(e) => onChange({ ...draft, tags: e.target.value })}
        />
      ) : null}
      {PROVIDERS_WITH_DOUBLE_OPT_IN.includes(provider) ? (
        <div className="field checkbox">
          <label>
            <input
              type="checkbox"
              checked={draft.doubleOptIn}
              onChange={(e) => onChange({ ...draft, doubleOptIn: e.target.checked })}
            />{' '}
            {t('lead-delivery.doubleOptInMails', { value: label })}
          </label>
        </div>
      ) : (
        <p className="hint">{t('lead-delivery.doubleOptInIf', { value: label })}</p>
      )}
      <fieldset>
        <legend>{t('lead-delivery.whichPopUps')}</legend>
        <div className="field checkbox">
          <label>
            <input
              type="radio"
              name={`${ids}-popups`}
              checked={draft.allPopups}
              onChange={() => onChange({ ...draft, allPopups: true })}
            />{' '}
            {t('lead-delivery.everyPopUp')}
          </label>
        </div>
        <div className="field checkbox">
          <label>
            <input
              type="radio"
              name={`${ids}-popups`}
              checked={!draft.allPopups}
              onChange={() => onChange({ ...draft, allPopups: false })}
            />{' '}
            {t('lead-delivery.onlyThese')}
          </label>
        </div>
        {!draft.allPopups
          ? originals.map((p) => (
              <div className="field checkbox" key={p.poptin_id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(p.poptin_id)}
                    onChange={(e) =>
                      onChange({
                        ...draft,
                        chosen: e.target.checked ? [...chosen, p.poptin_id] : chosen.filter((id) => id !== p.poptin_id),
                      })
                    }
                  />{' '}
                  {p.name}
                </label>
              </div>
            ))
          : null}
      </fieldset>
    </>
  );
}
