/**
 * The one path for every built file the server serves (the widget, the
 * tracker, the site's islands and images, the dashboard): each file is read
 * into memory at start-up, so a request is a map lookup and a buffer write
 * (@fastify/static stats and streams the file on every request: several
 * times the CPU per request).
 *
 * Brotli and gzip come from the build's `.br`/`.gz` siblings; a file without
 * an up-to-date sibling is compressed here once, the first time a client asks
 * for that encoding. ETags are content hashes (one per encoding). Content-hashed
 * names (`name-[HASH].js`, esbuild's chunk names) are cached for a year as
 * immutable; stable names (loader.js, tracker.js, islands) for a short while.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type HttpError } from '../errors.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', compress: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.map': { type: 'application/json; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.png': { type: 'image/png', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.woff2': { type: 'font/woff2', compress: false },
};

type Encoding = 'br' | 'gzip';
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** esbuild's `[name]-[hash]` (8 characters of base32): the content decides the name, so it never changes. */
export function isContentHashed(name: string): boolean {
  return /-[A-Z0-9]{8}\.[a-z0-9]+$/.test(basename(name));
}

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

export interface StaticFile {
  identity: Variant;
  /** Absent for types not worth compressing (images, fonts). */
  encoded: Record<Encoding, () => Variant> | null;
  /** The strong ETag's hash, shared by every encoding's ETag. */
  hash: string;
}

interface StaticOptions {
  /** Cache-Control for names without a content hash. */
  stableCacheControl: string;
  /** Loaded cross-origin by any site (widget, tracker): Cross-Origin-Resource-Policy cross-origin. */
  crossOrigin?: boolean;
  /** Serve only these paths (relative to the folder). */
  only?: readonly string[];
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** The build's compressed sibling of `file`, unless it is missing or older than the file. */
function readSibling(file: string, encoding: Encoding, mtimeMs: number): Buffer | null {
  const sibling = file + SIBLING[encoding];
  if (!existsSync(sibling) || statSync(sibling).mtimeMs < mtimeMs) return null;
  return readFileSync(sibling);
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: 9,
      [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function loadFile(file: string, name: string, opts: StaticOptions, type: string, compressible: boolean): StaticFile {
  const body = readFileSync(file);
  const { mtimeMs } = statSync(file);
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  const base: Record<string, string> = {
    'content-type': type,
    'cache-control': isContentHashed(name) ? IMMUTABLE : opts.stableCacheControl,
    'x-content-type-options': 'nosniff',
  };
  if (opts.crossOrigin) base['cross-origin-resource-policy'] = 'cross-origin';
  if (compressible) base.vary = 'accept-encoding';
  const identity = { body, headers: { ...base, etag: `"${hash}"` } };
  if (!compressible) return { identity, encoded: null, hash };
  const variant = (encoding: Encoding) => {
    let made: Variant | null = null;
    return () => {
      // Compressed once, on first demand, when the build left no sibling (tests, a dev build).
      made ??= {
        body: readSibling(file, encoding, mtimeMs) ?? compress(body, encoding),
        headers: { ...base, 'content-encoding': encoding, etag: `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"` },
      };
      return made;
    };
  };
  return { identity, encoded: { br: variant('br'), gzip: variant('gzip') }, hash };
}

/** Every servable file under the folders (missing folders are skipped), keyed by its path relative to its folder. */
function loadStaticFiles(dirs: readonly string[], opts: StaticOptions): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const file of listFiles(dir)) {
      const kind = TYPES[extname(file)];
      if (!kind) continue;
      const name = relative(dir, file).split(sep).join('/');
      if (opts.only && !opts.only.includes(name)) continue;
      files.set(name, loadFile(file, name, opts, kind.type, kind.compress));
    }
  }
  return files;
}

/** An Accept-Encoding negotiator over `offers`; values repeat (one per browser), so each is parsed once, in a bounded cache. */
function encodingNegotiator<T extends Encoding>(offers: T[]): (header: string | undefined) => T | null {
  const negotiated = new Map<string, T | null>();
  const negotiator = new Negotiator({ supportedValues: offers });
  return (header) => {
    if (!header) return null;
    let choice = negotiated.get(header);
    if (choice === undefined) {
      choice = negotiator.negotiate(header) as T | null;
      if (negotiated.size >= 64) negotiated.clear();
      negotiated.set(header, choice);
    }
    return choice;
  };
}

/** The best encoding the client accepts for a static file, or null for identity. */
const chooseEncoding = encodingNegotiator<Encoding>(['br', 'gzip']);

/** 'gzip' when the client accepts gzip (for bodies kept gzipped only, like the rendered pages), else null. */
export const chooseGzip = encodingNegotiator<'gzip'>(['gzip']);

/** Answers with the file in the best encoding the client accepts, or 304 when its copy is current. */
function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  const encoding = file.encoded ? chooseEncoding(request.headers['accept-encoding']) : null;
  const variant = encoding && file.encoded ? file.encoded[encoding]() : file.identity;
  reply.headers(variant.headers);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && (ifNoneMatch === '*' || ifNoneMatch.includes(`"${file.hash}`)))
    return reply.code(304).send();
  return reply.send(variant.body);
}

export interface StaticRoute extends StaticOptions {
  /** `/widget/*` serves the folder under /widget/; a path without `*` serves the one file `only[0]`. */
  url: string;
  dirs: readonly string[];
  notFound?: (path: string) => HttpError;
}

/** Registers a GET (and HEAD) route serving the files; returns them (callers check a build is there). */
export function serveStaticFiles(scope: FastifyInstance, route: StaticRoute): Map<string, StaticFile> {
  const files = loadStaticFiles(route.dirs, route);
  const notFound = route.notFound ?? errors.assetNotFound;
  if (route.url.endsWith('*')) {
    scope.get<{ Params: { '*': string } }>(route.url, async (request, reply) => {
      const path = request.params['*'];
      const file = files.get(path);
      if (!file) throw notFound(path);
      return sendStaticFile(request, reply, file);
    });
  } else {
    const name = route.only?.[0] ?? '';
    scope.get(route.url, async (request, reply) => {
      const file = files.get(name);
      if (!file) throw notFound(name);
      return sendStaticFile(request, reply, file);
    });
  }
  return files;
}
