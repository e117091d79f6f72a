/** The clinic shop's pages and forms under the fuzzer (a refused request stores no shop row): see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { shopSpecs } from './shop-route-specs.js';
import { shopRowCounts } from './shop-row-counts.js';

fuzzRoutes('shop', shopSpecs, shopRowCounts);
