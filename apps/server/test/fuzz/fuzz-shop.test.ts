/**
 * The clinic shop's pages and forms under the fuzzer (a refused request
 * stores no shop row): see fuzz-harness.ts. Also, when TEST_DATABASE_URL is
 * set, every shop route (these, My account's and the owner's) on PostgreSQL
 * with a sample of each corpus (fuzz-app.ts), in one app: there most of the
 * cost is making, migrating and seeding the database, paid once here rather
 * than in each of the three files.
 */
import { databases, pglite } from '../helpers/test-databases.js';
import { fuzzRoutes } from './fuzz-app.js';
import { shopAccountSpecs, shopOwnerSpecs, shopSpecs } from './shop-route-specs.js';
import { shopRowCounts } from './shop-row-counts.js';

fuzzRoutes('shop', shopSpecs, shopRowCounts);

fuzzRoutes(
  'shop, My account and owner shop',
  (ctx) => [...shopSpecs(), ...shopAccountSpecs(), ...shopOwnerSpecs(ctx)],
  shopRowCounts,
  databases.filter((d) => d !== pglite),
);
