/**
 * "Why is this pop-up shown here?": the draft's targeting, frequency and trigger settings
 * checked against a visitor the owner describes, rule by rule, with the very decisions the display
 * service and the loader make (imported from their packages, never re-written here), so the answer is
 * the one a real visit would get. Pure: the owner's inputs in, a list of verdicts out.
 */

import {
  inCountries,
  type PopupInput,
  type PopupSchedule,
  type Targeting,
  type TrafficTargeting,
} from '@beckon/popup-schema';
import { scheduleAllows } from '@beckon/popup-schema/schedule-decision';
import { trafficAllows } from '@beckon/popup-schema/traffic-decision';
import { classifyVisit } from '@beckon/popup-schema/traffic-source';
import { wallClockAt } from '@beckon/popup-schema/wall-clock';
import { type FrequencyState, parseRule, shouldDisplay } from '@beckon/widget/loader/frequency-rules';
import { readCookies } from '@beckon/widget/loader/storage';
import { adBlockHolds } from '@beckon/widget/loader/targeting/ad-blocker';
import { engagementRuleHolds, type Marks } from '@beckon/widget/loader/targeting/engagement';
import { jsFilterHolds } from '@beckon/widget/loader/targeting/js-filter';
import { memberHolds } from '@beckon/widget/loader/targeting/membership';
import { type PairRule, pairRuleHolds, splitPair } from '@beckon/widget/loader/targeting/pair-rule';
import { sourceCodeHolds } from '@beckon/widget/loader/targeting/source-code';
import { matchesTargeting } from '@beckon/widget/loader/targeting-rules';
import { visitCountFires } from '@beckon/widget/loader/triggers/visit-count';
import { formatDateTimeIn } from '../components/dates.js';
import { t as words } from '../i18n/i18n.js';
import { intlLocale } from '../i18n/intl-locale.js';

// ---- countries (names from Intl.DisplayNames: no data file of our own) ----

const regionNames = (() => {
  const byLocale = new Map<string, Intl.DisplayNames>();
  return () => {
    const tag = intlLocale();
    let names = byLocale.get(tag);
    if (!names) {
      names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
      byLocale.set(tag, names);
    }
    return names;
  };
})();
/** Two-letter codes Intl names that are groupings or reserved, not a country a visitor's IP is placed in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

export function countryName(code: string): string {
  try {
    return regionNames().of(code) ?? code;
  } catch {
    return code;
  }
}

const countriesByLocale = new Map<string, readonly { code: string; name: string }[]>();

/** Every ISO 3166 two-letter code the runtime has a name for, by name in the dashboard's language. */
export function countries(): readonly { code: string; name: string }[] {
  const tag = intlLocale();
  const known = countriesByLocale.get(tag);
  if (known) return known;
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = countryName(code);
      if (name !== code && !NOT_COUNTRIES.has(code)) out.push({ code, name });
    }
  }
  out.sort((x, y) => x.name.localeCompare(y.name, tag));
  countriesByLocale.set(tag, out);
  return out;
}

// ---- the explainer ----

/** What the owner says about the visit to check. */
export interface Visit {
  url: string;
  isMobile: boolean;
  /** Two-letter code, or '' when the country is unknown. */
  country: string;
  returning: boolean;
  /** Pages seen so far in this visit, this one included. */
  pagesThisVisit: number;
  /** The page's cookies as `name=value; name=value`. */
  cookies: string;
  /** The page's global variables as a JSON object ('' for none). */
  variables: string;
  /** The page's HTML source, or '' when not given. */
  pageSource: string;
  member: boolean;
  adBlocker: boolean;
  /** What this visitor did with the account's other pop-ups. */
  others: 'none' | 'seen' | 'closed' | 'converted';
  /** What this visitor already did with this pop-up, earlier in this visit ('none': not seen it). */
  self: 'none' | 'seen' | 'closed' | 'converted';
  /** The site the visit came from ('' for none: typed, bookmarked or an app). */
  referrer: string;
  /** When the visit happens (ms since the epoch); null = now. */
  at: number | null;
}

