import { describe, expect, it } from 'vitest';
import { creditHref } from './credit-badge.js';

describe('creditHref', () => {
  it('carries the page host as src', () => {
    expect(new URL(creditHref('shop.example.org')).searchParams.get('src')).toBe('shop.example.org');
  });

  it('encodes a hostile host instead of breaking the URL', () => {
    const url = new URL(creditHref('a.example&evil=1#x'));
    expect(url.searchParams.get('src')).toBe('a.example&evil=1#x');
    expect(url.searchParams.get('evil')).toBeNull();
    expect(url.origin).toBe('https://beckon.example');
  });
});
