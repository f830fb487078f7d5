/**
 * One billing run in its own process (billing-run-bench.ts): `tsx billing-run-child.ts <database url> <client id> <month>`.
 * Prints one JSON line: the run's time, lines written and the process's peak RSS (VmHWM) before and after the run.
 */
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../src/db/client.ts';
import { runBilling } from '../../src/modules/billing-run/billing-run.service.ts';

const [url, clientId, month] = process.argv.slice(2);
const hwmMb = () => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024);
const database = await openDatabase(url!);
const before = hwmMb();
const t0 = performance.now();
const outcome = await runBilling(database.db, Number(clientId), month!, { triggeredBy: 'staff' });
const ms = Math.round(performance.now() - t0);
process.stdout.write(
  `${JSON.stringify({ ms, lines: outcome?.linesCreated ?? null, invoices: outcome?.written.length ?? null, skipped: outcome?.skipped.length ?? null, peakRssBeforeMb: before, peakRssMb: hwmMb() })}\n`,
);
await database.close();
process.exit(0);
