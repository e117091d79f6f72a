/** The store lists' (reports, orders) period choice. */
import { STORE_REPORT_PERIODS, type StoreReportPeriod } from '@beckon/owner-api/store-reports';
import { type MessageId, useT } from '../i18n/i18n.js';

const PERIOD_LABELS: Readonly<Record<StoreReportPeriod, MessageId>> = {
  '7d': 'storeReports.period7',
  '30d': 'storeReports.period30',
  '90d': 'storeReports.period90',
  all: 'storeReports.periodAll',
};

export function StorePeriodField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StoreReportPeriod;
  onChange: (period: StoreReportPeriod) => void;
}) {
  const t = useT();
  return (
    <div className="field">
      <label htmlFor={id}>{t('storeReports.period')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as StoreReportPeriod)}>
        {STORE_REPORT_PERIODS.map((p) => (
          <option key={p} value={p}>
            {t(PERIOD_LABELS[p])}
          </option>
        ))}
      </select>
    </div>
  );
}
