import { describe, expect, it } from 'vitest';
import { isAllowedNumberKey, isNumberValue, roundNumberOnBlur } from './number-rule.js';

describe('isAllowedNumberKey', () => {
  it.each(['0', '5', '9', '.', '-'])('lets %s through', (key) => {
    expect(isAllowedNumberKey(key)).toBe(true);
  });

  it.each(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter'])(
    'lets the editing key %s through',
    (key) => {
      expect(isAllowedNumberKey(key)).toBe(true);
    },
  );

  it.each(['a', 'e', 'E', '+', ',', ' ', '٣', 'Escape', 'F5', '12'])('blocks %s', (key) => {
    expect(isAllowedNumberKey(key)).toBe(false);
  });
});

describe('roundNumberOnBlur', () => {
  it('rounds to two decimals', () => {
    expect(roundNumberOnBlur('3.14159')).toBe('3.14');
  });

  it('rounds half up where floating point would round 1.005 down', () => {
    expect(roundNumberOnBlur('1.005')).toBe('1.01');
  });

  it('rounds a negative number symmetrically', () => {
    expect(roundNumberOnBlur('-1.005')).toBe('-1.01');
    expect(roundNumberOnBlur('-2.344')).toBe('-2.34');
  });

  it('leaves a whole number as it is', () => {
    expect(roundNumberOnBlur('42')).toBe('42');
  });

  it('turns a lone dot into 0', () => {
    expect(roundNumberOnBlur('.')).toBe('0');
  });

  it('reads a leading or trailing dot as a number', () => {
    expect(roundNumberOnBlur('.5')).toBe('0.5');
    expect(roundNumberOnBlur('5.')).toBe('5');
  });

  it('keeps an empty value empty', () => {
    expect(roundNumberOnBlur('')).toBe('');
  });

  it('empties a value that is not a number', () => {
    expect(roundNumberOnBlur('abc')).toBe('');
    expect(roundNumberOnBlur('-')).toBe('');
    expect(roundNumberOnBlur('1.2.3')).toBe('');
  });

  it('empties number notations a keypad cannot produce', () => {
    expect(roundNumberOnBlur('1e3')).toBe('');
    expect(roundNumberOnBlur('0x1f')).toBe('');
    expect(roundNumberOnBlur('Infinity')).toBe('');
  });

  it('writes a tiny negative number that rounds to zero as 0, not -0', () => {
    expect(roundNumberOnBlur('-0.001')).toBe('0');
  });
});

describe('isNumberValue', () => {
  it('accepts decimal numbers and empty', () => {
    expect(isNumberValue('12.5')).toBe(true);
    expect(isNumberValue('-3')).toBe(true);
    expect(isNumberValue('')).toBe(true);
  });

  it('rejects text, a lone dot and exponent notation', () => {
    expect(isNumberValue('twelve')).toBe(false);
    expect(isNumberValue('.')).toBe(false);
    expect(isNumberValue('1e3')).toBe(false);
  });
});
