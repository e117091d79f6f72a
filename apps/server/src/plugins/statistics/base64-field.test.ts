/**
 * The hand-written base64 decoder must agree with the plain one (regex,
 * Buffer, re-encoding, fatal UTF-8) on every input: valid base64 of random
 * bytes and text, and mutations of it near every rule.
 */
import { describe, expect, it } from 'vitest';
import { base64Text, decodeBase64Text, decodeBase64Utf8, decodeBase64Utf8Reference } from './base64-field.js';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Next = () => number;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const TEXT = ['a', '/', '?', 'é', 'ñ', '€', '検', '😀', '\u0000', '\u001f', '\u007f', '\u0085', '\ufeff', ' '];

function randomBytes(next: Next, n: number): Buffer {
  const bytes = Buffer.alloc(n);
  // Mostly ASCII, sometimes any byte: both decoder paths get exercised.
  const ascii = next() < 0.6;
  for (let i = 0; i < n; i++) bytes[i] = Math.floor(next() * (ascii ? 128 : 256));
  return bytes;
}

function randomText(next: Next, n: number): string {
  let text = '';
  for (let i = 0; i < n; i++) text += TEXT[Math.floor(next() * TEXT.length)];
  return text;
}

function variant(next: Next): string {
  const n = Math.floor(next() * 40);
  const r = next();
  let value =
    r < 0.4
      ? randomBytes(next, n).toString('base64')
      : r < 0.8
        ? Buffer.from(randomText(next, n)).toString('base64')
        : Array.from({ length: n }, () => ALPHABET[Math.floor(next() * ALPHABET.length)]).join('');
  const mutations = next() < 0.5 ? 0 : 1 + Math.floor(next() * 2);
  for (let i = 0; i < mutations && value.length > 0; i++) {
    const at = Math.floor(next() * value.length);
    const m = next();
    if (m < 0.3) value = value.slice(0, at) + ALPHABET[Math.floor(next() * 64)] + value.slice(at + 1);
    else if (m < 0.5) value = value.slice(0, at) + value.slice(at + 1);
    else if (m < 0.6) value = value.replace(/=+$/, '');
    else if (m < 0.7) value += '=';
    else if (m < 0.8) value = value.slice(0, at) + String.fromCharCode(Math.floor(next() * 0x3000)) + value.slice(at);
    else if (m < 0.9) value = value.slice(0, at) + pickOf(next, ['-', '_', ' ', '\n', '.']) + value.slice(at + 1);
    else value = value.slice(0, -2) + pickOf(next, ['==', 'A=', '=A', 'QQ', 'R=']);
  }
  return value;
}

const pickOf = (next: Next, xs: string[]) => xs[Math.floor(next() * xs.length)] as string;

describe('the base64 decoder', () => {
  it('agrees with the plain decoder on generated input', () => {
    const next = rng(7);
    let decoded = 0;
    let nonAscii = 0;
    for (let i = 0; i < 30_000; i++) {
      const value = variant(next);
      const expected = decodeBase64Utf8Reference(value);
      expect(decodeBase64Utf8(value), JSON.stringify(value)).toBe(expected);
      if (expected !== null) decoded++;
      if (expected !== null && /[\u0080-\uffff]/.test(expected)) nonAscii++;
    }
    expect(decoded).toBeGreaterThan(10_000);
    expect(nonAscii).toBeGreaterThan(3_000);
  });

  it('agrees on every one- and two-group value ending the text', () => {
    // Every last group shape: xx==, xxx=, xxxx with each leftover-bits pattern.
    const alphabet = ALPHABET.slice(0, 64);
    for (const a of 'AQgw/') {
      for (const b of alphabet) {
        for (const tail of ['==', 'A=', 'B=', 'D=', 'E=', 'AA', '=A']) {
          const value = `TWFu${a}${b}${tail}`;
          expect(decodeBase64Utf8(value), value).toBe(decodeBase64Utf8Reference(value));
        }
      }
    }
  });

  it('agrees when one byte anywhere in otherwise ASCII text is not ASCII', () => {
    for (let n = 1; n <= 8; n++) {
      for (let at = 0; at < n; at++) {
        for (const byte of [0x80, 0xbf, 0xc3, 0xe2, 0xf0, 0xff]) {
          const bytes = Buffer.alloc(n, 0x61);
          bytes[at] = byte;
          const value = bytes.toString('base64');
          expect(decodeBase64Utf8(value), value).toBe(decodeBase64Utf8Reference(value));
        }
      }
    }
  });

  it('decodes input longer than its scratch buffer the same way', () => {
    const text = `/${'é'.repeat(9000)}`;
    expect(decodeBase64Utf8(Buffer.from(text).toString('base64'))).toBe(text);
    expect(decodeBase64Utf8(`${Buffer.from(text).toString('base64')}A`)).toBeNull();
  });

  it('gives the fast paths what the zod field gives', () => {
    const next = rng(11);
    for (const max of [16, 200, 2048]) {
      const field = base64Text(max);
      for (let i = 0; i < 3000; i++) {
        const value =
          next() < 0.1
            ? Buffer.from(randomText(next, max + Math.floor(next() * 3) - 1)).toString('base64')
            : variant(next);
        const zod = field.safeParse(value);
        expect(decodeBase64Text(value, max), value).toBe(zod.success ? zod.data : null);
      }
    }
  });
});
