/**
 * `npm run bench:seed -- --scale tiny|small|medium|large [--database-url postgres://…/clubspace_bench…] [--seed N] [--now ISO]`
 * Drops and recreates the database, migrates it, streams two operators of the chosen scale into it with COPY, then
 * ANALYZEs and prints the time and the database size. See docs/performance.md.
 */
import { generateBenchDatabase, DEFAULT_BENCH_URL } from './run-seed.ts';
import { isScaleName, SCALES } from './scales.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}

const scale = arg('scale') ?? 'small';
if (!isScaleName(scale)) {
  console.error(`--scale must be one of ${Object.keys(SCALES).join(', ')}`);
  process.exit(2);
}
const result = await generateBenchDatabase({
  scale,
  databaseUrl: arg('database-url') ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL,
  seed: Number(arg('seed') ?? 14),
  now: arg('now') ? new Date(arg('now')!) : undefined,
});
console.log(`done: ${result.totalRows.toLocaleString('en-GB')} rows in ${(result.ms / 1000).toFixed(1)} s; database ${result.databaseSize}`);
process.exit(0);
