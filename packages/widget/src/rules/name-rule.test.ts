import { describe, expect, it } from 'vitest';
import { checkName, MAX_INPUT_LENGTH } from './name-rule.js';

describe('checkName', () => {
  it('caps name-like inputs at 254 characters', () => {
    expect(MAX_INPUT_LENGTH).toBe(254);
  });

  it('accepts an empty optional name', () => {
    expect(checkName('', false)).toEqual({ ok: true });
  });

  it('accepts digits in an optional name, since only the required name is restricted', () => {
    expect(checkName('R2D2', false)).toEqual({ ok: true });
  });

  it('rejects an optional name longer than 254 characters', () => {
    expect(checkName('a'.repeat(255), false)).toEqual({ ok: false, message: 'tooLong' });
  });

  it('accepts an optional name of exactly 254 characters', () => {
    expect(checkName('a'.repeat(254), false)).toEqual({ ok: true });
  });

  it('accepts a one-character required name', () => {
    expect(checkName('J', true)).toEqual({ ok: true });
  });

  it('accepts a 40-character required name', () => {
    expect(checkName('a'.repeat(40), true)).toEqual({ ok: true });
  });

  it('rejects a 41-character required name', () => {
    expect(checkName('a'.repeat(41), true)).toEqual({ ok: false, message: 'nameTitle' });
  });

  it('rejects an empty or blank required name', () => {
    expect(checkName('', true)).toEqual({ ok: false, message: 'nameTitle' });
    expect(checkName('   ', true)).toEqual({ ok: false, message: 'nameTitle' });
  });

  it('rejects a required name with a digit', () => {
    expect(checkName('Dana1', true)).toEqual({ ok: false, message: 'nameTitle' });
  });

  it('rejects a required name with angle brackets', () => {
    expect(checkName('<b>Dana', true)).toEqual({ ok: false, message: 'nameTitle' });
    expect(checkName('Dana>', true)).toEqual({ ok: false, message: 'nameTitle' });
  });

  it('accepts Hebrew, spaces, hyphens and apostrophes in a required name', () => {
    expect(checkName('דנה כהן', true)).toEqual({ ok: true });
    expect(checkName("Mary-Jane O'Neil", true)).toEqual({ ok: true });
  });

  it('ignores surrounding spaces when counting a required name', () => {
    expect(checkName(`  ${'a'.repeat(40)}  `, true)).toEqual({ ok: true });
  });
});
