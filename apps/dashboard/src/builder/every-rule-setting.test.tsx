/**
 * Walks every rule control of the builder (RuleSections: triggers, targeting, frequency, A/B) and checks that
 * each change alters what the display service and the loader decide for some visitor, decided by their own
 * functions: the loader's targeting and frequency decisions as the builder's explainer runs them (why-shown.ts),
 * the loader's frequency rule over a range of visitor histories, and its engagement rule over the account's
 * other pop-ups one by one. The visitors tried are built from the rules before and after the change (the page
 * addresses, cookies, variables, page texts and countries they name), the same visitors for both.
 * A control that acts over time or through a fetch (a trigger's seconds, the member check's address, the A/B
 * weight) must change the rule settings the display service keeps and serves, and is listed in ACTS_LATER with
 * the test that shows the loader or the display service acting on that field; that test must exist.
 * Walked on an unsaved pop-up: the launcher snippets' copy buttons and "Create a variant" appear only once saved,
 * and are tools rather than settings.
 */
// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { PopupSummary } from '@beckon/owner-api';
import { type PopupInput, type PopupSchedule, popupInputSchema } from '@beckon/popup-schema';
import { wallClockAt, wallTimeText, wallTimeToEpoch } from '@beckon/popup-schema/wall-clock';
import { record } from '@beckon/widget/loader/fixtures';
import { type FrequencyState, shouldDisplay } from '@beckon/widget/loader/frequency-rules';
import { engagementHolds } from '@beckon/widget/loader/targeting/engagement';
import { splitPair } from '@beckon/widget/loader/targeting/pair-rule';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { popupQueries } from '../popups/popups-queries.js';
import { BuilderHarness } from './builder-harness.js';
import { RuleSections } from './builder-sections.js';
import { type Control, changes, controls, expectNamedTestsExist } from './control-walk.js';
import { cleaned, newPopup } from './draft.js';
import { DEFAULT_VISIT, explain, type Visit } from './why-shown.js';

const PAGE = 'packages/widget/src/loader/page.test.ts';
const STORE = 'apps/server/test/browser/store-cart-triggers.test.ts';
const CART_RULES = 'packages/widget/src/loader/store/cart-rules.test.ts';

/**
 * Controls that act over time or through a fetch, so no single decision shows them: each must change the rule
 * settings served, and names the test (file from the repository root › title) that shows that field acted on.
 * Keys are `section › control label`; a trigger's number is named after its switch.
 */
const ACTS_LATER: Record<string, string> = {
  'Triggers › After a delay': `${PAGE} › shows a timer pop-up after its seconds and only once`,
  'Triggers › After a delay (seconds)': `${PAGE} › shows a timer pop-up after its seconds and only once`,
  'Triggers › Delay counted on': `${PAGE} › counts a whole-website delay from the time already spent on the site`,
  'Triggers › After scrolling': `${PAGE} › arms the scroll trigger from its record field`,
  'Triggers › After scrolling (percent of the page)': `${PAGE} › arms the scroll trigger from its record field`,
  'Triggers › After clicks': `${PAGE} › arms the click-count trigger from its record field`,
  'Triggers › After clicks (clicks)': `${PAGE} › arms the click-count trigger from its record field`,
  'Triggers › After pages visited': `${PAGE} › fires the page-visit trigger once per session`,
  'Triggers › After pages visited (pages)':
    'packages/widget/src/loader/triggers/visit-count.test.ts › fires from the Nth page of the session',
  'Triggers › After inactivity': `${PAGE} › arms the inactivity trigger from its record field`,
  'Triggers › After inactivity (seconds)': `${PAGE} › arms the inactivity trigger from its record field`,
  'Triggers › When the visitor is about to leave (exit intent)': `${PAGE} › arms the exit-intent trigger from its record field`,
  "Triggers › When the cart changes on a Shopify store or this site's shop": `${STORE} › fires added_product for a listed product id, not for another one`,
  'Triggers › When the cart changes on a Wix site': `${STORE} › fires added_product for any product, not removed_product`,
  'Triggers › Cart event': `${STORE} › fires cart_item greater than 2 at the third item, not cart_value of at least 1000 at 387`,
  'Triggers › Only the first product put in an empty cart': `${CART_RULES} › with empty_cart fires only when the first product goes into an empty cart`,
  'Triggers › Only when the cart becomes empty': `${STORE} › fires removed_product on an emptied cart`,
  'Triggers › Only these product or variant ids': `${STORE} › fires added_product for a listed product id, not for another one`,
  'Triggers › Number of items': `${CART_RULES} › with any product and %s %d on a cart of 2 items fires: %s`,
  'Triggers › Cart value': `${CART_RULES} › with any product and %s %d on a cart worth 154 fires: %s`,
  'Triggers › Items': `${STORE} › fires cart_item greater than 2 at the third item`,
  "Triggers › Amount in the store's currency": `${STORE} › fires cart_value equal to the cart on arrival`,
  'Triggers › Only when a launcher link or button is clicked': `${PAGE} › does not arm a pop-up its triggers open only by click, but opens it from a launcher`,
  'Targeting › Member check address on your site':
    'apps/server/test/browser/targeting-privacy.test.ts › membership: asks the host URL with its cookies and shows the members-only bar to a member',
  'A/B test › Weight (share of visitors)':
    'apps/server/test/http/display-route.test.ts › picks up an edited A/B weight after the account is invalidated',
};

