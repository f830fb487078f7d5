/**
 * A second API process for the two-process collection test (PostgreSQL only): opens the test's database, builds an
 * app on it pointed at the test's Stripe stand-in, runs the collection job once and prints what it did as JSON.
 * Usage: tsx test/support/collection-worker.ts <database url> <stripe stand-in url> <start at (ms epoch)>
 */
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { runCollection } from '../../src/jobs/collection.job.ts';

const [url, stripeApiUrl, startAt] = process.argv.slice(2);
const database = await openDatabase(url);
const app = await buildApp(testConfig({ stripeApiUrl }), database.db);
// Both processes start their run at the same instant, so their claims race.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const result = await runCollection(app);
console.log(JSON.stringify(result));
await app.close();
await database.close();
