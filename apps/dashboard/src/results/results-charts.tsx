/**
 * The results charts (recharts, in this lazy chunk only): per-day lines and
 * per-pop-up bars. They repeat the tables' figures visually, so they are
 * hidden from assistive technology and not focusable; the tables are the
 * accessible form of the same data.
 */

import type { ResultDay, ResultRow } from '@beckon/owner-api';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const COLORS = { views: '#1d4ed8', closes: '#92400e', conversions: '#047857' };

export function DailyChart({ days }: { days: ResultDay[] }) {
  return (
    <div className="chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <LineChart data={days} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="views" stroke={COLORS.views} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="closes" stroke={COLORS.closes} dot={false} isAnimationActive={false} />
          <Line
            type="monotone"
            dataKey="conversions"
            stroke={COLORS.conversions}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function PopupChart({ rows }: { rows: ResultRow[] }) {
  return (
    <div className="chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="views" fill={COLORS.views} isAnimationActive={false} />
          <Bar dataKey="conversions" fill={COLORS.conversions} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
