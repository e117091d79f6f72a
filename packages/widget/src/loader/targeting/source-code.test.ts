import { describe, expect, it } from 'vitest';
import { sourceCodeHolds } from './source-code';

const rule = (html: string, role: 'show' | 'dont_show' = 'show', active = true) => ({
  source_code_target_active: active,
  source_code_target_html: html,
  source_code_target_role: role,
});
const PAGE = '<html><body><div class="pricing-table">Pro plan</div></body></html>';

describe('sourceCodeHolds', () => {
  it('show holds only where the page holds the text', () => {
    expect(sourceCodeHolds(rule('class="pricing-table"'), PAGE)).toBe(true);
    expect(sourceCodeHolds(rule('checkout-form'), PAGE)).toBe(false);
  });

  it('dont_show holds only where the page lacks the text', () => {
    expect(sourceCodeHolds(rule('Pro plan', 'dont_show'), PAGE)).toBe(false);
    expect(sourceCodeHolds(rule('Free plan', 'dont_show'), PAGE)).toBe(true);
  });

  it('compares case-sensitively', () => {
    expect(sourceCodeHolds(rule('pro plan'), PAGE)).toBe(false);
  });

  it('holds when inactive or given no text', () => {
    expect(sourceCodeHolds(rule('absent', 'show', false), PAGE)).toBe(true);
    expect(sourceCodeHolds(rule(''), PAGE)).toBe(true);
    expect(sourceCodeHolds(rule('', 'dont_show'), PAGE)).toBe(true);
  });
});
