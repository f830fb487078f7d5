import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES, WEBHOOK_RESPONSE_KEPT_CHARS, WEBHOOK_TIMEOUT_MS, isPrivateAddress } from '@clubspace/contract';
import { Webhook } from 'standardwebhooks';

/** A refused address: the message the delivery log shows. */
export class PrivateAddressError extends Error {
  constructor(address: string) {
    super(`${WEBHOOK_MESSAGES.urlPrivate} (${address})`);
  }
}

/**
 * Resolves once and hands the socket the checked address (no second lookup a rebinding DNS could answer
 * differently): every address of the name must be public unless private addresses are allowed.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new PrivateAddressError(bad.address), '', 4);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The Standard Webhooks `webhook-signature` value: one `v1,<base64>` per secret, space-separated. */
export function signatures(secrets: readonly string[], msgId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ');
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * POSTs one signed event: 10 s for the whole answer, redirects not followed (a 3xx is a failed try), only a 2xx
 * delivers. Literal private addresses and names resolving to one are refused unless allowed.
 */
export function sendWebhook(
  target: string,
  msg: { id: string; body: string; secrets: readonly string[]; at: Date },
  opts: { allowPrivate: boolean; timeoutMs?: number },
): Promise<SendResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return resolve({ ok: false, status: null, error: WEBHOOK_MESSAGES.urlInvalid });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !opts.allowPrivate && isPrivateAddress(host))
      return resolve({ ok: false, status: null, error: new PrivateAddressError(host).message });
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Clubspace-Webhooks/1',
      'webhook-id': msg.id,
      'webhook-timestamp': String(Math.floor(msg.at.getTime() / 1000)),
      'webhook-signature': signatures(msg.secrets, msg.id, msg.at, msg.body),
      'content-length': String(Buffer.byteLength(msg.body)),
    };
    const client = url.protocol === 'https:' ? https : http;
    let settled = false;
    const done = (r: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(url, { method: 'POST', headers, lookup: guardedLookup(opts.allowPrivate), agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < WEBHOOK_RESPONSE_KEPT_CHARS) text += chunk;
      });
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        done({ ok, status, error: ok ? null : `HTTP ${status}${text ? `: ${text.slice(0, 200)}` : ''}` });
      });
      res.on('error', (err) => done({ ok: false, status: res.statusCode ?? null, error: err.message }));
    });
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${Math.round((opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} s`));
    }, opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    req.on('error', (err) => done({ ok: false, status: null, error: err.message }));
    req.end(msg.body);
  });
}