/**
 * The account's other pop-ups, as the builder lists them for engagement rules: two not embedded, so a rule naming
 * one differs from one about any of them.
 */
const OTHERS: PopupSummary[] = [
  { id: '1111111111111', type: 'lightbox' },
  { id: '2222222222222', type: 'embedded' },
  { id: '3333333333333', type: 'bar' },
].map(({ id, type }) => ({
  poptin_id: id,
  name: `Other ${type}`,
  poptin_type: type,
  poptin_format: 1,
  is_active: true,
  ab_test_parent_id: null,
  ab_weight: 50,
  version: 1,
  updated_at: '2030-01-01T00:00:00Z',
}));

/**
 * The saved draft's rule settings as the loader receives them (a record built through the real schema, as the
 * display service maps the row: its triggers, targeting and frequency as saved), and the A/B weight the display
 * service picks an arm by.
 */
const toRecord = (d: PopupInput) =>
  record({
    on_click: d.triggers.on_click,
    triggers: d.triggers,
    targeting: d.targeting,
    d_f_r: d.d_f_r,
    stop_showing_to_converted_users: d.stop_showing_to_converted_users,
    display_if_adblock_active: d.display_if_adblock_active,
  });
/** A draft that cannot be saved serves nothing. */
const served = (d: PopupInput) =>
  popupInputSchema.safeParse(d).success ? JSON.stringify([toRecord(d), d.ab_weight]) : 'nothing';

/** Wall-clock times, as schedules write them, `minutes` apart from `wall` (a `YYYY-MM-DDTHH:MM`) in `zone`. */
const shifted = (wall: string, zone: string, minutes: number) =>
  wallTimeText(wallClockAt(wallTimeToEpoch(wall, zone) + minutes * 60_000, zone));

/**
 * Moments around what a schedule names, in its zone: its bounds, and over eight days from its start (or now) its
 * daily hours and noon, each a minute either side.
 */
function scheduleMoments(s: PopupSchedule): number[] {
  const base = s.start || wallTimeText(wallClockAt(Date.now(), s.time_zone));
  const day = base.slice(0, 10);
  const walls = [s.start, s.end].filter(Boolean);
  for (let d = 0; d < 8; d++) {
    const date = shifted(`${day}T12:00`, s.time_zone, d * 24 * 60).slice(0, 10);
    for (const hour of [s.from, s.to, '12:00'].filter(Boolean)) walls.push(`${date}T${hour}`);
  }
  return walls.flatMap((w) => [-1, 1].map((m) => wallTimeToEpoch(shifted(w, s.time_zone, m), s.time_zone)));
}

/** Referrers of every kind of visit, and one from each named referring site. */
const REFERRERS = [
  'https://www.google.com/',
  'https://l.facebook.com/',
  'https://mail.google.com/',
  'https://forum.example/',
];

