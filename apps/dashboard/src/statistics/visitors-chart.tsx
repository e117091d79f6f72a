/**
 * Visitors and page views per day drawn with uPlot (the dashboard's one chart library: small, and a canvas
 * however long the range), with the previous period's visitors as a dashed line on the same days. The
 * canvas repeats the table beside it, so it is hidden from assistive technology; the legend is ours, as
 * text, so it keeps AA contrast and needs no uPlot table markup.
 */
import type { VisitorsReport } from '@beckon/owner-api';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { COUNT_STEPS } from '../charts/axes.js';
import { ChartLegend, type LegendEntry } from '../charts/chart-legend.js';
import { type PlotOptions, usePlot } from '../charts/plot.js';

const SERIES: readonly LegendEntry[] = [
  { label: 'statistics.col.visitors', color: '#1d4ed8' },
  { label: 'statistics.pageViews2', color: '#047857' },
  { label: 'statistics.visitorsPreviousPeriod', color: '#6e7781', dash: [6, 4] },
];

const HEIGHT = 280;

const OPTIONS: PlotOptions = {
  height: HEIGHT,
  // The reports count UTC days: label them as such whatever the owner's time zone.
  tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
  legend: { show: false },
  cursor: { drag: { x: false, y: false } },
  scales: { x: { time: true } },
  axes: [{ stroke: '#3d444d' }, { stroke: '#3d444d', incrs: [...COUNT_STEPS] }],
  series: [
    {},
    ...SERIES.map((s) => ({ label: s.label, stroke: s.color, width: 2, ...(s.dash ? { dash: [...s.dash] } : {}) })),
  ],
};

function chartData(current: VisitorsReport, previous: VisitorsReport | undefined): uPlot.AlignedData {
  const xs = current.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
  return [
    xs,
    current.days.map((d) => d.visitors),
    current.days.map((d) => d.pageviews),
    current.days.map((_, i) => previous?.days[i]?.visitors ?? null),
  ];
}

export function VisitorsChart({ current, previous }: { current: VisitorsReport; previous?: VisitorsReport }) {
  // Redrawn only when the figures change: the screen re-renders as each of its other reports arrives.
  const data = useMemo(() => chartData(current, previous), [current, previous]);
  const box = usePlot(OPTIONS, data);
  return (
    <figure className="stats-chart">
      <div ref={box} className="chart-canvas stats-chart-canvas" aria-hidden="true" data-points={current.days.length} />
      <figcaption>
        <ChartLegend entries={SERIES.filter((s) => previous !== undefined || s.dash === undefined)} />
      </figcaption>
    </figure>
  );
}
