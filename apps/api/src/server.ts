import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isNewEmbeddedDatabase, seedInChildProcess } from './db/prepare.ts';
import { DEMO_LOGINS, PORTAL_LOGINS, isEmpty, seedDemo } from './db/seed/index.ts';
import { startCampaignJob } from './jobs/campaign-mail.job.ts';
import { startNoShowReleaseJob } from './jobs/no-show-release.job.ts';
import { startBillingRunJob } from './jobs/billing-run.job.ts';
import { startXeroPullJob } from './jobs/xero-pull.job.ts';
import { connectDemoOperator, startDemoStripe } from './dev/stripe-fake/demo-payments.ts';
import { startDunningJob } from './jobs/dunning.job.ts';
import { startNoticeMailJob } from './jobs/notice-mail.job.ts';
import { startCollectionJob } from './jobs/collection.job.ts';
import { startTicketCloseJob } from './jobs/ticket-close.job.ts';

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
  // Scheduled campaign e-mails run in every API process; the atomic claim keeps each campaign to one sender.
  const stopCampaignJob = startCampaignJob(database.db, app.mailer, app.log);
  // No-show release (issue 11) likewise: an advisory lock and a one-statement claim keep each release to one process.
  const stopNoShowJob = startNoShowReleaseJob(database.db, app.mailer, app.log);
  // Membership billing (issue 12): hourly check, one run per operator and day; BILLING_JOB=0 turns it off (e2e runs).
  const stopBillingJob = process.env.BILLING_JOB === '0' ? async () => {} : startBillingRunJob(database.db, app.log);
  // Xero payment pull (issue 12): every XERO_PULL_MINUTES (0 = off); a locked claim keeps each operator to one process.
  const stopXeroPull = startXeroPullJob(database.db, config, app.log);
  // Chasing unpaid invoices (issue 27): hourly; an advisory lock and each step's unique event keep it to one process.
  const stopDunningJob = startDunningJob(database.db, app.mailer, config.publicUrl, app.log);
  // Notice e-mails (issue 28): scheduled notices once live; the atomic claim keeps each notice to one sender.
  const stopNoticeMailJob = startNoticeMailJob(database.db, app.mailer, app.log);
  // Automatic collection (issue 27 flow 3): every minute (COLLECTION_JOB_SECONDS); each attempt is claimed by one worker.
  const stopCollectionJob = startCollectionJob(app, app.log, Number(process.env.COLLECTION_JOB_SECONDS ?? 60) * 1000);
  // Help-desk auto-close (issue 28): every 5 minutes; a one-statement claim closes each resolved ticket once.
  const stopTicketCloseJob = startTicketCloseJob(database.db, app.log);

  // The job queue (issue 29): every process claims due jobs and queues the recurring ones once per period.
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
    await stopCampaignJob();
    await stopNoShowJob();
    await stopBillingJob();
    await stopXeroPull();
    await stripeFake?.stop();
    await stopDunningJob();
    await stopNoticeMailJob();
    await stopCollectionJob();
    await stopTicketCloseJob();
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