/** One visitor per thing the rules of `drafts` name, each differing from a plain first visit in that one thing. */
function visitors(drafts: PopupInput[]): Visit[] {
  const base: Visit = { ...DEFAULT_VISIT, url: 'https://shop.example/', pageSource: '<p>A plain page</p>' };
  const out: Partial<Visit>[] = [
    {},
    { isMobile: true },
    { returning: true },
    { member: true },
    { adBlocker: true },
    ...(['seen', 'closed', 'converted'] as const).flatMap((s) => [{ others: s }, { self: s }]),
  ];
  for (const { targeting: t } of drafts) {
    for (const s of [...t.url_include, ...t.url_exclude]) out.push({ url: `https://shop.example/${s}` });
    for (const country of [...t.country_include, ...t.country_exclude]) out.push({ country });
    out.push({ pageSource: `<p>${t.source_code_target_html}</p>` });
    // A pair rule's own name and value, a name holding it, a longer value and another value.
    const pairs = (rules: typeof t.cookie_filter) =>
      rules.flatMap((r) => {
        const name = splitPair(r.name)[1];
        const value = splitPair(r.value)[1];
        return [
          [name, value],
          [`x${name}x`, value],
          [name, `${value}x`],
          [name, 'other'],
        ];
      });
    for (const [name, value] of pairs(t.cookie_filter)) out.push({ cookies: `${name}=${value}` });
    for (const [name = '', value] of pairs(t.js_filter.display_if_specific_js))
      out.push({ variables: JSON.stringify({ [name]: value }) });
    if (t.schedule?.active) for (const at of scheduleMoments(t.schedule)) out.push({ at });
    const traffic = t.traffic_source;
    if (traffic?.active) {
      for (const referrer of [...REFERRERS, ...traffic.referrer_domains.map((d) => `https://www.${d.trim()}/`)])
        out.push({ referrer });
      // Each UTM value alone, all the lists' first values together, and those with one of them another value.
      const first = {
        utm_source: traffic.utm_source[0]?.trim(),
        utm_medium: traffic.utm_medium[0]?.trim(),
        utm_campaign: traffic.utm_campaign[0]?.trim(),
      };
      const tags = [
        first,
        ...(['utm_source', 'utm_medium', 'utm_campaign'] as const).map((key) => ({ ...first, [key]: 'other' })),
        ...traffic.utm_source.map((v) => ({ utm_source: v.trim() })),
        ...traffic.utm_medium.map((v) => ({ utm_medium: v.trim() })),
        ...traffic.utm_campaign.map((v) => ({ utm_campaign: v.trim() })),
      ];
      for (const tag of tags) {
        const query = new URLSearchParams(Object.entries(tag).filter((e): e is [string, string] => e[1] !== undefined));
        out.push({ url: `https://shop.example/?${query}` });
      }
    }
  }
  return out.map((v) => ({ ...base, ...v }));
}

const NOW = Date.parse('2030-01-01T10:00:00Z');
const DAY = 86_400_000;
const FRESH: FrequencyState = {
  seen: false,
  closedX: false,
  converted: false,
  shownToday: false,
  shownThisVisit: false,
  shows: 0,
  lastVisit: 0,
  lastAt: 0,
  visit: 30,
  returning: false,
};
/**
 * Visitor histories for the frequency rule, of a new and of a returning visitor: each flag alone, then 0–25
 * shows, visits and days since the last.
 */
const HISTORIES: FrequencyState[] = [false, true].flatMap((returning) => {
  const fresh = { ...FRESH, returning };
  return [
    fresh,
    ...(['seen', 'closedX', 'converted', 'shownToday', 'shownThisVisit'] as const).map((k) => ({
      ...fresh,
      [k]: true,
    })),
    ...Array.from({ length: 26 }, (_, n) => [
      { ...fresh, seen: true, shows: n },
      { ...fresh, seen: true, shows: 1, lastVisit: fresh.visit - n },
      { ...fresh, seen: true, shows: 1, lastAt: NOW - n * DAY + 1000 },
    ]).flat(),
  ];
});

