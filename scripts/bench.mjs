// `npm run bench`: install what is missing, build, then run the benchmarks.
import { ensureBuilt, ensureChromium, ensureNodeModules, ensureWrk, run } from './ensure.mjs';

ensureNodeModules();
const chromium = ensureChromium();
const wrk = ensureWrk();
ensureBuilt();
run(process.execPath, ['--import', 'tsx', 'apps/server/bench/run.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium, WRK_PATH: wrk },
});
