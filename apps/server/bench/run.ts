/** `npm run bench`: every benchmark, printed as figures and ratios against same-run baselines. */
import { runHttpBench } from './http-bench.js';
import { runLongTaskBench } from './longtask-bench.js';

await runHttpBench();
await runLongTaskBench();
process.exit(0);
