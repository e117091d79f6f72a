/** The owner's sign-up, sign-in, session and sign-out routes under the fuzzer: see fuzz-harness.ts. */
import { fuzzRoutes } from './fuzz-app.js';
import { ownerAuthSpecs, ownerSignOutSpecs } from './route-specs.js';

// Sign-out last: it ends the session the routes before it are fuzzed with.
fuzzRoutes('owner account', (ctx) => [...ownerAuthSpecs(ctx), ...ownerSignOutSpecs(ctx)]);
