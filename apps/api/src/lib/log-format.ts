import { Writable } from 'node:stream';

/**
 * How the server writes its log (issue 24 §22). `pretty` (the default outside production) turns pino's JSON lines into
 * one readable line per request or message, so a newcomer's terminal after `npm start` stays legible; `json` keeps
 * pino's lines as they are for a log shipper (LOG_FORMAT=json, or NODE_ENV=production).
 */
export type LogFormat = 'pretty' | 'json';

export function parseLogFormat(env: NodeJS.ProcessEnv): LogFormat {
  const v = (env.LOG_FORMAT ?? '').trim().toLowerCase();
  if (v === 'json' || v === 'pretty') return v;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/** Requests whose "incoming" line was seen but not yet their "completed" one; bounded so a lost line cannot grow it. */
const MAX_OPEN_REQUESTS = 10_000;

/**
 * JSON log lines → readable lines. Fastify logs each request twice: "incoming request" (method, path) and "request
 * completed" (status, time); the readable form prints one line when the request completes, with all four.
 */
export function logLineFormatter() {
  const open = new Map<string, string>();
  return (line: string): string | null => {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      return line;
    }
    const reqId = record.reqId ?? '';
    if (record.msg === 'incoming request') {
      if (open.size >= MAX_OPEN_REQUESTS) open.clear();
      open.set(reqId, `${record.req?.method ?? '?'} ${record.req?.url ?? '?'}`);
      return null;
    }
    const level = LEVELS[record.level ?? 30] ?? 'INFO';
    const head = `${clock(record.time)} ${level.padEnd(5)}`;
    if (record.msg === 'request completed') {
      const request = open.get(reqId) ?? 'request';
      open.delete(reqId);
      const ms = typeof record.responseTime === 'number' ? ` ${record.responseTime.toFixed(1)} ms` : '';
      // A call made with an API key (issue 29) names the key.
      const key = record.api_key_id ? ` api_key_id=${String(record.api_key_id)}` : '';
      return `${head} ${request} → ${record.res?.statusCode ?? '?'}${ms}${key}`;
    }
    const err = record.err ? `\n${record.err.stack ?? `${record.err.type ?? 'Error'}: ${record.err.message ?? ''}`}` : '';
    return `${head} ${record.msg ?? ''}${err}`;
  };
}

/** A destination for pino that writes readable lines to `out` (stdout by default). */
export function prettyLogStream(out: { write(text: string): unknown } = process.stdout): Writable {
  const format = logLineFormatter();
  let pending = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      let newline = pending.indexOf('\n');
      while (newline >= 0) {
        const text = format(pending.slice(0, newline));
        if (text !== null) out.write(`${text}\n`);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
      done();
    },
  });
}
