import { describe, expect, it } from 'vitest';
import { base64Utf8 } from '../src/base64.js';

describe('UTF-8 base64 of referrers and paths', () => {
  it('encodes an ASCII path as plain base64', () => {
    expect(base64Utf8('/contact?x=1')).toBe(Buffer.from('/contact?x=1').toString('base64'));
  });

  it('encodes a non-ASCII path as base64 of its UTF-8 bytes', () => {
    const path = '/zähne/implantate?frage=weiß';
    expect(base64Utf8(path)).toBe(Buffer.from(path, 'utf8').toString('base64'));
  });

  it('encodes a referrer with CJK, emoji and Cyrillic characters without throwing', () => {
    const referrer = 'https://例え.jp/検索?q=歯医者😀&r=стоматология';
    expect(base64Utf8(referrer)).toBe(Buffer.from(referrer, 'utf8').toString('base64'));
  });
});
