// `npm run dev`: the API in watch mode on 8080 and the Vite dev server (which proxies /api and /auth to it).
import { spawn } from 'node:child_process';

// Development webhooks may go to a receiver on this machine (the API refuses private targets unless told).
const apiEnv = { ...process.env, WEBHOOKS_ALLOW_PRIVATE: process.env.WEBHOOKS_ALLOW_PRIVATE ?? '1' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@clubspace/api'], { stdio: 'inherit', env: apiEnv }),
  spawn('npm', ['run', 'dev', '-w', '@clubspace/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
