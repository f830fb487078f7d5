import net from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/**
 * The transport of SMTP_URL (issue 32, docs/performance.md §12). Two things nodemailer does not do by itself:
 * - **The pool.** Given `{ url, pool }`, nodemailer reads the URL alone and drops the other options, so each e-mail
 *   opened its own connection (connect, greeting, QUIT: ~145 ms to a local sink). The URL is parsed here (its query
 *   options, e.g. `?tls.rejectUnauthorized=false`, kept) and the pool's options added to it.
 * - **Nagle off.** nodemailer writes a message and its closing "." in separate writes; with Nagle on, the "." waits
 *   for the server's delayed ACK: ~44 ms an e-mail on one connection, 1–2 ms without. The socket is opened here with
 *   TCP_NODELAY; for smtps:// nodemailer upgrades it to TLS itself.
 */
export function smtpTransport(smtpUrl: string, pool: number): Transporter {
  const options: SMTPTransport.Options = {
    ...parseConnectionUrl(smtpUrl),
    getSocket: (opts, callback) => {
      // nodemailer's defaults: localhost, 465 for smtps:// and 587 otherwise, 2 minutes to connect.
      const socket = net.connect(Number(opts.port) || (opts.secure ? 465 : 587), opts.host || 'localhost');
      socket.setNoDelay(true);
      socket.setTimeout(opts.connectionTimeout ?? 120_000, () => socket.destroy(new Error('Connection timeout')));
      const failed = (err: Error) => callback(err, undefined as never);
      socket.once('error', failed);
      socket.once('connect', () => {
        socket.off('error', failed);
        socket.setTimeout(0);
        callback(null, { connection: socket });
      });
    },
  };
  if (pool <= 0) return nodemailer.createTransport(options);
  const pooled: SMTPPool.Options = { ...options, pool: true, maxConnections: pool, maxMessages: Infinity };
  return nodemailer.createTransport(pooled);
}
