import { describe, expect, it } from 'vitest';
import { type TeaserState, tabAnimates, tabIndexFor, teaserShows } from './teaser-rules.js';

const fresh: TeaserState = { open: false, seen: false, closed: false, done: false };

describe('when the teaser tab shows', () => {
  it('shows an "always" tab at once, and again after its pop-up closed', () => {
    expect(teaserShows('always', fresh)).toBe(true);
    expect(teaserShows('always', { ...fresh, seen: true, closed: true })).toBe(true);
  });

  it('hides every tab while its pop-up is on screen', () => {
    for (const mode of ['always', 'before_show', 'after_close'] as const) {
      expect(teaserShows(mode, { open: true, seen: true, closed: true, done: false })).toBe(false);
    }
  });

  it('shows a "before_show" tab only until the visitor has seen the pop-up', () => {
    expect(teaserShows('before_show', fresh)).toBe(true);
    expect(teaserShows('before_show', { ...fresh, seen: true })).toBe(false);
    expect(teaserShows('before_show', { ...fresh, seen: true, closed: true })).toBe(false);
  });

  it('shows an "after_close" tab only once the pop-up was closed', () => {
    expect(teaserShows('after_close', fresh)).toBe(false);
    expect(teaserShows('after_close', { ...fresh, seen: true })).toBe(false);
    expect(teaserShows('after_close', { ...fresh, seen: true, closed: true })).toBe(true);
  });

  it('shows no tab to a converted visitor the pop-up stops showing to', () => {
    expect(teaserShows('always', { ...fresh, done: true })).toBe(false);
  });
});

describe('the teaser tab', () => {
  it('takes tab index 500 plus 100 per pop-up', () => {
    expect([0, 1, 2].map(tabIndexFor)).toEqual([500, 600, 700]);
  });

  it('animates unless its effect is none or the visitor prefers reduced motion', () => {
    expect(tabAnimates('shake', false)).toBe(true);
    expect(tabAnimates('shake', true)).toBe(false);
    expect(tabAnimates('none', false)).toBe(false);
  });
});
