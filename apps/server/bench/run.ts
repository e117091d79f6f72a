/**
 * `npm run bench`: every benchmark, printed as figures and ratios against same-run baselines.
 * `npm run bench -- http hits` runs only the parts named (http, display, conversion, longtask, hits, statistics,
 * validation, site, lighthouse, dashboard, ipcountry, webhook, statsscreen, conversionwriter, editorkeystroke,
 * shop;
 * `statistics` is hits and the reports, `http` is display and conversion).
 */
import { runConversionWriterBench } from './conversion-writer-bench.js';
import { runDashboardBench } from './dashboard-bench.js';
import { runEditorKeystrokeBench } from './editor-keystroke-bench.js';
import { runHttpBench } from './http-bench.js';
import { runIpCountryBench } from './ip-country-bench.js';
import { runLighthouseBench } from './lighthouse-bench.js';
import { runLongTaskBench } from './longtask-bench.js';
import { runShopBench } from './shop-bench.js';
import { runSiteBench } from './site-bench.js';
import { runStatisticsBench } from './statistics-bench.js';
import { runStatisticsScreenBench } from './statistics-screen-bench.js';
import { runValidationBench } from './validation-bench.js';
import { runWebhookBench } from './webhook-bench.js';

const parts: Record<string, () => Promise<unknown>> = {
  http: () => runHttpBench(),
  display: () => runHttpBench(['display']),
  conversion: () => runHttpBench(['conversion']),
  conversionwriter: () => runConversionWriterBench(),
  longtask: runLongTaskBench,
  hits: () => runStatisticsBench({ reports: false }),
  statistics: runStatisticsBench,
  site: runSiteBench,
  shop: runShopBench,
  lighthouse: runLighthouseBench,
  dashboard: runDashboardBench,
  validation: runValidationBench,
  ipcountry: runIpCountryBench,
  webhook: runWebhookBench,
  statsscreen: runStatisticsScreenBench,
  editorkeystroke: runEditorKeystrokeBench,
};
const everything = [
  'http',
  'longtask',
  'statistics',
  'site',
  'shop',
  'lighthouse',
  'dashboard',
  'webhook',
  'statsscreen',
];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(name in parts));
if (unknown.length > 0) {
  console.error(`unknown bench part(s): ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`);
  process.exit(2);
}
for (const name of chosen.length > 0 ? chosen : everything) await (parts[name] as () => Promise<unknown>)();
process.exit(0);
