import { LIVE_MESSAGES, LIVE_STREAM_LIMITS } from '@clubspace/contract';
import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { App } from '../../app-types.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface OpenStream {
  userId: number;
  clientId: number;
  /** The login (refresh-token family) of the token that opened it; absent for a token signed before sessions had ids. */
  sessionId?: string;
  end: () => void;
}

/**
 * The open live streams of one app (issue 30 §6): capped per user and per operator (429 beyond), ended at the server's
 * close, at their login's logout or revocation in this process at once, and within `checkSeconds` when another
 * process revoked it (one query a period for all the streams).
 */
export class LiveStreams {
  private readonly open = new Set<OpenStream>();
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => void;

  constructor(private readonly app: App) {
    this.stopListening = app.live.onSessionEnd((sid) => this.endWhere((s) => s.sessionId === sid));
    this.timer = setInterval(() => void this.checkSessions().catch(() => undefined), (app.config.liveSessionCheckSeconds ?? 15) * 1000);
    this.timer.unref();
  }

  private get limits() {
    return {
      perUser: this.app.config.liveStreamsPerUser ?? LIVE_STREAM_LIMITS.perUser,
      perOperator: this.app.config.liveStreamsPerOperator ?? LIVE_STREAM_LIMITS.perOperator,
    };
  }

  /** Refuses a stream beyond the caps (429 with Retry-After), before anything is written. */
  admit(userId: number, clientId: number, reply: { header(name: string, value: string): unknown }) {
    let mine = 0;
    let operator = 0;
    for (const s of this.open) {
      if (s.userId === userId) mine++;
      if (s.clientId === clientId) operator++;
    }
    if (mine >= this.limits.perUser || operator >= this.limits.perOperator) {
      reply.header('retry-after', '30');
      throw new HttpError(429, LIVE_MESSAGES.tooManyStreams, undefined, 'too_many_streams');
    }
  }

  add(stream: OpenStream): () => void {
    this.open.add(stream);
    return () => this.open.delete(stream);
  }

  get size() {
    return this.open.size;
  }

  /** Whether a login is still alive (an unrevoked, unexpired refresh token of its family). */
  async sessionAlive(sessionId: string): Promise<boolean> {
    return (await this.aliveAmong([sessionId])).has(sessionId);
  }

  private async aliveAmong(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.app.db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, sql`now()`)));
    return new Set(rows.map((r) => r.familyId));
  }

  /**
   * Ends the streams whose login another process revoked. Only the logins asked about: a stream opened while the
   * query ran (a new login, not in `ids`) is not "not alive" (under load a check then ended fresh streams).
   */
  async checkSessions() {
    const ids = [...new Set([...this.open].map((s) => s.sessionId).filter((id): id is string => Boolean(id)))];
    const asked = new Set(ids);
    const alive = await this.aliveAmong(ids);
    this.endWhere((s) => s.sessionId !== undefined && asked.has(s.sessionId) && !alive.has(s.sessionId));
  }

  private endWhere(match: (s: OpenStream) => boolean) {
    for (const s of [...this.open]) if (match(s)) s.end();
  }

  close() {
    clearInterval(this.timer);
    this.stopListening();
    this.endWhere(() => true);
  }
}
