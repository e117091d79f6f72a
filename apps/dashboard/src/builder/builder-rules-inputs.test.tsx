// A jsdom document from the widget's helper (jsdom is installed under packages/widget only).
import '@beckon/widget/test-dom';
import type { PopupDetail } from '@beckon/owner-api';
import { gameSchema, inCountries, type PopupInput, popupInputSchema } from '@beckon/popup-schema';
import { record } from '@beckon/widget/loader/fixtures';
import { setCookie } from '@beckon/widget/loader/storage';
import { passes } from '@beckon/widget/loader/targeting/index';
import { memberHolds } from '@beckon/widget/loader/targeting/membership';
import { matchesTargeting, needsRules } from '@beckon/widget/loader/targeting-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuilderHarness } from './builder-harness.js';
import { cleaned, newPopup } from './draft.js';
import { PrizesSection } from './prizes-section.js';
import { TargetingSection } from './targeting-section.js';

interface Seen {
  draft: PopupInput;
}

function renderIn(children: ReactNode, start: () => PopupInput = newPopup): Seen {
  const seen = { draft: start() };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      {/* Inside a query client: the targeting section lists the owner's pop-ups, the prize editor reads code pools. */}
      <BuilderHarness seen={seen} start={start}>
        {children}
      </BuilderHarness>
    </QueryClientProvider>,
  );
  return seen;
}

const gamified = (): PopupInput => ({ ...newPopup(), poptin_type: 'gamified', poptin_format: 3 });

/** What the owner API answers, by method and path; anything else is a 404. */
function answerApi(routes: Record<string, unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes[`${method} ${path}`];
    return answer === undefined
      ? new Response(JSON.stringify({ statusCode: 404, code: 'X', error: 'Not Found', message: 'no such route' }), {
          status: 404,
        })
      : new Response(JSON.stringify(answer), { status: 200 });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setCookie('plan', '', 0);
});

const prizeItems = () => within(screen.getByRole('group', { name: 'Prizes' })).getAllByRole('listitem');

