import net from 'node:net';

/** A message the sink accepted: its envelope and raw data. */
export interface SunkMessage {
  from: string;
  to: string[];
  data: string;
}

/**
 * A tiny SMTP server on 127.0.0.1 for tests (plain SMTP, no TLS or auth): addresses in `reject` get a permanent 550
 * at RCPT TO, those in `defer` a passing 451; everything else is accepted and kept in `messages`.
 */
export async function startSmtpSink(opts: { reject?: string[]; defer?: string[] } = {}) {
  const reject = new Set((opts.reject ?? []).map((a) => a.toLowerCase()));
  const defer = new Set((opts.defer ?? []).map((a) => a.toLowerCase()));
  const messages: SunkMessage[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let data: string[] | null = null;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (data) {
          if (line === '.') {
            messages.push({ ...envelope, data: data.join('\r\n') });
            data = null;
            envelope = { from: '', to: [] };
            reply('250 2.0.0 queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink.test');
        else if (verb === 'MAIL') {
          envelope = { from: address, to: [] };
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          if (reject.has(address.toLowerCase())) reply(`550 5.1.1 <${address}>: Recipient address rejected: no such user`);
          else if (defer.has(address.toLowerCase())) reply(`451 4.3.0 <${address}>: try again later`);
          else {
            envelope.to.push(address);
            reply('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          // RFC 5321's answer to a verb this sink does not speak (it advertises no STARTTLS or AUTH, so nodemailer sends
          // neither): a client that tries one hears a clean refusal, not silence.
          reply('502 5.5.2 command not recognised');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