/** Each of the account's other pop-ups seen, closed or converted on alone, for engagement rules. */
const ENGAGEMENTS = OTHERS.flatMap((o) =>
  (['seen', 'closed', 'converted'] as const).map((mark) => ({ id: o.poptin_id, mark })),
);

/** What the display service and the loader decide for each of `visits`, by their own functions. */
async function decisions(d: PopupInput, visits: Visit[]): Promise<string> {
  // A draft that cannot be saved is shown to nobody (a switch turned on before its first choice).
  if (!popupInputSchema.safeParse(d).success) return 'nothing';
  const explained = await Promise.all(
    visits.map(async (v) => {
      // Each rule's verdict where it holds the pop-up back or cannot tell: a rule that passes decides nothing.
      const { checks } = await explain(d, v);
      return checks
        .map((c, i) => `${c.rule} ${checks.slice(0, i).filter((o) => o.rule === c.rule).length}=${c.verdict}`)
        .filter((c) => !c.endsWith('=pass'))
        .join(',');
    }),
  );
  const frequency = HISTORIES.map((s) => (shouldDisplay(toRecord(d), s, NOW) ? 1 : 0)).join('');
  const others = OTHERS.map((o) => ({ id: o.poptin_id, embedded: o.poptin_type === 'embedded' }));
  const engagement = ENGAGEMENTS.map(({ id, mark }) =>
    engagementHolds(d.targeting.engagement_with_other_poptin_filter, 'this-pop-up', others, (m) => ({
      seen: m === id,
      closed: m === id && mark === 'closed',
      converted: m === id && mark === 'converted',
    }))
      ? 1
      : 0,
  ).join('');
  return [...explained, frequency, engagement].join('\n');
}

/**
 * The rule sections' controls, named more closely than by section and label: a trigger's number (labelled by its
 * unit only) after the switch beside it, and a control inside a group (the two country pickers, the rule lists)
 * after the group's heading.
 */
function ruleControls(): Control[] {
  const seen = new Map<string, number>();
  return controls().map((c) => {
    const [section, label] = [c.section, c.name.slice(c.section.length + 3)];
    const trigger = c.el.closest('.trigger');
    const group = c.el.closest('fieldset.field')?.querySelector('legend')?.textContent;
    const name =
      trigger && c.el.getAttribute('type') === 'number'
        ? `${section} › ${trigger.querySelector('.checkbox label')?.textContent} (${label})`
        : group
          ? `${section} › ${group}: ${label}`
          : c.name;
    const base = `${name} (${c.el.tagName.toLowerCase()})`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { ...c, name, key: `${base} #${n}` };
  });
}

const isRemove = (c: Control) => /: Remove /.test(c.name);

/** A new pop-up shown at most 3 times, so the frequency's N is on the screen to walk. */
function start(): PopupInput {
  return { ...newPopup(), d_f_r: 'all@display_everytime_everypage_3' };
}

/**
 * Renders the rule sections on a new pop-up and walks every control of `sections` (of `signal`'s test: a walk whose
 * test timed out stops before it acts on the next test's screen). Returns the controls that changed nothing and
 * how many were walked, so a walk that found nothing cannot pass.
 */
