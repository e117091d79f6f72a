// `npm start`: install what is missing, build what changed (the build step
// `npm test` runs too), then start the server on the embedded PGlite database
// in ./data (DATABASE_URL selects PostgreSQL).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureNodeModules, root } from './ensure.mjs';

ensureNodeModules();
ensureBuilt();

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', cwd: root });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
