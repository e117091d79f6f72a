/**
 * The visitor id's hand-rolled HMAC must equal node's createHmac for every
 * salt and message, and the day (and salt) must change exactly when the
 * clock crosses a UTC midnight, in either direction.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createHmacSha256, createVisitorIdDeriver, utcDay } from './visitor-id.js';

const PIECES = ['a', 'Mozilla/5.0 ', '\0', 'é', 'ÿ', '€', '😀', '\ud800', '\udc00', '127.0.0.1', '::1'];

describe('the visitor id HMAC', () => {
  it('equals createHmac for random salts and messages, short and long', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return seed / 2 ** 32;
    };
    const salt = Buffer.alloc(32);
    const hmac = createHmacSha256(salt);
    for (let round = 0; round < 20; round++) {
      randomBytes(32).copy(salt);
      hmac.rekey();
      for (let i = 0; i < 100; i++) {
        const length = [0, 1, 55, 56, 64, 119, 2048, 2049, 5000][i % 9] as number;
        let message = '';
        while (message.length < length) message += PIECES[Math.floor(next() * PIECES.length)];
        for (const m of [message, message.slice(0, length)]) {
          expect(hmac.mac(m)).toBe(createHmac('sha256', salt).update(m).digest('hex'));
        }
      }
    }
  });
});

describe('the daily visitor id', () => {
  it('is stable within a UTC day and changes with the day, in either direction', () => {
    let clock = new Date('2026-03-10T23:59:59.999Z');
    const ids = createVisitorIdDeriver(() => clock);
    const first = ids.derive('de30c1e0a1b2c', '10.0.0.1', 'UA');
    expect(first.day).toBe('2026-03-10');
    expect(first.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(ids.derive('de30c1e0a1b2c', '10.0.0.2', 'UA').visitorId).not.toBe(first.visitorId);

    clock = new Date('2026-03-10T00:00:00.000Z');
    expect(ids.derive('de30c1e0a1b2c', '10.0.0.1', 'UA')).toEqual(first);

    clock = new Date('2026-03-11T00:00:00.000Z');
    const next = ids.derive('de30c1e0a1b2c', '10.0.0.1', 'UA');
    expect(next.day).toBe('2026-03-11');
    expect(next.visitorId).not.toBe(first.visitorId);

    // Back to the previous day: its salt is gone, so the id cannot come back either.
    clock = new Date('2026-03-10T12:00:00.000Z');
    const back = ids.derive('de30c1e0a1b2c', '10.0.0.1', 'UA');
    expect(back.day).toBe('2026-03-10');
    expect(back.visitorId).not.toBe(first.visitorId);
  });

  it('names the same day as utcDay for dates across eras', () => {
    for (const iso of [
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
      '2000-02-29T12:00:00Z',
      '9999-12-31T23:59:59Z',
    ]) {
      const date = new Date(iso);
      expect(createVisitorIdDeriver(() => date).derive('s', 'i', 'u').day).toBe(utcDay(date));
    }
  });

  it('gives two processes with the same shared key for the day the same id, and asks for each new day', () => {
    const key = Buffer.alloc(32, 7);
    const asked: string[] = [];
    const shared = (day: string) => {
      asked.push(day);
      return day === '2026-03-10' ? key : undefined;
    };
    const clock = () => new Date('2026-03-10T08:00:00Z');
    const a = createVisitorIdDeriver(clock, shared).derive('s', '10.0.0.1', 'UA');
    const b = createVisitorIdDeriver(clock, shared).derive('s', '10.0.0.1', 'UA');
    expect(a).toEqual(b);
    expect(a.visitorId).toBe(createHmac('sha256', key).update('s\u000010.0.0.1\u0000UA').digest('hex').slice(0, 32));
    // A day without a shared key: each process draws its own salt, so ids differ.
    const other = () => new Date('2026-03-11T08:00:00Z');
    expect(createVisitorIdDeriver(other, shared).derive('s', '10.0.0.1', 'UA').visitorId).not.toBe(
      createVisitorIdDeriver(other, shared).derive('s', '10.0.0.1', 'UA').visitorId,
    );
    expect(asked).toEqual(['2026-03-10', '2026-03-10', '2026-03-11', '2026-03-11']);
  });

  it('refuses an invalid clock reading as before', () => {
    expect(() => createVisitorIdDeriver(() => new Date(Number.NaN)).derive('s', 'i', 'u')).toThrow(RangeError);
  });
});
