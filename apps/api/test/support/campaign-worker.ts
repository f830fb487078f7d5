/**
 * A worker process running the app's job kinds against a PostgreSQL test database (campaign-crash.test.ts):
 * `tsx campaign-worker.ts <database url>`. Each e-mail takes a few milliseconds after its outbox row is written (as an
 * SMTP server's answer would), so a kill -9 lands mid-send. It prints "ready" once it claims jobs, and runs until killed.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { registerJobKinds } from '../../src/jobs/job-kinds.ts';
import { JobWorker } from '../../src/jobs/queue/job-worker.ts';
import { Mailer, type Mail } from '../../src/lib/mailer.ts';

const [url] = process.argv.slice(2);
const SEND_MS = Number(process.env.CRASH_SEND_MS ?? 4);

class SlowMailer extends Mailer {
  override async send(mail: Mail): Promise<boolean> {
    const sent = await super.send(mail);
    await new Promise((resolve) => setTimeout(resolve, SEND_MS));
    return sent;
  }
}

const database = await openDatabase(url!);
await database.db.execute(sql`select 1`);
const log = pino({ level: 'silent' });
const mailer = new SlowMailer(database.db, log, null, 'crash@clubspace.test');
const config = { publicUrl: 'http://localhost', xeroPullMinutes: 0, devOutbox: false } as Config;
const worker = registerJobKinds(new JobWorker(database.db, log), { db: database.db, config, mailer, log });
worker.start({ schedule: false });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker.stop().then(async () => {
    await database.close();
    process.exit(0);
  });
});
