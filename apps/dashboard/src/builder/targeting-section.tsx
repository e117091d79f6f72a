/**
 * Who sees the pop-up (spec §3 "Targeting filters", §6): every rule the display service and the loader
 * enforce, and no other: devices, page addresses, countries (decided by the display service from the IP),
 * cookies, page variables, page text, engagement with the account's other pop-ups, membership on the host
 * site, the ad-blocker condition and converted visitors. Rules are written in the record's own
 * "role|:|value" strings, so what is saved is what the loader's targeting chunk reads. A plain-language
 * summary at the top says who will see the pop-up.
 */

import type { PopupSummary } from '@beckon/owner-api';
import type { Targeting } from '@beckon/popup-schema';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT, t as words } from '../i18n/i18n.js';
import { popupQueries } from '../popups/popups-queries.js';
import { errorAt, useBuilder } from './builder-context.js';
import { getIn, type Path } from './draft.js';
import { CheckboxInput, LinesInput, Section, SelectInput, TextInput } from './inputs.js';
import { audienceSummary, countries, countryName } from './why-shown.js';

const T = ['targeting'] as const;
type PairRule = Targeting['cookie_filter'][number];
/** The schema's caps (targeting.ts). */
const MAX_PAIR_RULES = 20;
const MAX_ENGAGEMENT_RULES = 20;
/** Matches listed under the country search: enough to pick from, short enough to read. */
const MAX_MATCHES = 8;

