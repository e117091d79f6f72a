/** The website owner API under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { websiteSpecs } from './route-specs.js';

fuzzRoutes('website', websiteSpecs);
