/**
 * Every SQL statement on the `popups` table lives in popup-repository.ts. This
 * scans the server's sources so a new query written elsewhere fails here
 * instead of drifting from the repository's columns.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const REPOSITORY = 'data/popup-repository.ts';
// FROM/JOIN/INTO/UPDATE/TABLE followed by the table name: SQL on popups, not the word in prose.
const POPUPS_SQL = /\b(FROM|JOIN|INTO|UPDATE|TABLE)\s+popups\b/i;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the pop-up repository', () => {
  it('holds every SQL statement on the popups table in the server', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path !== REPOSITORY && POPUPS_SQL.test(readFileSync(join(SRC, path), 'utf8')));
    expect(offenders).toEqual([]);
    expect(POPUPS_SQL.test(readFileSync(join(SRC, REPOSITORY), 'utf8'))).toBe(true);
  });
});
