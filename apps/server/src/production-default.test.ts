import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Which React build a Node process loads after the server's production default: development elements carry `_store`. */
function reactBuildIn(env: NodeJS.ProcessEnv): string {
  const script = `await import('./apps/server/src/production-default.ts');
const { createElement } = (await import('react')).default;
console.log(Object.hasOwn(createElement('i'), '_store') ? 'development' : 'production');`;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  }).trim();
}

describe('the server’s NODE_ENV default', () => {
  it('renders with React’s production build when NODE_ENV is unset or empty', () => {
    const { NODE_ENV: _, ...withoutNodeEnv } = process.env;
    expect(reactBuildIn(withoutNodeEnv)).toBe('production');
    expect(reactBuildIn({ ...withoutNodeEnv, NODE_ENV: '' })).toBe('production');
  });

  it('keeps the build NODE_ENV asks for', () => {
    expect(reactBuildIn({ ...process.env, NODE_ENV: 'test' })).toBe('development');
  });

  it('is the first module main.ts loads, before anything that could load React', () => {
    const source = readFileSync(new URL('./main.ts', import.meta.url), 'utf8');
    const firstImport = /^import\s[^;]*;/m.exec(source)?.[0];
    expect(firstImport).toBe("import './production-default.js';");
  });
});
