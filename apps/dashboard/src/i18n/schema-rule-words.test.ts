/**
 * Every rule the pop-up schema can break has words in both languages: zod's own kinds of issue as the shared
 * wording says them (popup-schema's zod-issues.ts), and each message the schema's files give a rule of their
 * own. A new message in the schema without words here fails the last test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { issueRule } from '@beckon/popup-schema/zod-issues';
import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { plainRule } from '../components/plain-message.js';
import english from './catalogues/en.json';
import spanish from './catalogues/es.json';
import { schemaRuleId as ruleId, schemaRuleWords as ruleWords } from './schema-rule-words.js';

const en: Record<string, string> = english;
const es: Record<string, string> = spanish;
const SCHEMA_SRC = fileURLToPath(new URL('../../../../packages/popup-schema/src/', import.meta.url));

/** Each rule of parsing `input`, as the builder's fields and the editor's canvas get it. */
function rulesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input was accepted');
  return result.error.issues.map((issue) => plainRule(issueRule(issue, input)));
}

/** One issue of every kind zod gives and the shared wording names. */
const ZOD_KINDS = z.strictObject({
  text: z.string(),
  count: z.number(),
  on: z.boolean(),
  list: z.array(z.string()),
  inner: z.object({}),
  mode: z.enum(['a', 'b']),
  either: z.union([z.string(), z.number()]),
  most: z.number().max(10),
  least: z.number().min(2),
  below: z.number().lt(5),
  above: z.number().gt(0),
  short: z.string().max(3),
  long: z.string().min(3),
  filled: z.string().min(1),
  few: z.array(z.number()).max(1),
  many: z.array(z.number()).min(2),
  mail: z.email(),
  link: z.url(),
  uuid: z.uuid(),
  pattern: z.string().regex(/^x$/),
});
const ZOD_INPUT = {
  text: 1,
  count: 'x',
  on: 'x',
  list: {},
  inner: [],
  mode: 'c',
  either: true,
  most: 11,
  least: 1,
  below: 5,
  above: 0,
  short: 'abcd',
  long: 'ab',
  filled: '',
  few: [1, 2],
  many: [1],
  mail: 'x',
  link: 'x',
  uuid: 'x',
  pattern: 'y',
};

function schemaFiles(): string[] {
  return readdirSync(SCHEMA_SRC)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'zod-issues.ts')
    .map((name) => readFileSync(join(SCHEMA_SRC, name), 'utf8'));
}

/**
 * The rules the schema's files word themselves: each quoted text that says what a value must be (or do), a
 * `${…}` in it read as a number.
 */
function schemaMessages(): string[] {
  const out = new Set<string>();
  for (const source of schemaFiles())
    for (const m of source.matchAll(/(['`])((?:must|give|choose|prize|is) [^'`\n]*)\1/g))
      out.add((m[2] ?? '').replace(/\$\{[^}]*\}/g, '7'));
  return [...out];
}

beforeAll(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }));
afterAll(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

describe('the rule translator', () => {
  it('says every kind of zod issue in Spanish, with its numbers and values', () => {
    const rules = rulesOf(ZOD_KINDS, ZOD_INPUT).concat(rulesOf(ZOD_KINDS, {}).slice(0, 1));
    rules.push(...rulesOf(z.strictObject({}), { colour: 1 }), ...rulesOf(z.strictObject({}), { a: 1, b: 2 }));
    expect(rules.filter((rule) => ruleId(rule) === undefined)).toEqual([]);
    expect(rules.map(ruleWords)).toEqual([
      'debe ser un texto',
      'debe ser un número',
      'debe ser verdadero o falso',
      'debe ser una lista',
      'debe ser un objeto',
      'debe ser uno de "a", "b"',
      'no tiene ninguna de las formas aceptadas',
      'debe ser como máximo 10',
      'debe ser como mínimo 2',
      'debe ser menor que 5',
      'debe ser mayor que 0',
      'debe tener como máximo 3 caracteres',
      'debe tener al menos 3 caracteres',
      'no puede estar vacío',
      'debe tener como máximo 1 elementos',
      'debe tener al menos 2 elementos',
      'debe ser una dirección de correo válida',
      'debe ser una dirección web válida',
      'debe ser un UUID válido',
      'no tiene la forma esperada',
      'es obligatorio',
      'campo desconocido "colour"',
      'campos desconocidos "a", "b"',
    ]);
  });

  it('keeps the values and limits of a rule the schema words itself', () => {
    expect(ruleWords('must be one of the lightbox formats: 1, 2, 3')).toBe(
      'debe ser uno de los formatos de lightbox: 1, 2, 3',
    );
    expect(ruleWords('must be 1 to 40 characters of A-Z, a-z, 0-9, _ or -')).toBe(
      'debe tener de 1 a 40 caracteres entre A-Z, a-z, 0-9, _ o -',
    );
    expect(ruleWords('must have 1 to 12 links')).toBe('debe tener de 1 a 12 enlaces');
  });

  it('has words in both catalogues for every rule the pop-up schema words itself', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(30);
    const unknown = messages.filter((rule) => {
      const id = ruleId(plainRule(rule));
      return id === undefined || !(id in en) || !(id in es);
    });
    expect(unknown).toEqual([]);
    expect(messages.filter((rule) => ruleWords(plainRule(rule)) === rule)).toEqual([]);
  });

  it('leaves every rule in English as the schema words it', () => {
    i18n.activate('en');
    i18n.load('en', english);
    try {
      const rules = [...rulesOf(ZOD_KINDS, ZOD_INPUT), ...schemaMessages().map(plainRule)];
      // A text's length reads "must be at most 3 characters" whichever verb the rule came with.
      const same = (rule: string) => rule.replace(/^must have (at (?:most|least) \d+ characters)$/, 'must be $1');
      expect(rules.filter((rule) => ruleWords(rule) !== same(rule))).toEqual([]);
    } finally {
      i18n.loadAndActivate({ locale: 'es', messages: spanish });
    }
  });
});
