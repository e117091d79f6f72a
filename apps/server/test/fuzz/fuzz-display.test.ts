/** The display service's routes (spec §7) under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { displaySpecs } from './route-specs.js';

fuzzRoutes('display', displaySpecs);
