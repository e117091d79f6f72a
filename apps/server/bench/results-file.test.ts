import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CPU_BUDGETS, cpuBudgetCheck } from './cpu-budgets.js';
import {
  type BenchRun,
  checkLine,
  EMPTY_RESULTS,
  RUNS_MARK,
  runSection,
  SUMMARY_END,
  SUMMARY_START,
  updateResults,
  utcStamp,
} from './results-file.js';

const notes = {
  startedAt: new Date('2026-11-30T09:05:41Z'),
  seconds: 42.4,
  cores: 2,
  cpuModel: 'Some CPU @ 2.0GHz',
  loadBefore: [0.5, 0.75, 1],
  loadAfter: [1.25, 0.9, 1.01],
  node: 'v22.19.0',
  commit: 'abc1234',
  loadTool: 'wrk',
  settings: [],
};

const displayRun: BenchRun = {
  notes,
  parts: [
    {
      name: 'display',
      output: '\nHTTP throughput\nroute  req/s  hello\n',
      checks: [
        { budget: CPU_BUDGETS.display.budget, figure: '1.80× (45.0 µs a request, hello world 25.0 µs)', met: true },
      ],
    },
  ],
};

function summaryRows(text: string): string[] {
  return text
    .slice(text.indexOf(SUMMARY_START), text.indexOf(SUMMARY_END))
    .split('\n')
    .filter((line) => line.startsWith('|'));
}

describe('the CPU budget checks', () => {
  const cpu = { route: 45, baseline: 25, ratio: 1.8 };

  it('meet a budget when the ratio is within it and nothing acknowledged was lost', () => {
    expect(cpuBudgetCheck('conversion', { ...cpu, ratio: 6 }, 0)).toEqual({
      budget: CPU_BUDGETS.conversion.budget,
      figure: '6.00× (45.0 µs a request, hello world 25.0 µs), 0 lost',
      met: true,
    });
  });

  it('miss a budget when the ratio is over it', () => {
    expect(cpuBudgetCheck('hit', { ...cpu, ratio: 4.01 }, 0).met).toBe(false);
  });

  it('miss a budget when one acknowledged write was lost, however cheap the route', () => {
    const check = cpuBudgetCheck('hit', { ...cpu, ratio: 1 }, 1);
    expect(check.met).toBe(false);
    expect(check.figure).toContain('1 lost');
  });

  it('leave the loss out for the display route, which acknowledges no write', () => {
    expect(cpuBudgetCheck('display', cpu, null).figure).toBe('1.80× (45.0 µs a request, hello world 25.0 µs)');
  });

  it('count a run without CPU figures as not met', () => {
    expect(cpuBudgetCheck('display', null, null)).toMatchObject({ met: false, figure: 'CPU not measured (no /proc)' });
  });

  it('print the budget, the figure and the verdict on one line', () => {
    expect(checkLine(cpuBudgetCheck('display', cpu, null))).toBe(
      'display route CPU ≤ 2.0× hello world: 1.80× (45.0 µs a request, hello world 25.0 µs): met',
    );
  });
});

describe('a run section', () => {
  const section = runSection(displayRun);

  it('is headed by the UTC minute the run started and the parts it ran', () => {
    expect(utcStamp(notes.startedAt)).toBe('2026-11-30 09:05 UTC');
    expect(section.split('\n')[0]).toBe('### 2026-11-30 09:05 UTC: display');
  });

  it('notes the cores, the load before and after, Node, the commit and the load generator', () => {
    expect(section).toContain('- machine: 2 cores (nproc), Some CPU @ 2.0GHz');
    expect(section).toContain('- load average (1 / 5 / 15 min): 0.50 / 0.75 / 1.00 before, 1.25 / 0.90 / 1.01 after');
    expect(section).toContain('- Node v22.19.0, commit abc1234, load generator wrk, 42 s');
  });

  it('lists the settings and the note only when there are some', () => {
    expect(section).not.toContain('- settings:');
    expect(section).not.toContain('- note:');
    const marked = runSection({ ...displayRun, notes: { ...notes, settings: ['BENCH_ROUNDS=1'], note: 'busy' } });
    expect(marked).toContain('- settings: `BENCH_ROUNDS=1`');
    expect(marked).toContain('- note: busy');
  });

  it('tables each budget checked with its figure and status', () => {
    expect(section).toContain(
      '| display route CPU ≤ 2.0× hello world | 1.80× (45.0 µs a request, hello world 25.0 µs) | met |',
    );
  });

  it("holds each part's output, trimmed, in a fenced block under the part's name", () => {
    expect(section).toContain('#### display\n\n```text\nHTTP throughput\nroute  req/s  hello\n```');
  });

  it('fences output that itself holds a fence with a longer one', () => {
    const run = { notes, parts: [{ name: 'x', output: 'a ``` b', checks: [] }] };
    expect(runSection(run)).toContain('````text\na ``` b\n````');
  });

  it('escapes a pipe inside a table cell', () => {
    const run = { notes, parts: [{ name: 'x', output: '', checks: [{ budget: 'a | b', figure: '1', met: false }] }] };
    expect(runSection(run)).toContain('| a \\| b | 1 | **not met** |');
  });
});

