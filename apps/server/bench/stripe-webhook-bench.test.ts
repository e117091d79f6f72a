/**
 * Stripe webhook CPU budget: a checkout.session.completed event handled in ≤ 20 ms of server CPU (the
 * signature check, the event stored, the order moved and its two mails queued, on in-process PGlite as
 * `npm start` runs it). ORDERS card orders are placed against the loopback Stripe, then each one's signed
 * event is posted once; the process's CPU time (user + system) over those posts, divided by ORDERS, is the
 * figure (process CPU, steadier than wall time on a shared machine).
 * Run alone: `npx vitest run apps/server/bench/stripe-webhook-bench.test.ts` (STRIPE_BENCH_ORDERS=100 for more).
 */
import { connectMigratedMemory } from '@beckon/db';
import { expect, it } from 'vitest';
import { FAKE_STRIPE_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe } from '../test/helpers/fake-stripe.js';
import { buildSeededApp } from '../test/helpers/running-server.js';
import { BILLING, ShopVisitor } from '../test/http/shop-helpers.js';

const ORDERS = Number(process.env.STRIPE_BENCH_ORDERS ?? 30);
const BUDGET_MS = 20;

it(`handles a paid checkout's webhook in at most ${BUDGET_MS} ms of server CPU`, async () => {
  const stripe = await startFakeStripe();
  const db = await connectMigratedMemory();
  const app = await buildSeededApp(db, {
    stripe: { secretKey: FAKE_STRIPE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: stripe.url },
  });
  await app.ready();
  await db.query('UPDATE shop_variants SET stock = NULL');

  const events: string[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const shopper = new ShopVisitor(app);
    await shopper.add('101');
    await shopper.get('/finalizar-compra/');
    const placed = await shopper.post('/finalizar-compra/', {
      ...BILLING,
      email: `bench-${i}@example.es`,
      pago: 'tarjeta',
    });
    const session = [...stripe.sessions.values()].find((s) => s.url === placed.headers.location);
    if (!session) throw new Error(`checkout answered ${placed.statusCode}`);
    events.push(stripe.pay(session.id).body);
  }

  const signed = events.map((body) => ({ body, signature: stripe.sign(body) }));
  const start = process.cpuUsage();
  const wall = performance.now();
  for (const { body, signature } of signed) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/shop/stripe/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    if (res.statusCode !== 200 || !res.body.includes('changed')) throw new Error(`webhook answered ${res.body}`);
  }
  const used = process.cpuUsage(start);
  const perEvent = (used.user + used.system) / 1000 / ORDERS;
  const wallPer = (performance.now() - wall) / ORDERS;
  console.log(
    `stripe webhook: ${perEvent.toFixed(2)} ms CPU a event (${wallPer.toFixed(2)} ms wall), ${ORDERS} events; budget ≤ ${BUDGET_MS} ms: ${perEvent <= BUDGET_MS ? 'met' : 'NOT met'}`,
  );
  await app.close();
  await stripe.close();
  await db.close();
  expect(perEvent).toBeLessThanOrEqual(BUDGET_MS);
}, 300_000);
