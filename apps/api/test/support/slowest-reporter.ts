import { appendFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Writes each test file's duration to `file` as it ends (a run stopped half-way still tells where its time went), and
 * at the end the slowest files, longest first, which `npm test` prints in its summary (CI keeps the log's tail).
 */
export class SlowestReporter implements Reporter {
  private readonly rows: { name: string; ms: number }[] = [];

  constructor(
    private readonly file: string,
    private readonly top = 25,
  ) {
    writeFileSync(file, '');
  }

  onTestModuleEnd(module: TestModule) {
    const { duration, collectDuration, setupDuration } = module.diagnostic();
    const name = `${module.project.name.padEnd(8)} ${relative(process.cwd(), module.moduleId)}`;
    const ms = duration + collectDuration + setupDuration;
    this.rows.push({ name, ms });
    appendFileSync(this.file, `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}\n`);
  }

  onTestRunEnd() {
    const total = this.rows.reduce((sum, r) => sum + r.ms, 0);
    const lines = [...this.rows]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, this.top)
      .map((r) => `${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.name}`);
    writeFileSync(this.file, `${lines.join('\n')}\n(${this.rows.length} files, ${(total / 1000).toFixed(0)} s of worker time in all)\n`);
  }
}
