import { describe, expect, it } from 'vitest';
import { afterSubmit, submitScreen } from './after-submit.js';
import { REDIRECT_HANDOFF_MS, SENT_CLOSE_MS } from './closing.js';

type Settings = Parameters<typeof afterSubmit>[0];

const PAGE = 'https://blog.example/post';
const VALUES = { standard: { email: 'dana@example.com', name: 'Dana K' } };

/** The schema's defaults: no redirect, the thank-you screen on, closing after 5 s. */
function settings(overrides: Partial<Settings> = {}): Settings {
  return {
    poptin_design_redirect: false,
    poptin_design_redirect_url: '',
    poptin_design_redirect_send_form_data: false,
    poptin_design_thank_screen: true,
    thank_screen_auto_close: true,
    auto_close_sec: 5,
    ...overrides,
  };
}

const redirectTo = (url: string, overrides: Partial<Settings> = {}) =>
  settings({ poptin_design_redirect: true, poptin_design_redirect_url: url, ...overrides });

describe('afterSubmit', () => {
  it('shows the thank-you screen for its own seconds when there is no redirect', () => {
    expect(afterSubmit(settings({ auto_close_sec: 3 }), false, VALUES, PAGE)).toEqual({
      kind: 'thank_you',
      afterMs: 3000,
    });
  });

  it('leaves the thank-you screen up for a minute when its auto-close is off', () => {
    expect(afterSubmit(settings({ thank_screen_auto_close: false }), false, VALUES, PAGE)).toEqual({
      kind: 'thank_you',
      afterMs: 60_000,
    });
  });

  it('says "Sent successfully!" and closes after 2 s when the thank-you screen is off', () => {
    expect(afterSubmit(settings({ poptin_design_thank_screen: false }), false, VALUES, PAGE)).toEqual({
      kind: 'sent',
      afterMs: SENT_CLOSE_MS,
    });
  });

  it('redirects after the hand-off delay, whatever the thank-you screen', () => {
    expect(afterSubmit(redirectTo('https://shop.example/thanks'), false, VALUES, PAGE)).toEqual({
      kind: 'redirect',
      href: 'https://shop.example/thanks',
      afterMs: REDIRECT_HANDOFF_MS,
      backupMs: 5000,
    });
    expect(
      afterSubmit(
        redirectTo('https://shop.example/thanks', { poptin_design_thank_screen: false }),
        false,
        VALUES,
        PAGE,
      ),
    ).toMatchObject({ kind: 'redirect' });
  });

  it('keeps a redirect’s backup close at the thank-you screen’s seconds: its own, 60 s when off, 600 s with a coupon', () => {
    const url = 'https://shop.example/thanks';
    expect(afterSubmit(redirectTo(url, { auto_close_sec: 8 }), false, VALUES, PAGE)).toMatchObject({ backupMs: 8000 });
    expect(afterSubmit(redirectTo(url, { thank_screen_auto_close: false }), false, VALUES, PAGE)).toMatchObject({
      backupMs: 60_000,
    });
    const coupon = { locked: false, fields: 1, thankYouCoupon: true };
    expect(afterSubmit(redirectTo(url, { thank_screen_auto_close: false }), false, VALUES, PAGE, coupon)).toMatchObject(
      { backupMs: 600_000 },
    );
  });

  it('leaves a thank-you screen with a coupon code up for 600 s when its auto-close is off, and its own seconds when on', () => {
    const coupon = { locked: false, fields: 1, thankYouCoupon: true };
    expect(afterSubmit(settings({ thank_screen_auto_close: false }), false, VALUES, PAGE, coupon)).toEqual({
      kind: 'thank_you',
      afterMs: 600_000,
    });
    expect(afterSubmit(settings({ auto_close_sec: 3 }), false, VALUES, PAGE, coupon)).toEqual({
      kind: 'thank_you',
      afterMs: 3000,
    });
  });

  it('closes without a thank-you screen after 2 s with a form, 1 s with no fields, 0.1 s for a content locker', () => {
    const off = settings({ poptin_design_thank_screen: false });
    const at = (locked: boolean, fields: number) =>
      afterSubmit(off, false, VALUES, PAGE, { locked, fields, thankYouCoupon: false }).afterMs;
    expect([at(false, 2), at(false, 0), at(true, 2), at(true, 0)]).toEqual([2000, 1000, 100, 100]);
  });

  it('ignores the redirect URL while the redirect is off', () => {
    const dp = settings({ poptin_design_redirect_url: 'https://shop.example/thanks' });
    expect(afterSubmit(dp, false, VALUES, PAGE).kind).toBe('thank_you');
  });

  it('takes a URL typed without a scheme for a host', () => {
    const next = afterSubmit(redirectTo('shop.example/thanks'), false, VALUES, PAGE);
    expect(next).toMatchObject({ kind: 'redirect', href: 'http://shop.example/thanks' });
  });

  it('dials a bare phone number on mobile', () => {
    expect(afterSubmit(redirectTo('050 123 4567'), true, VALUES, PAGE)).toMatchObject({
      kind: 'redirect',
      href: 'tel:0501234567',
    });
  });

  it('adds the standard values to the redirect when the owner asked for the form data', () => {
    const next = afterSubmit(
      redirectTo('https://shop.example/thanks?x=1', { poptin_design_redirect_send_form_data: true }),
      false,
      VALUES,
      PAGE,
    );
    if (next.kind !== 'redirect') throw new Error(`expected a redirect, got ${next.kind}`);
    const url = new URL(next.href);
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('email')).toBe('dana@example.com');
    expect(url.searchParams.get('name')).toBe('Dana K');
  });

  it("completes a protocol-relative redirect with the page's scheme when it takes the form data", () => {
    const next = afterSubmit(
      redirectTo('//shop.example/thanks', { poptin_design_redirect_send_form_data: true }),
      false,
      VALUES,
      PAGE,
    );
    expect(next).toMatchObject({
      kind: 'redirect',
      href: 'https://shop.example/thanks?email=dana%40example.com&name=Dana+K',
    });
  });

  it('sends the form data nowhere when the redirect is not http', () => {
    const dp = redirectTo('mailto:sales@shop.example', { poptin_design_redirect_send_form_data: true });
    expect(afterSubmit(dp, false, VALUES, PAGE)).toMatchObject({ kind: 'redirect', href: 'mailto:sales@shop.example' });
  });

  it('falls back to the thank-you screen when the redirect URL is empty', () => {
    expect(afterSubmit(redirectTo('  '), false, VALUES, PAGE).kind).toBe('thank_you');
  });

  it('falls back to "Sent successfully!" when the redirect URL runs script and the thank-you screen is off', () => {
    const dp = redirectTo('javascript:alert(1)', { poptin_design_thank_screen: false });
    expect(afterSubmit(dp, false, VALUES, PAGE)).toEqual({ kind: 'sent', afterMs: SENT_CLOSE_MS });
  });
});

describe('submitScreen', () => {
  it('is the thank-you screen when it is on, else the sent message', () => {
    expect(submitScreen({ poptin_design_thank_screen: true })).toBe('thank_you');
    expect(submitScreen({ poptin_design_thank_screen: false })).toBe('sent');
  });
});
