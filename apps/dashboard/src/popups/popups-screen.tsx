/**
 * The pop-ups list: each pop-up with its A/B variants under it, its views, conversions and conversion rate
 * over a chosen period (sortable), switch on/off, duplicate, delete, and a link into the builder. Empty and
 * loading states included.
 */

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { formatCount, formatRate } from '../components/numbers.js';
import { useT } from '../i18n/i18n.js';
import { lastDays } from '../results/date-defaults.js';
import { resultQueries } from '../results/results-queries.js';
import { figuresById, type Sort, type SortKey, sortedPopups } from './popup-figures.js';
import { popupQueries, useDeletePopup, useDuplicatePopup, useTogglePopup } from './popups-queries.js';
import { typeName } from './type-names.js';

const PERIODS = [7, 30, 90] as const;

/** A column head that sorts the list by its figure; a second press reverses the order. */
function SortHead({ label, by, sort, onSort }: { label: string; by: SortKey; sort: Sort; onSort(s: Sort): void }) {
  const active = sort.key === by;
  return (
    <th scope="col" aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : undefined}>
      <button
        type="button"
        className="sort-head"
        onClick={() => onSort({ key: by, descending: active ? !sort.descending : by !== 'name' })}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? ' ↓' : ' ↑') : ''}</span>
      </button>
    </th>
  );
}

/** A count, 0 for a pop-up with none in the period, or an ellipsis while the figures load. */
function figureText(n: number | undefined, loaded: boolean): string {
  return loaded ? formatCount(n ?? 0) : '…';
}

export function PopupsScreen() {
  const t = useT();
  const popups = useQuery(popupQueries.list());
  const toggle = useTogglePopup();
  const duplicate = useDuplicatePopup();
  const remove = useDeletePopup();
  const failed = toggle.error ?? duplicate.error ?? remove.error;
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const [sort, setSort] = useState<Sort>({ key: 'name', descending: false });
  const results = useQuery(resultQueries.range(lastDays(days)));
  const figures = figuresById(results.data?.popups);
  const head = (label: string, by: SortKey) => <SortHead label={label} by={by} sort={sort} onSort={setSort} />;

  return (
    <>
      <div className="screen-head">
        <h1>{t('popups.title')}</h1>
        <span className="actions">
          <Link className="button" to="/popups/templates">
            {t('popups.fromTemplate')}
          </Link>
          <Link className="button primary" to="/popups/new">
            {t('popups.new')}
          </Link>
        </span>
      </div>
      {failed ? (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      ) : null}
      {popups.isPending ? (
        <Loading label={t('popups.loading')} />
      ) : popups.isError ? (
        <LoadError what={t('popups.what')} error={popups.error} onRetry={() => popups.refetch()} />
      ) : popups.data.length === 0 ? (
        <Empty title={t('popups.empty')}>
          <p>{t('popups.emptyHint')}</p>
        </Empty>
      ) : (
        <>
          <div className="field">
            <label htmlFor="popups-period">{t('popups.figuresFor')}</label>
            <select id="popups-period" value={days} onChange={(e) => setDays(Number(e.target.value) as typeof days)}>
              {PERIODS.map((n) => (
                <option key={n} value={n}>
                  {t('common.lastDays', { n })}
                </option>
              ))}
            </select>
          </div>
          {results.isError ? (
            <p className="form-error" role="alert">
              {t('common.couldNotLoad', { what: t('popups.figures'), reason: results.error.message })}
            </p>
          ) : null}
          <div className="table-wrap">
            <table>
              <caption className="sr-only">{t('popups.caption', { n: days })}</caption>
              <thead>
                <tr>
                  {head(t('popups.col.name'), 'name')}
                  <th scope="col">{t('popups.col.type')}</th>
                  {head(t('popups.col.views'), 'views')}
                  {head(t('popups.col.conversions'), 'conversions')}
                  {head(t('popups.col.rate'), 'conversion_rate')}
                  <th scope="col">{t('popups.col.status')}</th>
                  <th scope="col">{t('popups.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {sortedPopups(popups.data, figures, sort).map((p) => (
                  <tr key={p.poptin_id} className={p.ab_test_parent_id ? 'variant-row' : undefined}>
                    <th scope="row">
                      <Link to={`/popups/${p.poptin_id}`}>{p.name}</Link>
                      {p.ab_test_parent_id ? (
                        <span className="tag">{t('popups.variant', { weight: p.ab_weight })}</span>
                      ) : null}
                    </th>
                    <td>{typeName(p.poptin_type)}</td>
                    <td className="figure-cell">{figureText(figures.get(p.poptin_id)?.views, results.isSuccess)}</td>
                    <td className="figure-cell">
                      {figureText(figures.get(p.poptin_id)?.conversions, results.isSuccess)}
                    </td>
                    <td className="figure-cell">
                      {results.isSuccess ? formatRate(figures.get(p.poptin_id)?.conversion_rate ?? 0) : '…'}
                    </td>
                    <td>
                      <label className="switch">
                        <input
                          type="checkbox"
                          checked={p.is_active}
                          onChange={(e) => toggle.mutate({ id: p.poptin_id, active: e.target.checked })}
                        />
                        <span>{p.is_active ? t('common.on') : t('common.off')}</span>
                        <span className="sr-only"> — {t('popups.showOnSite', { name: p.name })}</span>
                      </label>
                    </td>
                    <td className="actions">
                      <button type="button" onClick={() => duplicate.mutate(p.poptin_id)}>
                        {t('common.duplicate')}
                        <span className="sr-only"> {p.name}</span>
                      </button>
                      <button
                        type="button"
                        className="danger"
                        onClick={() => {
                          const question = p.ab_test_parent_id ? 'popups.confirmDelete' : 'popups.confirmDeleteAll';
                          if (window.confirm(t(question, { name: p.name }))) {
                            remove.mutate(p.poptin_id);
                          }
                        }}
                      >
                        {t('common.delete')}
                        <span className="sr-only"> {p.name}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
