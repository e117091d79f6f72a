/** The owner API's pop-up routes, signed in with a CSRF token, under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { ownerPopupSpecs } from './route-specs.js';

fuzzRoutes('owner pop-up', ownerPopupSpecs);
