/**
 * Whether the routes that mail a link tell, by their timing, which addresses have an account:
 * `npm run bench -- reset`. On PGlite on disk (durable as in production, so a commit waits for its WAL
 * sync), each route is asked for a known and an unknown address in alternating pairs, so a slow moment
 * of the shared machine hits both kinds alike; printed are the medians and the median of the pairs'
 * known/unknown ratios, whose budget is under 1.2. Mails stay in the outbox (no SMTP): what is timed is
 * the answer's own work, not a delivery running beside the next request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, migrate } from '@beckon/db';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { createAccountWithOwner } from '../src/plugins/owner/owner-repository.js';
import { insertCustomer } from '../src/plugins/shop/customer-repository.js';
import { SITE_ACCOUNT_ID } from '../src/plugins/site/site-config.js';
import { seedAll } from '../src/seed.js';
import type { BudgetCheck } from './results-file.js';

const RATIO_BUDGET = 1.2;
const PAIRS = Number(process.env.BENCH_RESET_PAIRS ?? 60);
const WARM_UP = 5;
/** A password hash never checked here: no argon2 to compute. */
const UNCHECKED_HASH = '$argon2id$v=19$m=19456,t=2,p=1$bm90LWNoZWNrZWQ$bm90LWNoZWNrZWQ';

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function runPasswordResetBench(): Promise<{ checks: BudgetCheck[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'beckon-reset-bench-'));
  const db = await connect({ dataDir: dir });
  await migrate(db);
  await seedAll(db);
  const app = await buildApp({ db, logger: false, widgetDistDir: '/nonexistent-widget-dist' });
  await app.ready();
  let seq = 0;
  const email = (kind: string) => `${kind}-${Date.now().toString(36)}-${++seq}@bench.example`;
  // Each request from its own address, so the per-IP limits stay out of it.
  const remoteAddress = () => `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;
  const form = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: remoteAddress(),
      headers: {
        host: 'localhost',
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
      },
    });
  const knownCustomer = async () => {
    const address = email('customer');
    await insertCustomer(db, SITE_ACCOUNT_ID, address, UNCHECKED_HASH);
    return address;
  };
  const routes: Array<{
    name: string;
    known: () => Promise<string>;
    send: (address: string) => Promise<LightMyRequestResponse>;
  }> = [
    {
      name: 'owner POST /api/owner/password-reset',
      known: async () => {
        const address = email('owner');
        await createAccountWithOwner(db, 'Known shop', address, UNCHECKED_HASH);
        return address;
      },
      send: (address) =>
        app.inject({
          method: 'POST',
          url: '/api/owner/password-reset',
          payload: { email: address },
          remoteAddress: remoteAddress(),
          headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
        }),
    },
    {
      name: 'shop POST /mi-cuenta/contrasena-perdida/',
      known: knownCustomer,
      send: (address) => form('/mi-cuenta/contrasena-perdida/', { user_login: address }),
    },
    {
      name: 'shop POST /mi-cuenta/registrarse',
      known: knownCustomer,
      send: (address) => form('/mi-cuenta/registrarse', { email: address }),
    },
  ];

  const timed = async (send: () => Promise<LightMyRequestResponse>) => {
    const start = performance.now();
    const res = await send();
    const ms = performance.now() - start;
    if (res.statusCode >= 400) throw new Error(`answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return ms;
  };

  console.log(`\nMailing a link, known vs unknown address: ${PAIRS} alternating pairs on PGlite on disk`);
  console.log(
    'route'.padEnd(42),
    'known ms'.padStart(9),
    'unknown ms'.padStart(11),
    'median ratio'.padStart(13),
    'known slower'.padStart(13),
  );
  const checks: BudgetCheck[] = [];
  try {
    for (const route of routes) {
      const known: string[] = [];
      for (let i = 0; i < PAIRS; i++) known.push(await route.known());
      for (let i = 0; i < WARM_UP; i++) {
        await timed(async () => route.send(await route.known()));
        await timed(() => route.send(email('nobody')));
      }
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      const ratios: number[] = [];
      for (const address of known) {
        const a = await timed(() => route.send(address));
        const b = await timed(() => route.send(email('nobody')));
        knownMs.push(a);
        unknownMs.push(b);
        ratios.push(a / b);
      }
      const ratio = median(ratios);
      console.log(
        route.name.padEnd(42),
        median(knownMs).toFixed(2).padStart(9),
        median(unknownMs).toFixed(2).padStart(11),
        ratio.toFixed(2).padStart(13),
        `${ratios.filter((r) => r > 1).length}/${PAIRS}`.padStart(13),
      );
      checks.push({
        budget: `${route.name}: known/unknown median ratio < ${RATIO_BUDGET}`,
        figure: ratio.toFixed(2),
        met: ratio < RATIO_BUDGET,
      });
    }
  } finally {
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return { checks };
}
