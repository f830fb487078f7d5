import { describe, expect, it } from 'vitest';
import {
  canChangeTicketPriority,
  canMoveTicket,
  statusAfterMemberReply,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  ticketCreate,
  ticketTransitionRefused,
} from '../src/index.ts';

describe('ticket transitions (issue 28)', () => {
  it('closed is final and no status moves to itself', () => {
    expect(TICKET_TRANSITIONS.closed).toEqual([]);
    for (const s of TICKET_STATUSES) expect(canMoveTicket(s, s)).toBe(false);
  });

  it('every status but closed can be resolved or closed', () => {
    for (const s of TICKET_STATUSES.filter((x) => x !== 'closed' && x !== 'resolved')) {
      expect(canMoveTicket(s, 'resolved')).toBe(true);
      expect(canMoveTicket(s, 'closed')).toBe(true);
    }
    expect(canMoveTicket('resolved', 'open')).toBe(true);
    expect(canMoveTicket('resolved', 'waiting_on_member')).toBe(false);
  });

  it('a member reply reopens as it fits', () => {
    expect(statusAfterMemberReply('waiting_on_member')).toBe('in_progress');
    expect(statusAfterMemberReply('resolved')).toBe('open');
    expect(statusAfterMemberReply('open')).toBe('open');
    expect(statusAfterMemberReply('in_progress')).toBe('in_progress');
    expect(statusAfterMemberReply('closed')).toBeNull();
    expect(canChangeTicketPriority('closed')).toBe(false);
  });

  it('says a refusal in words', () => {
    expect(ticketTransitionRefused('closed', 'open')).toBe('A ticket cannot go from closed to open');
    expect(ticketTransitionRefused('open', 'open')).toBe('The ticket is already open');
  });

  it('validates the form with its messages', () => {
    const r = ticketCreate.safeParse({ member: 'm', subject: ' ', category: 'it', description: 'x' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Subject is required');
  });
});
