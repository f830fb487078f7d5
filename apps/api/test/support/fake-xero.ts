import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One organisation of the fake: the custom connection that reaches it. */
export interface FakeOrg {
  clientId: string;
  clientSecret: string;
  name: string;
  organisationId: string;
}

type Json = Record<string, unknown>;

export interface FakeRequest {
  method: string;
  path: string;
  org: string | null;
  body: Json | null;
  headers: IncomingMessage['headers'];
}

/**
 * A local fake of the few Xero endpoints Clubspace uses: the identity token endpoint (client_credentials), and the
 * Accounting API's Organisation, Contacts (POST create/update) and Invoices (POST create/update, GET by IDs). Data is
 * kept per organisation, so a test can see whose token reached which organisation. `tooManyOnce()` makes the next
 * API call answer 429 with Retry-After.
 */
export class FakeXero {
  private server!: Server;
  url = '';
  readonly requests: FakeRequest[] = [];
  readonly contacts = new Map<string, Json & { org: string }>();
  readonly invoices = new Map<string, Json & { org: string }>();
  private readonly tokens = new Map<string, string>();
  private pending429: number | null = null;

  constructor(private readonly orgs: FakeOrg[]) {}

  async start() {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(body));
        };
        try {
          this.handle(req, raw, send);
        } catch (err) {
          send(500, { Message: (err as Error).message });
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  tooManyOnce(retryAfterSeconds = 1) {
    this.pending429 = retryAfterSeconds;
  }

  /** Xero marks an invoice paid (a payment recorded in Xero). */
  pay(invoiceId: string) {
    const inv = this.invoices.get(invoiceId)!;
    inv.Status = 'PAID';
    inv.AmountDue = 0;
    inv.UpdatedAt = Date.now();
  }

  apiCalls(org?: string) {
    return this.requests.filter((r) => r.path.startsWith('/api.xro/') && (!org || r.org === org));
  }

  private handle(req: IncomingMessage, raw: string, send: (status: number, body: unknown, headers?: Record<string, string>) => void) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = raw && (req.headers['content-type'] ?? '').includes('json') ? (JSON.parse(raw) as Json) : null;
    if (req.method === 'POST' && url.pathname === '/connect/token') {
      const [id, secret] = Buffer.from(String(req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      const org = this.orgs.find((o) => o.clientId === id && o.clientSecret === secret);
      this.requests.push({ method: 'POST', path: url.pathname, org: org?.organisationId ?? null, body: null, headers: req.headers });
      if (!org || !new URLSearchParams(raw).get('grant_type')?.includes('client_credentials')) return send(400, { error: 'invalid_client' });
      const token = `tok-${randomUUID()}`;
      this.tokens.set(token, org.organisationId);
      return send(200, { access_token: token, expires_in: 1800, token_type: 'Bearer', scope: 'accounting.transactions accounting.contacts' });
    }
    const org = this.tokens.get(String(req.headers.authorization ?? '').replace(/^Bearer /, '')) ?? null;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, org, body, headers: req.headers });
    if (!org) return send(401, { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' });
    if (this.pending429 !== null) {
      const wait = this.pending429;
      this.pending429 = null;
      return send(429, { Title: 'Too Many Requests' }, { 'retry-after': String(wait), 'x-rate-limit-problem': 'minute' });
    }
    const path = url.pathname.replace(/^\/api\.xro\/2\.0/, '');
    if (req.method === 'GET' && path === '/Organisation') {
      const o = this.orgs.find((x) => x.organisationId === org)!;
      return send(200, { Organisations: [{ OrganisationID: o.organisationId, Name: o.name }] });
    }
    if (req.method === 'POST' && path === '/Contacts') {
      const saved = ((body?.Contacts as Json[]) ?? []).map((c) => {
        const existing = typeof c.ContactID === 'string' ? this.contacts.get(c.ContactID) : undefined;
        if (c.ContactID && (!existing || existing.org !== org)) throw new Error('unknown contact');
        const id = (c.ContactID as string) ?? randomUUID();
        const merged = { ...(existing ?? {}), ...c, ContactID: id, org };
        this.contacts.set(id, merged);
        return { ...merged, org: undefined };
      });
      return send(200, { Contacts: saved });
    }
    if (req.method === 'POST' && path === '/Invoices') {
      const saved: Json[] = [];
      for (const i of (body?.Invoices as Json[]) ?? []) {
        const existing = typeof i.InvoiceID === 'string' ? this.invoices.get(i.InvoiceID) : undefined;
        if (i.InvoiceID && (!existing || existing.org !== org)) {
          return send(400, {
            ErrorNumber: 10,
            Type: 'ValidationException',
            Message: 'A validation exception occurred',
            Elements: [{ ValidationErrors: [{ Message: 'Invoice not found' }] }],
          });
        }
        const lines = ((i.LineItems as Json[]) ?? []).map((l): Json => ({ ...l, LineItemID: randomUUID() }));
        if (lines.some((l) => !l.TaxType)) {
          return send(400, {
            ErrorNumber: 10,
            Type: 'ValidationException',
            Elements: [{ ValidationErrors: [{ Message: 'A tax type is required' }] }],
          });
        }
        const id = (i.InvoiceID as string) ?? randomUUID();
        const merged = { ...(existing ?? {}), ...i, LineItems: lines, InvoiceID: id, org, UpdatedAt: Date.now() };
        this.invoices.set(id, merged);
        saved.push({ ...merged, org: undefined });
      }
      return send(200, { Invoices: saved });
    }
    if (req.method === 'GET' && path === '/Invoices') {
      const ids = (url.searchParams.get('IDs') ?? '').split(',').filter(Boolean);
      const since = req.headers['if-modified-since'] ? Date.parse(String(req.headers['if-modified-since'])) : 0;
      const found = ids
        .map((id) => this.invoices.get(id))
        .filter((i): i is Json & { org: string } => Boolean(i && i.org === org && Number(i.UpdatedAt) >= since))
        .map((i) => ({ InvoiceID: i.InvoiceID, InvoiceNumber: i.InvoiceNumber, Status: i.Status, AmountDue: i.AmountDue ?? 0 }));
      return send(200, { Invoices: found });
    }
    return send(404, { Message: `No fake for ${req.method} ${url.pathname}` });
  }
}
