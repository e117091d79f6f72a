import { describe, expect, it } from 'vitest';
import { replaceTextTags } from './text-tags.js';

// Noon local time keeps the calendar day stable in every time zone the tests run in.
const newYear = new Date(2026, 0, 1, 12); // a Thursday
const firstOfMarch = new Date(2026, 2, 1, 12); // a Sunday

describe('replaceTextTags', () => {
  it('names the months and weekdays in Spanish on a Spanish pop-up', () => {
    expect(replaceTextTags('{curr_mon}, {today_day}', newYear, 'es')).toBe('enero, jueves');
    expect(replaceTextTags('{next_mon} {tomo_day}', firstOfMarch, 'es')).toBe('abril lunes');
  });

  it('fills the current year', () => {
    expect(replaceTextTags('© {curr_year}', newYear, 'en')).toBe('© 2026');
  });

  it('rolls the previous month back into last year on 1 January', () => {
    expect(replaceTextTags('{prev_mon}|{curr_mon}|{next_mon}', newYear, 'en')).toBe('December|January|February');
  });

  it('takes yesterday back into last year on 1 January', () => {
    expect(replaceTextTags('{yest_dmy} {yest_mdy}', newYear, 'en')).toBe('31/12/2025 12/31/2025');
  });

  it('names the weekdays around 1 January 2026', () => {
    expect(replaceTextTags('{yest_day}, {today_day}, {tomo_day}', newYear, 'en')).toBe('Wednesday, Thursday, Friday');
  });

  it('takes yesterday back to 28 February on 1 March of a common year', () => {
    expect(replaceTextTags('{yest_dmy}', firstOfMarch, 'en')).toBe('28/02/2026');
    expect(replaceTextTags('{yest_mdy}', firstOfMarch, 'en')).toBe('02/28/2026');
  });

  it('writes today and tomorrow in both orders', () => {
    expect(replaceTextTags('{today_dmy} {today_mdy} {tomo_dmy} {tomo_mdy}', firstOfMarch, 'en')).toBe(
      '01/03/2026 03/01/2026 02/03/2026 03/02/2026',
    );
  });

  it('takes yesterday back to 29 February in a leap year', () => {
    expect(replaceTextTags('{yest_dmy}', new Date(2028, 2, 1, 12), 'en')).toBe('29/02/2028');
  });

  it('gives February, not March, as the month after 31 January', () => {
    expect(replaceTextTags('{next_mon}', new Date(2026, 0, 31, 12), 'en')).toBe('February');
  });

  it('writes month names in Hebrew on Hebrew pages', () => {
    expect(replaceTextTags('{prev_mon} {curr_mon} {next_mon}', newYear, 'he')).toBe('דצמבר ינואר פברואר');
  });

  it('writes weekday names in Hebrew on Hebrew pages', () => {
    expect(replaceTextTags('{yest_day}|{today_day}|{tomo_day}', firstOfMarch, 'he')).toBe('יום שבת|יום ראשון|יום שני');
  });

  it('writes dates the same way in Hebrew', () => {
    expect(replaceTextTags('{today_dmy}', firstOfMarch, 'he')).toBe('01/03/2026');
  });

  it('accepts the tag names spelt in Hebrew, in a pop-up of any language', () => {
    expect(replaceTextTags('{שנה_נוכחית} {חודש_נוכחי} {יום_מחר}', newYear, 'he')).toBe('2026 ינואר יום שישי');
    expect(replaceTextTags('{ חודש_הבא } {תאריך_אתמול} {תאריך_מחר_ארהב}', firstOfMarch, 'en')).toBe(
      'April 28/02/2026 03/02/2026',
    );
    expect(replaceTextTags('{חודש_אחר} {שנה}', newYear, 'he')).toBe('{חודש_אחר} {שנה}');
  });

  it('fills several tags in one text', () => {
    expect(replaceTextTags('Sale ends {tomo_day} {tomo_dmy}!', firstOfMarch, 'en')).toBe(
      'Sale ends Monday 02/03/2026!',
    );
  });

  it('ignores case and spaces inside the braces', () => {
    expect(replaceTextTags('{ CURR_YEAR }', newYear, 'en')).toBe('2026');
  });

  it('leaves unknown tags exactly as written', () => {
    const text = '{curr_day} {today_mon} {yest_dmy_x} {next_year} {name}';
    expect(replaceTextTags(text, newYear, 'en')).toBe(text);
  });

  it('leaves tag names without braces alone', () => {
    expect(replaceTextTags('curr_year', newYear, 'en')).toBe('curr_year');
  });
});
