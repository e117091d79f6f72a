/** The clinic shop's pages and forms under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { shopSpecs } from './shop-route-specs.js';

fuzzRoutes('shop', shopSpecs);
