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

// ---- countries (names from Intl.DisplayNames: no data file of our own) ----

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
/** Two-letter codes Intl names that are groupings or reserved, not a country a visitor's IP is placed in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

export function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Every ISO 3166 two-letter code the runtime has a name for, by name. */
export const COUNTRIES: readonly { code: string; name: string }[] = (() => {
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = countryName(code);
      if (name !== code && !NOT_COUNTRIES.has(code)) out.push({ code, name });
    }
  }
  return out.sort((x, y) => x.name.localeCompare(y.name, 'en'));
})();

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
const SELF_WORDS: Record<Visit['self'], string> = {
  none: 'has not seen it yet',
  seen: 'saw it earlier this visit',
  closed: 'closed it with × earlier this visit',
  converted: 'converted on it earlier this visit',
};

/** Why the display frequency does not show the pop-up again to a visitor who saw it (`kind` and `n` from parseRule). */
function notAgainReason(p: PopupInput, self: Visit['self'], kind: string, n: number): string {
  if (self === 'closed') return 'A visitor who closes it with × is not shown it again this visit.';
  if (self === 'converted' && p.stop_showing_to_converted_users)
    return 'Not shown to visitors who already converted on it.';
  const rule: Record<string, string> = {
    '': 'Shown once per visitor',
    everytime: `Shown at most ${n} time${n === 1 ? '' : 's'}`,
    a_day: 'Shown once a day',
    per_visit: 'Shown once per visit',
    visits: `Shown every ${n || 1} visits`,
    days: `Shown every ${n || 1} days`,
  };
  return `${rule[kind] ?? 'Its display frequency holds it back'}, and this one already saw it earlier this visit.`;
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
function pairRuleText(rule: PairRule, what: string): string {
  const [nameRole, name] = splitPair(rule.name);
  const [valueRole, value] = splitPair(rule.value);
  const subject = nameRole === 'contains' ? `a ${what} whose name contains “${name}”` : `the ${what} “${name}”`;
  const condition: Record<string, string> = {
    exists: 'exists',
    not_exists: 'does not exist',
    equals: `equals “${value}”`,
    not_equals: `does not equal “${value}”`,
    contains: `contains “${value}”`,
    not_contains: `does not contain “${value}”`,
  };
  const verb = splitPair(rule.show)[0] === 'hide' ? 'Hide when' : 'Show when';
  return `${verb} ${subject} ${condition[valueRole] ?? valueRole}`;
}

const STATE_WORDS: Record<string, string> = {
  seen_poptin: 'has seen',
  not_seen: 'has not seen',
  closed: 'closed (this visit)',
  converted: 'converted on',
};

/** An engagement rule ("show|seen_poptin|not_embedded|any") in words; `names` maps ids to pop-up names. */
function engagementText(rule: string, names: (id: string) => string | undefined = () => undefined): string {
  const [action, state = '', kind, target = ''] = rule.split('|');
  const which =
    target === 'any'
      ? `any other ${kind === 'embedded' ? 'embedded pop-up' : 'pop-up (not embedded)'}`
      : `“${names(target) ?? target}”`;
  return `${action === 'hide' ? 'Hide' : 'Show'} when the visitor ${STATE_WORDS[state] ?? state} ${which}`;
}

/** The "other pop-ups" the explainer's visitor knows: one of each kind, marked alike. */
const OTHERS = [
  { id: 'other-pop-up', embedded: false },
  { id: 'other-embedded', embedded: true },
];

function parseVariables(text: string): object | string {
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : 'must be a JSON object like {"plan":"gold"}';
  } catch {
    return 'must be a JSON object like {"plan":"gold"}';
  }
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function targetingChecks(t: Targeting, v: Visit, selfId: string): Check[] {
  const checks: Check[] = [];
  const input = { isMobile: v.isMobile, url: v.url };
  const none = { ...t, devices: 'all' as const, url_include: [], url_exclude: [] };
  const device = v.isMobile ? 'a phone' : 'a computer';
  checks.push(
    check(
      'Devices',
      matchesTargeting({ ...none, devices: t.devices }, input),
      t.devices === 'all' ? 'Shown on every device.' : `For ${t.devices} visitors; this one is on ${device}.`,
      `For ${t.devices} visitors only; this one is on ${device}.`,
    ),
  );
  if (t.url_include.length) {
    const hit = t.url_include.find((s) => matchesTargeting({ ...none, url_include: [s] }, input));
    checks.push(
      check(
        'Page address includes',
        matchesTargeting({ ...none, url_include: t.url_include }, input),
        `The address contains “${hit}”.`,
        `The address contains none of ${list(t.url_include)}.`,
      ),
    );
  }
  if (t.url_exclude.some(Boolean)) {
    const hit = t.url_exclude.find((s) => s && !matchesTargeting({ ...none, url_exclude: [s] }, input));
    checks.push(
      check(
        'Page address excludes',
        !hit,
        `The address contains none of ${list(t.url_exclude.filter(Boolean))}.`,
        `The address contains “${hit}”.`,
      ),
    );
  }
  if (t.country_include.length || t.country_exclude.length) {
    const where = v.country ? `${countryName(v.country)} (${v.country})` : 'an unknown country';
    checks.push(
      check(
        'Countries',
        inCountries(t, v.country),
        `The visitor is in ${where}, which the country rules allow.`,
        t.country_exclude.includes(v.country)
          ? `The visitor is in ${where}, which is excluded.`
          : `The visitor is in ${where}, not one of the ${t.country_include.length} chosen.`,
      ),
    );
  }
  if (t.schedule?.active) {
    const at = v.at ?? Date.now();
    const day = WEEKDAY_NAMES[wallClockAt(at, t.schedule.time_zone).weekday];
    const when = `${day}, ${formatDateTimeIn(at, t.schedule.time_zone)}`;
    checks.push(
      check(
        'Schedule',
        scheduleAllows(t.schedule, at),
        `${when} (${t.schedule.time_zone}) is within its schedule.`,
        `${when} (${t.schedule.time_zone}) is outside its schedule.`,
      ),
    );
  }
  if (t.traffic_source?.active) {
    const visit = classifyVisit(v.referrer, v.url);
    const from = `${SOURCE_WORDS[visit.source]}${visit.referrerHost ? ` (${visit.referrerHost})` : ''}`;
    checks.push(
      check(
        'Traffic source',
        trafficAllows(t.traffic_source, visit),
        `The visit comes from ${from}, which it targets.`,
        `The visit comes from ${from}${visit.utm.campaign ? `, campaign “${visit.utm.campaign}”` : ''}, which it does not target.`,
      ),
    );
  }
  const cookies = readCookies({ cookie: v.cookies.split(/;\s*/).join('; ') });
  for (const rule of t.cookie_filter) {
    const text = pairRuleText(rule, 'cookie');
    const ok = pairRuleHolds(rule, cookies);
    checks.push(check('Cookie', ok, `${text}: holds.`, `${text}: does not hold.`));
  }
  if (t.js_filter.display_if_specific_js_active) {
    const root = parseVariables(v.variables);
    for (const rule of t.js_filter.display_if_specific_js) {
      const text = pairRuleText(rule, 'page variable');
      if (typeof root === 'string')
        checks.push({ rule: 'Page variable', verdict: 'unknown', reason: `Variables ${root}.` });
      else {
        const ok = jsFilterHolds({ display_if_specific_js_active: true, display_if_specific_js: [rule] }, root);
        checks.push(check('Page variable', ok, `${text}: holds.`, `${text}: does not hold.`));
      }
    }
  }
  const mark = v.others;
  const marks = (): Marks => ({ seen: mark !== 'none', closed: mark === 'closed', converted: mark === 'converted' });
  for (const rule of t.engagement_with_other_poptin_filter.filter((r) => r.trim() !== '')) {
    const text = engagementText(rule);
    const ok = engagementRuleHolds(rule, selfId, OTHERS, marks);
    checks.push(check('Other pop-ups', ok, `${text}: holds.`, `${text}: does not hold.`));
  }
  if (t.source_code_target_active && t.source_code_target_html) {
    const want = t.source_code_target_role === 'show' ? 'holds' : 'lacks';
    checks.push(
      v.pageSource === ''
        ? { rule: 'Page text', verdict: 'unknown', reason: 'Paste the page source to check the page-text rule.' }
        : check(
            'Page text',
            sourceCodeHolds(t, v.pageSource),
            `The page ${want} “${t.source_code_target_html}”, as the rule asks.`,
            `The rule needs a page that ${want} “${t.source_code_target_html}”.`,
          ),
    );
  }
  if (t.member_filter.active) {
    const who = t.member_filter.show === 'members' ? 'signed-in members' : 'visitors who are not members';
    checks.push(
      check(
        'Membership',
        memberHolds(t.member_filter.show, v.member),
        `For ${who}; this visitor is ${v.member ? 'a member' : 'not a member'}.`,
        `For ${who} only; this visitor is ${v.member ? 'a member' : 'not a member'}.`,
      ),
    );
  }
  return checks;
}

const CART_EVENTS = {
  added_product: 'is added to the cart',
  removed_product: 'is removed from the cart',
} as const;
const COMPARED = { greater_than: 'more than', equal: 'exactly', greater_than_or_equal: 'at least' } as const;

/** The cart trigger in words, or null when it is off (the loader arms it only on a store page). */
function cartTriggerLine(t: PopupInput['triggers']): string | null {
  const where = [
    t.shopify_cart_trigger_active ? "a Shopify store or this site's shop" : '',
    t.wix_cart_trigger_active ? 'a Wix site' : '',
  ]
    .filter(Boolean)
    .join(' or ');
  if (!where) return null;
  const p = t.shopify_cart_trigger_products;
  const which = p === 'any_product' ? 'any product' : p === 'empty_cart' ? '' : `one of ${p}`;
  const a = t.shopify_cart_trigger_action;
  const what =
    a === 'added_product' || a === 'removed_product'
      ? p === 'empty_cart'
        ? a === 'added_product'
          ? 'the first product is put in an empty cart'
          : 'the cart becomes empty'
        : `${which} ${CART_EVENTS[a]}`
      : `the cart holds ${COMPARED[t.shopify_cart_trigger_cart_spec_filter]} ${t.shopify_cart_trigger_cart_spec_value} ${
          a === 'cart_item' ? 'items' : "in the store's currency"
        }${p === 'any_product' ? '' : ` of ${p}`}`;
  return `when ${what}, on ${where}`;
}

function triggerLines(p: PopupInput, v: Visit): Check[] {
  const t = p.triggers;
  if (t.on_click) {
    return [{ rule: 'Trigger', verdict: 'pass', reason: 'Opens only when a launcher link or button is clicked.' }];
  }
  const lines: string[] = [];
  if (t.display_after_sec_active !== null)
    lines.push(
      `after ${t.display_after_sec_active} s ${t.display_after_sec_active_on === 'website' ? 'on the site' : 'on the page'}`,
    );
  if (t.display_after_scroll_active !== null) lines.push(`after scrolling ${t.display_after_scroll_active} %`);
  if (t.display_after_page_click_number_active !== null)
    lines.push(`after ${t.display_after_page_click_number_active} clicks`);
  if (t.display_after_inactive_seconds_active !== null)
    lines.push(`after ${t.display_after_inactive_seconds_active} s without activity`);
  if (t.display_after_exit_website_active)
    lines.push(v.isMobile ? 'on the back button' : 'when the mouse leaves the page');
  const cart = cartTriggerLine(t);
  if (cart) lines.push(cart);
  const n = t.display_after_visit_page_active;
  if (n !== null) {
    // The loader checks the pages-visited trigger once, when the page starts.
    if (visitCountFires(v.pagesThisVisit, n, false, false)) lines.push(`on arrival (page ${n} of the visit reached)`);
    else if (lines.length === 0)
      return [
        {
          rule: 'Trigger',
          verdict: 'fail',
          reason: `Waits for page ${n} of the visit; this is page ${v.pagesThisVisit}.`,
        },
      ];
  }
  return [
    {
      rule: 'Trigger',
      verdict: 'pass',
      reason: lines.length ? `Shows at the first of: ${lines.join('; ')}.` : 'Shows as soon as the page loads.',
    },
  ];
}

export async function explain(p: PopupInput, v: Visit, selfId = 'this-pop-up'): Promise<Explanation> {
  const checks: Check[] = [
    check('Active', p.is_active, 'The pop-up is switched on.', 'The pop-up is switched off, so it never shows.'),
    ...targetingChecks(p.targeting, v, selfId),
  ];
  const audience = p.d_f_r.split('@')[0];
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
      close_trigger: '' as const,
      skip_button_sec_counter: 0,
      poptin_area_flag: false,
    },
  };
  const visitor = v.returning ? 'returning' : 'new';
  checks.push(
    check(
      'New or returning',
      shouldDisplay(record, state, Date.now()),
      audience === 'all'
        ? `For all visitors (this one is ${visitor}).`
        : `For ${audience} visitors; this one is ${visitor}.`,
      `For ${audience} visitors only; this one is ${visitor}.`,
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
        'This pop-up before',
        shouldDisplay(record, after, now),
        `Its display frequency shows it again to a visitor who ${SELF_WORDS[v.self]}.`,
        notAgainReason(p, v.self, kind, n),
      ),
    );
  }
  if (p.display_if_adblock_active === 'yes') {
    checks.push(
      check(
        'Ad blocker',
        await adBlockHolds('yes', async () => v.adBlocker),
        'For visitors who block ads; this one does.',
        'For visitors who block ads only; this one does not.',
      ),
    );
  }
  checks.push(...triggerLines(p, v));
  const failed = checks.find((c) => c.verdict === 'fail');
  const unknown = checks.some((c) => c.verdict === 'unknown');
  return {
    shows: !failed,
    summary: failed
      ? `Not shown: ${failed.rule.toLowerCase()}. ${failed.reason}`
      : unknown
        ? `Shown if the rules marked “can’t tell” hold (a visitor who ${SELF_WORDS[v.self]}).`
        : `Shown to this visitor on this page (one who ${SELF_WORDS[v.self]}).`,
    checks,
  };
}

