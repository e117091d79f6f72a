/** My account's pages and forms and the checkout's sign-in under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { shopAccountSpecs } from './shop-route-specs.js';

fuzzRoutes('shop account', shopAccountSpecs);
