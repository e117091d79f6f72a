/**
 * zod issues as inline messages: one message per field path ("design.style.
 * background"), worded like the server's (zod-validation.ts) so the owner sees
 * the same rule before and after saving.
 */
import type * as z from 'zod';
import { plainRule } from './components/plain-message.js';

export type FieldErrors = Record<string, string>;

export function pathKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

function messageOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' ? 'must be a number' : `must be ${issue.expected}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field ${issue.keys.join(', ')}`;
    default:
      return plainRule(issue.message);
  }
}

/** The first message per path. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = pathKey(issue.path);
    out[key] ??= messageOf(issue);
  }
  return out;
}
