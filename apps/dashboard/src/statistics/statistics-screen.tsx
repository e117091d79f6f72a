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
import { type MessageId, useT } from '../i18n/i18n.js';
import { intlLocale } from '../i18n/intl-locale.js';
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

/** Figures in the chosen language (read when a report is drawn). */
const number = { format: (n: number) => new Intl.NumberFormat(intlLocale()).format(n) };
const REFERRER_KINDS: Record<'direct' | 'search' | 'email' | 'external' | 'internal', MessageId> = {
  direct: 'statistics.direct',
  search: 'statistics.search',
  email: 'statistics.email',
  external: 'statistics.otherSites',
  internal: 'statistics.ownSite',
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
  const t = useT();
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
      <h1>{t('nav.group.statistics')}</h1>
      <form
        className="filters stats-filters"
        aria-label={t('statistics.dateRange')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="stats-preset">{t('statistics.period')}</label>
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
                {t(p.label)}
              </option>
            ))}
            <option value="custom">{t('statistics.customDates')}</option>
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
            <input type="checkbox" checked={compare} onChange={(e) => setCompare(e.target.checked)} />{' '}
            {t('statistics.compareWithThePrevious')}
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
            {t('leads.exportCsv')}
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
          {t('statistics.couldNotLoadThe', { message: failed.error.message })}{' '}
          <button
            type="button"
            onClick={() => {
              for (const q of [overview, previous]) void q.refetch();
            }}
          >
            {t('statistics.tryAgain')}
          </button>
        </p>
      ) : null}
      {asked ? (
        <p className="stats-range-note">
          {asked.from === asked.to ? asked.from : `${asked.from} to ${asked.to}`} {t('statistics.utc')}
          {compare && previousRange
            ? t('statistics.comparedWith', { from: previousRange.from, to: previousRange.to })
            : ''}
        </p>
      ) : null}

      <ul className="totals stats-totals" aria-label={t('statistics.totals')}>
        <li data-total="visitors">
          <span className="figure">{current ? number.format(current.totals.visitors) : '–'}</span>{' '}
          {t('statistics.visitors')}
          {current && before ? (
            <span className="stats-change">{changeLabel(current.totals.visitors, before.totals.visitors)}</span>
          ) : null}
        </li>
        <li data-total="pageviews">
          <span className="figure">{current ? number.format(current.totals.pageviews) : '–'}</span>{' '}
          {t('statistics.pageViews')}
          {current && before ? (
            <span className="stats-change">{changeLabel(current.totals.pageviews, before.totals.pageviews)}</span>
          ) : null}
        </li>
        <li data-total="online">
          <span className="figure">{online.data ? number.format(online.data.online) : '–'}</span>{' '}
          {t('statistics.onlineNow')}
        </li>
      </ul>

      <section aria-labelledby="stats-over-time">
        <h2 id="stats-over-time">{t('statistics.visitorsOverTime')}</h2>
        {current ? (
          <>
            <VisitorsChart current={current} {...(before ? { previous: before } : {})} />
            <details>
              <summary>{t('statistics.figuresPerDayAs')}</summary>
              <div className="table-wrap">
                <table className="stats-days">
                  <caption className="sr-only">{t('statistics.visitorsAndPageViews')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('statistics.day')}</th>
                      <th scope="col" className="num">
                        {t('builder.visitors')}
                      </th>
                      <th scope="col" className="num">
                        {t('statistics.pageViews2')}
                      </th>
                      {before ? (
                        <th scope="col" className="num">
                          {t('statistics.visitorsPreviousPeriod')}
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
          <Loading label={t('statistics.loadingVisitors')} />
        ) : null}
      </section>

      <div className="stats-grid">
        <TopTable
          id="pages"
          title={t('statistics.topPages')}
          rows={report?.pages.pages}
          empty={t('common.noPageViewsIn')}
          columns={[
            { title: t('statistics.col.page'), cell: (r) => <span className="url">{r.path}</span> },
            { title: t('statistics.pageViews2'), cell: (r) => number.format(r.pageviews), numeric: true },
          ]}
        />
        <TopTable
          id="referrers"
          title={t('statistics.referrers')}
          rows={report?.referrers.referrers}
          empty={t('common.noVisitsFromOther')}
          columns={[
            { title: t('statistics.col.site'), cell: (r) => <span className="url">{r.host}</span> },
            { title: t('statistics.col.kind'), cell: (r) => t(REFERRER_KINDS[r.kind]) },
            { title: t('statistics.pageViews2'), cell: (r) => number.format(r.pageviews), numeric: true },
          ]}
        />
        <section className="stats-card" aria-labelledby="sources-title" data-report="sources">
          <h2 id="sources-title">{t('statistics.whereVisitsCameFrom')}</h2>
          {report ? (
            <dl className="facts">
              {(Object.keys(REFERRER_KINDS) as (keyof typeof REFERRER_KINDS)[]).map((kind) => (
                <div key={kind} className="stats-fact">
                  <dt>{t(REFERRER_KINDS[kind])}</dt>
                  <dd>{t('statistics.pageViews3', { value: number.format(report.referrers.byKind[kind]) })}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Loading label={t('statistics.loadingSources')} />
          )}
        </section>
        <TopTable
          id="campaigns"
          title={t('statistics.campaigns')}
          rows={report?.campaigns.campaigns}
          empty={t('common.noVisitsWithCampaign')}
          columns={[
            { title: t('statistics.col.campaign'), cell: (r) => r.campaign || t('statistics.none') },
            { title: t('statistics.col.source'), cell: (r) => r.source || t('statistics.none') },
            { title: t('statistics.col.medium'), cell: (r) => r.medium || t('statistics.none') },
            { title: t('statistics.pageViews2'), cell: (r) => number.format(r.pageviews), numeric: true },
          ]}
        />
        <TopTable
          id="outbound-links"
          title={t('statistics.outboundLinks')}
          rows={report?.links.links}
          empty={t('common.noClicksOnLinks')}
          columns={[
            { title: t('statistics.col.link'), cell: (r) => <span className="url">{r.url}</span> },
            { title: t('statistics.col.clicks'), cell: (r) => number.format(r.clicks), numeric: true },
          ]}
        />
        <TopTable
          id="downloads"
          title={t('statistics.downloads')}
          rows={report?.downloads.downloads}
          empty={t('common.noDownloadsInThis')}
          columns={[
            { title: t('statistics.col.file'), cell: (r) => <span className="url">{r.fileName || r.url}</span> },
            { title: t('statistics.downloads'), cell: (r) => number.format(r.downloads), numeric: true },
          ]}
        />
        <TopTable
          id="online"
          title={t('statistics.onlineNow2')}
          rows={online.data?.pages}
          empty={t('common.nobodyIsOnYour')}
          columns={[
            { title: t('statistics.col.page'), cell: (r) => <span className="url">{r.path}</span> },
            { title: t('statistics.col.visitors'), cell: (r) => number.format(r.visitors), numeric: true },
          ]}
        />
      </div>

      <section aria-labelledby="tracker-title">
        <h2 id="tracker-title">{t('statistics.trackerSnippet')}</h2>
        <TrackerSnippet />
      </section>
      <section aria-labelledby="keys-title">
        <h2 id="keys-title">{t('statistics.statsApiKeys')}</h2>
        <StatsKeysPanel />
      </section>
    </div>
  );
}
