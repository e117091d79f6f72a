/**
 * Visitors and page views per day drawn with uPlot (this lazy chunk only:
 * about 20 KB gzip, against recharts' 100), with the previous period's
 * visitors as a dashed line on the same days. The canvas repeats the table
 * beside it, so it is hidden from assistive technology; the legend is ours,
 * as text, so it keeps AA contrast and needs no uPlot table markup.
 */
import type { VisitorsReport } from '@beckon/owner-api';
import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';

const SERIES = [
  { label: 'Visitors', color: '#1d4ed8', dash: undefined },
  { label: 'Page views', color: '#047857', dash: undefined },
  { label: 'Visitors, previous period', color: '#6e7781', dash: [6, 4] },
] as const;

const HEIGHT = 280;

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
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // Redrawn only when the figures change: the screen re-renders as each of its other reports arrives.
  const data = useMemo(() => chartData(current, previous), [current, previous]);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height: HEIGHT,
      // The reports count UTC days: label them as such whatever the owner's time zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      axes: [{ stroke: '#3d444d' }, { stroke: '#3d444d', incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] }],
      series: [
        {},
        ...SERIES.map((s) => ({ label: s.label, stroke: s.color, width: 2, ...(s.dash ? { dash: [...s.dash] } : {}) })),
      ],
    };
    // Empty until the effect below gives it the figures (and every later set of them).
    plot.current = new uPlot(opts, [[], [], [], []], el);
    const resize = new ResizeObserver(() => {
      plot.current?.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
  }, []);

  useEffect(() => {
    plot.current?.setData(data);
  }, [data]);

  return (
    <figure className="stats-chart">
      <div ref={box} className="stats-chart-canvas" aria-hidden="true" data-points={current.days.length} />
      <figcaption>
        <ul className="stats-legend">
          {SERIES.filter((s) => previous !== undefined || s.dash === undefined).map((s) => (
            <li key={s.label}>
              <span
                className="stats-swatch"
                style={{ borderTopColor: s.color, borderTopStyle: s.dash ? 'dashed' : 'solid' }}
              />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
