import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { issuePath, issueRule } from './zod-issues.js';

/** Each issue of parsing `input` as "path: rule", as the server words them. */
function linesFor(schema: z.ZodType, input: unknown, prefix = 'body'): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input was accepted');
  return result.error.issues.map((issue) => `${issuePath(issue.path, prefix)}: ${issueRule(issue, input)}`);
}

describe('issuePath', () => {
  it('names keys with dots and array items with brackets after the prefix', () => {
    expect(issuePath(['design', 'fields', 0, 'label'], 'body')).toBe('body.design.fields[0].label');
    expect(issuePath([3, 'id'], 'body')).toBe('body[3].id');
  });

  it('starts with the first key when there is no prefix, and is empty for an empty path', () => {
    expect(issuePath(['content', 4, 'type'])).toBe('content[4].type');
    expect(issuePath([])).toBe('');
  });
});

describe('issueRule', () => {
  const schema = z.strictObject({
    email: z.string(),
    tags: z.array(z.string()),
    mode: z.enum(['a', 'b']),
    count: z.number().max(10).optional(),
    code: z.string().min(5, 'too short').optional(),
    link: z.union([z.string(), z.number()]).optional(),
    inner: z.object({ flag: z.boolean() }).optional(),
  });
  const valid = { email: 'a@b.es', tags: [], mode: 'a' };

  it('says a missing value is required, whatever its type or values', () => {
    expect(linesFor(schema, { tags: [] })).toEqual(['body.email: is required', 'body.mode: is required']);
  });

  it('names the type a value must have and the one it came as', () => {
    expect(linesFor(schema, { ...valid, email: 3 })).toEqual(['body.email: must be a string (got number)']);
    expect(linesFor(schema, { ...valid, tags: {} })).toEqual(['body.tags: must be an array (got object)']);
    expect(linesFor(schema, { ...valid, inner: [] })).toEqual(['body.inner: must be an object (got an array)']);
    expect(linesFor(schema, { ...valid, inner: { flag: null } })).toEqual([
      'body.inner.flag: must be a boolean (got null)',
    ]);
    expect(linesFor(schema, { ...valid, count: Number.NaN })).toEqual(['body.count: must be a number (got NaN)']);
    expect(linesFor(schema, 'nope', 'document')).toEqual(['document: must be an object (got string)']);
  });

  it('names array items by their index', () => {
    expect(linesFor(schema, { ...valid, tags: ['x', 2] })).toEqual(['body.tags[1]: must be a string (got number)']);
  });

  it('lists the allowed values and the unknown fields', () => {
    expect(linesFor(schema, { ...valid, mode: 'c' })).toEqual(['body.mode: must be one of "a", "b"']);
    expect(linesFor(schema, { ...valid, colour: 'red' })).toEqual(['body: unknown field "colour"']);
    expect(linesFor(schema, { ...valid, colour: 'red', size: 1 })).toEqual(['body: unknown fields "colour", "size"']);
  });

  it('says a value fits none of the forms of a union', () => {
    expect(linesFor(schema, { ...valid, link: true })).toEqual(['body.link: is not in an accepted form']);
  });

  it("keeps the schema's own message for a rule, where it has one", () => {
    expect(linesFor(schema, { ...valid, code: 'ab' })).toEqual(['body.code: too short']);
  });

  it("words zod's default ranges of numbers, texts and lists as limits", () => {
    expect(linesFor(schema, { ...valid, count: 11 })).toEqual(['body.count: must be at most 10']);
    const ranges = z.strictObject({
      low: z.number().min(1),
      above: z.number().gt(0),
      below: z.number().lt(5),
      name: z.string().min(1),
      title: z.string().min(3).max(4),
      list: z.array(z.number()).max(1),
    });
    const input = { low: 0, above: 0, below: 5, name: '', title: 'ab', list: [1, 2] };
    expect(linesFor(ranges, input)).toEqual([
      'body.low: must be at least 1',
      'body.above: must be more than 0',
      'body.below: must be less than 5',
      'body.name: must not be empty',
      'body.title: must have at least 3 characters',
      'body.list: must have at most 1 items',
    ]);
  });
});
