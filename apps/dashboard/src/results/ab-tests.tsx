/**
 * The results screen's A/B tests: for each test in the range, every arm's conversion rate with its
 * 95 % interval and its chance of being the best (ab-verdict.ts), the verdict in words, and
 * "Make this the winner", which ends the test (POST /api/owner/popups/{id}/winner).
 */
import type { PopupDetail, ResultRow } from '@beckon/owner-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../api/client.js';
import { formatRate } from '../components/numbers.js';
import { useT } from '../i18n/i18n.js';
import { abVerdict } from './ab-verdict.js';

/** Each original with the variants the results list under it (only originals that have some). */
export function abGroups(rows: readonly ResultRow[]): ResultRow[][] {
  return rows
    .filter((r) => r.ab_test_parent_id === null)
    .map((parent) => [parent, ...rows.filter((r) => r.ab_test_parent_id === parent.poptin_id)])
    .filter((group) => group.length > 1);
}

function AbTest({ arms }: { arms: ResultRow[] }) {
  const t = useT();
  const client = useQueryClient();
  const [asking, setAsking] = useState<string | null>(null);
  const choose = useMutation({
    mutationFn: (id: string) => api<PopupDetail>('POST', `/api/owner/popups/${id}/winner`),
    onSuccess: () => {
      setAsking(null);
      void client.invalidateQueries();
    },
  });
  const verdict = abVerdict(arms.map((a) => ({ id: a.poptin_id, views: a.views, conversions: a.conversions })));
  const name = (id: string) => arms.find((a) => a.poptin_id === id)?.name ?? id;
  const [original] = arms;
  return (
    <section className="ab-test" aria-labelledby={`ab-${original?.poptin_id}`}>
      <h3 id={`ab-${original?.poptin_id}`}>{original?.name}</h3>
      <p data-verdict>
        {verdict.tooEarly
          ? t('common.tooEarlyToTell')
          : verdict.winner
            ? `“${name(verdict.winner)}” very likely converts best.`
            : t('common.noClearWinnerYet')}
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('common.version')}</th>
              <th scope="col">{t('popups.col.views')}</th>
              <th scope="col">{t('popups.col.conversions')}</th>
              <th scope="col">{t('common.conversionRate95Interval')}</th>
              <th scope="col">{t('common.chanceOfBeingBest')}</th>
              <th scope="col">
                <span className="sr-only">{t('common.action')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {verdict.arms.map((arm) => (
              <tr key={arm.id} data-arm={arm.id}>
                <th scope="row">{name(arm.id)}</th>
                <td>{arms.find((a) => a.poptin_id === arm.id)?.views}</td>
                <td>{arms.find((a) => a.poptin_id === arm.id)?.conversions}</td>
                <td>
                  {formatRate(arm.rate)} ({formatRate(arm.low)} – {formatRate(arm.high)})
                </td>
                <td data-p-best>{formatRate(arm.pBest)}</td>
                <td>
                  {asking === arm.id ? (
                    <>
                      <button type="button" disabled={choose.isPending} onClick={() => choose.mutate(arm.id)}>
                        {choose.isPending ? t('common.endingTheTest') : `Yes, keep “${name(arm.id)}”`}
                      </button>{' '}
                      <button type="button" onClick={() => setAsking(null)}>
                        {t('media.cancel')}
                      </button>
                    </>
                  ) : (
                    <button type="button" onClick={() => setAsking(arm.id)}>
                      {t('common.makeThisTheWinner')}
                      <span className="sr-only">: {name(arm.id)}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking ? <p className="hint">{t('common.theOriginalPopUp')}</p> : null}
      {choose.error ? (
        <p className="form-error" role="alert">
          {t('common.couldNotEndThe', { message: choose.error.message })}
        </p>
      ) : null}
    </section>
  );
}

export function AbTests({ rows }: { rows: readonly ResultRow[] }) {
  const t = useT();
  const groups = abGroups(rows);
  if (groups.length === 0) return null;
  return (
    <>
      <h2>{t('common.aBTests')}</h2>
      {groups.map((arms) => (
        <AbTest key={arms[0]?.poptin_id} arms={arms} />
      ))}
    </>
  );
}
