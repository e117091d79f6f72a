/** The owner API's privacy routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { privacySpecs } from './route-specs.js';

fuzzRoutes('owner privacy', privacySpecs);
