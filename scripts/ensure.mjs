// What `npm start` and `npm test` install before they run, so a fresh machine
// needs nothing but Node and npm: the npm packages, Debian's chromium and
// postgresql (only when missing), and the built widget bundles.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${r.status ?? r.signal}`);
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

/**
 * npm install when node_modules is missing or older than the lockfile. Not
 * `npm ci`: the registry this project installs from leaves other platforms'
 * optional packages (@biomejs/cli-*, @rollup/rollup-*) out of the lockfile,
 * and `npm ci` refuses such a lockfile as out of sync.
 */
export function ensureNodeModules() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (mtime(marker) >= mtime(join(root, 'package-lock.json'))) return;
  console.log('> installing npm packages');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = (args) => (sudo.length ? run('sudo', args) : run(args[0], args.slice(1)));
  console.log(`> installing Debian packages: ${packages.join(' ')}`);
  cmd(['apt-get', 'update', '-qq']);
  cmd(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages]);
}

export const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall(['chromium']);
  return CHROMIUM;
}

export const WRK = '/usr/bin/wrk';

/** Debian's wrk, the benchmarks' load generator (apps/server/bench/load.ts says why); installed when missing. */
export function ensureWrk() {
  if (!existsSync(WRK)) aptInstall(['wrk']);
  return WRK;
}

/** The directory holding initdb/pg_ctl/postgres, installing Debian's postgresql when none exists. */
export function ensurePostgres() {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return null;
    const versions = readdirSync(base)
      .filter((v) => existsSync(join(base, v, 'bin/initdb')))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(base, versions[0], 'bin') : null;
  };
  let bin = find();
  if (!bin) {
    aptInstall(['postgresql']);
    bin = find();
  }
  if (!bin) throw new Error('postgresql is not installed and could not be installed');
  return bin;
}

/**
 * Everything the server serves that a build produces: each entry names its
 * build script, the folders it is built from and a file it writes. A build
 * runs when a source is newer than its output (or always, with `force`).
 */
const BUILDS = [
  {
    name: 'widget',
    script: 'packages/widget/build.mjs',
    sources: ['packages/widget/src', 'packages/popup-schema/src'],
    output: 'packages/widget/dist/loader.js',
  },
  {
    name: 'tracker',
    script: 'packages/tracker/build.mjs',
    sources: ['packages/tracker/src'],
    output: 'packages/tracker/dist/tracker.js',
  },
  {
    name: 'dashboard',
    script: 'apps/dashboard/build.mjs',
    sources: [
      'apps/dashboard/src',
      'packages/widget/src',
      'packages/popup-schema/src',
      'apps/server/src/plugins/owner',
    ],
    output: 'apps/dashboard/dist/main.js',
  },
];

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let m = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    m = Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return m;
}

export function ensureBuilt({ force = false } = {}) {
  for (const b of BUILDS) {
    if (!existsSync(join(root, b.script))) continue;
    const sources = Math.max(...b.sources.map((s) => newest(join(root, s))), mtime(join(root, b.script)));
    if (!force && mtime(join(root, b.output)) > sources) continue;
    console.log(`> building the ${b.name}`);
    run(process.execPath, [join(root, b.script)], { cwd: join(root, dirname(b.script)) });
  }
}

export function which(cmd) {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${cmd}`])
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}
