/**
 * The text of apps/server/bench/RESULTS.md: a dated section per `npm run bench` run and a summary with the
 * latest figure per budget. Pure string work, so the file's shape is unit-tested; run-record.ts reads the
 * machine and writes the file.
 */

/** One budget's verdict from a run; `budget` is the summary row it replaces, so keep its wording stable. */
export interface BudgetCheck {
  budget: string;
  figure: string;
  met: boolean;
}

/** What the figures of a run depend on besides the code: the machine, its load and the settings. */
export interface RunNotes {
  startedAt: Date;
  seconds: number;
  cores: number;
  cpuModel: string;
  /** 1, 5 and 15 minute load averages. */
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  node: string;
  commit: string;
  loadTool: string;
  /** Environment overrides in force, e.g. `BENCH_ROUNDS=1`. */
  settings: readonly string[];
  note?: string;
}

export interface PartRun {
  name: string;
  /** What the part printed: its tables, each ratio beside its same-run hello world. */
  output: string;
  checks: readonly BudgetCheck[];
}

export interface BenchRun {
  notes: RunNotes;
  parts: readonly PartRun[];
}

export const SUMMARY_START = '<!-- bench:summary -->';
export const SUMMARY_END = '<!-- /bench:summary -->';
export const RUNS_MARK = '<!-- bench:runs, newest first -->';
const SUMMARY_HEADER = ['budget', 'latest figure', 'status', 'measured'];

export function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const statusText = (met: boolean) => (met ? 'met' : '**not met**');

/** The line a bench prints under its table for each budget it checks. */
export function checkLine(check: BudgetCheck): string {
  return `${check.budget}: ${check.figure}: ${check.met ? 'met' : 'NOT MET'}`;
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}

function tableLines(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => ' --- ').join('|')}|`, ...rows.map(line)].join('\n');
}

/** A fence longer than any run of backticks in the text, so printed output cannot close it early. */
function fenced(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text}\n${fence}`;
}

const loads = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(' / ');

/** One run's section: heading with date and parts, machine notes, the verdicts, then each part's output. */
export function runSection(run: BenchRun): string {
  const { notes } = run;
  const lines = [
    `### ${utcStamp(notes.startedAt)}: ${run.parts.map((p) => p.name).join(', ')}`,
    '',
    `- machine: ${notes.cores} cores (nproc), ${notes.cpuModel}`,
    `- load average (1 / 5 / 15 min): ${loads(notes.loadBefore)} before, ${loads(notes.loadAfter)} after`,
    `- Node ${notes.node}, commit ${notes.commit}, load generator ${notes.loadTool}, ${Math.round(notes.seconds)} s`,
  ];
  if (notes.settings.length > 0) lines.push(`- settings: ${notes.settings.map((s) => `\`${s}\``).join(', ')}`);
  if (notes.note) lines.push(`- note: ${notes.note}`);
  const checks = run.parts.flatMap((p) => p.checks);
  if (checks.length > 0)
    lines.push(
      '',
      tableLines(
        ['budget', 'figure', 'status'],
        checks.map((c) => [c.budget, c.figure, statusText(c.met)]),
      ),
    );
  for (const part of run.parts) lines.push('', `#### ${part.name}`, '', fenced(part.output.trim()));
  return lines.join('\n');
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replaceAll('\\|', '|'));
}

/**
 * The summary's rows with this run's checks written over the rows of the same budget (new budgets go last);
 * rows the run did not measure stay as they were, since the summary holds the latest figure of each.
 */
function mergeSummary(rows: readonly (readonly string[])[], run: BenchRun): string[][] {
  const measured = `${utcStamp(run.notes.startedAt)}, \`npm run bench -- ${run.parts.map((p) => p.name).join(' ')}\``;
  const merged = rows.map((r) => [...r]);
  for (const check of run.parts.flatMap((p) => p.checks)) {
    const row = [check.budget, check.figure, statusText(check.met), measured];
    const at = merged.findIndex((r) => r[0] === check.budget);
    if (at === -1) merged.push(row);
    else merged[at] = row;
  }
  return merged;
}

/** The results file after a run: its summary rows updated and its section added first under "Runs". */
export function updateResults(text: string, run: BenchRun): string {
  const start = text.indexOf(SUMMARY_START);
  const end = text.indexOf(SUMMARY_END);
  const runs = text.indexOf(RUNS_MARK);
  if (start === -1 || end < start || runs === -1)
    throw new Error(`the results file lacks its markers (${SUMMARY_START}, ${SUMMARY_END}, ${RUNS_MARK})`);
  const tableRows = text
    .slice(start + SUMMARY_START.length, end)
    .split('\n')
    .filter((line) => line.trim().startsWith('|'))
    .slice(2) // the header and its separator
    .map(splitRow);
  const summary = tableLines(SUMMARY_HEADER, mergeSummary(tableRows, run));
  const afterRuns = runs + RUNS_MARK.length;
  return `${text.slice(0, start + SUMMARY_START.length)}\n${summary}\n${text.slice(end, afterRuns)}\n\n${runSection(
    run,
  )}\n${text.slice(afterRuns).replace(/^\n*/, '\n')}`;
}

/** The file a first run starts from when there is none. */
export const EMPTY_RESULTS = `# Bench results

Written by \`npm run bench\`.

## Latest figure per budget

${SUMMARY_START}
${tableLines(SUMMARY_HEADER, [])}
${SUMMARY_END}

## Runs

${RUNS_MARK}
`;
