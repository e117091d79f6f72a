import { describe, expect, it } from 'vitest';
import { checkEmail, completeEmail, isEmailSyntax, suggestEmail } from './email-rule.js';

const blocklist = new Set(['gmail.com', 'mailinator.com']);

describe('suggestEmail', () => {
  it.each([
    ['dana@gmial.com', 'dana@gmail.com'],
    ['dana@gmail.con', 'dana@gmail.com'],
    ['dana@hotmial.com', 'dana@hotmail.com'],
    ['dana@yaho.com', 'dana@yahoo.com'],
    ['dana@gmal.con', 'dana@gmail.com'],
    ['dana@gmail.cmo', 'dana@gmail.com'],
    ['dana@gmail.comm', 'dana@gmail.com'],
    ['dana@gmail.co', 'dana@gmail.com'],
    ['dana@gmailcom', 'dana@gmail.com'],
    ['dana@gmail', 'dana@gmail.com'],
    ['dana@outlok.com', 'dana@outlook.com'],
    ['dana@iclod.com', 'dana@icloud.com'],
    ['dana@wala.co.il', 'dana@walla.co.il'],
    ['dana@walla.co.i', 'dana@walla.co.il'],
    ['dana@gmail.co.il', 'dana@gmail.com'],
    ['dana@me.con', 'dana@me.com'],
    ['dana@aol.co', 'dana@aol.com'],
    ['dana@protonmial.com', 'dana@protonmail.com'],
  ])('suggests a correction for %s', (typed, expected) => {
    expect(suggestEmail(typed)).toBe(expected);
  });

  it.each([
    'dana@gmail.com',
    'dana@walla.co.il',
    'dana@me.com',
    'dana@mail.com',
    'dana@ymail.com',
    'dana@yahoo.ca',
    'dana@hotmail.fr',
    'dana@hotmail.co.il',
    'dana@mac.com',
    'dana@gmx.com',
    'dana@acme.co.il',
  ])('makes no suggestion for the real domain in %s', (typed) => {
    expect(suggestEmail(typed)).toBeNull();
  });

  it('makes no suggestion for a known provider written in capitals', () => {
    expect(suggestEmail('Dana@GMAIL.COM')).toBeNull();
  });

  it('keeps the local part exactly as typed', () => {
    expect(suggestEmail('Dana.Cohen+news@gmial.com')).toBe('Dana.Cohen+news@gmail.com');
  });

  it('fixes a .con ending on any domain, since .con is no real TLD', () => {
    expect(suggestEmail('dana@acme.con')).toBe('dana@acme.com');
  });

  it('leaves .co alone on unknown domains, since .co is a real TLD', () => {
    expect(suggestEmail('dana@acme.co')).toBeNull();
  });

  it('makes no suggestion without an @ or with two of them', () => {
    expect(suggestEmail('gmial.com')).toBeNull();
    expect(suggestEmail('a@b@gmial.com')).toBeNull();
  });
});

describe('completeEmail', () => {
  it('completes dana@gm to dana@gmail.com', () => {
    expect(completeEmail('dana@gm')).toBe('dana@gmail.com');
  });

  it('completes a partly typed TLD', () => {
    expect(completeEmail('dana@hotmail.c')).toBe('dana@hotmail.com');
  });

  it('completes an Israeli provider', () => {
    expect(completeEmail('dana@wa')).toBe('dana@walla.co.il');
  });

  it('gives nothing when several providers start the same way', () => {
    expect(completeEmail('dana@m')).toBeNull();
  });

  it('gives nothing before any domain letter is typed', () => {
    expect(completeEmail('dana@')).toBeNull();
  });

  it('gives nothing when no provider matches', () => {
    expect(completeEmail('dana@acme')).toBeNull();
  });

  it('gives nothing when the domain is already complete', () => {
    expect(completeEmail('dana@gmail.com')).toBeNull();
  });

  it('gives nothing without a local part', () => {
    expect(completeEmail('@gm')).toBeNull();
  });
});

describe('isEmailSyntax', () => {
  it('accepts an ordinary address', () => {
    expect(isEmailSyntax('dana.cohen+tag@example.co.il')).toBe(true);
  });

  it.each([
    'dana',
    'dana@',
    '@example.com',
    'dana@example',
    'da na@example.com',
    'dana@-example.com',
    'dana@ex_ample.com',
  ])('rejects %s', (value) => {
    expect(isEmailSyntax(value)).toBe(false);
  });
});

describe('checkEmail', () => {
  it('accepts anything when validation is off', () => {
    expect(checkEmail('not an email', 'no-validation', {})).toEqual({ ok: true });
  });

  it('accepts an empty value, leaving required-ness to the dispatcher', () => {
    expect(checkEmail('', 'check-typos', {})).toEqual({ ok: true });
  });

  it('rejects a malformed address in typo mode', () => {
    expect(checkEmail('dana@@example.com', 'check-typos', {})).toEqual({ ok: false, message: 'invalidEmail' });
  });

  it('rejects a malformed address in business mode', () => {
    expect(checkEmail('dana example.com', 'business-email', {})).toEqual({ ok: false, message: 'invalidEmail' });
  });

  it('reports a typo with the suggested address', () => {
    expect(checkEmail('dana@gmial.com', 'check-typos', {})).toEqual({
      ok: false,
      message: 'emailTypos',
      suggestion: 'dana@gmail.com',
    });
  });

  it('accepts a correct address in typo mode', () => {
    expect(checkEmail('dana@gmail.com', 'check-typos', {})).toEqual({ ok: true });
  });

  it('ignores surrounding spaces, as an email input does', () => {
    expect(checkEmail('  dana@gmail.com ', 'check-typos', {})).toEqual({ ok: true });
  });

  it('does not look for typos in business-only mode', () => {
    expect(checkEmail('dana@gmial.com', 'business-email', { businessBlocklist: blocklist })).toEqual({ ok: true });
  });

  it('refuses a blocklisted domain in business mode', () => {
    expect(checkEmail('dana@gmail.com', 'business-email', { businessBlocklist: blocklist })).toEqual({
      ok: false,
      message: 'businessOnly',
    });
  });

  it('refuses a sub-domain of a blocklisted domain', () => {
    expect(checkEmail('dana@x.mailinator.com', 'business-email', { businessBlocklist: blocklist })).toEqual({
      ok: false,
      message: 'businessOnly',
    });
  });

  it('matches the blocklist regardless of letter case', () => {
    expect(checkEmail('dana@GMAIL.com', 'business-email', { businessBlocklist: blocklist })).toEqual({
      ok: false,
      message: 'businessOnly',
    });
  });

  it('accepts a company domain in business mode', () => {
    expect(checkEmail('dana@acme.co.il', 'business-email', { businessBlocklist: blocklist })).toEqual({ ok: true });
  });

  it('accepts any valid domain in business mode while the blocklist has not arrived', () => {
    expect(checkEmail('dana@gmail.com', 'business-email', {})).toEqual({ ok: true });
  });

  it('does not apply the blocklist in typo-only mode', () => {
    expect(checkEmail('dana@gmail.com', 'check-typos', { businessBlocklist: blocklist })).toEqual({ ok: true });
  });

  it('checks typos first and then the blocklist in typos-business mode', () => {
    const opts = { businessBlocklist: blocklist };
    expect(checkEmail('dana@gmial.com', 'typos-business', opts)).toMatchObject({ message: 'emailTypos' });
    expect(checkEmail('dana@gmail.com', 'typos-business', opts)).toEqual({ ok: false, message: 'businessOnly' });
    expect(checkEmail('dana@acme.com', 'typos-business', opts)).toEqual({ ok: true });
  });
});
