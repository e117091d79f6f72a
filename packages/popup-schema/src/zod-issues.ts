/**
 * zod issues in the one wording every side shows: the server's API errors (`body.email: must be a string
 * (got number)`), the page document's problems and the dashboard's messages next to its fields. The rule
 * reads the value at the issue's path, so it can tell a missing value from a wrong one.
 */
import type * as z from 'zod';

/** Where an issue is: `prefix`, then `.key` and `[index]`, e.g. `body.design.fields[0].label`. */
export function issuePath(path: readonly PropertyKey[], prefix = ''): string {
  let out = prefix;
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function article(noun: string): string {
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** What came instead, in the words of "must be a string (got …)". */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}

const NUMERIC = new Set(['number', 'int', 'bigint']);
const COUNTED: Record<string, string> = { string: 'characters', array: 'items', set: 'items' };

/** zod's default range wording ("Too big: expected number to be <=100") in the service's words. */
function rangeRule(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): string {
  const big = issue.code === 'too_big';
  if (!issue.message.startsWith(big ? 'Too big:' : 'Too small:')) return issue.message;
  const limit = String(big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum);
  const inclusive = issue.inclusive !== false;
  if (NUMERIC.has(issue.origin)) {
    if (big) return inclusive ? `must be at most ${limit}` : `must be less than ${limit}`;
    return inclusive ? `must be at least ${limit}` : `must be more than ${limit}`;
  }
  const unit = COUNTED[issue.origin];
  if (!unit) return issue.message;
  if (!big && limit === '1') return 'must not be empty';
  return big ? `must have at most ${limit} ${unit}` : `must have at least ${limit} ${unit}`;
}

/**
 * What is wrong, without the place: `is required`, `must be a string (got number)`, `must be one of "a",
 * "b"`, `must be at most 100`, or the schema's own message for the other rules. `input` is the value that was parsed.
 */
export function issueRule(issue: z.core.$ZodIssue, input: unknown): string {
  const value = valueAt(input, issue.path);
  if (value === undefined && (issue.code === 'invalid_type' || issue.code === 'invalid_value')) return 'is required';
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${article(issue.expected)} (got ${kindOf(value)})`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union':
      return 'is not in an accepted form';
    case 'too_big':
    case 'too_small':
      return rangeRule(issue);
    default:
      return issue.message;
  }
}
