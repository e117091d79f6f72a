// `npm run bench`: install what is missing, build, then run the benchmarks.
import { ensureBuilt, ensureChromium, ensureNodeModules, run } from './ensure.mjs';

ensureNodeModules();
const chromium = ensureChromium();
ensureBuilt();
run(process.execPath, ['--import', 'tsx', 'apps/server/bench/run.ts'], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
