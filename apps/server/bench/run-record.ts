/**
 * The I/O around the results file: what each part prints, the machine's notes and the file itself.
 * results-file.ts decides the text.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { format } from 'node:util';
import type { BenchRun, RunNotes } from './results-file.js';
import { EMPTY_RESULTS, updateResults } from './results-file.js';

export const RESULTS_PATH = new URL('./RESULTS.md', import.meta.url);

/** Runs `fn` while keeping a copy of what it logs, so the run's section holds the part's own tables. */
export async function captureLog<T>(fn: () => Promise<T>): Promise<{ value: T; output: string }> {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    lines.push(format(...args));
    log(...args);
  };
  try {
    return { value: await fn(), output: lines.join('\n') };
  } finally {
    console.log = log;
  }
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function commit(): string {
  const head = git(['rev-parse', '--short', 'HEAD']);
  if (head === null) return 'unknown';
  return git(['status', '--porcelain', '--untracked-files=no']) ? `${head} with uncommitted changes` : head;
}

/** Overrides that change what a run measures; a URL is named but not copied, since it may hold a password. */
function settings(): string[] {
  return Object.entries(process.env)
    .filter(([key]) => /^(BENCH_|STATS_BENCH_|STATS_SCREEN_|WEBHOOK_BENCH_)/.test(key) && key !== 'BENCH_NOTE')
    .map(([key, value]) => (key.endsWith('_URL') ? `${key} set` : `${key}=${value}`))
    .sort();
}

/** Taken when the run ends; `BENCH_NOTE` adds a line, e.g. to mark a run on a busy machine. */
export function runNotes(startedAt: Date, loadBefore: readonly number[], loadTool: string): RunNotes {
  return {
    startedAt,
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    cores: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown CPU',
    loadBefore,
    loadAfter: loadavg(),
    node: process.version,
    commit: commit(),
    loadTool,
    settings: settings(),
    ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
  };
}

export function recordRun(run: BenchRun): void {
  const text = existsSync(RESULTS_PATH) ? readFileSync(RESULTS_PATH, 'utf8') : EMPTY_RESULTS;
  writeFileSync(RESULTS_PATH, updateResults(text, run));
}
