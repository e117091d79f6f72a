import { useT } from '../i18n/i18n.js';
/**
 * The From and To date inputs of a date-range filter. When the range is
 * invalid both fields are marked and point at the message that says why
 * (rendered by the screen under its filters, with id `errorId`).
 */
export interface DayRangeValue {
  from: string;
  to: string;
}

export function DateRangeFields({
  idPrefix,
  range,
  invalid,
  errorId,
  onChange,
}: {
  idPrefix: string;
  range: DayRangeValue;
  invalid: boolean;
  errorId: string;
  onChange: (next: DayRangeValue) => void;
}) {
  const t = useT();
  const marks = invalid ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-from`}>{t('leads.from')}</label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={range.from}
          {...marks}
          onChange={(e) => onChange({ ...range, from: e.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-to`}>{t('leads.to')}</label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={range.to}
          {...marks}
          onChange={(e) => onChange({ ...range, to: e.target.value })}
        />
      </div>
    </>
  );
}
