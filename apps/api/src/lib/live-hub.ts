import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.ts';

/** Channel the bookings triggers notify (migration 0009): one message per (operator, office) a statement touched. */
export const BOOKING_CHANGES_CHANNEL = 'booking_changes';
/** Channel of changes to the tables a request context is read from (migration 0030): users, staff, staff_offices, clients. */
export const CONTEXT_CHANGES_CHANNEL = 'context_changes';
/** A job was queued (migration 0054's jobs_notify trigger): workers look for due jobs. */
export const JOBS_CHANNEL = 'clubspace_jobs';
/** A change with webhook events committed (the capture trigger): the event worker reads the outbox. */
export const EVENTS_CHANNEL = 'clubspace_events';

/** What changed: an office of an operator had bookings inserted, updated or deleted. */
export interface BookingChange {
  client: number;
  office: number;
}

type Listener = (change: BookingChange) => void;
type Unlisten = () => Promise<void>;

const RECONNECT_MS = 1_000;

function parseChange(payload: string | undefined): BookingChange | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<BookingChange>;
    return Number.isInteger(value.client) && Number.isInteger(value.office) ? { client: value.client!, office: value.office! } : null;
  } catch {
    return null;
  }
}

/** PGlite delivers NOTIFY to listeners of the same in-process instance. */
interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<Unlisten>;
}
const isPglite = (client: unknown): client is PgliteLike =>
  typeof (client as PgliteLike | undefined)?.listen === 'function' && !(client instanceof pg.Pool);

/**
 * Relays the database's booking_changes notifications to in-process subscribers (the server-sent-event streams).
 * On PostgreSQL one dedicated connection LISTENs (reconnecting after a drop), so every API process hears the changes
 * any process commits; on PGlite the embedded instance's own listen is used.
 */
export class LiveHub {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private unlisten: Unlisten | null = null;
  private closed = false;

  private constructor(private readonly log: FastifyBaseLogger) {}

  static async start(db: Db, log: FastifyBaseLogger): Promise<LiveHub> {
    const hub = new LiveHub(log);
    const client = (db as unknown as { $client: unknown }).$client;
    if (isPglite(client)) {
      const unlisten = [
        await client.listen(BOOKING_CHANGES_CHANNEL, (payload) => hub.emit(payload)),
        await client.listen(CONTEXT_CHANGES_CHANNEL, () => hub.events.emit('context')),
        await client.listen(JOBS_CHANNEL, () => hub.events.emit('jobs')),
        await client.listen(EVENTS_CHANNEL, () => hub.events.emit('outbox')),
      ];
      hub.unlisten = async () => void (await Promise.all(unlisten.map((u) => u())));
      hub.setListening(true);
    } else if (client instanceof pg.Pool) await hub.listenPostgres(client);
    return hub;
  }

  /** Whether notifications are being heard now (false while the listener connection is down). */
  listening = false;

  private setListening(on: boolean) {
    if (on === this.listening) return;
    this.listening = on;
    this.events.emit('listening', on);
  }

  private emit(payload: string | undefined) {
    const change = parseChange(payload);
    if (change) this.events.emit('change', change);
  }

  private async listenPostgres(pool: pg.Pool) {
    const options = (pool as unknown as { options: pg.ClientConfig }).options;
    const connect = async (): Promise<void> => {
      if (this.closed) return;
      const client = new pg.Client(options);
      const retry = () => {
        this.setListening(false);
        client.removeAllListeners();
        client.end().catch(() => undefined);
        if (!this.closed) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
      };
      client.on('error', (err) => {
        this.log.warn({ err: err.message }, 'live updates: listener connection lost, reconnecting');
        retry();
      });
      client.on('notification', (msg) => {
        if (msg.channel === CONTEXT_CHANGES_CHANNEL) this.events.emit('context');
        else if (msg.channel === JOBS_CHANNEL) this.events.emit('jobs');
        else if (msg.channel === EVENTS_CHANNEL) this.events.emit('outbox');
        else this.emit(msg.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${BOOKING_CHANGES_CHANNEL}; LISTEN ${CONTEXT_CHANGES_CHANNEL}; LISTEN ${JOBS_CHANNEL}; LISTEN ${EVENTS_CHANNEL}`);
        this.setListening(true);
      } catch (err) {
        this.log.warn({ err: (err as Error).message }, 'live updates: cannot listen, retrying');
        retry();
        return;
      }
      this.unlisten = async () => {
        this.setListening(false);
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      };
    };
    await connect();
  }

  /** Calls `listener` for every change until the returned function is called. */
  subscribe(listener: Listener): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }

  /** Calls `listener` on every change to the tables request contexts are read from. */
  onContextChange(listener: () => void) {
    this.events.on('context', listener);
  }

  /** Calls `listener` whenever a job is queued (migration 0054's jobs_notify), in any process. */
  onJobs(listener: () => void): () => void {
    this.events.on('jobs', listener);
    return () => this.events.off('jobs', listener);
  }

  /** Calls `listener` whenever a change with webhook events commits (the outbox's notification). */
  onOutbox(listener: () => void): () => void {
    this.events.on('outbox', listener);
    return () => this.events.off('outbox', listener);
  }

  /** Calls `listener` now with the listening state, and whenever it changes. */
  onListening(listener: (on: boolean) => void) {
    this.events.on('listening', listener);
    listener(this.listening);
  }

  /** Ends the live streams of a login (refresh-token family) in this process: its logout or revocation. */
  endSession(sessionId: string) {
    this.events.emit('session-end', sessionId);
  }

  /** Calls `listener` with each login ended in this process; answers the function that stops it. */
  onSessionEnd(listener: (sessionId: string) => void): () => void {
    this.events.on('session-end', listener);
    return () => this.events.off('session-end', listener);
  }

  get subscribers(): number {
    return this.events.listenerCount('change');
  }

  async close(): Promise<void> {
    this.closed = true;
    this.events.removeAllListeners();
    await this.unlisten?.();
  }
}
