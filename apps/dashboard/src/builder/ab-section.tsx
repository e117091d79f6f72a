/**
 * A/B testing: a pop-up's variants with their weights (share of visitors
 * relative to the other arms), and a button that makes a new variant from the
 * saved pop-up. A variant's own weight is edited in its builder like any field.
 */

import type { PopupDetail } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n/i18n.js';
import { popupQueries, useCreateVariant } from '../popups/popups-queries.js';
import { NumberInput, Section } from './inputs.js';

export function AbSection({ saved }: { saved: PopupDetail | undefined }) {
  const t = useT();
  const popups = useQuery(popupQueries.list());
  const createVariant = useCreateVariant();
  const navigate = useNavigate();
  const isVariant = saved?.ab_test_parent_id != null;
  const variants = saved ? (popups.data ?? []).filter((p) => p.ab_test_parent_id === saved.poptin_id) : [];
  const parent = isVariant ? popups.data?.find((p) => p.poptin_id === saved?.ab_test_parent_id) : undefined;

  return (
    <Section title={t('builder.aBTest')}>
      <NumberInput
        label={t('builder.weightShareOfVisitors')}
        path={['ab_weight']}
        min={0}
        max={100}
        hint={t('builder.visitorsAreSplitBetween')}
      />
      {isVariant ? (
        <p>
          {t('builder.thisIsAVariant')}{' '}
          <Link to={`/popups/${saved?.ab_test_parent_id}`}>{parent?.name ?? 'its original pop-up'}</Link>.
        </p>
      ) : saved ? (
        <>
          {variants.length > 0 ? (
            <ul>
              {variants.map((v) => (
                <li key={v.poptin_id}>
                  <Link to={`/popups/${v.poptin_id}`}>{v.name}</Link> {t('builder.weight', { ab_weight: v.ab_weight })}{' '}
                  {v.is_active ? 'on' : 'off'}
                </li>
              ))}
            </ul>
          ) : (
            <p className="hint">{t('builder.noVariantsYet')}</p>
          )}
          <button
            type="button"
            disabled={createVariant.isPending}
            onClick={() =>
              createVariant.mutate(saved.poptin_id, {
                onSuccess: (variant) => {
                  if (variant) void navigate(`/popups/${variant.poptin_id}`);
                },
              })
            }
          >
            {t('builder.createAVariant')}
          </button>
          {createVariant.isError ? (
            <p className="form-error" role="alert">
              {createVariant.error.message}
            </p>
          ) : null}
        </>
      ) : (
        <p className="hint">{t('builder.saveThePopUp')}</p>
      )}
    </Section>
  );
}
