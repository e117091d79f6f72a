/**
 * The figures of the item under the pointer, shown over a category chart beside the hovered item (on its
 * left past the middle, so it stays inside the chart).
 */
import { useCallback, useState } from 'react';
import type uPlot from 'uplot';
import { useT } from '../i18n/i18n.js';
import type { LegendEntry } from './chart-legend.js';

export interface Hover {
  /** The hovered item's index in the chart's data. */
  idx: number;
  /** Its x in CSS pixels from the plot's box. */
  left: number;
  /** Past the middle of the plot. */
  right: boolean;
}

/** The hovered item, and the uPlot `setCursor` hook that follows it (the same function on every render). */
export function useHover(): [Hover | null, (u: uPlot) => void] {
  const [hover, setHover] = useState<Hover | null>(null);
  const follow = useCallback((u: uPlot) => {
    const idx = u.cursor.idx;
    const x = idx == null ? undefined : u.data[0][idx];
    if (idx == null || x === undefined) {
      setHover(null);
      return;
    }
    const inPlot = u.valToPos(x, 'x');
    const next = { idx, left: u.over.offsetLeft + inPlot, right: inPlot > u.over.clientWidth / 2 };
    setHover((h) => (h && h.idx === next.idx && h.left === next.left && h.right === next.right ? h : next));
  }, []);
  return [hover, follow];
}

export function ChartReadout({
  hover,
  title,
  entries,
  values,
}: {
  hover: Hover;
  title: string;
  entries: readonly LegendEntry[];
  /** Each entry's value at the hovered item, in the same order. */
  values: readonly (number | null | undefined)[];
}) {
  const t = useT();
  const gap = 12;
  const style = hover.right ? { left: hover.left - gap, transform: 'translateX(-100%)' } : { left: hover.left + gap };
  return (
    <ul className="chart-readout" style={style}>
      <li className="chart-readout-title">{title}</li>
      {entries.map((entry, i) => (
        <li key={entry.label}>
          <span className="chart-swatch chart-swatch-bar" style={{ background: entry.color }} /> {t(entry.label)}:{' '}
          {values[i] ?? 0}
        </li>
      ))}
    </ul>
  );
}
