import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isNewEmbeddedDatabase, seedInChildProcess } from './db/prepare.ts';
import { DEMO_LOGINS, PORTAL_LOGINS, isEmpty, seedDemo } from './db/seed/index.ts';
import { connectDemoOperator, startDemoStripe } from './dev/stripe-fake/demo-payments.ts';

/** Reads config, migrates, loads demo data into an empty database, serves the API and the SPA on one port. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  // A new embedded database is created, migrated and seeded by a short-lived child process: seeding grows PGlite's
  // WASM heap for good, and the long-running server should not carry that (PGlite allows one process at a time).
  const freshEmbedded = isNewEmbeddedDatabase(config.databaseUrl);
  const seededByChild = freshEmbedded && (await seedInChildProcess());
  const database = await openDatabase(config.databaseUrl);
  await database.migrate();
  const seededHere = await isEmpty(database.db);
  if (seededHere) await seedDemo(database.db);
  const seeded = seededByChild || seededHere;
  // Online payments (issue 27): outside production, unless STRIPE_API_URL says otherwise, the local Stripe stand-in.
  const stripeFake = config.stripeApiUrl === 'fake' ? await startDemoStripe(config, config.port) : null;
  if (stripeFake && seeded) await connectDemoOperator(database.db, config);
  const app = await buildApp(config, database.db);
  await app.listen({ port: config.port, host: config.host });
  // The job queue (issue 29): every background job (billing, collection, chasing, no-shows, campaign and notice
  // e-mails, the Xero pull, ticket auto-close, e-mail retries) is a kind registered in jobs/job-kinds.ts. Every
  // process claims due jobs (SKIP LOCKED) and queues the recurring ones once per period; BILLING_JOB=0 turns billing off.
  app.jobs.start();

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Clubspace is running at ${url}  (${database.kind}${seeded ? ', demo data loaded' : ''}; ready in ${Math.round(performance.now() - started)} ms)`,
    `  Branded demo: http://demo.localhost:${config.port}   API docs: ${url}/api/docs`,
    ...(stripeFake
      ? [`  Payments: the local Stripe stand-in at ${stripeFake.url} (test mode; STRIPE_API_URL=https://api.stripe.com for Stripe)`]
      : []),
    ...(config.webDistDir ? [] : ['  (the web app is not built: run `npm run build -w @clubspace/web`)']),
    '  Demo logins:',
    ...DEMO_LOGINS.map((l) => `    ${l.email} / ${l.password}  — ${l.description}`),
    `  Member portal logins (http://demo.localhost:${config.port}/portal or ${url}/portal/demo):`,
    ...PORTAL_LOGINS.map((l) => `    ${l.email} / ${l.password}  — ${l.description}`),
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await stripeFake?.stop();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
