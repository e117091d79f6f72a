/**
 * Starts the display service: connect → migrate → seed the demo data →
 * listen. SIGTERM/SIGINT close gracefully (close-with-grace): stop accepting,
 * finish in-flight requests, drain the group committers, close the database.
 */
// Before anything that loads React: ES modules run their imports in order.
import './production-default.js';
import { connect, migrate } from '@beckon/db';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { whileStartupLocked } from './cluster/startup-lock.js';
import { loadConfig } from './config.js';
import { DEMO_CLIENT_ID } from './demo-ids.js';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from './plugins/owner/index.js';
import { loadSecretsKey } from './secrets-key.js';
import { seedAll } from './seed.js';

const config = loadConfig();
const db = await connect({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
// Processes started together on one PostgreSQL database take turns to migrate and seed.
await whileStartupLocked(db, async () => {
  await migrate(db);
  await seedAll(db);
});
const secretsKey = loadSecretsKey({
  envValue: config.secretsKey,
  dataDir: config.dataDir,
  embedded: config.databaseUrl === undefined,
});
// With the database URL the app hears owner changes saved by other processes (LISTEN/NOTIFY).
const app = await buildApp({
  db,
  widgetDistDir: config.widgetDistDir,
  logger: true,
  logRequests: config.logRequests,
  trustProxy: config.trustProxy,
  ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
  sitesBaseDomain: config.sitesBaseDomain,
  ...(config.dnsServers ? { dnsServers: config.dnsServers } : {}),
  ...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
  ...(config.mailFrom ? { mailFrom: config.mailFrom } : {}),
  printMail: config.printMail,
  leadDelivery: config.leadDelivery,
  ...(config.recaptcha ? { recaptcha: config.recaptcha } : {}),
  ...(config.stripe ? { stripe: config.stripe } : {}),
  ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
  ...(secretsKey ? { secretsKey } : {}),
  integrationBaseUrls: config.integrationBaseUrls,
  ...(config.wixApiOrigin ? { wixApiOrigin: config.wixApiOrigin } : {}),
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await db.close();
});

const address = await app.listen({ port: config.port, host: config.host });
const site = app.publicOrigin.get();
console.log(
  `Beckon on ${address}: clinic site ${site}/, demo page ${site}/demo (client ${DEMO_CLIENT_ID}), dashboard ${site}/admin (${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD})`,
);
