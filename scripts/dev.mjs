// `npm run dev`: the API in watch mode on 8080 and the Vite dev server (which proxies /api and /auth to it).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@clubspace/api'], { stdio: 'inherit' }),
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
