import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretsKey, parseSecretsKey } from './secrets-key.js';

const dir = mkdtempSync(join(tmpdir(), 'beckon-secrets-'));
afterAll(() => rmSync(dir, { recursive: true }));

describe('the secrets key', () => {
  it('is made once in the data folder of the embedded database, readable only by its owner, and kept', () => {
    const first = loadSecretsKey({ envValue: undefined, dataDir: dir, embedded: true });
    expect(first?.length).toBe(32);
    expect(statSync(join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey({ envValue: undefined, dataDir: dir, embedded: true })).toEqual(first);
  });

  it('comes from SECRETS_KEY when set, and is absent on PostgreSQL without it', () => {
    const key = randomBytes(32);
    expect(loadSecretsKey({ envValue: key.toString('base64'), dataDir: dir, embedded: false })).toEqual(key);
    expect(loadSecretsKey({ envValue: key.toString('hex'), dataDir: dir, embedded: true })).toEqual(key);
    expect(loadSecretsKey({ envValue: undefined, dataDir: dir, embedded: false })).toBeUndefined();
  });

  it('refuses a SECRETS_KEY that is not 32 bytes', () => {
    expect(() => parseSecretsKey('c2hvcnQ=')).toThrow('SECRETS_KEY must be 32 random bytes');
  });
});