/** The kinds of visit, as the builder and the explainer name them. */
const SOURCE_WORDS = {
  search: 'a search engine',
  social: 'a social network',
  email: 'an email',
  direct: 'no other site (a direct visit)',
  referral: 'another website',
} as const;

const DAY_WORDS = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' } as const;

/** A schedule in one sentence. */
function scheduleText(s: PopupSchedule): string {
  const parts = [
    s.start ? `from ${s.start.replace('T', ' ')}` : '',
    s.end ? `until ${s.end.replace('T', ' ')}` : '',
    s.days.length ? `on ${s.days.map((d) => DAY_WORDS[d]).join(', ')}` : '',
    s.from ? `between ${s.from} and ${s.to}` : '',
  ].filter(Boolean);
  return `Only ${parts.length ? parts.join(', ') : 'at any time'} (${s.time_zone} time).`;
}

/** Traffic-source targeting in one sentence. */
function trafficText(t: TrafficTargeting): string {
  const from = [...t.sources.map((s) => SOURCE_WORDS[s]), ...t.referrer_domains];
  const utm = (
    [
      ['source', t.utm_source],
      ['medium', t.utm_medium],
      ['campaign', t.utm_campaign],
    ] as const
  )
    .filter(([, values]) => values.length)
    .map(([name, values]) => `UTM ${name} ${list(values)}`);
  return `Only to visits from ${from.length ? from.join(' or ') : 'anywhere'}${utm.length ? ` with ${utm.join(' and ')}` : ''}.`;
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
    for (const rule of rules.js_filter.display_if_specific_js) out.push(`${pairRuleText(rule, 'page variable')}.`);
  if (rules.source_code_target_active && rules.source_code_target_html)
    out.push(
      `${rules.source_code_target_role === 'show' ? 'Only' : 'Never'} on pages whose source contains “${rules.source_code_target_html}”.`,
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
