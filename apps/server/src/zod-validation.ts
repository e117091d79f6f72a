/**
 * Route validation with the shared zod schemas (reliability.md §1.4, §6 B2):
 * no coercion, no stripping, unknown keys rejected (the schemas are strict;
 * the shop's cart and checkout forms alone drop them: shop/schemas.ts).
 * The parsed value (defaults filled, JSON-string form parts parsed) replaces
 * the raw request part, so handlers only ever see validated data.
 */
import { issuePath, issueRule } from '@beckon/popup-schema/zod-issues';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type * as z from 'zod';
import { errors } from './errors.js';

const MAX_ISSUES_IN_MESSAGE = 3;

/** The first issues as one line, each as "where: what is wrong", e.g. `body.email: must be a string (got number)`. */
function formatIssues(part: string, issues: readonly z.core.$ZodIssue[], data: unknown): string {
  const shown = issues
    .slice(0, MAX_ISSUES_IN_MESSAGE)
    .map((issue) => `${issuePath(issue.path, part)}: ${issueRule(issue, data)}`);
  const more = issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')}; and ${more} more` : shown.join('; ');
}

// PostgreSQL text and jsonb cannot hold NUL, and a lone surrogate would be
// silently replaced on encoding: both are refused so what is stored is verbatim.
// SUSPECT is a one-class scan that almost every string passes at once; only a
// string holding NUL or a surrogate gets the exact (pairing) check.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
const SUSPECT = /[\u0000\ud800-\udfff]/;
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => SUSPECT.test(text) && (text.includes(NUL) || LONE_SURROGATE.test(text));

/** Reused work list of the scan below (validation is synchronous, so one suffices). */
const pending: unknown[] = [];

/**
 * Whether any string (key or value) in `data` cannot be stored as it is.
 * Iterative (a 32 KiB body can nest ~16k levels deep, too deep to recurse) and
 * allocation-free on the common path: it runs on every validated request part.
 */
function hasUnstorable(data: unknown): boolean {
  if (typeof data === 'string') return unstorable(data);
  if (data === null || typeof data !== 'object') return false;
  pending.length = 0;
  pending.push(data);
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const child: unknown = value[i];
        if (typeof child === 'string') {
          if (unstorable(child)) return clear(true);
        } else if (child !== null && typeof child === 'object') pending.push(child);
      }
    } else {
      const record = value as Record<string, unknown>;
      for (const key in record) {
        if (!Object.hasOwn(record, key)) continue;
        if (unstorable(key)) return clear(true);
        const child = record[key];
        if (typeof child === 'string') {
          if (unstorable(child)) return clear(true);
        } else if (child !== null && typeof child === 'object') pending.push(child);
      }
    }
  }
  return false;
}

function clear(result: boolean): boolean {
  pending.length = 0;
  return result;
}

/**
 * The path of the first string (key or value) that cannot be stored as it is,
 * or null. Only run once hasUnstorable said there is one, to word the error.
 */
function findUnstorable(data: unknown): PropertyKey[] | null {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      const isArray = Array.isArray(value);
      for (const [key, child] of Object.entries(value)) {
        const at = [...path, isArray ? Number(key) : key];
        if (unstorable(key)) return at;
        stack.push({ value: child, path: at });
      }
    }
  }
  return null;
}

/**
 * A hand-written check for a hot route's schema: for data it is sure the
 * schema accepts it returns exactly what `schema.parse` would (defaults
 * filled, same key order); for anything else it returns undefined and zod
 * decides (and words the error). It may only ever answer a subset of what
 * the schema accepts.
 */
export type FastParse<T> = (data: unknown) => T | undefined;

const fastPaths = new WeakMap<z.ZodType, FastParse<unknown>>();

/** Gives `schema` a fast path (see FastParse); returns the schema. */
export function withFastPath<S extends z.ZodType>(schema: S, fastParse: FastParse<z.output<S>>): S {
  fastPaths.set(schema, fastParse);
  return schema;
}

const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  const fastParse = fastPaths.get(schema);
  // The storable-text check runs on the parsed value, not the raw input: that is what gets stored, and only
  // there are JSON-string form fields parsed and base64 fields decoded (a `\u0000` escape inside
  // newExtraFields would pass a raw check and poison a whole group-commit batch). Every
  // string and key of every validated part goes through it, whatever the schema, so no field is forgotten.
  const checked = (value: unknown) => {
    const badPath = hasUnstorable(value) ? findUnstorable(value) : null;
    if (badPath === null) return { value };
    const message = `${issuePath(badPath, part)}: must not contain NUL characters or unpaired surrogates`;
    return { error: errors.validation(message) };
  };
  return (data: unknown) => {
    if (fastParse !== undefined) {
      const value = fastParse(data);
      if (value !== undefined) return checked(value);
    }
    const result = schema.safeParse(data);
    if (result.success) return checked(result.data);
    return { error: errors.validation(formatIssues(part, result.error.issues, data)) };
  };
};

export function useZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
}