export function TargetingSection({ selfId }: { selfId: string | undefined }) {
  const tr = useT();
  const { draft } = useBuilder();
  const popups = useQuery(popupQueries.list());
  const nameOf = (id: string) => popups.data?.find((p) => p.poptin_id === id)?.name;
  const t = draft.targeting;
  return (
    <Section title={tr('builder.targeting')}>
      <div className="hint" role="status">
        <p>{tr('builder.whoWillSeeThis')}</p>
        <ul>
          {audienceSummary(draft, nameOf).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <SelectInput
        label={tr('builder.devices')}
        path={[...T, 'devices']}
        options={[
          ['all', words('builder.targeting.allDevices')],
          ['desktop', words('builder.targeting.desktopOnly')],
          ['mobile', words('builder.targeting.mobileOnly')],
        ]}
      />
      <LinesInput
        label={tr('builder.showOnlyOnPages')}
        path={[...T, 'url_include']}
        hint={tr('builder.oneRulePerLine')}
      />
      <LinesInput
        label={tr('builder.neverOnPagesWhose')}
        path={[...T, 'url_exclude']}
        hint={tr('builder.oneRulePerLine2')}
      />
      <CountryPicker
        label={tr('builder.showOnlyToVisitors')}
        path={[...T, 'country_include']}
        empty={words('builder.targeting.everyCountry')}
      />
      <CountryPicker
        label={tr('builder.neverToVisitorsIn')}
        path={[...T, 'country_exclude']}
        empty={words('builder.targeting.noCountryExcluded')}
      />
      <PairRulesEditor
        title={tr('builder.cookies')}
        what={tr('builder.cookie')}
        path={[...T, 'cookie_filter']}
        hint={tr('builder.readInTheVisitor')}
      />
      <CheckboxInput
        label={tr('builder.dependOnThePage')}
        path={[...T, 'js_filter', 'display_if_specific_js_active']}
      />
      {t.js_filter.display_if_specific_js_active ? (
        <PairRulesEditor
          title={tr('builder.pageVariables')}
          what={tr('builder.variable')}
          path={[...T, 'js_filter', 'display_if_specific_js']}
          hint={tr('builder.namesMayBeDotted')}
        />
      ) : null}
      <CheckboxInput label={tr('builder.dependOnTextIn')} path={[...T, 'source_code_target_active']} />
      {t.source_code_target_active ? (
        <>
          <SelectInput
            label={tr('builder.pageTextRule')}
            path={[...T, 'source_code_target_role']}
            options={[
              ['show', words('builder.targeting.textShow')],
              ['dont_show', words('builder.targeting.textHide')],
            ]}
          />
          <TextInput label={tr('builder.textInThePage')} path={[...T, 'source_code_target_html']} multiline />
        </>
      ) : null}
      <EngagementEditor selfId={selfId} />
      <CheckboxInput label={tr('builder.dependOnWhetherThe')} path={[...T, 'member_filter', 'active']} />
      {t.member_filter.active ? (
        <>
          <SelectInput
            label={tr('builder.showTo')}
            path={[...T, 'member_filter', 'show']}
            options={[
              ['members', words('builder.targeting.members')],
              ['non_members', words('builder.targeting.nonMembers')],
            ]}
          />
          <TextInput
            label={tr('builder.memberCheckAddressOn')}
            path={[...T, 'member_filter', 'url']}
            hint={tr('builder.targeting.memberHint')}
          />
        </>
      ) : null}
      <CheckboxInput label={tr('builder.stopShowingToVisitors')} path={['stop_showing_to_converted_users']} />
      <SelectInput
        label={tr('builder.visitorsWithAnAd')}
        path={['display_if_adblock_active']}
        options={[
          ['no', words('builder.targeting.everyone')],
          ['yes', words('builder.targeting.adBlock')],
        ]}
      />
    </Section>
  );
}

/** A searchable multi-select of countries, named by Intl.DisplayNames; writes two-letter codes. */
function CountryPicker({ label, path, empty }: { label: string; path: Path; empty: string }) {
  const tr = useT();
  const { draft, set, errors } = useBuilder();
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = (getIn(draft, path) as string[] | undefined) ?? [];
  const error = errorAt(errors, path);
  const q = query.trim().toLowerCase();
  const matches = q
    ? countries().filter(
        (c) => !chosen.includes(c.code) && (c.name.toLowerCase().includes(q) || c.code.toLowerCase() === q),
      )
    : [];
  const add = (code: string) => {
    set(path, [...chosen, code]);
    setQuery('');
  };
  return (
    <fieldset className="field">
      <legend>{label}</legend>
      {chosen.length === 0 ? (
        <p className="hint">{empty}</p>
      ) : (
        <ul className="chips" aria-label={words('builder.rules.chosen', { label })}>
          {chosen.map((code) => (
            <li key={code}>
              {countryName(code)} ({code}){' '}
              <button
                type="button"
                aria-label={words('builder.remove2', { value: countryName(code) })}
                onClick={() =>
                  set(
                    path,
                    chosen.filter((c) => c !== code),
                  )
                }
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={id}>{tr('builder.findACountry')}</label>
      <input
        id={id}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          // Enter adds the first match rather than submitting the builder's form.
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (matches[0]) add(matches[0].code);
        }}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
      />
      {q ? (
        matches.length ? (
          <ul className="matches">
            {matches.slice(0, MAX_MATCHES).map((c) => (
              <li key={c.code}>
                <button type="button" onClick={() => add(c.code)}>
                  {tr('builder.add2', { name: c.name, code: c.code })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hint">{tr('builder.noCountryMatches', { query })}</p>
        )
      ) : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const CONDITIONS = () =>
  [
    ['exists', words('builder.condition.exists')],
    ['not_exists', words('builder.condition.notExists')],
    ['equals', words('builder.condition.equals')],
    ['not_equals', words('builder.condition.notEquals')],
    ['contains', words('builder.condition.contains')],
    ['not_contains', words('builder.condition.notContains')],
  ] as const;

/** "role|:|value" halves of a pair (the loader's splitPair; a pair without separator is a bare role). */
function halves(pair: string): [string, string] {
  const i = pair.indexOf('|:|');
  return i < 0 ? [pair, ''] : [pair.slice(0, i), pair.slice(i + 3)];
}

/** Cookie and page-variable rules: show/hide when a named (or name-containing) value meets a condition. */
function PairRulesEditor({ title, what, path, hint }: { title: string; what: string; path: Path; hint: string }) {
  const tr = useT();
  const { draft, set, errors } = useBuilder();
  const rules = (getIn(draft, path) as PairRule[] | undefined) ?? [];
  const write = (next: PairRule[]) => set(path, next);
  const update = (i: number, part: Partial<PairRule>) => write(rules.map((r, j) => (j === i ? { ...r, ...part } : r)));
  return (
    <fieldset className="field">
      <legend>{title}</legend>
      <p className="hint">{hint}</p>
      {rules.length === 0 ? <p className="hint">{tr('builder.noRules', { what })}</p> : null}
      <ol className="blocks">
        {rules.map((rule, i) => {
          const [nameRole, name] = halves(rule.name);
          const [valueRole, value] = halves(rule.value);
          const needsValue = !valueRole.endsWith('exists');
          const n = words('builder.rules.rule', { what, n: i + 1 });
          const error = errorAt(errors, [...path, i, 'name']) ?? errorAt(errors, [...path, i, 'value']);
          return (
            // Rules have no ids; position is their identity while editing.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={i} className="block" aria-label={n}>
              <div className="grid-2">
                <RuleSelect
                  label={words('builder.rules.action', { rule: n })}
                  value={halves(rule.show)[0] === 'hide' ? 'hide' : 'show'}
                  options={[
                    ['show', words('builder.targeting.showWhen')],
                    ['hide', words('builder.targeting.hideWhen')],
                  ]}
                  onChange={(v) => update(i, { show: v })}
                />
                <RuleSelect
                  label={words('builder.rules.nameMatch', { rule: n })}
                  value={nameRole === 'contains' ? 'contains' : 'exact'}
                  options={[
                    ['exact', words('builder.rules.named', { what })],
                    ['contains', words('builder.rules.nameContains', { what })],
                  ]}
                  onChange={(v) => update(i, { name: `${v}|:|${name}` })}
                />
                <RuleText
                  label={words('builder.rules.name', { rule: n })}
                  value={name}
                  onChange={(v) => update(i, { name: `${nameRole === 'contains' ? 'contains' : 'exact'}|:|${v}` })}
                />
                <RuleSelect
                  label={words('builder.rules.condition', { rule: n })}
                  value={valueRole}
                  options={CONDITIONS()}
                  onChange={(v) => update(i, { value: v.endsWith('exists') ? v : `${v}|:|${value}` })}
                />
                {needsValue ? (
                  <RuleText
                    label={words('builder.rules.value', { rule: n })}
                    value={value}
                    onChange={(v) => update(i, { value: `${valueRole}|:|${v}` })}
                  />
                ) : null}
              </div>
              {error ? <p className="field-error">{error}</p> : null}
              {name.trim() === '' ? <p className="hint">{tr('builder.nameTheARule', { what })}</p> : null}
              <button type="button" className="danger" onClick={() => write(rules.filter((_, j) => j !== i))}>
                {tr('builder.remove', { n })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={rules.length >= MAX_PAIR_RULES}
        onClick={() => write([...rules, { name: 'exact|:|', value: 'exists', show: 'show' }])}
      >
        {tr('builder.addARule', { what })}
      </button>
    </fieldset>
  );
}

function RuleSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange(v: string): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function RuleText({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

const STATES = () =>
  [
    ['seen_poptin', words('builder.state.seen')],
    ['not_seen', words('builder.state.notSeen')],
    ['closed', words('builder.state.closed')],
    ['converted', words('builder.state.converted')],
  ] as const;

/** Engagement rules "show|seen_poptin|not_embedded|{id or any}" over the account's other pop-ups. */
function EngagementEditor({ selfId }: { selfId: string | undefined }) {
  const tr = useT();
  const { draft, set } = useBuilder();
  const popups = useQuery(popupQueries.list());
  const path = [...T, 'engagement_with_other_poptin_filter'] as const;
  const rules = draft.targeting.engagement_with_other_poptin_filter;
  const others: PopupSummary[] = (popups.data ?? []).filter((p) => p.poptin_id !== selfId);
  const kindOf = (id: string) =>
    others.find((p) => p.poptin_id === id)?.poptin_type === 'embedded' ? 'embedded' : 'not_embedded';
  const write = (next: string[]) => set(path, next);
  const update = (i: number, parts: string[]) => write(rules.map((r, j) => (j === i ? parts.join('|') : r)));
  return (
    <fieldset className="field">
      <legend>{tr('builder.engagementWithYourOther')}</legend>
      {rules.length === 0 ? <p className="hint">{tr('builder.noEngagementRules')}</p> : null}
      <ol className="blocks">
        {rules.map((rule, i) => {
          const [action = 'show', state = 'seen_poptin', kind = 'not_embedded', target = 'any'] = rule.split('|');
          const n = words('builder.rules.engagement', { n: i + 1 });
          const targets: [string, string][] = [
            ['any', words('builder.rules.anyOther')],
            ...others.map((p) => [p.poptin_id, p.name] as [string, string]),
          ];
          if (!targets.some(([id]) => id === target))
            targets.push([target, words('builder.rules.popUpId', { id: target })]);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rules have no ids; position is their identity
            <li key={i} className="block" aria-label={n}>
              <div className="grid-2">
                <RuleSelect
                  label={words('builder.rules.action', { rule: n })}
                  value={action}
                  options={[
                    ['show', words('builder.targeting.showWhenVisitor')],
                    ['hide', words('builder.targeting.hideWhenVisitor')],
                  ]}
                  onChange={(v) => update(i, [v, state, kind, target])}
                />
                <RuleSelect
                  label={words('builder.rules.did', { rule: n })}
                  value={state}
                  options={STATES()}
                  onChange={(v) => update(i, [action, v, kind, target])}
                />
                <RuleSelect
                  label={words('builder.rules.which', { rule: n })}
                  value={target}
                  options={targets}
                  // A named pop-up's kind is its own: the loader ignores a rule naming it with the other kind.
                  onChange={(v) => update(i, [action, state, v === 'any' ? kind : kindOf(v), v])}
                />
                {target === 'any' ? (
                  <RuleSelect
                    label={words('builder.rules.kind', { rule: n })}
                    value={kind}
                    options={[
                      ['not_embedded', words('builder.rules.notEmbedded')],
                      ['embedded', words('builder.rules.embedded')],
                    ]}
                    onChange={(v) => update(i, [action, state, v, target])}
                  />
                ) : null}
              </div>
              <button type="button" className="danger" onClick={() => write(rules.filter((_, j) => j !== i))}>
                {tr('builder.remove2', { value: n.toLowerCase() })}
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        disabled={rules.length >= MAX_ENGAGEMENT_RULES}
        onClick={() => write([...rules, 'show|seen_poptin|not_embedded|any'])}
      >
        {tr('builder.addAnEngagementRule')}
      </button>
    </fieldset>
  );
}