async function walk(
  inSections: (section: string) => boolean,
  signal: AbortSignal,
): Promise<{ silent: string[]; walked: number }> {
  const client = new QueryClient();
  client.setQueryData(popupQueries.list().queryKey, OTHERS);
  const seen: { draft: PopupInput | null } = { draft: null };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BuilderHarness seen={seen} start={start}>
          <form>
            <RuleSections saved={undefined} />
          </form>
        </BuilderHarness>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // fireEvent renders inside act, so the draft is the edited one as soon as it returns.
  const draft = () => seen.draft as PopupInput;
  /** Whether `after` differs from `before`, as saved, in what the control `name` must change. */
  const differs = async (name: string, edited: PopupInput, editedAfter: PopupInput) => {
    const [before, after] = [cleaned(edited), cleaned(editedAfter)];
    if (!popupInputSchema.safeParse(editedAfter).success) return false;
    if (ACTS_LATER[name]) return served(after) !== served(before);
    const visits = visitors([before, after]);
    return (await decisions(before, visits)) !== (await decisions(after, visits));
  };
  /**
   * Tries `next`'s changes until one changes what it must; a select must with each choice in turn, and back to
   * the first. A control that changes no setting (the country search) or a switch may instead open further
   * controls, walked next. Returns what changed nothing.
   */
  const tryControl = async (next: Control, all: Control[]): Promise<string[]> => {
    signal.throwIfAborted();
    const had = new Set(all.map((c) => c.key));
    const original = (next.el as HTMLInputElement).value;
    let before = draft();
    if (next.el instanceof HTMLSelectElement) {
      const select = next.el;
      const choices = [...changes(select), () => fireEvent.change(select, { target: { value: original } })];
      const silent: string[] = [];
      for (const choose of choices) {
        choose();
        const after = draft();
        if (!(await differs(next.name, before, after))) silent.push(`${next.name}: ${select.value}`);
        before = after;
      }
      return silent;
    }
    const isSwitch = (next.el as HTMLInputElement).type === 'checkbox';
    for (const change of changes(next.el)) {
      change();
      const after = draft();
      const now = ruleControls();
      const opens =
        (isSwitch || served(cleaned(after)) === served(cleaned(before))) && now.some((c) => !had.has(c.key));
      if (!(await differs(next.name, before, after)) && !opens) continue;
      // A switch that turned something off goes back on, so what it hid (a trigger's number) is walked too.
      if (isSwitch && [...had].some((k) => !now.some((c) => c.key === k))) {
        fireEvent.click(next.el);
      }
      return [];
    }
    // Back to the value it had, so a draft left unsaveable does not hide the next controls' changes.
    if (next.el.isConnected && next.el.tagName !== 'BUTTON' && !isSwitch)
      fireEvent.change(next.el, { target: { value: original } });
    return [next.name];
  };
  const walked = new Set<string>();
  const retry: Control[] = [];
  for (;;) {
    const all = ruleControls();
    const next = all.find((c) => inSections(c.section) && !isRemove(c) && !walked.has(c.key));
    if (!next) break;
    walked.add(next.key);
    if ((await tryControl(next, all)).length) retry.push(next);
  }
  // Once more, now that every setting is made: the page-text rule acts only once its text is typed below it.
  const silent: string[] = [];
  for (const { key, name } of retry) {
    const all = ruleControls();
    const next = all.find((c) => c.key === key);
    silent.push(...(next ? await tryControl(next, all) : [`${name}: gone before its second try`]));
  }
  // Removals last, each once: they renumber the items after them, so they are remembered by element.
  const removed = new WeakSet<HTMLElement>();
  for (;;) {
    const all = ruleControls();
    const next = all.find((c) => inSections(c.section) && isRemove(c) && !removed.has(c.el));
    if (!next) break;
    removed.add(next.el);
    silent.push(...(await tryControl(next, all)));
  }
  return { silent, walked: walked.size };
}

/** The rule sections, each walked on a pop-up of its own so each case is short; a new section goes to the last case. */
const SECTIONS = ['Triggers', 'Targeting', 'Schedule', 'Traffic source', 'Frequency', 'A/B test'];

afterEach(cleanup);

describe('every rule setting', () => {
  it.for(SECTIONS)(
    'changes whom the pop-up is shown to, or when, through its %s, or is a listed behaviour with its test',
    { timeout: 30_000 },
    async (section, { signal }) => {
      const { silent, walked } = await walk((s) => s === section, signal);
      expect(silent).toEqual([]);
      expect(walked).toBeGreaterThan(0);
    },
  );

  it('changes whom the pop-up is shown to, or when, through any other section', { timeout: 30_000 }, async ({
    signal,
  }) => {
    expect((await walk((s) => !SECTIONS.includes(s), signal)).silent).toEqual([]);
  });

  it('names an existing test for every rule setting that acts later', () => {
    expectNamedTestsExist(ACTS_LATER);
  });
});
