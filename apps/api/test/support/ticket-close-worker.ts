/**
 * A second process running the ticket auto-close job against the same PostgreSQL database (tickets.test.ts):
 * `tsx ticket-close-worker.ts <database url> <now ISO>`. It opens its pool, prints "ready", runs one pass when a line
 * arrives on stdin (so both processes start together), prints the closed ids as JSON and exits.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { runTicketClose } from '../../src/jobs/ticket-close.job.ts';

const [url, now] = process.argv.slice(2);
const database = await openDatabase(url!);
await database.db.execute(sql`select 1`);
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  void (async () => {
    const closed = await runTicketClose(database.db, new Date(now!));
    process.stdout.write(`${JSON.stringify(closed.map((c) => c.id))}\n`);
    await database.close();
    process.exit(0);
  })();
});
