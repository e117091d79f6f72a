/**
 * When the pop-up shows: triggers (spec §3 "Trigger settings") and the display
 * frequency rule d_f_r (`{audience}@{rule}`, edited as two selects and a
 * number). Targeting is in targeting-section.tsx.
 */
import { useId } from 'react';
import { useT, t as words } from '../i18n/i18n.js';
import { useBuilder } from './builder-context.js';
import { CartTriggerFields } from './cart-trigger-fields.js';
import { CheckboxInput, NullableNumberInput, Section, SelectInput } from './inputs.js';
import { LauncherSnippets } from './launch-snippets.js';

const T = ['triggers'] as const;

export function TriggersSection() {
  const t = useT();
  const { draft } = useBuilder();
  return (
    <Section title={t('builder.triggers')}>
      <NullableNumberInput
        label={t('builder.afterADelay')}
        path={[...T, 'display_after_sec_active']}
        unit="seconds"
        onValue={5}
      />
      <SelectInput
        label={t('builder.delayCountedOn')}
        path={[...T, 'display_after_sec_active_on']}
        options={[
          ['page', words('builder.rules.thisPage')],
          ['website', words('builder.rules.wholeVisit')],
        ]}
      />
      <NullableNumberInput
        label={t('builder.afterScrolling')}
        path={[...T, 'display_after_scroll_active']}
        unit="percent of the page"
        onValue={50}
      />
      <NullableNumberInput
        label={t('builder.afterClicks')}
        path={[...T, 'display_after_page_click_number_active']}
        unit="clicks"
        onValue={3}
      />
      <NullableNumberInput
        label={t('builder.afterPagesVisited')}
        path={[...T, 'display_after_visit_page_active']}
        unit="pages"
        onValue={2}
      />
      <NullableNumberInput
        label={t('builder.afterInactivity')}
        path={[...T, 'display_after_inactive_seconds_active']}
        unit="seconds"
        onValue={30}
      />
      <CheckboxInput label={t('builder.whenTheVisitorIs')} path={[...T, 'display_after_exit_website_active']} />
      <CartTriggerFields />
      <CheckboxInput label={t('builder.onlyWhenALauncher')} path={[...T, 'on_click']} />
      {draft.triggers.on_click ? <LauncherSnippets /> : null}
    </Section>
  );
}

const RULES = () =>
  [
    ['display_everytime_everypage', words('builder.rules.everyView')],
    ['display_everytime_everypage_N', words('builder.rules.everyViewN')],
    ['display_once', words('builder.rules.once')],
    ['display_once_a_day', words('builder.rules.onceADay')],
    ['display_once_per_visit', words('builder.rules.oncePerVisit')],
    ['display_every_N_visits', words('builder.rules.everyNVisits')],
    ['display_every_N_days', words('builder.rules.afterNDays')],
  ] as const;

const COUNTED: readonly [RegExp, string][] = [
  [/^display_everytime_everypage_(\d*)$/, 'display_everytime_everypage_N'],
  [/^display_every_(\d*)_visits$/, 'display_every_N_visits'],
  [/^display_every_(\d*)_days$/, 'display_every_N_days'],
];

/** Splits d_f_r into audience, rule pattern (with N) and N. */
function parseRule(dfr: string): { audience: string; pattern: string; n: string } {
  const [audience = 'all', rule = ''] = dfr.split('@');
  for (const [re, pattern] of COUNTED) {
    const match = re.exec(rule);
    if (match) return { audience, pattern, n: match[1] ?? '' };
  }
  return { audience, pattern: rule, n: '' };
}

export function FrequencySection() {
  const t = useT();
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const { audience, pattern, n } = parseRule(draft.d_f_r);
  const write = (a: string, p: string, count: string) => set(['d_f_r'], `${a}@${p.replace('N', count)}`);
  const error = errors.d_f_r;
  const needsN = pattern.includes('N');
  const invalid = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <Section title={t('builder.frequency')}>
      <div className="grid-2">
        <div className="field">
          <label htmlFor={`${id}-a`}>{t('builder.visitors')}</label>
          <select id={`${id}-a`} value={audience} onChange={(e) => write(e.target.value, pattern, n)} {...invalid}>
            <option value="all">{t('builder.allVisitors')}</option>
            <option value="new">{t('builder.newVisitors')}</option>
            <option value="returning">{t('builder.returningVisitors')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-r`}>{t('builder.howOften')}</label>
          <select
            id={`${id}-r`}
            value={pattern}
            onChange={(e) => write(audience, e.target.value, n || '3')}
            {...invalid}
          >
            {RULES().map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      {needsN ? (
        <div className="field">
          <label htmlFor={`${id}-n`}>N</label>
          <input
            id={`${id}-n`}
            type="number"
            min={1}
            value={n}
            onChange={(e) => write(audience, pattern, e.target.value)}
            {...invalid}
          />
        </div>
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </Section>
  );
}
