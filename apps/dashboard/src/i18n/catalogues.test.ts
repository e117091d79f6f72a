import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import english from './catalogues/en.json';
import spanish from './catalogues/es.json';

const SRC = fileURLToPath(new URL('../', import.meta.url));
const en: Record<string, string> = english;
const es: Record<string, string> = spanish;

/** The `{name}` placeholders of an ICU message (plural and select arguments included), sorted. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the dashboard’s message catalogues', () => {
  it('hold the same message ids in English and Spanish', () => {
    expect(
      Object.keys(es).filter((id) => !(id in en)),
      'in es.json only',
    ).toEqual([]);
    expect(
      Object.keys(en).filter((id) => !(id in es)),
      'missing from es.json',
    ).toEqual([]);
  });

  it('give each Spanish message the same placeholders as the English one', () => {
    const differing = Object.keys(en).filter(
      (id) => JSON.stringify(placeholders(en[id] ?? '')) !== JSON.stringify(placeholders(es[id] ?? '')),
    );
    expect(differing).toEqual([]);
  });

  it('hold only messages that compile and are not empty', () => {
    for (const catalogue of [en, es])
      for (const [id, message] of Object.entries(catalogue)) {
        expect(message.trim(), id).not.toBe('');
        expect(() => compileMessage(message), id).not.toThrow();
      }
  });

  it('hold every message id the screens ask for, in both languages', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(SRC))
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:t|tr|tElements)\(\s*'([\w.-]+)'/g))
        used.add(m[1] ?? '');
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((id) => !(id in en) || !(id in es))).toEqual([]);
  });
});
