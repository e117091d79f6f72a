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
 * COMMIT returns only after fdatasync of the WAL, and a checkpoint syncs the
 * data files before it moves the redo pointer, exactly as on a server.
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
  sync?(path: string): void;
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

/** Start parameters: PGlite's own minus `-F` (fsync=off), syncing the WAL with fsync() (see above). */
function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((p) => p !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];
}

/** NodeFS whose files can be synced: fdatasync for files, fsync for directories. */
class DurableNodeFS extends NodeFS {
  readonly #hooks: FileHooks;

  constructor(dataDir: string, hooks: FileHooks = {}) {
    super(dataDir);
    this.#hooks = hooks;
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    // First, so NODEFS is patched before NodeFS's own hook mounts the data folder.
    preRun.unshift((mod) => patchNodeFs(mod as unknown as ModuleWithFs, this.#hooks));
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

function patchNodeFs(mod: ModuleWithFs, hooks: FileHooks): void {
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
    if (mod.FS.isDir(s.node.mode)) fs.fsyncSync(s.nfd);
    else fs.fdatasyncSync(s.nfd);
    hooks.sync?.(path(s.node));
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

function syncPath(p: string): void {
  const fd = fs.openSync(p, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** PGlite options for a durable database in `dataDir`. */
export function durablePgliteOptions(
  dataDir: string,
  defaults: readonly string[],
  hooks?: FileHooks,
): Pick<PGliteOptions, 'fs' | 'startParams'> {
  return { fs: new DurableNodeFS(dataDir, hooks), startParams: durableStartParams(defaults) };
}
