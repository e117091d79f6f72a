/** Statistics ingest (hits, pings, events) and the Stats API reports under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { statisticsSpecs } from './route-specs.js';

fuzzRoutes('statistics', statisticsSpecs);
