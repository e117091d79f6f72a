/**
 * The owner’s shop routes (orders, products, coupons) under the fuzzer (a
 * refused request stores no shop row): see fuzz-harness.ts. On PostgreSQL:
 * fuzz-shop.test.ts.
 */
import { fuzzRoutes } from './fuzz-app.js';
import { shopOwnerSpecs } from './shop-route-specs.js';
import { shopRowCounts } from './shop-row-counts.js';

fuzzRoutes('shop owner', shopOwnerSpecs, shopRowCounts);
