import { describe, expect, it } from 'vitest';
import type { AccountEntry } from './account-loader.js';
import { createPopupCache } from './popup-cache.js';

const entry = (accountId: string, popupIds: string[] = []): AccountEntry =>
  ({ settings: { accountId }, popups: new Map(popupIds.map((id) => [id, {}])), groups: [] }) as unknown as AccountEntry;

/** Sources that count their calls; `accounts` maps ids to entries, `fail` makes the next load throw. */
function sources(accounts: Record<string, string[]>, owners: Record<string, string> = {}) {
  const calls = { load: 0, findOwner: 0 };
  const state = { fail: false };
  return {
    calls,
    state,
    load: async (id: string) => {
      calls.load++;
      if (state.fail) {
        state.fail = false;
        throw new Error('database down');
      }
      const popups = accounts[id];
      return popups ? entry(id, popups) : null;
    },
    findOwner: async (id: string) => {
      calls.findOwner++;
      return owners[id] ?? null;
    },
  };
}

describe('the pop-up cache', () => {
  it('loads an account once, even for requests that arrive while it loads', async () => {
    const s = sources({ a: ['p1'] });
    const cache = createPopupCache(s);
    expect(cache.loaded('a')).toBeUndefined();
    const [first, second] = await Promise.all([cache.account('a'), cache.account('a')]);
    expect(first).toBe(second);
    expect(cache.loaded('a')).toBe(first);
    expect(s.calls.load).toBe(1);
  });

  it('remembers an unknown account, so repeated random ids cost one load', async () => {
    const s = sources({});
    const cache = createPopupCache(s);
    expect(await cache.account('nobody')).toBeNull();
    expect(await cache.account('nobody')).toBeNull();
    expect(s.calls.load).toBe(1);
  });

  it('does not keep a failed load: the next request loads again', async () => {
    const s = sources({ a: [] });
    s.state.fail = true;
    const cache = createPopupCache(s);
    await expect(cache.account('a')).rejects.toThrow('database down');
    expect((await cache.account('a'))?.settings.accountId).toBe('a');
    expect(s.calls.load).toBe(2);
  });

  it('reloads an account after invalidate, and does not keep a load invalidated while it ran', async () => {
    const s = sources({ a: [] });
    const cache = createPopupCache(s);
    await cache.account('a');
    cache.invalidate('a');
    expect(cache.loaded('a')).toBeUndefined();
    const loading = cache.account('a');
    cache.invalidate('a');
    await loading;
    expect(cache.loaded('a')).toBeUndefined();
    await cache.account('a');
    expect(cache.loaded('a')).toBeDefined();
    expect(s.calls.load).toBe(3);
  });

  it('knows the owner of every loaded pop-up, asks for others once and remembers the unknown ones', async () => {
    const s = sources({ a: ['p1'] }, { p2: 'b' });
    const cache = createPopupCache(s);
    await cache.account('a');
    expect(await cache.ownerOf('p1')).toBe('a');
    expect(await cache.ownerOf('p2')).toBe('b');
    expect(await cache.ownerOf('p2')).toBe('b');
    expect(await cache.ownerOf('gone')).toBeNull();
    expect(await cache.ownerOf('gone')).toBeNull();
    expect(s.calls.findOwner).toBe(2);
    cache.invalidateAll();
    expect(cache.loaded('a')).toBeUndefined();
    expect(await cache.ownerOf('p1')).toBeNull();
  });
});
