/**
 * A pop-up's schedule and traffic-source targeting, as an owner saves them and as the display service
 * decides them: outside its schedule, or to traffic it does not target, a pop-up is not offered.
 */
import { wallClockAt } from '@beckon/popup-schema/wall-clock';
import { describe, expect, it } from 'vitest';
import { databases } from '../helpers/test-databases.js';
import { lightboxInput, useSignedUpOwner } from './owner-helpers.js';

const PAGE = 'https://shop.example/offers/';
const pad = (n: number) => String(n).padStart(2, '0');
/** Madrid's hour `shift` hours from now, as `HH:00`. */
const madridHour = (shift: number) => `${pad((wallClockAt(Date.now(), 'Europe/Madrid').hour + shift + 24) % 24)}:00`;

describe.each(databases)('schedules and traffic sources on $name', (database) => {
  const t = useSignedUpOwner(database);

  const create = async (targeting: Record<string, unknown>): Promise<string> => {
    const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput({ targeting }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().poptin_id;
  };

  const offered = async (body: Record<string, unknown> = {}): Promise<string[]> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/display/${t.owner.accountId}`,
      headers: { 'content-type': 'application/json' },
      payload: { domain: 'shop.example', url: PAGE, ...body },
    });
    expect(res.statusCode).toBe(200);
    return (res.json().poptins as { poptin_id: string }[]).map((p) => p.poptin_id);
  };

  it('offers a pop-up only inside its dates and hours, and any pop-up whose schedule is off', async () => {
    const ended = await create({ schedule: { active: true, end: '2020-01-01T00:00' } });
    const notYet = await create({ schedule: { active: true, start: '2099-01-01T00:00' } });
    const running = await create({ schedule: { active: true, start: '2020-01-01T00:00', end: '2099-01-01T00:00' } });
    // A three-hour window around Madrid's current hour, and the hour-long one after it has closed.
    const nowHours = await create({ schedule: { active: true, from: madridHour(-1), to: madridHour(2) } });
    const laterHours = await create({ schedule: { active: true, from: madridHour(3), to: madridHour(4) } });
    const off = await create({ schedule: { active: false, end: '2020-01-01T00:00' } });
    const ids = await offered();
    expect(ids).toEqual(expect.arrayContaining([running, nowHours, off]));
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(notYet);
    expect(ids).not.toContain(laterHours);
  });

  it('offers a pop-up only on the chosen days of the week in its time zone', async () => {
    const today = wallClockAt(Date.now(), 'Pacific/Kiritimati').weekday;
    const names = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
    const todayOnly = await create({
      schedule: { active: true, time_zone: 'Pacific/Kiritimati', days: [names[today]] },
    });
    const otherDays = await create({
      schedule: { active: true, time_zone: 'Pacific/Kiritimati', days: names.filter((_, i) => i !== today) },
    });
    const ids = await offered();
    expect(ids).toContain(todayOnly);
    expect(ids).not.toContain(otherDays);
  });

  it('offers a pop-up to the traffic it targets, by referrer, referring domain and UTM values', async () => {
    const search = await create({ traffic_source: { active: true, sources: ['search'] } });
    const social = await create({ traffic_source: { active: true, sources: ['social'] } });
    const partner = await create({ traffic_source: { active: true, referrer_domains: ['partner.example'] } });
    const mailCampaign = await create({
      traffic_source: { active: true, sources: ['email'], utm_campaign: ['black-friday'] },
    });
    const direct = await create({ traffic_source: { active: true, sources: ['direct'] } });
    const targeted = [search, social, partner, mailCampaign, direct];
    const shown = async (body: Record<string, unknown>) => (await offered(body)).filter((id) => targeted.includes(id));

    expect(await shown({ referrer: 'https://www.google.es/' })).toEqual([search]);
    expect(await shown({ referrer: 'https://l.facebook.com/l.php' })).toEqual([social]);
    expect(await shown({ referrer: 'https://blog.partner.example/post' })).toEqual([partner]);
    expect(await shown({ url: `${PAGE}?utm_medium=email&utm_campaign=black-friday` })).toEqual([mailCampaign]);
    expect(await shown({ url: `${PAGE}?utm_medium=email&utm_campaign=summer` })).toEqual([]);
    // A later page of the visit, without UTM values of its own, is judged by the visit's first ones.
    expect(await shown({ first_utm: '?utm_medium=email&utm_campaign=black-friday' })).toEqual([mailCampaign]);
    // The page's own UTM values win over the visit's first ones.
    expect(
      await shown({ url: `${PAGE}?utm_campaign=summer`, first_utm: '?utm_medium=email&utm_campaign=black-friday' }),
    ).toEqual([direct]);
    expect(await shown({})).toEqual([direct]);
  });

  it('still previews a pop-up outside its schedule in the builder', async () => {
    const ended = await create({ schedule: { active: true, end: '2020-01-01T00:00' } });
    expect(await offered({ preview_popup_id: ended })).toContain(ended);
  });

  it('stops offering a pop-up as soon as its owner saves a schedule that has ended', async () => {
    const id = await create({});
    expect(await offered()).toContain(id);
    const stored = (await t.owner.send('GET', `/api/owner/popups/${id}`)).json();
    const popup = {
      ...stored.popup,
      targeting: { ...stored.popup.targeting, schedule: { active: true, end: '2021-06-01T00:00' } },
    };
    const saved = await t.owner.send('PUT', `/api/owner/popups/${id}`, { version: stored.version, popup });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().popup.targeting.schedule).toMatchObject({
      active: true,
      end: '2021-06-01T00:00',
      time_zone: 'Europe/Madrid',
    });
    expect(await offered()).not.toContain(id);
  });

  it('refuses schedules and traffic rules that cannot be met, with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { schedule: { start: '2026-12-24T00:00', end: '2026-12-01T00:00' } },
        'body.targeting.schedule.end: must be after the start',
      ],
      [{ schedule: { time_zone: 'Mars/Olympus' } }, 'body.targeting.schedule.time_zone: must be a time zone'],
      [{ schedule: { from: '09:00' } }, 'body.targeting.schedule.to: give both hours, or neither'],
      [{ schedule: { days: ['mon', 'someday'] } }, 'body.targeting.schedule.days[1]'],
      [{ schedule: { start: `2026-01-01T00:00${'\u0000'}` } }, 'body.targeting.schedule.start'],
      [{ traffic_source: { active: true } }, 'body.targeting.traffic_source.sources: choose a source'],
      [{ traffic_source: { sources: ['telepathy'] } }, 'body.targeting.traffic_source.sources[0]'],
      [
        { traffic_source: { referrer_domains: ['x'.repeat(10_000)] } },
        'body.targeting.traffic_source.referrer_domains[0]: must be a domain',
      ],
    ];
    const before = (await t.owner.send('GET', '/api/owner/popups')).json().popups.length;
    for (const [targeting, message] of cases) {
      const res = await t.owner.send('POST', '/api/owner/popups', lightboxInput({ targeting }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await t.owner.send('GET', '/api/owner/popups')).json().popups.length).toBe(before);
  });
});
