/** Lead delivery and account recovery routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { leadDeliverySpecs, ownerAccountSpecs } from './route-specs.js';

fuzzRoutes('lead delivery and account recovery', (ctx) => [...leadDeliverySpecs(ctx), ...ownerAccountSpecs(ctx)]);
