/**
 * PGlite made durable: PostgreSQL's own WAL protocol, with real syncs.
 *
 * Measured on @electric-sql/pglite 0.5.16 (strace, see README "Durability"):
 * PGlite starts postgres with `-F` (fsync=off), and even with fsync on its
 * file layer (emscripten NODEFS) has no fsync operation, so 12,204
 * acknowledged hits made 0 fsync calls. The WAL does reach the OS on every
 * commit (one pwrite per commit), so the missing piece is the sync, not the
 * write. Here postgres starts without `-F`, with wal_sync_method=fsync (the
 * one method that reaches the file layer: emscripten's fdatasync is a no-op,
 * its fsync calls the stream's fsync), and NODEFS gets a real fsync. Then a
 * COMMIT is acknowledged only after fdatasync of the WAL, and a checkpoint
 * syncs the data files before it moves the redo pointer, exactly as on a server.
 *
 * The WAL's sync leaves the event loop (WalSync below): inside PGlite's
 * synchronous file layer a commit's fdatasync only records the segment, and
 * the caller awaits the sync in libuv's thread pool before it answers, while
 * the loop reads the next requests. A synchronous fdatasync per commit would
 * hold the loop for about a third of the time under load.
 *
 * Pinned to PGlite 0.5.16: it relies on the emscripten module exposing NODEFS
 * to preRun hooks; durable-pglite.test.ts fails if an upgrade changes that.
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { join } from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * Observers of what PGlite does to its files, called after each operation
 * succeeded. For tests only: the power-cut simulation replays only synced
 * writes (test/power-cut.ts), and counts syncs per commit.
 */
export interface FileHooks {
  write?(path: string, data: Uint8Array, position: number): void;
  /** The file's writes so far are on disk (synced inline: the event loop waited). */
  sync?(path: string): void;
  /** A sync of the file's writes so far started in the thread pool; the returned function runs when they are on disk. */
  syncing?(path: string): () => void;
  truncate?(path: string, size: number): void;
  rename?(from: string, to: string): void;
  unlink?(path: string): void;
}

/** The parts of emscripten's NODEFS this module wraps (not in PGlite's types). */
interface NodeFsInternals {
  realPath(node: unknown): string;
  stream_ops: Record<string, ((...args: never[]) => unknown) | undefined>;
  node_ops: Record<string, ((...args: never[]) => unknown) | undefined>;
}
interface Stream {
  nfd: number;
  node: { mode: number };
}
interface ModuleWithFs {
  NODEFS?: NodeFsInternals;
  FS: { isDir(mode: number): boolean };
}

const PATCHED = Symbol('beckon-durable');

const WAL_SEGMENT = /[/\\]pg_wal[/\\][0-9A-F]{24}$/;

/**
 * WAL syncs taken off the event loop. A WAL segment's fsync inside PGlite only
 * records the file; `durable()` then syncs the recorded files in the thread
 * pool, and every write path awaits it before it answers. Any other sync
 * (a checkpoint's data files, pg_control, a directory) first syncs the WAL
 * inline, pending and in-flight alike: pg_control must never reach the disk
 * pointing at a checkpoint record that has not.
 */
export class WalSync {
  readonly #hooks: FileHooks;
  readonly #pending = new Set<string>();
  readonly #inFlight = new Map<Promise<void>, readonly string[]>();
  #failure: unknown = null;

  constructor(hooks: FileHooks) {
    this.#hooks = hooks;
  }

