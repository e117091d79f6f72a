/** `npm run bench`: every benchmark, printed as figures and ratios against same-run baselines. */
import { runDashboardBench } from './dashboard-bench.js';
import { runHttpBench } from './http-bench.js';
import { runLighthouseBench } from './lighthouse-bench.js';
import { runLongTaskBench } from './longtask-bench.js';
import { runSiteBench } from './site-bench.js';
import { runStatisticsBench } from './statistics-bench.js';

await runHttpBench();
await runLongTaskBench();
await runStatisticsBench();
await runSiteBench();
await runLighthouseBench();
await runDashboardBench();
process.exit(0);