export const DEFAULT_VISIT: Visit = {
  url: 'https://',
  isMobile: false,
  country: '',
  returning: false,
  pagesThisVisit: 1,
  cookies: '',
  variables: '',
  pageSource: '',
  member: false,
  adBlocker: false,
  others: 'none',
  self: 'none',
  referrer: '',
  at: null,
};

/** The visitor's history with this pop-up, as the summary and the checks word it. */
const selfWords = (self: Visit['self']) => words('builder.why.self', { self });

/** Why the display frequency does not show the pop-up again to a visitor who saw it (`kind` and `n` from parseRule). */
function notAgainReason(p: PopupInput, self: Visit['self'], kind: string, n: number): string {
  if (self === 'closed') return words('builder.why.closedX');
  if (self === 'converted' && p.stop_showing_to_converted_users) return words('builder.why.convertedStop');
  const rule: Record<string, () => string> = {
    '': () => words('builder.why.freq.once'),
    everytime: () => words('builder.why.freq.everytime', { n }),
    a_day: () => words('builder.why.freq.aDay'),
    per_visit: () => words('builder.why.freq.perVisit'),
    visits: () => words('builder.why.freq.visits', { n: n || 1 }),
    days: () => words('builder.why.freq.days', { n: n || 1 }),
  };
  return words('builder.why.notAgain', { rule: (rule[kind] ?? (() => words('builder.why.freq.other')))() });
}

type Verdict = 'pass' | 'fail' | 'unknown';

interface Check {
  rule: string;
  verdict: Verdict;
  reason: string;
}

export interface Explanation {
  /** False when a rule fails; true when none does (some may be unknown). */
  shows: boolean;
  summary: string;
  checks: Check[];
}

const check = (rule: string, ok: boolean, yes: string, no: string): Check => ({
  rule,
  verdict: ok ? 'pass' : 'fail',
  reason: ok ? yes : no,
});

const list = (items: readonly string[]) => items.map((s) => `“${s}”`).join(', ');

/** A pair rule ("exact|:|plan", "equals|:|gold", "show") in words. */
function pairRuleText(rule: PairRule, kind: 'cookie' | 'variable'): string {
  const [nameRole, name] = splitPair(rule.name);
  const [valueRole, value] = splitPair(rule.value);
  const subject = words('builder.why.pairSubject', {
    match: nameRole === 'contains' ? 'contains' : 'exact',
    kind,
    name,
  });
  const condition: Record<string, () => string> = {
    exists: () => words('builder.condition.exists'),
    not_exists: () => words('builder.condition.notExists'),
    equals: () => `${words('builder.condition.equals')} “${value}”`,
    not_equals: () => `${words('builder.condition.notEquals')} “${value}”`,
    contains: () => `${words('builder.condition.contains')} “${value}”`,
    not_contains: () => `${words('builder.condition.notContains')} “${value}”`,
  };
  const verb = words(splitPair(rule.show)[0] === 'hide' ? 'builder.targeting.hideWhen' : 'builder.targeting.showWhen');
  return `${verb} ${subject} ${condition[valueRole]?.() ?? valueRole}`;
}

const STATE_WORDS = {
  seen_poptin: 'builder.state.seen',
  not_seen: 'builder.state.notSeen',
  closed: 'builder.state.closed',
  converted: 'builder.state.converted',
} as const;

/** An engagement rule ("show|seen_poptin|not_embedded|any") in words; `names` maps ids to pop-up names. */
function engagementText(rule: string, names: (id: string) => string | undefined = () => undefined): string {
  const [action, state = '', kind, target = ''] = rule.split('|');
  const which =
    target === 'any'
      ? words('builder.why.anyOther', { kind: kind === 'embedded' ? 'embedded' : 'not_embedded' })
      : `“${names(target) ?? target}”`;
  const stateId = STATE_WORDS[state as keyof typeof STATE_WORDS];
  const verb = words(action === 'hide' ? 'builder.targeting.hideWhenVisitor' : 'builder.targeting.showWhenVisitor');
  return `${verb} ${stateId ? words(stateId) : state} ${which}`;
}

/** The "other pop-ups" the explainer's visitor knows: one of each kind, marked alike. */
const OTHERS = [
  { id: 'other-pop-up', embedded: false },
  { id: 'other-embedded', embedded: true },
];

