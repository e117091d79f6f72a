// What `npm start` and `npm test` install before they run, so a fresh machine
// needs nothing but Node and npm: the npm packages, Debian's chromium and
// postgresql (only when missing), and every workspace's build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed with ${r.status ?? r.signal}`);
}

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

/**
 * `npm ci` when node_modules is missing or older than the lockfile: it installs
 * exactly what package-lock.json says and never rewrites it, so a fresh
 * checkout stays clean (scripts/test/lockfile.test.ts keeps the lockfile whole).
 */
export function ensureNodeModules() {
  const marker = join(root, 'node_modules/.package-lock.json');
  if (mtime(marker) >= mtime(join(root, 'package-lock.json'))) return;
  console.log('> installing npm packages');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const cmd = (args) => (sudo.length ? run('sudo', args) : run(args[0], args.slice(1)));
  console.log(`> installing Debian packages: ${packages.join(' ')}`);
  cmd(['apt-get', 'update', '-qq']);
  cmd(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages]);
}

const CHROMIUM = '/usr/bin/chromium';

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall(['chromium']);
  return CHROMIUM;
}

const WRK = '/usr/bin/wrk';

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
 * The workspaces named by the root package.json's "workspaces" globs (each a
 * folder followed by `/*`), with their package.json.
 */
function workspaces() {
  const { workspaces: globs } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) throw new Error(`workspace glob ${glob} is not of the form folder/*`);
    const parent = glob.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(join(root, parent, e.name, 'package.json')))
      .map((e) => {
        const dir = `${parent}/${e.name}`;
        return { dir, pkg: JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) };
      });
  });
}

/** A workspace's top-level folders whose files never change what its build writes. */
const NOT_SOURCES = new Set(['dist', 'node_modules', 'test', 'bench']);

function listSources(dir, out, top = true) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || (top && NOT_SOURCES.has(e.name)) || /\.test\.tsx?$/.test(e.name)) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) listSources(p, out, false);
    else out.push(p);
  }
  return out;
}

/**
 * What a workspace's build reads: its own folder, the folders of the
 * workspaces it depends on (transitively), the lockfile and the shared
 * compression step. Fingerprinted by path, size and modification time.
 */
function fingerprint(ws, byName) {
  const dirs = new Set();
  const visit = (w) => {
    if (dirs.has(w.dir)) return;
    dirs.add(w.dir);
    const deps = { ...w.pkg.dependencies, ...w.pkg.devDependencies };
    for (const name of Object.keys(deps)) if (byName.has(name)) visit(byName.get(name));
  };
  visit(ws);
  const files = [...dirs].flatMap((d) => listSources(join(root, d), []));
  files.push(join(root, 'package-lock.json'), join(root, 'scripts/compress-outputs.mjs'));
  const hash = createHash('sha256');
  for (const f of files.sort()) {
    const st = statSync(f);
    hash.update(`${f.slice(root.length)} ${st.size} ${st.mtimeMs}\n`);
  }
  return hash.digest('hex');
}

const STAMPS = join(root, 'node_modules/.cache/beckon-build');

/**
 * Builds everything the server serves: every workspace with a `build` script
 * (so the list cannot drift from the workspaces), through npm as one step.
 * `npm start` and `npm run bench` skip a workspace whose sources are unchanged
 * since its last build here and whose dist/ is still there; `npm test` and
 * `npm run build` force a full build.
 */
export function ensureBuilt({ force = false } = {}) {
  const all = workspaces();
  const byName = new Map(all.map((w) => [w.pkg.name, w]));
  const builds = all.filter((w) => w.pkg.scripts?.build);
  const prints = new Map(builds.map((w) => [w, fingerprint(w, byName)]));
  const stamp = (w) => join(STAMPS, `${w.pkg.name.replace(/[^\w.-]/g, '_')}.txt`);
  const stale = builds.filter(
    (w) =>
      force ||
      !existsSync(join(root, w.dir, 'dist')) ||
      !existsSync(stamp(w)) ||
      readFileSync(stamp(w), 'utf8') !== prints.get(w),
  );
  if (stale.length === 0) return;
  console.log(`> building ${stale.map((w) => w.pkg.name).join(', ')}`);
  if (stale.length === builds.length) run('npm', ['run', 'build', '--workspaces', '--if-present']);
  else run('npm', ['run', 'build', ...stale.flatMap((w) => ['--workspace', w.pkg.name])]);
  mkdirSync(STAMPS, { recursive: true });
  for (const w of stale) writeFileSync(stamp(w), prints.get(w));
}
