import { describe, expect, it, vi } from 'vitest';
import { cookieJar, POPUP_ID, record } from './fixtures';
import { frequencyState, markShown } from './frequency-state';
import { readCookies, setCookie } from './storage';

const NOW = Date.UTC(2025, 0, 10, 12);
const visit = { visit: 3, returning: true };

describe('cookies', () => {
  it('writes a site-wide cookie with max-age, path and SameSite, value encoded', () => {
    const jar = cookieJar();
    setCookie('poptin_referrer', 'https://a.example/?q=1 2', 120, jar);
    expect(jar.writes).toEqual([
      'poptin_referrer=https%3A%2F%2Fa.example%2F%3Fq%3D1%202; max-age=120; path=/; SameSite=Lax',
    ]);
  });

  it('reads cookies back decoded, keeping malformed values as they are', () => {
    const jar = cookieJar({ a: 'x%20y', b: '%E0%A4%A', c: 'k=v' });
    expect(readCookies(jar)).toEqual({ a: 'x y', b: '%E0%A4%A', c: 'k=v' });
  });

  it('logs and carries on when cookies are unavailable', () => {
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const jar = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      set cookie(_v: string) {
        throw new Error('SecurityError');
      },
    };
    expect(readCookies(jar)).toEqual({});
    expect(() => setCookie('a', 'b', 1, jar)).not.toThrow();
    expect(logs).toHaveBeenCalledWith('Beckon:', 'storage', expect.any(Error));
    logs.mockRestore();
  });
});

describe('show marks', () => {
  const shown = (d_f_r: string) => {
    const jar = cookieJar();
    markShown(record({ d_f_r }), visit, NOW, jar);
    return jar.writes;
  };

  it('marks every show with the seen cookie poptin_o_a_d_{id} for 365 days', () => {
    expect(shown('all@display_once')).toEqual([`poptin_o_a_d_${POPUP_ID}=1; max-age=31536000; path=/; SameSite=Lax`]);
  });

  it('writes the once-a-day cookie poptin_d_a_x_v_{id} for 1 day', () => {
    expect(shown('all@display_once_a_day')).toContain(
      `poptin_d_a_x_v_${POPUP_ID}=1; max-age=86400; path=/; SameSite=Lax`,
    );
  });

  it('writes the once-per-visit cookie poptin_o_p_v_{id} for 30 minutes', () => {
    expect(shown('all@display_once_per_visit')).toContain(
      `poptin_o_p_v_${POPUP_ID}=1; max-age=1800; path=/; SameSite=Lax`,
    );
  });

  it('writes the visit number of the show for every-N-visits rules, for 365 days', () => {
    expect(shown('all@display_every_2_visits')).toContain(
      `poptin_e_n_v_${POPUP_ID}=3; max-age=31536000; path=/; SameSite=Lax`,
    );
  });

  it('writes the time of the show for every-N-days rules, for 365 days', () => {
    expect(shown('all@display_every_2_days')).toContain(
      `poptin_e_n_d_${POPUP_ID}=${NOW}; max-age=31536000; path=/; SameSite=Lax`,
    );
  });

  it('counts shows for every-page rules', () => {
    const jar = cookieJar({ [`poptin_e_e_p_${POPUP_ID}`]: '4' });
    markShown(record({ d_f_r: 'all@display_everytime_everypage_5' }), visit, NOW, jar);
    expect(jar.values.get(`poptin_e_e_p_${POPUP_ID}`)).toBe('5');
  });

  it('reads the state back from the same cookie names', () => {
    const jar = cookieJar({
      [`poptin_o_a_d_${POPUP_ID}`]: 'f00dfeedbeef1',
      [`poptin_c_p_o_x_c_${POPUP_ID}`]: POPUP_ID,
      [`poptin_conversion_${POPUP_ID}`]: '1',
      [`poptin_d_a_x_v_${POPUP_ID}`]: '1',
      [`poptin_o_p_v_${POPUP_ID}`]: '1',
      [`poptin_e_e_p_${POPUP_ID}`]: '2',
      [`poptin_e_n_v_${POPUP_ID}`]: '2',
      [`poptin_e_n_d_${POPUP_ID}`]: `${NOW}`,
    });
    expect(frequencyState(POPUP_ID, visit, jar)).toEqual({
      seen: true,
      closedX: true,
      converted: true,
      shownToday: true,
      shownThisVisit: true,
      shows: 2,
      lastVisit: 2,
      lastAt: NOW,
      visit: 3,
      returning: true,
    });
  });

  it('reads a pop-up with no cookies as never shown', () => {
    const s = frequencyState(POPUP_ID, { visit: 1, returning: false }, cookieJar({ other: '1' }));
    expect(s).toMatchObject({ seen: false, closedX: false, converted: false, shows: 0, lastVisit: 0, lastAt: 0 });
  });
});
