/**
 * A billing run in its own process, to be killed mid-way (billing-run-crash.test.ts):
 * `tsx billing-run-worker.ts <database url> <client id> <month>`, on PostgreSQL (a test database's URL) or on the
 * embedded database (`pglite://<folder>`: the folder then belongs to this process until it exits). It prints "ready",
 * runs, and after each committed transaction prints the month's billing_charges count (the parent cannot open a PGlite
 * folder this process holds, and PGlite runs one transaction at a time, so the count is read here between the run's
 * transactions), then "done <lines>". BILLING_TEAMS_PER_PAGE in its environment sets the page size.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { runBilling } from '../../src/modules/billing-run/billing-run.service.ts';

const [url, clientId, month] = process.argv.slice(2);
const database = await openDatabase(url!);
await database.db.execute(sql`select 1`);
const transaction = database.db.transaction.bind(database.db);
database.db.transaction = (async (...args: Parameters<typeof transaction>) => {
  const result = await transaction(...args);
  const counted = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from billing_charges where period_start = ${`${month}-01`}`);
  process.stdout.write(`count ${Number(counted.rows[0]!.n)}\n`);
  return result;
}) as typeof database.db.transaction;
process.stdout.write('ready\n');
const outcome = await runBilling(database.db, Number(clientId), month!, { triggeredBy: 'job' });
process.stdout.write(`done ${outcome?.linesCreated ?? 'busy'}\n`);
