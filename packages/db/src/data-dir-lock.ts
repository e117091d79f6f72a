/**
 * One process per PGlite data folder. PGlite is PostgreSQL in one process:
 * two processes on the same folder would each replay and overwrite the
 * other's WAL and pages. Its own postmaster.pid does not help (inside
 * WebAssembly every PGlite has the same fake pid), so the server takes a lock
 * file holding its real pid, created atomically; a lock whose process is gone
 * (killed, crashed) is stale and taken over.
 */
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'beckon.pid';

/** Folders this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

export class DataDirInUseError extends Error {
  readonly code = 'DATA_DIR_IN_USE';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The PGlite data folder ${dataDir} is in use by another Beckon process${pid ? ` (pid ${pid})` : ''}. ` +
        'PGlite allows one process per data folder: stop that process, give this one another DATA_DIR, ' +
        'or run several processes on PostgreSQL (DATABASE_URL=postgres://…).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Whether a process with this pid exists (EPERM: it does, owned by someone else). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock on `dataDir` (which must exist) or throws DataDirInUseError.
 * Returns the release function. `alive` is injectable for tests.
 */
export function lockDataDir(dataDir: string, alive: (pid: number) => boolean = processAlive): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, LOCK_FILE);
  if (held.has(dir)) throw new DataDirInUseError(dir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readPid(file);
      // Our own pid in the file is a previous life of this process (a container's pid 1 restarted): stale.
      if (owner !== null && owner !== process.pid && alive(owner)) throw new DataDirInUseError(dir, owner);
      // No pid yet: another process may be between creating and writing it; only an old empty file is stale.
      if (owner === null && Date.now() - mtimeMs(file) < 2_000) throw new DataDirInUseError(dir, 0);
      removeStale(file);
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    held.add(dir);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.delete(dir);
      if (readPid(file) === process.pid) removeStale(file);
    };
  }
  throw new Error(`could not take the lock file ${file}: it keeps reappearing`);
}

/** The pid in a lock file; null when it is unreadable or empty (a writer died between create and write). */
function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function mtimeMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function removeStale(file: string): void {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
