import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message the sink accepted: its envelope and raw data. */
export interface SunkMessage {
  from: string;
  to: string[];
  data: string;
}

/** An SMTP reply with its code (smtp-server answers an error's `responseCode`). */
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * An SMTP server on 127.0.0.1 for tests (the `smtp-server` package; plain SMTP, no TLS or auth): addresses in `reject`
 * get a permanent 550 at RCPT TO, those in `defer` a passing 451; everything else is accepted and kept in `messages`.
 */
export async function startSmtpSink(opts: { reject?: string[]; defer?: string[] } = {}) {
  const reject = new Set((opts.reject ?? []).map((a) => a.toLowerCase()));
  const defer = new Set((opts.defer ?? []).map((a) => a.toLowerCase()));
  const messages: SunkMessage[] = [];
  const sessions = { connections: 0 };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'sink.test',
    logger: false,
    onConnect(_session, callback) {
      sessions.connections++;
      callback();
    },
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const to = address.address.toLowerCase();
      if (reject.has(to)) return callback(refusal(550, `<${address.address}>: Recipient address rejected: no such user`));
      if (defer.has(to)) return callback(refusal(451, `<${address.address}>: try again later`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** How many connections clients opened. */
    get connections() {
      return sessions.connections;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
