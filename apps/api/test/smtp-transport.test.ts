import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransport } from '../src/lib/smtp-transport.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

// SMTP_URL's transport (lib/smtp-transport.ts): a pool keeps its connections for message after message (nodemailer
// alone, given `{ url, pool }`, dropped the pool and opened a connection per e-mail), without one each message has its
// own, and the URL's own options still apply.
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

async function sendSix(url: string, pool: number) {
  const transport = smtpTransport(url, pool);
  const before = sink.connections;
  const sent = sink.messages.length;
  try {
    for (let i = 0; i < 6; i++) await transport.sendMail({ from: 'club@example.test', to: `m${i}@example.test`, subject: `n${i}`, text: 'hello' });
  } finally {
    transport.close();
  }
  return { connections: sink.connections - before, messages: sink.messages.slice(sent) };
}

describe('SMTP transport', () => {
  it('a pool of 2 sends six e-mails one after another on one connection', async () => {
    const { connections, messages } = await sendSix(sink.url, 2);
    expect(messages.map((m) => m.to[0])).toEqual([0, 1, 2, 3, 4, 5].map((i) => `m${i}@example.test`));
    expect(connections).toBe(1);
  });

  it('without a pool each e-mail opens its own connection', async () => {
    const { connections, messages } = await sendSix(sink.url, 0);
    expect(messages).toHaveLength(6);
    expect(connections).toBe(6);
  });

  it("the URL's query options still apply (a pool asked for in the URL)", async () => {
    const { connections } = await sendSix(`${sink.url}/?pool=true`, 0);
    expect(connections).toBe(1);
  });
});
