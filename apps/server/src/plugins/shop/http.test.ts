import { describe, expect, it } from 'vitest';
import { errors } from '../../errors.js';
import { refuseUnlessHtml, wantsHtml } from './http.js';

/** Only the headers matter to these helpers. */
const requestAccepting = (accept: string | undefined) => ({ headers: { accept } });

describe('the shop’s request helpers', () => {
  it('takes a request that accepts text/html for a person’s browser, and any other for a script', () => {
    expect(wantsHtml(requestAccepting('text/html,application/xhtml+xml,*/*;q=0.8'))).toBe(true);
    expect(wantsHtml(requestAccepting('*/*'))).toBe(false);
    expect(wantsHtml(requestAccepting(undefined))).toBe(false);
  });

  it('throws the refusal to a script and lets a browser’s request go on to its page', () => {
    const refusal = errors.couponRefused('El cupón «x» no existe.');
    expect(() => refuseUnlessHtml(requestAccepting('*/*'), refusal)).toThrow(refusal);
    expect(() => refuseUnlessHtml(requestAccepting('text/html'), refusal)).not.toThrow();
  });
});
