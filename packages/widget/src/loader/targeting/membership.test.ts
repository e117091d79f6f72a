import { describe, expect, it, vi } from 'vitest';
import { fetchMember, memberHolds, memberStatus } from './membership';

const answer = (status: number, body: string | null) => async () => new Response(body, { status });

describe('fetchMember', () => {
  it('counts a 2xx answer as a member', async () => {
    expect(await fetchMember('/account/me', answer(200, '{"member":true}'))).toBe(true);
    expect(await fetchMember('/account/me', answer(200, '<html>Your account</html>'))).toBe(true);
    expect(await fetchMember('/account/me', answer(204, null))).toBe(true);
  });

  it('believes a 2xx answer saying member false', async () => {
    expect(await fetchMember('/account/me', answer(200, '{"member":false}'))).toBe(false);
  });

  it('counts other statuses and network failures as not a member', async () => {
    expect(await fetchMember('/account/me', answer(401, ''))).toBe(false);
    expect(await fetchMember('/account/me', answer(500, '{"member":true}'))).toBe(false);
    expect(
      await fetchMember('/account/me', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(false);
  });

  it('sends the host site cookies (same origin) and asks for JSON', async () => {
    const get = vi.fn(answer(200, '{}'));
    await fetchMember('/account/me', get);
    expect(get).toHaveBeenCalledWith('/account/me', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  });
});

describe('memberStatus', () => {
  it('asks once per path however many pop-ups need it', async () => {
    const get = vi.fn(answer(200, '{}'));
    await Promise.all([memberStatus('/once', get), memberStatus('/once', get)]);
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('memberHolds', () => {
  it('matches the audience the owner chose', () => {
    expect(memberHolds('members', true)).toBe(true);
    expect(memberHolds('members', false)).toBe(false);
    expect(memberHolds('non_members', false)).toBe(true);
    expect(memberHolds('non_members', true)).toBe(false);
  });
});
