/** The owner API's email-tool integration routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { integrationSpecs } from './route-specs.js';

fuzzRoutes('owner integrations', integrationSpecs);
