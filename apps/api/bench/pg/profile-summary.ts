/**
 * `tsx bench/pg/profile-summary.ts <file.cpuprofile> [--top 30]`: where a `--cpu-prof` profile of the server spent its
 * time, by package (node_modules/<name>, node:internal, our src/…, (garbage collector), (program), (idle)) and by
 * function (self time), as shares of the non-idle samples. With the api bench's `--csv off` and BENCH_SERVER_NODE_ARGS
 * ("--cpu-prof --cpu-prof-dir=…") the profile holds the server's start and the load, nothing else.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--top N]');
const top = Number(process.argv[process.argv.indexOf('--top') + 1] || 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** The package a frame belongs to: node_modules/<name> (scoped too), node's own, ours by folder, or V8's pseudo-frames. */
function packageOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:internal\/([^/]+).*/, 'node:$1').replace(/^node:([^/]+).*/, 'node:$1');
  const ours = /(apps\/api\/src\/[^/]+(?:\/[^/]+)?|packages\/contract\/src)/.exec(url);
  return ours ? ours[1]! : url.split('/').slice(-2).join('/');
}

const self = new Map<string, number>();
const packages = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, i) => {
  const n = byId.get(id)!;
  const us = profile.timeDeltas[i] ?? 0;
  const { functionName, url, lineNumber } = n.callFrame;
  if (functionName === '(idle)') return;
  busy += us;
  const pkg = packageOf(url, functionName);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  const key = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
  self.set(key, (self.get(key) ?? 0) + us);
});
const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(`busy ${(busy / 1e6).toFixed(2)} s of samples\n\nby package:`);
for (const [k, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
console.log('\nby function (self):');
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${k}`);
