/**
 * What the PostgreSQL benches share about the processes they measure: starting a server and waiting for it to listen,
 * its memory and CPU from /proc, and the median every figure is reported with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICK_MS = 1000 / 100; // CLK_TCK is 100 on Linux

/**
 * Starts `node <file>` (a bundled server) with `env` over the bench's environment and resolves once it prints
 * "Clubspace is running". BENCH_SERVER_NODE_ARGS adds node flags (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
export async function startBenchServer(file: string, env: Record<string, string>, cwd?: string): Promise<ChildProcess> {
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--enable-source-maps', file], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ACCESS_TOKEN_TTL: '86400', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Clubspace is running') && resolve());
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return child;
}

/** A process's resident memory in MB (0 when it is gone). */
export function rssMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** utime + stime of a process in ms (0 when it is gone). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The median (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
