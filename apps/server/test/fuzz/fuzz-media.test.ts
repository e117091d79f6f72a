/** The media library's owner routes and public image route under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { mediaSpecs } from './route-specs.js';

fuzzRoutes('media library', mediaSpecs);
