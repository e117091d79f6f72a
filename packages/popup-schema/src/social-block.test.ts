import { describe, expect, it } from 'vitest';
import { blockSchema } from './design-document.js';

const social = (links: unknown) => blockSchema.safeParse({ kind: 'social', links });
const messages = (links: unknown) => {
  const r = social(links);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the social buttons block', () => {
  it('accepts one to eight links to the offered networks', () => {
    expect(social([{ network: 'facebook', url: 'https://facebook.com/clinic' }]).success).toBe(true);
    const eight = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok', 'whatsapp', 'pinterest'].map(
      (network) => ({ network, url: `https://example.com/${network}` }),
    );
    expect(social(eight).success).toBe(true);
  });

  it('refuses an empty list and more than eight links', () => {
    expect(messages([])).toEqual(['links: must have 1 to 8 links']);
    const nine = Array.from({ length: 9 }, () => ({ network: 'x', url: 'https://x.com/clinic' }));
    expect(messages(nine)).toEqual(['links: must have 1 to 8 links']);
  });

  it('refuses a link that is not https, and an over-long one before testing its pattern', () => {
    for (const url of ['javascript:alert(1)', 'http://facebook.com/clinic', '//facebook.com/clinic', '/about', '']) {
      expect(messages([{ network: 'facebook', url }])).toEqual(['links.0.url: must start with https://']);
    }
    expect(messages([{ network: 'facebook', url: `https://${'a '.repeat(1000)}` }])).toEqual([
      'links.0.url: must be at most 2000 characters',
    ]);
  });

  it('refuses a network outside the offered set', () => {
    expect(social([{ network: 'myspace', url: 'https://myspace.com/clinic' }]).success).toBe(false);
  });
});
