/** The team routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { teamSpecs } from './route-specs.js';

fuzzRoutes('team', teamSpecs);