describe('updating the results file', () => {
  it('starts from an empty file with the summary and runs markers', () => {
    const text = updateResults(EMPTY_RESULTS, displayRun);
    expect(summaryRows(text)).toEqual([
      '| budget | latest figure | status | measured |',
      '| --- | --- | --- | --- |',
      '| display route CPU ≤ 2.0× hello world | 1.80× (45.0 µs a request, hello world 25.0 µs) | met | 2026-11-30 09:05 UTC, `npm run bench -- display` |',
    ]);
    expect(text.indexOf('### 2026-11-30 09:05 UTC: display')).toBeGreaterThan(text.indexOf(RUNS_MARK));
  });

  it('rewrites the rows of the budgets the run checked and keeps the others where they were', () => {
    const before = EMPTY_RESULTS.replace(
      '| --- | --- | --- | --- |',
      [
        '| --- | --- | --- | --- |',
        '| loader ≤ 6 KB gzip | 6,143 B | met | 2026-11-25 (test) |',
        `| ${CPU_BUDGETS.display.budget} | 1.71× | met | 2026-11-25 |`,
        '| tracker ≤ 1.5 KB gzip | 1,534 B | met | 2026-11-25 (test) |',
      ].join('\n'),
    );
    const rows = summaryRows(updateResults(before, displayRun));
    expect(rows.slice(2)).toEqual([
      '| loader ≤ 6 KB gzip | 6,143 B | met | 2026-11-25 (test) |',
      '| display route CPU ≤ 2.0× hello world | 1.80× (45.0 µs a request, hello world 25.0 µs) | met | 2026-11-30 09:05 UTC, `npm run bench -- display` |',
      '| tracker ≤ 1.5 KB gzip | 1,534 B | met | 2026-11-25 (test) |',
    ]);
  });

  it('puts the newest run first and keeps what follows the runs, such as the history', () => {
    const once = updateResults(`${EMPTY_RESULTS}\n## History\n\nolder notes\n`, displayRun);
    const later = { ...displayRun, notes: { ...notes, startedAt: new Date('2026-12-01T10:00:00Z') } };
    const twice = updateResults(once, later);
    const newest = twice.indexOf('### 2026-12-01 10:00 UTC');
    const older = twice.indexOf('### 2026-11-30 09:05 UTC');
    expect(newest).toBeGreaterThan(twice.indexOf(RUNS_MARK));
    expect(older).toBeGreaterThan(newest);
    expect(twice.indexOf('## History\n\nolder notes')).toBeGreaterThan(older);
    expect(twice).not.toMatch(/\n\n\n/);
  });

  it('refuses a file without its markers rather than overwrite it', () => {
    expect(() => updateResults('# notes by hand\n', displayRun)).toThrow(/markers/);
  });
});

describe('the committed results file', () => {
  const committed = readFileSync(new URL('./RESULTS.md', import.meta.url), 'utf8');

  it('has a summary row for each CPU budget, so a run updates that row instead of adding one', () => {
    const budgets = summaryRows(committed).map((row) => row.split(' | ')[0]?.replace(/^\| /, ''));
    for (const { budget } of Object.values(CPU_BUDGETS)) expect(budgets).toContain(budget);
  });

  it('can be updated by a run', () => {
    expect(() => updateResults(committed, displayRun)).not.toThrow();
  });
});
