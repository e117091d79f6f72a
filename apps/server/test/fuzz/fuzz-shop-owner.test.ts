/** The owner’s shop routes (orders, products, coupons) under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { shopOwnerSpecs } from './shop-route-specs.js';

fuzzRoutes('shop owner', shopOwnerSpecs);
