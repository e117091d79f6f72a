/**
 * Reads a store platform shop's home page, where the owner's proof tag is (shop-proof.ts). The shop's
 * domain is typed by the owner, so the request is guarded like a webhook's (webhook-post.ts): public
 * addresses only, checked when connecting. A platform's own domain (shop-name.myshopify.com) redirects to
 * the shop's domain, so a few redirects are followed, each guarded the same way; only the page's start
 * is read, where the `<head>` is.
 */
import http from 'node:http';
import https from 'node:https';
import { literalHostProblem } from './webhook-address.js';
import { guardedLookup } from './webhook-post.js';

export type HomePage = { html: string } | { problem: string };

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 4;

type Hop = HomePage | { location: string };

function getOnce(target: URL, allowPrivate: boolean): Promise<Hop> {
  return new Promise((resolve) => {
    const literal = allowPrivate ? null : literalHostProblem(target);
    if (literal) return resolve({ problem: literal });
    const client = target.protocol === 'https:' ? https : http;
    const request = client.get(
      target,
      {
        headers: { accept: 'text/html', 'user-agent': 'Beckon shop verification' },
        timeout: TIMEOUT_MS,
        lookup: guardedLookup(allowPrivate),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.destroy();
          return resolve({ location });
        }
        if (status < 200 || status >= 300) {
          response.destroy();
          return resolve({ problem: `its home page answered ${status}` });
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => resolve({ html: Buffer.concat(chunks).subarray(0, MAX_BYTES).toString('utf8') });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_BYTES) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', (err) => resolve({ problem: `its home page could not be read: ${err.message}` }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} seconds`)));
    request.on('error', (err) => resolve({ problem: `its home page could not be read: ${err.message}` }));
  });
}

/** The page at `url` after its redirects, or why it could not be read, in words. */
export async function readHomePage(url: string, opts: { allowPrivate: boolean }): Promise<HomePage> {
  let target = new URL(url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const answer = await getOnce(target, opts.allowPrivate);
    if (!('location' in answer)) return answer;
    try {
      target = new URL(answer.location, target);
    } catch {
      return { problem: 'its home page redirects to an address that is not valid' };
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:')
      return { problem: 'its home page redirects to an address that is not a web page' };
  }
  return { problem: `its home page redirects more than ${MAX_REDIRECTS} times` };
}
