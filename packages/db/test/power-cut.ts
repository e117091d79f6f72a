/**
 * A simulated power cut for PGlite: a shadow copy of the data folder that
 * receives a file's writes only when that file is synced, as a disk keeps
 * only what was flushed when the power goes. Start it from a folder that was
 * closed cleanly (everything on disk), record with the hooks, stop using the
 * database (the "cut"), then open the shadow: it holds what a disk would.
 *
 * Pessimistic on data (every unsynced write is lost, none half-kept) and
 * optimistic on metadata (renames, unlinks and truncations apply at once;
 * postgres syncs the folder after each, so this only hides a missing folder
 * sync, which postgres does not have).
 */
import {
  closeSync,
  cpSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { FileHooks } from '../src/durable-pglite.js';

interface PendingWrite {
  data: Uint8Array;
  position: number;
}

export interface PowerCut {
  hooks: FileHooks;
  /** Copies what the disk holds at this moment to `dir`: a cut here. */
  cutNow(dir: string): void;
  /** Syncs seen per path (relative to the data folder). */
  syncs: Map<string, number>;
  /** Writes recorded but never synced, i.e. lost by the cut. */
  unsyncedWrites(): number;
}

export function powerCutShadow(dataDir: string, shadowDir: string): PowerCut {
  const root = resolve(dataDir);
  rmSync(shadowDir, { recursive: true, force: true });
  cpSync(root, shadowDir, { recursive: true });
  const pending = new Map<string, PendingWrite[]>();
  const inFlight = new Map<string, PendingWrite[][]>();
  const syncs = new Map<string, number>();
  const rel = (p: string) => relative(root, p);
  const shadow = (p: string) => resolve(shadowDir, rel(p));

  function applyTo(path: string, writes: PendingWrite[]): void {
    const target = shadow(path);
    mkdirSync(dirname(target), { recursive: true });
    const fd = openSync(target, existsSync(target) ? 'r+' : 'w+');
    try {
      for (const w of writes) writeSync(fd, w.data, 0, w.data.length, w.position);
    } finally {
      closeSync(fd);
    }
  }

  const hooks: FileHooks = {
    write(path, data, position) {
      const list = pending.get(path) ?? [];
      list.push({ data, position });
      pending.set(path, list);
    },
    sync(path) {
      syncs.set(rel(path), (syncs.get(rel(path)) ?? 0) + 1);
      // An inline sync puts every write of the file on disk, those a thread-pool sync is still busy with too.
      const writes = [...(inFlight.get(path) ?? []).flat(), ...(pending.get(path) ?? [])];
      inFlight.delete(path);
      pending.delete(path);
      if (writes.length > 0) applyTo(path, writes);
    },
    // Only the writes made before the sync started reach the disk, and only once it ends.
    syncing(path) {
      syncs.set(rel(path), (syncs.get(rel(path)) ?? 0) + 1);
      const writes = pending.get(path) ?? [];
      pending.delete(path);
      const batches = inFlight.get(path) ?? [];
      batches.push(writes);
      inFlight.set(path, batches);
      return () => {
        const still = inFlight.get(path);
        const i = still?.indexOf(writes) ?? -1;
        if (!still || i < 0) return; // an inline sync already put them on disk
        // The batches started before this one are on disk by now too (their syncs ended or cover them).
        const done = still.splice(0, i + 1);
        if (still.length === 0) inFlight.delete(path);
        applyTo(path, done.flat());
      };
    },
    truncate(path, size) {
      const target = shadow(path);
      if (!existsSync(target)) return;
      const fd = openSync(target, 'r+');
      try {
        ftruncateSync(fd, size);
      } finally {
        closeSync(fd);
      }
    },
    rename(from, to) {
      const flying = inFlight.get(from);
      inFlight.delete(from);
      if (flying) inFlight.set(to, flying);
      const list = pending.get(from);
      pending.delete(from);
      if (list) pending.set(to, list);
      if (existsSync(shadow(from))) renameSync(shadow(from), shadow(to));
    },
    unlink(path) {
      pending.delete(path);
      inFlight.delete(path);
      rmSync(shadow(path), { force: true });
    },
  };
  return {
    hooks,
    cutNow(dir) {
      rmSync(dir, { recursive: true, force: true });
      cpSync(shadowDir, dir, { recursive: true });
    },
    syncs,
    unsyncedWrites: () =>
      [...pending.values(), ...[...inFlight.values()].map((b) => b.flat())].reduce((n, list) => n + list.length, 0),
  };
}
