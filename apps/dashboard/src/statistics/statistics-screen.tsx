/**
 * /admin/statistics: the site's visitor statistics, read from the reports
 * API with the dashboard session. A range (preset or custom) is compared
 * with the period just before it; the chart is uPlot (this lazy chunk); every
 * figure is also in a table; the whole screen exports as one CSV. Countries
 * are left out until the visitor statistics record them.
 */

import type { OnlineReport, VisitorsReport } from '@beckon/owner-api';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { accountQueries } from '../account/account-queries.js';
import { DateRangeFields } from '../components/date-range-fields.js';
import { Loading } from '../components/loading.js';
import { useAdoptedSheet } from '../components/use-adopted-sheet.js';
import screenCss from './statistics.css' with { type: 'text' };
import { statisticsQueries } from './statistics-queries.js';
import { StatsKeysPanel, TrackerSnippet } from './stats-keys-panel.js';
import {
  changeLabel,
  type DayRange,
  PRESETS,
  type PresetId,
  presetRange,
  previousPeriod,
  rangeProblem,
  statisticsCsv,
} from './stats-range.js';
import { VisitorsChart } from './visitors-chart.js';

const number = new Intl.NumberFormat('en-GB');
const REFERRER_KINDS = {
  direct: 'Direct',
  search: 'Search engines',
  external: 'Other sites',
  internal: 'Your own site',
};

