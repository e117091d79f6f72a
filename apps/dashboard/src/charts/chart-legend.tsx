/**
 * A chart's legend as text under it: each series' name (a message id, in the person's language) beside a
 * swatch of its colour (a line, or a bar's square).
 */
import { type MessageId, useT } from '../i18n/i18n.js';

export interface LegendEntry {
  label: MessageId;
  color: string;
  /** Dashed lines get a dashed swatch. */
  dash?: readonly number[];
  bar?: boolean;
}

function swatchStyle(entry: LegendEntry) {
  if (entry.bar) return { background: entry.color };
  return { borderTopColor: entry.color, borderTopStyle: entry.dash ? 'dashed' : 'solid' } as const;
}

export function ChartLegend({ entries }: { entries: readonly LegendEntry[] }) {
  const t = useT();
  return (
    <ul className="chart-legend">
      {entries.map((entry) => (
        <li key={entry.label}>
          <span className={entry.bar ? 'chart-swatch chart-swatch-bar' : 'chart-swatch'} style={swatchStyle(entry)} />
          {t(entry.label)}
        </li>
      ))}
    </ul>
  );
}
