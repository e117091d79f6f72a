/**
 * The key that seals stored secrets (secret-box.ts). SECRETS_KEY (32 bytes as base64 or 64 hex digits) in
 * production; on the embedded database (no DATABASE_URL) a key is made once into the data folder, so
 * `npm start` needs nothing. With DATABASE_URL and no SECRETS_KEY there is none: several processes would each
 * make their own, and integrations stay off until it is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECRETS_KEY_BYTES } from './secret-box.js';

export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== SECRETS_KEY_BYTES)
    throw new Error('SECRETS_KEY must be 32 random bytes as base64 or hex (openssl rand -base64 32)');
  return key;
}

export function loadSecretsKey(opts: {
  envValue: string | undefined;
  dataDir: string;
  embedded: boolean;
}): Buffer | undefined {
  if (opts.envValue) return parseSecretsKey(opts.envValue);
  if (!opts.embedded) return undefined;
  const file = join(opts.dataDir, 'secrets.key');
  try {
    return parseSecretsKey(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(opts.dataDir, { recursive: true });
  // 'wx': a second process starting at the same moment reads the first one's key instead of replacing it.
  try {
    writeFileSync(file, `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return parseSecretsKey(readFileSync(file, 'utf8'));
}
