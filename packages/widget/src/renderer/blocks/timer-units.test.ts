import { describe, expect, it } from 'vitest';
import type { Lang } from '../../contract.js';
import { type TimerUnit, unitName } from './timer-units.js';

const intlName = (lang: Lang, unit: TimerUnit, n: number) =>
  new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' })
    .formatToParts(n)
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join('')
    .trim();

describe('the countdown unit names', () => {
  it('spell every unit as Intl does in each page language, for every count a countdown shows', () => {
    for (const lang of ['en', 'es', 'he'] as const)
      for (const unit of ['day', 'hour', 'minute', 'second'] as const)
        for (let n = 0; n <= 99; n++)
          expect(unitName(lang, unit, n), `${lang} ${unit} ${n}`).toBe(intlName(lang, unit, n));
  });
});
