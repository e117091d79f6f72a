/** The owner API's leads, CSV, results and install routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { ownerReportSpecs } from './route-specs.js';

fuzzRoutes('owner report', ownerReportSpecs);
