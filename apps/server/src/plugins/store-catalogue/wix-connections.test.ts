import type { Queryable } from '@beckon/db';
import { describe, expect, it } from 'vitest';
import { createWixConnections } from './wix-connections.js';

const ROW = { site_id: '7d8f2c1e-1111-4222-8333-944455556666', api_key_sealed: 'v1.a.b.c', connected_at: new Date(0) };

/** A database whose SELECTs answer `rows()` (or fail while `failing`), counting them; writes do nothing. */
function fakeDb(rows: () => (typeof ROW)[]) {
  const state = { selects: 0, failing: false };
  const db = {
    query: async (sql: string) => {
      if (!sql.startsWith('SELECT')) return { rows: [] };
      state.selects++;
      if (state.failing) throw new Error('connection lost');
      return { rows: rows() };
    },
  } as unknown as Queryable;
  return { db, state };
}

describe('the Wix-style site connections kept in memory', () => {
  it('reads an account once, a missing connection included, until it is changed', async () => {
    let stored: (typeof ROW)[] = [];
    const { db, state } = fakeDb(() => stored);
    const announced: string[] = [];
    const connections = createWixConnections(db, (id) => announced.push(id));
    expect(await connections.get('acct')).toBeNull();
    expect(await connections.get('acct')).toBeNull();
    expect(state.selects).toBe(1);
    stored = [ROW];
    await connections.save('acct', ROW.site_id, ROW.api_key_sealed);
    expect(announced).toEqual(['acct']);
    expect(await connections.get('acct')).toEqual({
      siteId: ROW.site_id,
      apiKeySealed: ROW.api_key_sealed,
      connectedAt: '1970-01-01T00:00:00.000Z',
    });
    expect(state.selects).toBe(2);
  });

  it('shares a read in flight, and drops what another process changed', async () => {
    const { db, state } = fakeDb(() => [ROW]);
    const connections = createWixConnections(db, () => {});
    await Promise.all([connections.get('a'), connections.get('a'), connections.get('b')]);
    expect(state.selects).toBe(2);
    connections.invalidate('a');
    await connections.get('a');
    await connections.get('b');
    expect(state.selects).toBe(3);
    connections.invalidateAll();
    await connections.get('b');
    expect(state.selects).toBe(4);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    const { db, state } = fakeDb(() => [ROW]);
    const connections = createWixConnections(db, () => {});
    state.failing = true;
    await expect(connections.get('acct')).rejects.toThrow('connection lost');
    state.failing = false;
    expect((await connections.get('acct'))?.siteId).toBe(ROW.site_id);
    expect(state.selects).toBe(2);
  });
});
