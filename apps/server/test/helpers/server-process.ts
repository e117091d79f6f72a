/**
 * Runs the server as a separate process, exactly as `npm start` does, so a
 * test can SIGKILL it mid-write and start it again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/**
 * A first start on a fresh PGlite folder runs initdb and syncs the new cluster
 * to disk: 10–60 s on a 2-core machine, over 120 s when other suites load it. Only a failure waits this long.
 */
const START_TIMEOUT_MS = 300_000;

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
}

export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(p), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const origin = `http://127.0.0.1:${p}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const r = await fetch(`${origin}/demo`);
      if (r.ok) return { origin, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
