/**
 * The results charts (uPlot, in this lazy chunk only): per-day lines and per-pop-up bars, with the hovered
 * day's or pop-up's figures beside the pointer. They repeat the tables' figures visually, so they are
 * hidden from assistive technology and not focusable; the tables are the accessible form of the same data.
 */
import type { ResultDay, ResultRow } from '@beckon/owner-api';
import { useMemo } from 'react';
import uPlot from 'uplot';
import { categoryAxis, countAxis } from '../charts/axes.js';
import { ChartLegend, type LegendEntry } from '../charts/chart-legend.js';
import { ChartReadout, useHover } from '../charts/chart-readout.js';
import { type PlotOptions, usePlot } from '../charts/plot.js';

const COLORS = { views: '#1d4ed8', closes: '#92400e', conversions: '#047857' };
const HEIGHT = 260;

type Figure = 'views' | 'closes' | 'conversions';
interface Series extends LegendEntry {
  key: Figure;
  /** A bar's side of its item: views left, conversions right. */
  align?: -1 | 1;
}

const DAY_SERIES: readonly Series[] = [
  { key: 'views', label: 'results.views', color: COLORS.views },
  { key: 'closes', label: 'results.closes', color: COLORS.closes },
  { key: 'conversions', label: 'results.conversions', color: COLORS.conversions },
];
const POPUP_SERIES: readonly Series[] = [
  { key: 'views', label: 'results.views', color: COLORS.views, bar: true, align: -1 },
  { key: 'conversions', label: 'results.conversions', color: COLORS.conversions, bar: true, align: 1 },
];

function seriesOptions(s: Series): uPlot.Series {
  if (s.bar)
    return {
      label: s.label,
      stroke: s.color,
      fill: s.color,
      width: 0,
      paths: uPlot.paths.bars?.({ size: [0.4, Number.POSITIVE_INFINITY], align: s.align }),
      points: { show: false },
    };
  // Monotone curves through the points, as before; no dots.
  return { label: s.label, stroke: s.color, width: 2, paths: uPlot.paths.spline?.(), points: { show: false } };
}

/** Items at x = 0, 1, 2 …, named on the x axis; counts from zero on the y axis; bars fill their item's slot. */
function chartOptions(labels: readonly string[], series: readonly Series[], follow: (u: uPlot) => void): PlotOptions {
  const bars = series.some((s) => s.bar);
  return {
    height: HEIGHT,
    legend: { show: false },
    // The readout names the hovered item: no crosshair across the plot, and no hover dots on bars.
    cursor: { drag: { x: false, y: false }, x: !bars, y: false, ...(bars ? { points: { show: false } } : {}) },
    scales: {
      x: { time: false, ...(bars ? { range: (_u, min, max) => [min - 0.5, max + 0.5] } : {}) },
      y: { range: { min: { soft: 0, mode: 1 }, max: { pad: 0.1, soft: 1, mode: 3 } } },
    },
    axes: [
      { ...categoryAxis(labels), grid: { stroke: '#d0d7de', dash: [3, 3] } },
      { ...countAxis(), grid: { stroke: '#d0d7de', dash: [3, 3] } },
    ],
    series: [{}, ...series.map(seriesOptions)],
    hooks: { setCursor: [follow] },
  };
}

function CategoryChart<T extends Record<Figure, number>>({
  items,
  labels,
  series,
}: {
  items: readonly T[];
  labels: readonly string[];
  series: readonly Series[];
}) {
  const [hover, follow] = useHover();
  const options = useMemo(() => chartOptions(labels, series, follow), [labels, series, follow]);
  const data = useMemo<uPlot.AlignedData>(
    () => [items.map((_, i) => i), ...series.map((s) => items.map((item) => item[s.key]))],
    [items, series],
  );
  const box = usePlot(options, data);
  const item = hover ? items[hover.idx] : undefined;
  return (
    <div className="chart" aria-hidden="true">
      <div className="chart-plot">
        <div ref={box} className="chart-canvas" style={{ minHeight: HEIGHT }} />
        {hover && item ? (
          <ChartReadout
            hover={hover}
            title={labels[hover.idx] ?? ''}
            entries={series}
            values={series.map((s) => item[s.key])}
          />
        ) : null}
      </div>
      <ChartLegend entries={series} />
    </div>
  );
}

export function DailyChart({ days }: { days: ResultDay[] }) {
  const labels = useMemo(() => days.map((d) => d.day), [days]);
  return <CategoryChart items={days} labels={labels} series={DAY_SERIES} />;
}

export function PopupChart({ rows }: { rows: ResultRow[] }) {
  const labels = useMemo(() => rows.map((r) => r.name), [rows]);
  return <CategoryChart items={rows} labels={labels} series={POPUP_SERIES} />;
}
