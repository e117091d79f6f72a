/** The page editor's routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { pageEditorSpecs } from './route-specs.js';

fuzzRoutes('page editor', pageEditorSpecs);
