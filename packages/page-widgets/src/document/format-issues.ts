/**
 * zod issues as one readable line per problem, naming where it is in the
 * document: `content[0].children[1].settings.offset: must be at most 100`.
 */
import type * as z from 'zod';

export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || '(document)';
}

function describe(issue: z.core.$ZodIssue, base: readonly PropertyKey[]): string {
  const where = pathText([...base, ...issue.path]);
  switch (issue.code) {
    case 'invalid_type':
      return `${where}: must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    case 'unrecognized_keys':
      return `${where}: unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'invalid_value':
      return `${where}: must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return `${where}: must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'too_big':
      return `${where}: must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'invalid_union':
      return `${where}: is not in an accepted form`;
    default:
      return `${where}: ${issue.message}`;
  }
}

export function formatIssues(issues: readonly z.core.$ZodIssue[], base: readonly PropertyKey[] = []): string[] {
  return issues.map((i) => describe(i, base));
}
