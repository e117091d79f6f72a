/**
 * Results for a chosen date range: totals, a table and chart per pop-up (A/B
 * variants listed under their parent), and a per-day table and chart that can
 * be narrowed to one pop-up.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateRangeFields } from '../components/date-range-fields.js';
import { LoadError } from '../components/load-error.js';
import { Empty, Loading } from '../components/loading.js';
import { formatRate } from '../components/numbers.js';
import { AbTests } from './ab-tests.js';
import { lastDays } from './date-defaults.js';
import { DailyChart, PopupChart } from './results-charts.js';
import { resultQueries } from './results-queries.js';

export function ResultsScreen() {
  const [range, setRange] = useState(() => lastDays(30));
  const [popup, setPopup] = useState('');
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
  const results = useQuery(resultQueries.range({ ...range, ...(popup ? { popup } : {}) }));
  const names = new Map(results.data?.popups.map((p) => [p.poptin_id, p.name]));

  return (
    <>
      <h1>Results</h1>
      <form className="filters" aria-label="Date range" onSubmit={(e) => e.preventDefault()}>
        <DateRangeFields
          idPrefix="results"
          range={range}
          invalid={!valid}
          errorId="results-range-error"
          onChange={setRange}
        />
        <div className="field">
          <label htmlFor="results-popup">Daily figures for</label>
          <select id="results-popup" value={popup} onChange={(e) => setPopup(e.target.value)}>
            <option value="">All pop-ups</option>
            {results.data?.popups.map((p) => (
              <option key={p.poptin_id} value={p.poptin_id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      {!valid ? (
        <p className="field-error" id="results-range-error">
          Choose a start date on or before the end date.
        </p>
      ) : null}
      {results.isPending ? (
        <Loading label="Loading results" />
      ) : results.isError ? (
        <LoadError what="results" error={results.error} onRetry={() => results.refetch()} />
      ) : (
        <>
          <ul className="totals" aria-label="Totals">
            <li>
              <span className="figure">{results.data.totals.views}</span> views
            </li>
            <li>
              <span className="figure">{results.data.totals.closes}</span> closes
            </li>
            <li>
              <span className="figure">{results.data.totals.click_throughs}</span> click-throughs
            </li>
            <li>
              <span className="figure">{results.data.totals.conversions}</span> conversions
            </li>
            <li>
              <span className="figure">{formatRate(results.data.totals.conversion_rate)}</span> conversion rate
            </li>
          </ul>
          <h2>Per pop-up</h2>
          {results.data.popups.length === 0 ? (
            <Empty title="No pop-ups yet" />
          ) : (
            <>
              <PopupChart rows={results.data.popups} />
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the table sideways on a phone. */}
              <section className="table-wrap" tabIndex={0} aria-label="Figures per pop-up">
                <table className="results-table">
                  <caption className="sr-only">Figures per pop-up and A/B variant</caption>
                  <thead>
                    <tr>
                      <th scope="col">Pop-up</th>
                      <th scope="col">Views</th>
                      <th scope="col">Closes</th>
                      <th scope="col">Click-throughs</th>
                      <th scope="col">Conversions</th>
                      <th scope="col">Conversion rate</th>
                    </tr>
                  </thead>
                  <tbody>
                    {results.data.popups.map((p) => (
                      <tr key={p.poptin_id} data-popup={p.poptin_id}>
                        <th scope="row">
                          {p.name}
                          {p.ab_test_parent_id ? (
                            <span className="tag">
                              variant of {names.get(p.ab_test_parent_id) ?? p.ab_test_parent_id}
                            </span>
                          ) : null}
                        </th>
                        <td className="views">{p.views}</td>
                        <td className="closes">{p.closes}</td>
                        <td className="click-throughs">{p.click_throughs}</td>
                        <td className="conversions">{p.conversions}</td>
                        <td>{formatRate(p.conversion_rate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            </>
          )}
          <AbTests rows={results.data.popups} />
          <h2>Per day</h2>
          <DailyChart days={results.data.days} />
          <details>
            <summary>Per-day figures as a table</summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard user scrolls the table sideways on a phone. */}
            <section className="table-wrap" tabIndex={0} aria-label="Figures per day">
              <table>
                <caption className="sr-only">Figures per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Views</th>
                    <th scope="col">Closes</th>
                    <th scope="col">Conversions</th>
                  </tr>
                </thead>
                <tbody>
                  {results.data.days.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{d.day}</th>
                      <td>{d.views}</td>
                      <td>{d.closes}</td>
                      <td>{d.conversions}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>
        </>
      )}
    </>
  );
}