interface Column<Row> {
  title: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

function TopTable<Row>({
  id,
  title,
  rows,
  columns,
  empty,
}: {
  id: string;
  title: string;
  rows: Row[] | undefined;
  columns: Column<Row>[];
  empty: string;
}) {
  return (
    <section className="stats-card" aria-labelledby={`${id}-title`} data-report={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rows === undefined ? (
        <Loading label={`Loading ${title.toLowerCase()}`} />
      ) : rows.length === 0 ? (
        <p className="stats-empty">{empty}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.title} scope="col" className={c.numeric ? 'num' : undefined}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                // Rows are a ranked list whose order is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: ranked rows have no other stable key
                <tr key={i}>
                  {columns.map((c, j) =>
                    j === 0 ? (
                      <th key={c.title} scope="row" className="stats-item">
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.title} className={c.numeric ? 'num' : undefined}>
                        {c.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked once the browser has started the download from it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function StatisticsScreen() {
  useAdoptedSheet(screenCss);
  const session = useQuery(accountQueries.session());
  const site = session.data?.account.account_id;
  const [preset, setPreset] = useState<PresetId | 'custom'>('30d');
  const [custom, setCustom] = useState<DayRange>(() => presetRange('30d'));
  const [compare, setCompare] = useState(true);
  const range = preset === 'custom' ? custom : presetRange(preset);
  const problem = rangeProblem(range);
  const asked = problem ? null : range;
  const previousRange = asked ? previousPeriod(asked) : null;

  // The range's reports come in one answer (…/overview); the previous period's visitors and online now apart.
  const overview = useQuery(statisticsQueries.overview(site, asked));
  const previous = useQuery(statisticsQueries.report<VisitorsReport>(site, 'visitors', previousRange, compare));
  const online = useQuery(statisticsQueries.online<OnlineReport>(site));

  const failed = [overview, previous].find((q) => q.isError);
  const report = overview.data;
  const current = report?.visitors;
  const before = compare ? previous.data : undefined;
  const all = report && previous.data ? { ...report, previous: previous.data } : null;

  return (
    <div className="stats-screen">
      <h1>Statistics</h1>
      <form className="filters stats-filters" aria-label="Date range" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label htmlFor="stats-preset">Period</label>
          <select
            id="stats-preset"
            value={preset}
            onChange={(e) => {
              const next = e.target.value as PresetId | 'custom';
              if (next === 'custom') setCustom(range);
              setPreset(next);
            }}
          >
            {PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
            <option value="custom">Custom dates</option>
          </select>
        </div>
        {preset === 'custom' ? (
          <DateRangeFields
            idPrefix="stats"
            range={custom}
            invalid={problem !== null}
            errorId="stats-range-error"
            onChange={setCustom}
          />
        ) : null}
        <div className="field checkbox stats-compare">
          <label>
            <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} /> Compare with the
            previous period
          </label>
        </div>
        <div className="field stats-export">
          <button
            type="button"
            disabled={!all || !asked}
            onClick={() => {
              if (all && asked)
                download(`statistics-${asked.from}-${asked.to}.csv`, statisticsCsv({ range: asked, ...all }));
            }}
          >
            Export CSV
          </button>
        </div>
      </form>
      {problem ? (
        <p className="field-error" id="stats-range-error" role="alert">
          {problem}
        </p>
      ) : null}
      {failed?.error ? (
        <p role="alert">
          Could not load the statistics: {failed.error.message}{' '}
          <button
            type="button"
            onClick={() => {
              for (const q of [overview, previous]) void q.refetch();
            }}
          >
            Try again
          </button>
        </p>
      ) : null}
      {asked ? (
        <p className="stats-range-note">
          {asked.from === asked.to ? asked.from : `${asked.from} to ${asked.to}`} (UTC)
          {compare && previousRange ? `, compared with ${previousRange.from} to ${previousRange.to}` : ''}
        </p>
      ) : null}

      <ul className="totals stats-totals" aria-label="Totals">
        <li data-total="visitors">
          <span className="figure">{current ? number.format(current.totals.visitors) : '–'}</span> visitors
          {current && before ? (
            <span className="stats-change">{changeLabel(current.totals.visitors, before.totals.visitors)}</span>
          ) : null}
        </li>
        <li data-total="pageviews">
          <span className="figure">{current ? number.format(current.totals.pageviews) : '–'}</span> page views
          {current && before ? (
            <span className="stats-change">{changeLabel(current.totals.pageviews, before.totals.pageviews)}</span>
          ) : null}
        </li>
        <li data-total="online">
          <span className="figure">{online.data ? number.format(online.data.online) : '–'}</span> online now
        </li>
      </ul>

      <section aria-labelledby="stats-over-time">
        <h2 id="stats-over-time">Visitors over time</h2>
        {current ? (
          <>
            <VisitorsChart current={current} {...(before ? { previous: before } : {})} />
            <details>
              <summary>Figures per day as a table</summary>
              <div className="table-wrap">
                <table className="stats-days">
                  <caption className="sr-only">Visitors and page views per day</caption>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col" className="num">
                        Visitors
                      </th>
                      <th scope="col" className="num">
                        Page views
                      </th>
                      {before ? (
                        <th scope="col" className="num">
                          Visitors, previous period
                        </th>
                      ) : null}
                    </tr>
                  </thead>
                  <tbody>
                    {current.days.map((d, i) => (
                      <tr key={d.day}>
                        <th scope="row">{d.day}</th>
                        <td className="num">{d.visitors}</td>
                        <td className="num">{d.pageviews}</td>
                        {before ? <td className="num">{before.days[i]?.visitors ?? ''}</td> : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        ) : asked ? (
          <Loading label="Loading visitors" />
        ) : null}
      </section>

      <div className="stats-grid">
        <TopTable
          id="pages"
          title="Top pages"
          rows={report?.pages.pages}
          empty="No page views in this period."
          columns={[
            { title: 'Page', cell: (r) => <span className="url">{r.path}</span> },
            { title: 'Page views', cell: (r) => number.format(r.pageviews), numeric: true },
          ]}
        />
        <TopTable
          id="referrers"
          title="Referrers"
          rows={report?.referrers.referrers}
          empty="No visits from other sites in this period."
          columns={[
            { title: 'Site', cell: (r) => <span className="url">{r.host}</span> },
            { title: 'Kind', cell: (r) => REFERRER_KINDS[r.kind] },
            { title: 'Page views', cell: (r) => number.format(r.pageviews), numeric: true },
          ]}
        />
        <section className="stats-card" aria-labelledby="sources-title" data-report="sources">
          <h2 id="sources-title">Where visits came from</h2>
          {report ? (
            <dl className="facts">
              {(Object.keys(REFERRER_KINDS) as (keyof typeof REFERRER_KINDS)[]).map((kind) => (
                <div key={kind} className="stats-fact">
                  <dt>{REFERRER_KINDS[kind]}</dt>
                  <dd>{number.format(report.referrers.byKind[kind])} page views</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Loading label="Loading sources" />
          )}
        </section>
        <TopTable
          id="campaigns"
          title="Campaigns"
          rows={report?.campaigns.campaigns}
          empty="No visits with campaign tags (utm_source, utm_medium, utm_campaign) in this period."
          columns={[
            { title: 'Campaign', cell: (r) => r.campaign || '(none)' },
            { title: 'Source', cell: (r) => r.source || '(none)' },
            { title: 'Medium', cell: (r) => r.medium || '(none)' },
            { title: 'Page views', cell: (r) => number.format(r.pageviews), numeric: true },
          ]}
        />
        <TopTable
          id="outbound-links"
          title="Outbound links"
          rows={report?.links.links}
          empty="No clicks on links to other sites in this period."
          columns={[
            { title: 'Link', cell: (r) => <span className="url">{r.url}</span> },
            { title: 'Clicks', cell: (r) => number.format(r.clicks), numeric: true },
          ]}
        />
        <TopTable
          id="downloads"
          title="Downloads"
          rows={report?.downloads.downloads}
          empty="No downloads in this period."
          columns={[
            { title: 'File', cell: (r) => <span className="url">{r.fileName || r.url}</span> },
            { title: 'Downloads', cell: (r) => number.format(r.downloads), numeric: true },
          ]}
        />
        <TopTable
          id="online"
          title="Online now"
          rows={online.data?.pages}
          empty="Nobody is on your site right now."
          columns={[
            { title: 'Page', cell: (r) => <span className="url">{r.path}</span> },
            { title: 'Visitors', cell: (r) => number.format(r.visitors), numeric: true },
          ]}
        />
      </div>

      <section aria-labelledby="tracker-title">
        <h2 id="tracker-title">Tracker snippet</h2>
        <TrackerSnippet />
      </section>
      <section aria-labelledby="keys-title">
        <h2 id="keys-title">Stats API keys</h2>
        <StatsKeysPanel />
      </section>
    </div>
  );
}
