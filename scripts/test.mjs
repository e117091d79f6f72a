// `npm test`: install what is missing (npm packages, Debian's chromium and
// postgresql), build every workspace (the one build step `npm start` runs too),
// lint, type-check, check boundaries and dead code, then run every Vitest
// project (unit, HTTP on PGlite and on a throwaway PostgreSQL, browser, crash).
// Extra arguments go to Vitest, e.g. `npm test -- --project unit`.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureChromium, ensureNodeModules, ensurePostgres, root, run } from './ensure.mjs';
import { startCluster } from './postgres-cluster.mjs';

ensureNodeModules();
const chromium = ensureChromium();
const pgBin = ensurePostgres();
ensureBuilt({ force: true });

run('npx', ['biome', 'check', '.']);
run('npx', ['tsc', '-p', 'tsconfig.json']);
// Workspace boundaries (.dependency-cruiser.cjs), then unused files, dependencies and exports (knip.jsonc).
run('npx', ['depcruise', 'apps', 'packages', 'scripts']);
run('npx', ['knip', '--no-progress']);

const cluster = process.env.TEST_DATABASE_URL ? null : await startCluster(pgBin);
let status = 1;
try {
  const env = {
    ...process.env,
    CHROMIUM_PATH: chromium,
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? cluster.url,
  };
  console.log(`> vitest (PostgreSQL at ${env.TEST_DATABASE_URL})`);
  const r = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', cwd: root, env });
  status = r.status ?? 1;
} finally {
  cluster?.stop();
}
process.exit(status);
