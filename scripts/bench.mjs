// `npm run bench`: install what is missing, build, then run the benchmarks
// (`npm run bench -- http hits`: only the parts named; apps/server/bench/run.ts lists them).
import { ensureBuilt, ensureChromium, ensureNodeModules, ensureWrk, run } from './ensure.mjs';

ensureNodeModules();
const chromium = ensureChromium();
const wrk = ensureWrk();
ensureBuilt();
run(process.execPath, ['--import', 'tsx', 'apps/server/bench/run.ts', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium, WRK_PATH: wrk },
});
