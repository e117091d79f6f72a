// `npm run build`: the one build step `npm start` and `npm test` also run,
// every workspace's `build` script (widget, tracker, page-widgets islands,
// dashboard), forced. `npm run build -- --changed` skips unchanged workspaces.
import { ensureBuilt, ensureNodeModules } from './ensure.mjs';

ensureNodeModules();
ensureBuilt({ force: !process.argv.includes('--changed') });
