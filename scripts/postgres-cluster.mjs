// A throwaway PostgreSQL cluster on 127.0.0.1 for the database tests: created
// in a temporary folder, owned by the `postgres` user when run as root
// (initdb refuses root), removed afterwards.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

async function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function pgUser() {
  const r = spawnSync('id', ['-u', 'postgres']);
  const gid = spawnSync('id', ['-g', 'postgres']);
  return r.status === 0 ? { uid: Number(r.stdout), gid: Number(gid.stdout) } : null;
}

export async function startCluster(binDir) {
  const dir = mkdtempSync(join(tmpdir(), 'beckon-pg-'));
  const data = join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? pgUser() : null;
  if (asRoot && !user) throw new Error('running as root but there is no postgres user to own the cluster');
  if (user) chownSync(dir, user.uid, user.gid);
  const exec = (cmd, args) => {
    const r = spawnSync(join(binDir, cmd), args, { stdio: 'pipe', uid: user?.uid, gid: user?.gid, cwd: dir });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}${r.stdout}`);
  };
  exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  exec('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
