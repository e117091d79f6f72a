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
        <h1>Pop-ups</h1>
        <span className="actions">
          <Link className="button" to="/popups/templates">
            Start from a template
          </Link>
          <Link className="button primary" to="/popups/new">
            New pop-up
          </Link>
        </span>
      </div>
      {failed ? (
        <p className="form-error" role="alert">
          {failed.message}
        </p>
      ) : null}
      {popups.isPending ? (
        <Loading label="Loading pop-ups" />
      ) : popups.isError ? (
        <LoadError what="your pop-ups" error={popups.error} onRetry={() => popups.refetch()} />
      ) : popups.data.length === 0 ? (
        <Empty title="No pop-ups yet">
          <p>Create your first pop-up, then add the snippet from the Install page to your site.</p>
        </Empty>
      ) : (
        <>
          <div className="field">
            <label htmlFor="popups-period">Figures for</label>
            <select id="popups-period" value={days} onChange={(e) => setDays(Number(e.target.value) as typeof days)}>
              {PERIODS.map((n) => (
                <option key={n} value={n}>
                  The last {n} days
                </option>
              ))}
            </select>
          </div>
          {results.isError ? (
            <p className="form-error" role="alert">
              Could not load the figures: {results.error.message}
            </p>
          ) : null}
          <div className="table-wrap">
            <table>
              <caption className="sr-only">Your pop-ups, with their figures for the last {days} days</caption>
              <thead>
                <tr>
                  {head('Name', 'name')}
                  <th scope="col">Type</th>
                  {head('Views', 'views')}
                  {head('Conversions', 'conversions')}
                  {head('Conversion rate', 'conversion_rate')}
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {sortedPopups(popups.data, figures, sort).map((p) => (
                  <tr key={p.poptin_id} className={p.ab_test_parent_id ? 'variant-row' : undefined}>
                    <th scope="row">
                      <Link to={`/popups/${p.poptin_id}`}>{p.name}</Link>
                      {p.ab_test_parent_id ? <span className="tag">A/B variant · weight {p.ab_weight}</span> : null}
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
                        <span>{p.is_active ? 'On' : 'Off'}</span>
                        <span className="sr-only"> — show {p.name} on my site</span>
                      </label>
                    </td>
                    <td className="actions">
                      <button type="button" onClick={() => duplicate.mutate(p.poptin_id)}>
                        Duplicate<span className="sr-only"> {p.name}</span>
                      </button>
                      <button
                        type="button"
                        className="danger"
                        onClick={() => {
                          if (window.confirm(`Delete “${p.name}”${p.ab_test_parent_id ? '' : ' and its variants'}?`)) {
                            remove.mutate(p.poptin_id);
                          }
                        }}
                      >
                        Delete<span className="sr-only"> {p.name}</span>
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
