/**
 * `npm run fuzz`: the full schema fuzzer (issue 13) on a fresh, seeded in-memory PGlite database — by default 20,000
 * cases with a random seed (FUZZ_CASES, FUZZ_SEED to choose). Prints the count, the status mix and every failure;
 * exits 1 on any failure. The fixed-seed slice of the same fuzzer runs in the API test suite (test/fuzz.test.ts).
 */
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import { runFuzz } from './fuzz/fuzz-run.ts';

const cases = Number(process.env.FUZZ_CASES ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const database = await openDatabase(process.env.FUZZ_DATABASE_URL ?? 'memory://');
await database.migrate();
await seedDemo(database.db, { now: new Date() });
// A 20 ms account-delay cap (issue 30 §1): the fuzzer's wrong passwords on the owner's account would each wait up to 4 s.
const app = await buildApp(testConfig({ logLevel: (process.env.FUZZ_LOG ?? 'silent') as never, throttle: { loginDelayMaxMs: 20 } }), database.db);
const login = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/jwt/create/',
    payload: { email: 'owner@demo.test', password: 'Demo1234!' },
    remoteAddress: '10.77.0.1',
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access: string }).access;
};
const memberLogin = async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/portal/auth/login',
    headers: { 'x-portal-workspace': 'demo' },
    payload: { email: 'member@demo.test', password: 'Demo1234!' },
    remoteAddress: '10.77.0.2',
  });
  if (res.statusCode !== 200) throw new Error(`portal login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access: string }).access;
};
const started = Date.now();
console.log(`fuzz: ${cases} cases, seed ${seed}`);
// Progress every 20 operations, so a run cut short on a busy machine still tells how far it got.
let done = 0;
const log = (line: string) => {
  if (++done % 20 === 0) console.log(`  ${done} operations done after ${((Date.now() - started) / 1000).toFixed(0)} s (last: ${line})`);
};
const result = await runFuzz({ app, db: database.db, cases, seed, login, memberLogin, otherTenantSlug: 'harbour', callerTenantSlug: 'demo', log });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`fuzz: ${result.cases} cases over ${result.operations} operations in ${seconds} s (seed ${seed})`);
console.log(
  `statuses: ${JSON.stringify(result.statuses)}; valid list requests accepted: ${result.validAccepted}; re-logins: ${result.reLogins}; probe corpus cases: ${result.probeCases}`,
);
console.log(`other operator's rows unchanged: ${result.tenantUnchanged ? 'yes' : 'NO'}`);
console.log(`failures: ${result.failures.length}`);
for (const f of result.failures) console.log(`  ${f.status} ${f.reason}: ${f.request}\n    ${f.body}`);
await app.close();
await database.close();
process.exit(result.failures.length || !result.tenantUnchanged ? 1 : 0);
