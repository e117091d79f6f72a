/**
 * Seals short secrets (integration API keys) for storage with AES-256-GCM: a fresh 12-byte nonce each time, the
 * tag checked on opening, so a changed or swapped value is refused instead of decrypted into garbage. The
 * sealed text is `v1.<nonce>.<tag>.<ciphertext>` in base64url; the version lets the scheme change later.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const SECRETS_KEY_BYTES = 32;

export interface SecretBox {
  seal(plain: string): string;
  /** The sealed text's secret; throws when it was not sealed with this key or was changed. */
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`the secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, nonce, tag, body, extra] = sealed.split('.');
      if (version !== 'v1' || nonce === undefined || tag === undefined || body === undefined || extra !== undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
