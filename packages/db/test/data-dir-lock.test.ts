/**
 * PGlite refuses a second process on the same data folder,
 * with a message that says what to do; a lock left by a killed process is
 * taken over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/data-dir-lock.js';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'beckon-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(r.stdout.toString());
}

describe('the PGlite data folder lock', () => {
  it('writes this process id into the lock file and removes the file on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses a folder that another live process holds, naming the folder, the pid and the way out', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    try {
      lockDataDir(dir);
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain(dir);
      expect(message).toContain(`pid ${process.ppid}`);
      expect(message).toContain('DATABASE_URL=postgres://');
    }
  });

  it('refuses a second open of a folder this same process already holds', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    const pid = deadPid();
    writeFileSync(join(dir, LOCK_FILE), `${pid}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('takes over a lock holding its own pid, left by an earlier life of this process (a restarted container)', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir)();
  });

  it('treats a fresh empty lock file as held (its writer may be between create and write) and an old one as stale', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(dir, LOCK_FILE), old, old);
    lockDataDir(dir)();
  });
});
