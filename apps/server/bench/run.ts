/**
 * `npm run bench`: every benchmark, printed as figures and ratios against same-run baselines, and recorded
 * in RESULTS.md (a dated section per run; the summary's rows for the budgets the run checked).
 * `npm run bench -- http hits` runs only the parts named (http, display, conversion, recommendation, longtask, hits,
 * statistics, validation, site, lighthouse, dashboard, ipcountry, webhook, integration, statsscreen,
 * conversionwriter, editorkeystroke, editoropen,
 * shop, sites, reset;
 * `statistics` is hits and the reports, `http` is display, conversion and recommendation).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runCheckoutStatementsBench } from './checkout-statements-bench.js';
import { runConversionWriterBench } from './conversion-writer-bench.js';
import { runDashboardBench } from './dashboard-bench.js';
import { runEditorKeystrokeBench } from './editor-keystroke-bench.js';
import { runEditorOpenBench } from './editor-open-bench.js';
import { runHttpBench } from './http-bench.js';
import { runIntegrationBench } from './integration-bench.js';
import { runIpCountryBench } from './ip-country-bench.js';
import { runLighthouseBench } from './lighthouse-bench.js';
import { LOAD_TOOL } from './load.js';
import { runLongTaskBench } from './longtask-bench.js';
import { runPasswordResetBench } from './password-reset-bench.js';
import { runPersonErasureBench } from './person-erasure-bench.js';
import { runPopupFiguresBench } from './popup-figures-bench.js';
import type { BudgetCheck, PartRun } from './results-file.js';
import { captureLog, RESULTS_PATH, recordRun, runNotes } from './run-record.js';
import { runShopBench } from './shop-bench.js';
import { runSiteBench } from './site-bench.js';
import { runSitesBench } from './sites-bench.js';
import { runStatisticsBench } from './statistics-bench.js';
import { runStatisticsScreenBench } from './statistics-screen-bench.js';
import { runValidationBench } from './validation-bench.js';
import { runWebhookBench } from './webhook-bench.js';

/** A part returns the budgets it checked; the others only print. */
type Part = () => Promise<readonly BudgetCheck[]>;
const printsOnly =
  (run: () => Promise<unknown>): Part =>
  async () => {
    await run();
    return [];
  };

const parts: Record<string, Part> = {
  http: async () => (await runHttpBench()).checks,
  display: async () => (await runHttpBench(['display'])).checks,
  conversion: async () => (await runHttpBench(['conversion'])).checks,
  recommendation: async () => (await runHttpBench(['recommendation'])).checks,
  conversionwriter: printsOnly(runConversionWriterBench),
  longtask: printsOnly(runLongTaskBench),
  hits: async () => (await runStatisticsBench({ reports: false })).checks,
  statistics: async () => (await runStatisticsBench()).checks,
  site: printsOnly(runSiteBench),
  shop: printsOnly(runShopBench),
  // The checkout's statements one by one, to compare two versions of the code; not in the default set.
  checkoutsql: printsOnly(runCheckoutStatementsBench),
  sites: async () => (await runSitesBench()).checks,
  lighthouse: printsOnly(runLighthouseBench),
  dashboard: printsOnly(runDashboardBench),
  validation: printsOnly(runValidationBench),
  ipcountry: printsOnly(runIpCountryBench),
  webhook: printsOnly(runWebhookBench),
  integration: printsOnly(runIntegrationBench),
  statsscreen: printsOnly(runStatisticsScreenBench),
  editorkeystroke: printsOnly(runEditorKeystrokeBench),
  editoropen: printsOnly(runEditorOpenBench),
  reset: async () => (await runPasswordResetBench()).checks,
  // PostgreSQL only (PERSON_BENCH_DATABASE_URL, FIGURES_BENCH_DATABASE_URL), so not in the default set.
  erasure: printsOnly(runPersonErasureBench),
  figures: printsOnly(runPopupFiguresBench),
};
const everything = [
  'http',
  'longtask',
  'statistics',
  'site',
  'shop',
  'sites',
  'lighthouse',
  'dashboard',
  'webhook',
  'integration',
  'statsscreen',
  'reset',
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`unknown bench part(s): ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
const startedAt = new Date();
const loadBefore = loadavg();
const ran: PartRun[] = [];
for (const name of chosen.length > 0 ? chosen : everything) {
  const { value, output } = await captureLog(parts[name] as Part);
  ran.push({ name, output, checks: value });
}
recordRun({ notes: runNotes(startedAt, loadBefore, LOAD_TOOL), parts: ran });
console.log(`\nrecorded in ${fileURLToPath(RESULTS_PATH)}`);
process.exit(0);