describe('the prize editor', () => {
  it('is offered only for gamified pop-ups, and starts a game whose chances total 100 %', () => {
    renderIn(<PrizesSection saved={undefined} />);
    expect(screen.queryByRole('group', { name: 'Prizes' })).toBeNull();
    cleanup();
    const seen = renderIn(<PrizesSection saved={undefined} />, gamified);
    fireEvent.click(screen.getByRole('button', { name: 'Add prizes' }));
    expect(seen.draft.design.game?.prizes.map((p) => [p.label, p.chances, p.loosing_option])).toEqual([
      ['10% off', 30, 0],
      ['Free shipping', 20, 0],
      ['No luck', 50, 1],
    ]);
    expect(screen.getByText('Chances total 100 %: every play lands on a prize.')).toBeTruthy();
    expect(gameSchema.safeParse(seen.draft.design.game).success).toBe(true);
  });

  it('writes each prize setting to the draft: label, chance, outcome, code, redirect and its delay', () => {
    const seen = renderIn(<PrizesSection saved={undefined} />, gamified);
    fireEvent.click(screen.getByRole('button', { name: 'Add prizes' }));
    const first = prizeItems()[0] as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Label'), { target: { value: '20% off' } });
    fireEvent.change(within(first).getByLabelText('Chance (%)'), { target: { value: '12.5' } });
    fireEvent.change(within(first).getByLabelText('Coupon code'), { target: { value: 'TWENTY' } });
    fireEvent.click(within(first).getByLabelText('Send the winner to a page'));
    fireEvent.change(within(first).getByLabelText('Redirect URL'), { target: { value: '/sale' } });
    fireEvent.change(within(first).getByLabelText('Seconds before the redirect'), { target: { value: '2.5' } });
    fireEvent.click(within(first).getByLabelText('Close the pop-up when redirecting'));
    const second = prizeItems()[1] as HTMLElement;
    fireEvent.change(within(second).getByLabelText('Outcome'), { target: { value: '1' } });
    // A losing slice has no coupon or redirect to set.
    expect(within(second).queryByLabelText('Coupon code')).toBeNull();
    fireEvent.change(screen.getByLabelText('Win heading'), { target: { value: 'Yours: {prize}' } });
    fireEvent.click(screen.getByLabelText(/Skip the win and lose screens/));
    const game = seen.draft.design.game;
    expect(game?.prizes[0]).toEqual({
      prize_id: 'prize_1',
      label: '20% off',
      code: 'TWENTY',
      use_code_pool: false,
      chances: 12.5,
      loosing_option: 0,
      redirect_to: true,
      redirect_to_options: { redirect_to_url: '/sale', redirect_close: false, redirect_close_delay: 2.5 },
    });
    expect(game?.prizes[1]?.loosing_option).toBe(1);
    expect(game).toMatchObject({ win_heading: 'Yours: {prize}', disable_post_play_screen: true });
    expect(popupInputSchema.safeParse(seen.draft).success).toBe(true);
  });

  it("shows the schema's message when the chances pass 100 % and when a redirect is not a safe link", () => {
    renderIn(<PrizesSection saved={undefined} />, gamified);
    fireEvent.click(screen.getByRole('button', { name: 'Add prizes' }));
    const first = prizeItems()[0] as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Chance (%)'), { target: { value: '45' } });
    expect(screen.getByText('prize chances must total at most 100 %')).toBeTruthy();
    expect(screen.getByText('Chances total 115 %: lower them to 100 % or less.')).toBeTruthy();
    fireEvent.change(within(first).getByLabelText('Chance (%)'), { target: { value: '10' } });
    expect(screen.queryByText('prize chances must total at most 100 %')).toBeNull();
    expect(screen.getByText('Chances total 80 %; the other 20 % of plays lose.')).toBeTruthy();
    fireEvent.click(within(first).getByLabelText('Send the winner to a page'));
    fireEvent.change(within(first).getByLabelText('Redirect URL'), { target: { value: 'javascript:alert(1)' } });
    expect(within(first).getByText('must start with http://, https:// or /')).toBeTruthy();
  });

  it('adds up to 12 prizes with fresh ids, keeps at least 2, and reorders them', () => {
    const seen = renderIn(<PrizesSection saved={undefined} />, gamified);
    fireEvent.click(screen.getByRole('button', { name: 'Add prizes' }));
    const add = screen.getByRole('button', { name: 'Add a prize' }) as HTMLButtonElement;
    for (let i = 0; i < 9; i++) fireEvent.click(add);
    expect(seen.draft.design.game?.prizes).toHaveLength(12);
    expect(add.disabled).toBe(true);
    expect(new Set(seen.draft.design.game?.prizes.map((p) => p.prize_id)).size).toBe(12);
    fireEvent.click(screen.getByRole('button', { name: 'Move Prize 2 up' }));
    expect(seen.draft.design.game?.prizes.slice(0, 2).map((p) => p.label)).toEqual(['Free shipping', '10% off']);
    for (let i = 12; i > 2; i--) fireEvent.click(screen.getByRole('button', { name: `Remove Prize ${i}` }));
    expect(seen.draft.design.game?.prizes).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Remove Prize 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("reads and fills a saved prize's code pool through the owner API", async () => {
    const start = () => {
      const p = gamified();
      return {
        ...p,
        design: {
          ...p.design,
          game: gameSchema.parse({
            prizes: [
              { prize_id: 'gold', label: 'Gold', chances: 10, use_code_pool: true },
              { prize_id: 'none', label: 'No luck', chances: 90, loosing_option: 1 },
            ],
          }),
        },
      };
    };
    const saved = { poptin_id: 'abcdefabcdef1', popup: start() } as PopupDetail;
    const path = '/api/owner/popups/abcdefabcdef1/prizes/gold/codes';
    const calls = answerApi({
      [`GET ${path}`]: { free: 3, drawn: 1, used: 2 },
      [`POST ${path}`]: { free: 5, drawn: 1, used: 2, added: 2 },
    });
    renderIn(<PrizesSection saved={saved} />, start);
    expect(await screen.findByText('Pool: 3 free, 1 waiting for their lead, 2 used.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Codes to add for “Gold”'), { target: { value: 'A1\n\n B2 \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload 2 codes' }));
    expect(await screen.findByText('Pool: 5 free, 1 waiting for their lead, 2 used. 2 added.')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path, body: { codes: ['A1', 'B2'] } });
  });

  it('asks to save first before uploading codes for a prize the server has not seen', () => {
    renderIn(<PrizesSection saved={undefined} />, gamified);
    fireEvent.click(screen.getByRole('button', { name: 'Add prizes' }));
    const first = prizeItems()[0] as HTMLElement;
    fireEvent.change(within(first).getByLabelText('Coupon'), { target: { value: 'pool' } });
    expect(within(first).getByText("Save the pop-up, then upload this prize's codes here.")).toBeTruthy();
  });
});

/** The saved draft as the display service serves it: a record built through the real schema. */
const served = (draft: PopupInput) =>
  record({ targeting: cleaned(draft).targeting, display_if_adblock_active: draft.display_if_adblock_active });
const env = { origin: 'https://beckon.example', records: [] };

describe('the targeting section', () => {
  it('picks countries by name from a search and saves the codes the display service checks', () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    const include = screen.getByRole('group', { name: 'Show only to visitors in' });
    fireEvent.change(within(include).getByLabelText('Find a country'), { target: { value: 'fra' } });
    fireEvent.click(within(include).getByRole('button', { name: 'Add France (FR)' }));
    const search = within(include).getByLabelText('Find a country');
    fireEvent.change(search, { target: { value: 'belg' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    const exclude = screen.getByRole('group', { name: 'Never to visitors in' });
    fireEvent.change(within(exclude).getByLabelText('Find a country'), { target: { value: 'gb' } });
    fireEvent.click(within(exclude).getByRole('button', { name: 'Add United Kingdom (GB)' }));
    expect(seen.draft.targeting).toMatchObject({ country_include: ['FR', 'BE'], country_exclude: ['GB'] });
    const t = served(seen.draft).targeting;
    expect([inCountries(t, 'FR'), inCountries(t, 'BE'), inCountries(t, 'DE'), inCountries(t, '')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    fireEvent.click(within(include).getByRole('button', { name: 'Remove France' }));
    expect(seen.draft.targeting.country_include).toEqual(['BE']);
    expect(screen.getByText('Only to visitors in Belgium.')).toBeTruthy();
  });

  it('keeps devices and address rules the loader checks itself', () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    fireEvent.change(screen.getByLabelText('Devices'), { target: { value: 'mobile' } });
    fireEvent.change(screen.getByLabelText('Show only on pages whose address contains'), {
      target: { value: '/shop\n' },
    });
    const t = served(seen.draft).targeting;
    expect(matchesTargeting(t, { isMobile: true, url: 'https://x.example/shop/a' })).toBe(true);
    expect(matchesTargeting(t, { isMobile: false, url: 'https://x.example/shop/a' })).toBe(false);
    expect(matchesTargeting(t, { isMobile: true, url: 'https://x.example/blog' })).toBe(false);
  });

  it('writes a cookie rule the targeting chunk reads from the page cookies', async () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a cookie rule' }));
    fireEvent.change(screen.getByLabelText('cookie rule 1: action'), { target: { value: 'hide' } });
    fireEvent.change(screen.getByLabelText('cookie rule 1: name'), { target: { value: 'plan' } });
    fireEvent.change(screen.getByLabelText('cookie rule 1: condition'), { target: { value: 'equals' } });
    fireEvent.change(screen.getByLabelText('cookie rule 1: value'), { target: { value: 'gold' } });
    expect(seen.draft.targeting.cookie_filter).toEqual([
      { name: 'exact|:|plan', value: 'equals|:|gold', show: 'hide' },
    ]);
    const r = served(seen.draft);
    expect(needsRules(r)).toBe(true);
    setCookie('plan', 'gold', 60);
    expect(await passes(r, env)).toBe(false);
    setCookie('plan', 'free', 60);
    expect(await passes(r, env)).toBe(true);
  });

  it('drops a cookie rule left without a name when saving, rather than hide the pop-up from everyone', () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a cookie rule' }));
    expect(screen.getByText('Name the cookie: a rule without a name is dropped when saving.')).toBeTruthy();
    expect(cleaned(seen.draft).targeting.cookie_filter).toEqual([]);
  });

  it('writes page-variable rules, read only while the option is on', async () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    expect(screen.queryByRole('button', { name: 'Add a variable rule' })).toBeNull();
    fireEvent.click(screen.getByLabelText("Depend on the page's JavaScript variables"));
    fireEvent.click(screen.getByRole('button', { name: 'Add a variable rule' }));
    fireEvent.change(screen.getByLabelText('variable rule 1: name match'), { target: { value: 'contains' } });
    fireEvent.change(screen.getByLabelText('variable rule 1: name'), { target: { value: 'beckonTestTier' } });
    fireEvent.change(screen.getByLabelText('variable rule 1: condition'), { target: { value: 'not_equals' } });
    fireEvent.change(screen.getByLabelText('variable rule 1: value'), { target: { value: 'free' } });
    expect(seen.draft.targeting.js_filter).toEqual({
      display_if_specific_js_active: true,
      display_if_specific_js: [{ name: 'contains|:|beckonTestTier', value: 'not_equals|:|free', show: 'show' }],
    });
    const w = window as unknown as Record<string, unknown>;
    w.beckonTestTierA = 'free';
    expect(await passes(served(seen.draft), env)).toBe(false);
    w.beckonTestTierA = 'gold';
    expect(await passes(served(seen.draft), env)).toBe(true);
    delete w.beckonTestTierA;
  });

  it('writes the page-text rule the targeting chunk checks on the page source', async () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    fireEvent.click(screen.getByLabelText("Depend on text in the page's source"));
    fireEvent.change(screen.getByLabelText('Page text rule'), { target: { value: 'dont_show' } });
    fireEvent.change(screen.getByLabelText('Text in the page'), { target: { value: 'data-no-popups' } });
    expect(seen.draft.targeting).toMatchObject({
      source_code_target_active: true,
      source_code_target_role: 'dont_show',
      source_code_target_html: 'data-no-popups',
    });
    const r = served(seen.draft);
    // The builder's own text box holds the text: check a page without it.
    cleanup();
    expect(await passes(r, env)).toBe(true);
    document.body.setAttribute('data-no-popups', '');
    expect(await passes(r, env)).toBe(false);
    document.body.removeAttribute('data-no-popups');
  });

  it("names another of the owner's pop-ups in an engagement rule, with that pop-up's kind", async () => {
    answerApi({
      'GET /api/owner/popups': {
        popups: [
          { poptin_id: 'abcdefabcdef1', name: 'This one', poptin_type: 'lightbox' },
          { poptin_id: 'abcdefabcdef2', name: 'Inline signup', poptin_type: 'embedded' },
        ],
      },
    });
    const seen = renderIn(<TargetingSection selfId="abcdefabcdef1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add an engagement rule' }));
    fireEvent.change(screen.getByLabelText('Engagement rule 1: what the visitor did'), {
      target: { value: 'converted' },
    });
    const which = screen.getByLabelText('Engagement rule 1: which pop-up');
    await waitFor(() => expect(within(which).queryByText('Inline signup')).toBeTruthy());
    // The pop-up being edited is not offered as "another" pop-up.
    expect(within(which).queryByText('This one')).toBeNull();
    fireEvent.change(which, { target: { value: 'abcdefabcdef2' } });
    fireEvent.change(screen.getByLabelText('Engagement rule 1: action'), { target: { value: 'hide' } });
    expect(seen.draft.targeting.engagement_with_other_poptin_filter).toEqual(['hide|converted|embedded|abcdefabcdef2']);
    expect(screen.getByText('Hide when the visitor converted on “Inline signup”.')).toBeTruthy();
    const r = served(seen.draft);
    const others = [record({ poptin_id: 'abcdefabcdef2', poptin_type: 'embedded' })];
    expect(await passes(r, { ...env, records: others })).toBe(true);
    setCookie('poptin_conversion_abcdefabcdef2', '1', 60);
    expect(await passes(r, { ...env, records: others })).toBe(false);
    setCookie('poptin_conversion_abcdefabcdef2', '', 0);
  });

  it('writes the member check the loader asks the host site, with its path checked by the schema', () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    fireEvent.click(screen.getByLabelText('Depend on whether the visitor is signed in'));
    fireEvent.change(screen.getByLabelText('Show to'), { target: { value: 'non_members' } });
    const url = screen.getByLabelText('Member check address on your site');
    fireEvent.change(url, { target: { value: 'https://other.example/me' } });
    expect(screen.getByText('must be a path on the host site, starting with one /')).toBeTruthy();
    fireEvent.change(url, { target: { value: '/account/me' } });
    const r = served(seen.draft);
    expect(r.targeting.member_filter).toEqual({ active: true, url: '/account/me', show: 'non_members' });
    expect(needsRules(r)).toBe(true);
    expect([
      memberHolds(r.targeting.member_filter.show, true),
      memberHolds(r.targeting.member_filter.show, false),
    ]).toEqual([false, true]);
  });

  it('writes the ad-blocker condition the targeting chunk loads its ads-check script for', () => {
    const seen = renderIn(<TargetingSection selfId={undefined} />);
    expect(needsRules(served(seen.draft))).toBe(false);
    fireEvent.change(screen.getByLabelText('Visitors with an ad blocker'), { target: { value: 'yes' } });
    expect(served(seen.draft).display_if_adblock_active).toBe('yes');
    expect(needsRules(served(seen.draft))).toBe(true);
    expect(screen.getByText('Only to visitors who block ads.')).toBeTruthy();
  });
});
