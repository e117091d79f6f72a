/**
 * One webhook request. Unless private addresses are allowed (tests, a private deployment), the host is
 * checked as at save (webhook-address.ts): an address literal before connecting, a name when it is
 * resolved here, and the connection goes to the address that was checked (the lookup hook), so a DNS
 * answer cannot change between check and connect.
 * Redirects are not followed: a receiver answers 2xx or the delivery is retried.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { literalHostProblem, resolvedAddressProblem } from './webhook-address.js';

export interface PostResult {
  /** The receiver's status code; null when it did not answer. */
  status: number | null;
  error: string | null;
  durationMs: number;
}

/** A receiver that does not answer in this time counts as down (Standard Webhooks suggests 15 s or less). */
const TIMEOUT_MS = 10_000;
/** The answer's body is not read; a person reading the log needs only the start of an error. */
const ERROR_TEXT_MAX = 300;

/** A connection's lookup that refuses names resolving to private addresses (unless allowed). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const refused = allowPrivate
        ? null
        : resolvedAddressProblem(
            hostname,
            addresses.map((a) => a.address),
          );
      if (refused) return callback(Object.assign(new Error(refused), { code: 'EPRIVATE' }), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean },
): Promise<PostResult> {
  const started = performance.now();
  const done = (status: number | null, error: string | null): PostResult => ({
    status,
    error: error === null ? null : error.slice(0, ERROR_TEXT_MAX),
    durationMs: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return resolve(done(null, 'the webhook address is not a valid URL'));
    }
    // An address literal is connected to without a lookup, so it is checked here.
    const literal = opts.allowPrivate ? null : literalHostProblem(target);
    if (literal) return resolve(done(null, literal));
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: TIMEOUT_MS,
        lookup: guardedLookup(opts.allowPrivate),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? null, null)));
        response.on('error', (err) => resolve(done(response.statusCode ?? null, err.message)));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} seconds`)));
    request.on('error', (err) => resolve(done(null, err.message)));
    request.end(body);
  });
}