/** The page's variables, or null when the text is not a JSON object. */
function parseVariables(text: string): object | null {
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function targetingChecks(t: Targeting, v: Visit, selfId: string): Check[] {
  const checks: Check[] = [];
  const input = { isMobile: v.isMobile, url: v.url };
  const none = { ...t, devices: 'all' as const, url_include: [], url_exclude: [] };
  const on = { devices: t.devices, device: v.isMobile ? 'mobile' : 'desktop' };
  checks.push(
    check(
      words('builder.why.rule.devices'),
      matchesTargeting({ ...none, devices: t.devices }, input),
      t.devices === 'all' ? words('builder.why.allDevices') : words('builder.why.devicesFor', on),
      words('builder.why.devicesOnly', on),
    ),
  );
  if (t.url_include.length) {
    const hit = t.url_include.find((s) => matchesTargeting({ ...none, url_include: [s] }, input));
    checks.push(
      check(
        words('builder.why.rule.urlInclude'),
        matchesTargeting({ ...none, url_include: t.url_include }, input),
        words('builder.why.urlHas', { hit: hit ?? '' }),
        words('builder.why.urlHasNone', { list: list(t.url_include) }),
      ),
    );
  }
  if (t.url_exclude.some(Boolean)) {
    const hit = t.url_exclude.find((s) => s && !matchesTargeting({ ...none, url_exclude: [s] }, input));
    checks.push(
      check(
        words('builder.why.rule.urlExclude'),
        !hit,
        words('builder.why.urlHasNone', { list: list(t.url_exclude.filter(Boolean)) }),
        words('builder.why.urlHas', { hit: hit ?? '' }),
      ),
    );
  }
  if (t.country_include.length || t.country_exclude.length) {
    const where = v.country ? `${countryName(v.country)} (${v.country})` : words('builder.why.unknownCountry');
    checks.push(
      check(
        words('builder.why.rule.countries'),
        inCountries(t, v.country),
        words('builder.why.countriesAllow', { where }),
        t.country_exclude.includes(v.country)
          ? words('builder.why.countriesExcluded', { where })
          : words('builder.why.countriesNotChosen', { where, count: t.country_include.length }),
      ),
    );
  }
  if (t.schedule?.active) {
    const at = v.at ?? Date.now();
    const day = words(`builder.day.${WEEKDAYS[wallClockAt(at, t.schedule.time_zone).weekday] ?? 'sun'}`);
    const when = `${day}, ${formatDateTimeIn(at, t.schedule.time_zone)}`;
    const zone = t.schedule.time_zone;
    checks.push(
      check(
        words('builder.why.rule.schedule'),
        scheduleAllows(t.schedule, at),
        words('builder.why.scheduleIn', { when, zone }),
        words('builder.why.scheduleOut', { when, zone }),
      ),
    );
  }
  if (t.traffic_source?.active) {
    const visit = classifyVisit(v.referrer, v.url);
    const from = `${words('builder.why.source', { source: visit.source })}${visit.referrerHost ? ` (${visit.referrerHost})` : ''}`;
    const campaign = visit.utm.campaign;
    checks.push(
      check(
        words('builder.why.rule.traffic'),
        trafficAllows(t.traffic_source, visit),
        words('builder.why.trafficYes', { from }),
        words('builder.why.trafficNo', {
          from: campaign ? words('builder.why.fromCampaign', { from, campaign }) : from,
        }),
      ),
    );
  }
  const holds = (rule: string, ok: boolean, text: string) =>
    check(rule, ok, words('builder.why.holds', { text }), words('builder.why.notHolds', { text }));
  const cookies = readCookies({ cookie: v.cookies.split(/;\s*/).join('; ') });
  for (const rule of t.cookie_filter)
    checks.push(holds(words('builder.why.rule.cookie'), pairRuleHolds(rule, cookies), pairRuleText(rule, 'cookie')));
  if (t.js_filter.display_if_specific_js_active) {
    const root = parseVariables(v.variables);
    for (const rule of t.js_filter.display_if_specific_js) {
      const name = words('builder.why.rule.variable');
      if (root === null)
        checks.push({
          rule: name,
          verdict: 'unknown',
          reason: words('builder.why.variablesNotJson', { example: '{"plan":"gold"}' }),
        });
      else {
        const ok = jsFilterHolds({ display_if_specific_js_active: true, display_if_specific_js: [rule] }, root);
        checks.push(holds(name, ok, pairRuleText(rule, 'variable')));
      }
    }
  }
  const mark = v.others;
  const marks = (): Marks => ({ seen: mark !== 'none', closed: mark === 'closed', converted: mark === 'converted' });
  for (const rule of t.engagement_with_other_poptin_filter.filter((r) => r.trim() !== ''))
    checks.push(
      holds(words('builder.why.rule.others'), engagementRuleHolds(rule, selfId, OTHERS, marks), engagementText(rule)),
    );
  if (t.source_code_target_active && t.source_code_target_html) {
    const page = { want: t.source_code_target_role === 'show' ? 'show' : 'hide', html: t.source_code_target_html };
    const rule = words('builder.why.rule.pageText');
    checks.push(
      v.pageSource === ''
        ? { rule, verdict: 'unknown', reason: words('builder.why.pasteSource') }
        : check(
            rule,
            sourceCodeHolds(t, v.pageSource),
            words('builder.why.pageTextYes', page),
            words('builder.why.pageTextNo', page),
          ),
    );
  }
  if (t.member_filter.active) {
    const who = { who: t.member_filter.show, member: v.member ? 'yes' : 'no' };
    checks.push(
      check(
        words('builder.why.rule.membership'),
        memberHolds(t.member_filter.show, v.member),
        words('builder.why.memberFor', who),
        words('builder.why.memberOnly', who),
      ),
    );
  }
  return checks;
}

/** The cart trigger in words, or null when it is off (the loader arms it only on a store page). */
function cartTriggerLine(t: PopupInput['triggers']): string | null {
  const places = [
    t.shopify_cart_trigger_active ? words('builder.why.cartShopify') : '',
    t.wix_cart_trigger_active ? words('builder.why.cartWix') : '',
  ].filter(Boolean);
  if (places.length === 0) return null;
  const where = new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(places);
  const p = t.shopify_cart_trigger_products;
  const which =
    p === 'any_product' ? words('builder.why.cartAnyProduct') : words('builder.why.cartOneOf', { products: p });
  const a = t.shopify_cart_trigger_action;
  let what: string;
  if (a === 'added_product' || a === 'removed_product') {
    if (p === 'empty_cart')
      what = words(a === 'added_product' ? 'builder.why.cartFirstProduct' : 'builder.why.cartEmptied');
    else what = words(a === 'added_product' ? 'builder.why.cartAdded' : 'builder.why.cartRemoved', { which });
  } else {
    const text = words(a === 'cart_item' ? 'builder.why.cartHoldsItems' : 'builder.why.cartHoldsMoney', {
      compare: t.shopify_cart_trigger_cart_spec_filter,
      value: t.shopify_cart_trigger_cart_spec_value,
    });
    what = p === 'any_product' ? text : words('builder.why.cartOf', { text, products: p });
  }
  return words('builder.why.cartLine', { what, where });
}

function triggerLines(p: PopupInput, v: Visit): Check[] {
  const t = p.triggers;
  const rule = words('builder.why.rule.trigger');
  if (t.on_click) return [{ rule, verdict: 'pass', reason: words('builder.why.onClick') }];
  const lines: string[] = [];
  if (t.display_after_sec_active !== null)
    lines.push(words('builder.why.afterSec', { n: t.display_after_sec_active, where: t.display_after_sec_active_on }));
  if (t.display_after_scroll_active !== null)
    lines.push(words('builder.why.afterScroll', { n: t.display_after_scroll_active }));
  if (t.display_after_page_click_number_active !== null)
    lines.push(words('builder.why.afterClicks', { n: t.display_after_page_click_number_active }));
  if (t.display_after_inactive_seconds_active !== null)
    lines.push(words('builder.why.afterIdle', { n: t.display_after_inactive_seconds_active }));
  if (t.display_after_exit_website_active)
    lines.push(words(v.isMobile ? 'builder.why.exitMobile' : 'builder.why.exitDesktop'));
  const cart = cartTriggerLine(t);
  if (cart) lines.push(cart);
  const n = t.display_after_visit_page_active;
  if (n !== null) {
    // The loader checks the pages-visited trigger once, when the page starts.
    if (visitCountFires(v.pagesThisVisit, n, false, false)) lines.push(words('builder.why.onArrival', { n }));
    else if (lines.length === 0)
      return [{ rule, verdict: 'fail', reason: words('builder.why.waitsPage', { n, page: v.pagesThisVisit }) }];
  }
  return [
    {
      rule,
      verdict: 'pass',
      reason: lines.length ? words('builder.why.firstOf', { lines: lines.join('; ') }) : words('builder.why.onLoad'),
    },
  ];
}

export async function explain(p: PopupInput, v: Visit, selfId = 'this-pop-up'): Promise<Explanation> {
  const checks: Check[] = [
    check(words('builder.why.rule.active'), p.is_active, words('builder.why.activeYes'), words('builder.why.activeNo')),
    ...targetingChecks(p.targeting, v, selfId),
  ];
  const audience = p.d_f_r.split('@')[0] ?? 'all';
  const state: FrequencyState = {
    seen: false,
    closedX: false,
    converted: false,
    shownToday: false,
    shownThisVisit: false,
    shows: 0,
    lastVisit: 0,
    lastAt: 0,
    visit: v.returning ? 2 : 1,
    returning: v.returning,
  };
  const record = {
    ...p,
    poptin_trigger: {
      shown: false,
      convert: false,
      close_trigger: [],
      skip_button_sec_counter: 0,
      poptin_area_flag: false,
    },
  };
  const who = { audience, visitor: v.returning ? 'returning' : 'new' };
  checks.push(
    check(
      words('builder.why.rule.audience'),
      shouldDisplay(record, state, Date.now()),
      audience === 'all' ? words('builder.why.audienceAll', who) : words('builder.why.audienceFor', who),
      words('builder.why.audienceOnly', who),
    ),
  );
  if (v.self !== 'none') {
    // The visitor's earlier time with it: a show a minute ago in this visit, plus the close or lead chosen.
    const now = Date.now();
    const [kind, n] = parseRule(p.d_f_r);
    const after: FrequencyState = {
      ...state,
      seen: true,
      shownToday: true,
      shownThisVisit: true,
      shows: 1,
      lastVisit: state.visit,
      lastAt: now - 60_000,
      closedX: v.self === 'closed',
      converted: v.self === 'converted',
    };
    checks.push(
      check(
        words('builder.why.rule.before'),
        shouldDisplay(record, after, now),
        words('builder.why.againYes', { self: selfWords(v.self) }),
        notAgainReason(p, v.self, kind, n),
      ),
    );
  }
  if (p.display_if_adblock_active === 'yes') {
    checks.push(
      check(
        words('builder.why.rule.adBlock'),
        await adBlockHolds('yes', async () => v.adBlocker),
        words('builder.why.adBlockYes'),
        words('builder.why.adBlockNo'),
      ),
    );
  }
  checks.push(...triggerLines(p, v));
  const failed = checks.find((c) => c.verdict === 'fail');
  const unknown = checks.some((c) => c.verdict === 'unknown');
  const self = selfWords(v.self);
  return {
    shows: !failed,
    summary: failed
      ? words('builder.why.notShown', { rule: failed.rule.toLocaleLowerCase(intlLocale()), reason: failed.reason })
      : unknown
        ? words('builder.why.shownIfUnknown', { self })
        : words('builder.why.shown', { self }),
    checks,
  };
}

/** A schedule in one sentence; days named by Intl in the dashboard's language. */
function scheduleText(s: PopupSchedule): string {
  // 4 January 1970 was a Sunday: the day names' dates, in UTC.
  const dayName = new Intl.DateTimeFormat(intlLocale(), { weekday: 'short', timeZone: 'UTC' });
  const day = (d: (typeof WEEKDAYS)[number]) => dayName.format(Date.UTC(1970, 0, 4 + WEEKDAYS.indexOf(d)));
  const parts = [
    s.start ? words('builder.audience.scheduleFrom', { at: s.start.replace('T', ' ') }) : '',
    s.end ? words('builder.audience.scheduleUntil', { at: s.end.replace('T', ' ') }) : '',
    s.days.length ? words('builder.audience.scheduleOn', { days: s.days.map(day).join(', ') }) : '',
    s.from ? words('builder.audience.scheduleBetween', { from: s.from, to: s.to }) : '',
  ].filter(Boolean);
  return words('builder.audience.schedule', {
    parts: parts.length ? parts.join(', ') : words('builder.audience.scheduleAnyTime'),
    zone: s.time_zone,
  });
}

/** Traffic-source targeting in one sentence. */
function trafficText(t: TrafficTargeting): string {
  const sources = [...t.sources.map((source) => words('builder.why.source', { source })), ...t.referrer_domains];
  const from = sources.length
    ? new Intl.ListFormat(intlLocale(), { type: 'disjunction' }).format(sources)
    : words('builder.audience.anywhere');
  const utm = (
    [
      ['source', t.utm_source],
      ['medium', t.utm_medium],
      ['campaign', t.utm_campaign],
    ] as const
  )
    .filter(([, values]) => values.length)
    .map(([name, values]) => words('builder.audience.utm', { name, values: list(values) }));
  return utm.length
    ? words('builder.audience.trafficUtm', { from, utm: new Intl.ListFormat(intlLocale()).format(utm) })
    : words('builder.audience.traffic', { from });
}

/** The draft's audience in plain sentences, for the top of the targeting section. */
export function audienceSummary(p: PopupInput, names: (id: string) => string | undefined = () => undefined): string[] {
  if (!p.is_active) return [words('builder.audience.off')];
  const rules = p.targeting;
  const out: string[] = [];
  const audience = p.d_f_r.split('@')[0];
  if (audience === 'new') out.push(words('builder.audience.new'));
  if (audience === 'returning') out.push(words('builder.audience.returning'));
  if (rules.devices !== 'all')
    out.push(words(rules.devices === 'mobile' ? 'builder.audience.mobileOnly' : 'builder.audience.desktopOnly'));
  const include = rules.url_include.filter((s) => s.trim() !== '');
  const exclude = rules.url_exclude.filter((s) => s.trim() !== '');
  if (include.length) out.push(words('builder.audience.urlInclude', { list: list(include) }));
  if (exclude.length) out.push(words('builder.audience.urlExclude', { list: list(exclude) }));
  const countries = (codes: string[]) => codes.map(countryName).join(', ');
  if (rules.country_include.length)
    out.push(words('builder.audience.countryInclude', { countries: countries(rules.country_include) }));
  if (rules.country_exclude.length)
    out.push(words('builder.audience.countryExclude', { countries: countries(rules.country_exclude) }));
  if (rules.schedule?.active) out.push(scheduleText(rules.schedule));
  if (rules.traffic_source?.active) out.push(trafficText(rules.traffic_source));
  for (const rule of rules.cookie_filter) out.push(`${pairRuleText(rule, 'cookie')}.`);
  if (rules.js_filter.display_if_specific_js_active)
    for (const rule of rules.js_filter.display_if_specific_js) out.push(`${pairRuleText(rule, 'variable')}.`);
  if (rules.source_code_target_active && rules.source_code_target_html)
    out.push(
      words(rules.source_code_target_role === 'show' ? 'builder.audience.sourceOnly' : 'builder.audience.sourceNever', {
        html: rules.source_code_target_html,
      }),
    );
  for (const rule of rules.engagement_with_other_poptin_filter.filter((r) => r.trim() !== ''))
    out.push(`${engagementText(rule, names)}.`);
  if (rules.member_filter.active)
    out.push(
      rules.member_filter.show === 'members'
        ? words('builder.audience.members', { url: rules.member_filter.url })
        : words('builder.audience.nonMembers', { url: rules.member_filter.url }),
    );
  if (p.display_if_adblock_active === 'yes') out.push(words('builder.audience.adBlock'));
  if (p.stop_showing_to_converted_users) out.push(words('builder.audience.converted'));
  if (out.length === 0 || (out.length === 1 && p.stop_showing_to_converted_users))
    out.unshift(words('builder.audience.everyone'));
  return out;
}
