import { describe, expect, it } from 'vitest';
import { chooseMember, fnv1a } from './ab-choice.js';
import type { CachedPopup } from './account-loader.js';
import type { DisplayGroup } from './display-groups.js';

const member = (id: string, weight: number) => ({ poptinId: id, abWeight: weight }) as CachedPopup;
const group = (...members: CachedPopup[]): DisplayGroup<CachedPopup> => ({
  parentId: 'p',
  members,
  totalWeight: members.reduce((s, m) => s + m.abWeight, 0),
});
const viewers = Array.from({ length: 4000 }, (_, i) => i.toString(16).padStart(13, '0'));

describe('A/B arm choice', () => {
  it('hashes with the published FNV-1a test vectors', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('splits viewers by weight, within a few percent', () => {
    const g = group(member('a', 75), member('b', 25));
    const share = viewers.filter((v) => chooseMember(g, v).poptinId === 'a').length / viewers.length;
    expect(share).toBeGreaterThan(0.71);
    expect(share).toBeLessThan(0.79);
  });

  it('never picks an arm whose weight is zero', () => {
    const g = group(member('a', 50), member('b', 0));
    expect(viewers.some((v) => chooseMember(g, v).poptinId === 'b')).toBe(false);
  });

  it('falls back to the parent when every weight is zero', () => {
    expect(chooseMember(group(member('a', 0), member('b', 0)), viewers[1] ?? null).poptinId).toBe('a');
  });
});
