// `npm run bench [-- options]`: the API benchmark gets the options (npm would append them to the last command of a
// chained script, i.e. the browser bench); the browser route bench runs after it unless `--only` names API parts only.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = (workspace, extra) => spawnSync('npm', ['run', 'bench', '-w', workspace, '--', ...extra], { stdio: 'inherit' }).status ?? 1;

const onlyAt = args.indexOf('--only');
const parts = onlyAt >= 0 ? (args[onlyAt + 1] ?? '').split(',') : null;
const status = run('@clubspace/api', args);
if (status !== 0) process.exit(status);
if (!parts || parts.includes('routes')) process.exit(run('@clubspace/e2e', []));
