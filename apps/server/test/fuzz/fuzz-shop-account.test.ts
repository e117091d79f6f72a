/**
 * My account's pages and forms and the checkout's sign-in under the fuzzer
 * (a refused request stores no shop row): see fuzz-harness.ts. On
 * PostgreSQL: fuzz-shop.test.ts.
 */
import { fuzzRoutes } from './fuzz-app.js';
import { shopAccountSpecs } from './shop-route-specs.js';
import { shopRowCounts } from './shop-row-counts.js';

fuzzRoutes('shop account', shopAccountSpecs, shopRowCounts);