  /** Called from PGlite's file layer for every sync; true when it was deferred. */
  onSync(path: string): boolean {
    if (WAL_SEGMENT.test(path)) {
      this.#pending.add(path);
      return true;
    }
    const before = new Set([...this.#pending, ...[...this.#inFlight.values()].flat()]);
    this.#pending.clear();
    for (const wal of before) {
      syncPath(wal, true);
      this.#hooks.sync?.(wal);
    }
    return false;
  }

  /** Resolves once every WAL write made so far is on disk (and after every sync already under way). */
  durable(): Promise<void> {
    if (this.#failure !== null) return Promise.reject(this.#failure);
    if (this.#pending.size > 0) {
      const paths = [...this.#pending];
      this.#pending.clear();
      const synced = paths.map((p) => this.#hooks.syncing?.(p));
      const run: Promise<void> = Promise.all(paths.map(syncDataAsync)).then(
        () => {
          for (const done of synced) done?.();
          this.#inFlight.delete(run);
        },
        (err: unknown) => {
          // As PostgreSQL PANICs on a failed fsync: what the page cache kept is unknown, so nothing more is acknowledged.
          this.#failure = err;
          this.#inFlight.delete(run);
          throw err;
        },
      );
      this.#inFlight.set(run, paths);
    }
    return this.#inFlight.size === 0 ? Promise.resolve() : Promise.all(this.#inFlight.keys()).then(() => undefined);
  }
}

/** fsync (data and metadata), or fdatasync with `dataOnly`, of the file or folder at `p`. */
function syncPath(p: string, dataOnly = false): void {
  const fd = fs.openSync(p, 'r');
  try {
    if (dataOnly) fs.fdatasyncSync(fd);
    else fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

// Plain callbacks, not fs.promises' FileHandle: the same open, fdatasync and close in the thread pool,
// without a FileHandle object and its three promises on the event loop for every commit batch.
function syncDataAsync(p: string): Promise<void> {
  return new Promise((resolve, reject) => {
    fs.open(p, 'r', (openErr, fd) => {
      if (openErr) return reject(openErr);
      fs.fdatasync(fd, (syncErr) => {
        fs.close(fd, (closeErr) => {
          const err = syncErr ?? closeErr;
          if (err) reject(err);
          else resolve();
        });
      });
    });
  });
}

/** Start parameters: PGlite's own minus `-F` (fsync=off), syncing the WAL with fsync() (see above). */
function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/** NodeFS whose files can be synced: fdatasync for files, fsync for directories. */
class DurableNodeFS extends NodeFS {
  readonly #hooks: FileHooks;
  readonly wal: WalSync;

  constructor(dataDir: string, hooks: FileHooks = {}) {
    super(dataDir);
    this.#hooks = hooks;
    this.wal = new WalSync(hooks);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // First, so NODEFS is patched before NodeFS's own hook mounts the data folder.
    preRun.unshift((mod) => patchNodeFs(mod as unknown as ModuleWithFs, this.#hooks, this.wal));
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

function patchNodeFs(mod: ModuleWithFs, hooks: FileHooks, wal: WalSync): void {
  const nodefs = mod.NODEFS;
  if (!nodefs?.stream_ops || !nodefs.node_ops || typeof nodefs.realPath !== 'function') {
    throw new Error('PGlite internals changed: NODEFS is not exposed, so PGlite cannot be made durable');
  }
  const ops = nodefs.stream_ops as Record<string | symbol, unknown>;
  if (ops[PATCHED]) return;
  ops[PATCHED] = true;
  const stream = nodefs.stream_ops;
  const node = nodefs.node_ops;
  const path = (n: unknown) => nodefs.realPath(n);

  stream.fsync = ((s: Stream) => {
    const p = path(s.node);
    if (wal.onSync(p)) return 0;
    if (mod.FS.isDir(s.node.mode)) fs.fsyncSync(s.nfd);
    else fs.fdatasyncSync(s.nfd);
    hooks.sync?.(p);
    return 0;
  }) as never;

  if (hooks.write) {
    const write = stream.write as unknown as (s: Stream, b: Uint8Array, o: number, l: number, p: number) => number;
    stream.write = ((s: Stream, buffer: Uint8Array, offset: number, length: number, position: number) => {
      const n = write(s, buffer, offset, length, position);
      hooks.write?.(path(s.node), buffer.slice(offset, offset + n), position);
      return n;
    }) as never;
  }
  if (hooks.truncate) {
    const wrapSetattr = (key: 'setattr', target: Record<string, unknown>, nodeOf: (x: unknown) => unknown) => {
      const original = target[key] as (x: unknown, attr: { size?: number }) => unknown;
      target[key] = (x: unknown, attr: { size?: number }) => {
        const r = original(x, attr);
        if (attr.size !== undefined) hooks.truncate?.(path(nodeOf(x)), attr.size);
        return r;
      };
    };
    wrapSetattr('setattr', node, (n) => n);
    wrapSetattr('setattr', stream, (s) => (s as Stream).node);
  }
  if (hooks.rename) {
    const rename = node.rename as unknown as (o: unknown, dir: unknown, name: string) => void;
    node.rename = ((oldNode: unknown, newDir: unknown, newName: string) => {
      const from = path(oldNode);
      rename(oldNode, newDir, newName);
      hooks.rename?.(from, join(path(newDir), newName));
    }) as never;
  }
  if (hooks.unlink) {
    const unlink = node.unlink as unknown as (parent: unknown, name: string) => void;
    node.unlink = ((parent: unknown, name: string) => {
      unlink(parent, name);
      hooks.unlink?.(join(path(parent), name));
    }) as never;
  }
}

/**
 * Puts everything under `dir` on disk. Run once after initdb created a fresh
 * cluster: initdb writes without syncing, and postgres only syncs the files
 * it wrote itself. One syncfs (`sync -f`, Linux) where available: ~1,000
 * separate fsyncs took 4–5 s on the test machine, mostly device flushes.
 */
export function syncTree(dir: string): void {
  const r = spawnSync('sync', ['-f', dir], { stdio: 'ignore', timeout: 60_000 });
  if (r.status !== 0) syncEach(dir);
}

function syncEach(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) syncEach(p);
    else if (entry.isFile()) syncPath(p);
  }
  syncPath(dir);
}

/** PGlite options for a durable database in `dataDir`, and the WAL sync every write must await before it answers. */
export function durablePgliteOptions(
  dataDir: string,
  defaults: readonly string[],
  hooks?: FileHooks,
): { options: Pick<PGliteOptions, 'fs' | 'startParams'>; wal: WalSync } {
  const nodeFs = new DurableNodeFS(dataDir, hooks);
  return { options: { fs: nodeFs, startParams: durableStartParams(defaults) }, wal: nodeFs.wal };
}
