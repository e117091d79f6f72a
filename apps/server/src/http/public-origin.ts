/**
 * The server's public origin: the address rendered into pages and snippets
 * (the Beckon loader, the tracker, share URLs). It comes from configuration
 * (PUBLIC_URL), never from the request's Host header, so a forged Host can
 * neither poison nor multiply cached pages. Unset, it is the address the
 * server listens on (a local run), or http://localhost before it listens
 * (inject() in tests).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const FALLBACK_ORIGIN = 'http://localhost';

export interface PublicOrigin {
  /** e.g. `https://clinic.example`, without a trailing slash. */
  get(): string;
  /** True when PUBLIC_URL is https: cookies are Secure and HSTS is sent. */
  readonly https: boolean;
}

/** The origin a browser on this machine reaches a listening address by. */
function originOfAddress(address: AddressInfo | string | null): string | null {
  if (address === null || typeof address === 'string') return null;
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export function createPublicOrigin(app: FastifyInstance, publicUrl: string | undefined): PublicOrigin {
  if (publicUrl !== undefined) {
    const origin = new URL(publicUrl).origin;
    return { get: () => origin, https: origin.startsWith('https:') };
  }
  let listening: string | null = null;
  return {
    get() {
      // Known only once the server listens; stable from then on.
      listening ??= app.server.listening ? originOfAddress(app.server.address()) : null;
      return listening ?? FALLBACK_ORIGIN;
    },
    https: false,
  };
}
