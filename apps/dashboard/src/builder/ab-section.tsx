/**
 * A/B testing: a pop-up's variants with their weights (share of visitors
 * relative to the other arms), and a button that makes a new variant from the
 * saved pop-up. A variant's own weight is edited in its builder like any field.
 */

import type { PopupDetail } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { popupQueries, useCreateVariant } from '../popups/popups-queries.js';
import { NumberInput, Section } from './inputs.js';

export function AbSection({ saved }: { saved: PopupDetail | undefined }) {
  const popups = useQuery(popupQueries.list());
  const createVariant = useCreateVariant();
  const navigate = useNavigate();
  const isVariant = saved?.ab_test_parent_id != null;
  const variants = saved ? (popups.data ?? []).filter((p) => p.ab_test_parent_id === saved.poptin_id) : [];
  const parent = isVariant ? popups.data?.find((p) => p.poptin_id === saved?.ab_test_parent_id) : undefined;

  return (
    <Section title="A/B test">
      <NumberInput
        label="Weight (share of visitors)"
        path={['ab_weight']}
        min={0}
        max={100}
        hint="Visitors are split between the original and its active variants in proportion to their weights."
      />
      {isVariant ? (
        <p>
          This is a variant of{' '}
          <Link to={`/popups/${saved?.ab_test_parent_id}`}>{parent?.name ?? 'its original pop-up'}</Link>.
        </p>
      ) : saved ? (
        <>
          {variants.length > 0 ? (
            <ul>
              {variants.map((v) => (
                <li key={v.poptin_id}>
                  <Link to={`/popups/${v.poptin_id}`}>{v.name}</Link> — weight {v.ab_weight},{' '}
                  {v.is_active ? 'on' : 'off'}
                </li>
              ))}
            </ul>
          ) : (
            <p className="hint">No variants yet.</p>
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
            Create a variant
          </button>
          {createVariant.isError ? (
            <p className="form-error" role="alert">
              {createVariant.error.message}
            </p>
          ) : null}
        </>
      ) : (
        <p className="hint">Save the pop-up first, then create variants of it.</p>
      )}
    </Section>
  );
}
