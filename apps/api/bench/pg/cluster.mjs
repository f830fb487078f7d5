/**
 * `--processes N` of the PostgreSQL bench: N copies of the bundled server behind node:cluster, which shares one
 * listening port and hands connections round-robin to the workers — the single-machine form of "N API processes
 * behind a load balancer". Background jobs start in every worker (each claims its work in the database).
 * Usage: node cluster.mjs <server.mjs> <N>
 */
import cluster from 'node:cluster';

const [serverFile, count] = process.argv.slice(2);
cluster.schedulingPolicy = cluster.SCHED_RR;
cluster.setupPrimary({ exec: serverFile, execArgv: ['--enable-source-maps'] });
for (let i = 0; i < Number(count); i++) cluster.fork();
cluster.on('exit', (_worker, code) => {
  if (code) process.exit(code);
});
process.on('SIGTERM', () => {
  for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
});
