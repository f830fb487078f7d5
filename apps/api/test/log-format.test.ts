import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { logLineFormatter, parseLogFormat, prettyLogStream } from '../src/lib/log-format.ts';

const line = (record: object) => JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 27, 9, 5, 7), ...record });

describe('readable server log (issue 24 §22)', () => {
  it('is readable by default and JSON one setting away (LOG_FORMAT=json, or NODE_ENV=production)', () => {
    expect(parseLogFormat({})).toBe('pretty');
    expect(parseLogFormat({ LOG_FORMAT: 'json' })).toBe('json');
    expect(parseLogFormat({ NODE_ENV: 'production' })).toBe('json');
    expect(parseLogFormat({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(loadConfig({ DATA_DIR: '/tmp/clubspace-log-format', JWT_SECRET: 'x', SECRET_KEY: 'y' }).logFormat).toBe('pretty');
  });

  it('prints one line per request with method, path, status and time; other messages with their level', () => {
    const format = logLineFormatter();
    expect(format(line({ reqId: 'a', msg: 'incoming request', req: { method: 'GET', url: '/api/members/' } }))).toBeNull();
    expect(format(line({ reqId: 'a', msg: 'request completed', res: { statusCode: 200 }, responseTime: 12.345 }))).toBe(
      '09:05:07 INFO  GET /api/members/ → 200 12.3 ms',
    );
    expect(format(line({ level: 40, msg: 'slow query' }))).toBe('09:05:07 WARN  slow query');
    expect(format(line({ level: 50, msg: 'boom', err: { type: 'Error', message: 'bad', stack: 'Error: bad\n    at x' } }))).toBe(
      '09:05:07 ERROR boom\nError: bad\n    at x',
    );
    expect(format('not json')).toBe('not json');
  });

  it('the stream splits chunks on newlines, whatever the chunking', async () => {
    const out: string[] = [];
    const stream = prettyLogStream({ write: (t: string) => out.push(t) });
    const text = `${line({ msg: 'one' })}\n${line({ msg: 'two' })}\n`;
    await new Promise<void>((resolve) => stream.write(text.slice(0, 20), () => resolve()));
    await new Promise<void>((resolve) => stream.write(text.slice(20), () => resolve()));
    expect(out).toEqual(['09:05:07 INFO  one\n', '09:05:07 INFO  two\n']);
  });
});
