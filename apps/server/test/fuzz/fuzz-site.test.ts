/** The clinic site, demo pages, dashboard shell and static files under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { siteSpecs } from './route-specs.js';

fuzzRoutes('site and asset', siteSpecs);
