import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.js';

describe('the secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const sealed = box.seal('abc123-us21');
    expect(sealed).not.toContain('abc123');
    expect(box.seal('abc123-us21')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('abc123-us21');
  });

  it('refuses a sealed text that was changed, or sealed under another key', () => {
    const sealed = box.seal('secret key');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow('not a sealed secret');
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow('32 bytes');
  });
});
