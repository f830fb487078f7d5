import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, isPrivateAddress, webhookEventsOf, webhookUrlProblem, type CapturedChange } from '../src/webhooks.ts';

const ins = (recordType: string, after: Record<string, unknown> = {}): CapturedChange => ({ recordType, action: 'insert', before: null, after });
const upd = (recordType: string, before: Record<string, unknown>, after: Record<string, unknown>): CapturedChange => ({
  recordType,
  action: 'update',
  before,
  after,
});

describe('webhookEventsOf: a captured change to its events', () => {
  it('members and memberships', () => {
    expect(webhookEventsOf(ins('members'))).toEqual(['member.created']);
    expect(webhookEventsOf(upd('members', { phone: null }, { phone: '1' }))).toEqual(['member.updated']);
    expect(webhookEventsOf(ins('memberships', { status: 'active' }))).toEqual(['membership.created']);
    expect(webhookEventsOf(upd('memberships', { status: 'active' }, { status: 'finished' }))).toEqual(['membership.ended']);
    expect(webhookEventsOf(upd('memberships', { status: 'active' }, { status: 'cancelled' }))).toEqual(['membership.ended']);
    expect(webhookEventsOf(upd('memberships', { units: 1 }, { units: 2 }))).toEqual([]);
  });

  it('bookings: created, cancelled, checked in, otherwise updated; blocks give nothing', () => {
    expect(webhookEventsOf(ins('bookings', { booking_type: 'meeting_room', status: 'active' }))).toEqual(['booking.created']);
    expect(webhookEventsOf(ins('bookings', { booking_type: 'block' }))).toEqual([]);
    expect(webhookEventsOf(upd('bookings', { status: 'active' }, { status: 'cancelled' }))).toEqual(['booking.cancelled']);
    expect(webhookEventsOf(upd('bookings', { real_start: null }, { real_start: '2026-11-27T10:00:00Z' }))).toEqual(['booking.checked_in']);
    expect(webhookEventsOf(upd('bookings', { planned_start: 'a' }, { planned_start: 'b' }))).toEqual(['booking.updated']);
    expect(webhookEventsOf(upd('bookings', { paid: false }, { paid: true }))).toEqual(['booking.updated']);
  });

  it('invoices: issued, paid and voided, several at once', () => {
    expect(webhookEventsOf(upd('invoices', { issued_at: null }, { issued_at: '2026-11-27T10:00:00Z' }))).toEqual(['invoice.issued']);
    expect(webhookEventsOf(upd('invoices', { status: 'pending_payment' }, { status: 'paid' }))).toEqual(['invoice.paid']);
    expect(webhookEventsOf(upd('invoices', { status: 'open', issued_at: null }, { status: 'void', issued_at: 'x' }))).toEqual([
      'invoice.issued',
      'invoice.voided',
    ]);
    expect(webhookEventsOf(upd('invoices', { paid_pence: 0 }, { paid_pence: 100 }))).toEqual([]);
    expect(webhookEventsOf(ins('invoices', { status: 'open', issued_at: null }))).toEqual([]);
    expect(webhookEventsOf(ins('invoices', { status: 'paid', issued_at: 'x' }))).toEqual(['invoice.issued', 'invoice.paid']);
  });

  it('payments, orders, tickets; deletes and other tables give nothing', () => {
    expect(webhookEventsOf(ins('invoice_payments'))).toEqual(['payment.recorded']);
    expect(webhookEventsOf(upd('orders', { status: 'ready' }, { status: 'delivered' }))).toEqual(['order.delivered']);
    expect(webhookEventsOf(upd('orders', { status: 'paid' }, { status: 'paid_and_delivered' }))).toEqual(['order.delivered']);
    expect(webhookEventsOf(upd('orders', { status: 'delivered' }, { status: 'paid_and_delivered' }))).toEqual([]);
    expect(webhookEventsOf(ins('tickets'))).toEqual(['ticket.created']);
    expect(webhookEventsOf(upd('tickets', { status: 'open' }, { status: 'resolved' }))).toEqual([]);
    expect(webhookEventsOf({ recordType: 'bookings', action: 'delete', before: { id: 1 }, after: null })).toEqual([]);
    expect(webhookEventsOf(ins('users'))).toEqual([]);
  });
});

describe('private addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '[::1]',
    '64:ff9b::10.0.0.1',
  ])('%s is private', (a) => expect(isPrivateAddress(a)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])('%s is public', (a) =>
    expect(isPrivateAddress(a)).toBe(false),
  );

  it('checks URLs at save time', () => {
    expect(webhookUrlProblem('https://example.com/hook', false)).toBeNull();
    expect(webhookUrlProblem('ftp://example.com/', false)).toBe(WEBHOOK_MESSAGES.urlScheme);
    expect(webhookUrlProblem('not a url', false)).toBe(WEBHOOK_MESSAGES.urlInvalid);
    expect(webhookUrlProblem('http://user:pw@example.com/', false)).toBe(WEBHOOK_MESSAGES.urlCredentials);
    for (const u of ['http://127.0.0.1:8080/', 'http://localhost/', 'http://[::1]/', 'http://[::ffff:10.0.0.1]/', 'http://169.254.169.254/'])
      expect(webhookUrlProblem(u, false), u).toBe(WEBHOOK_MESSAGES.urlPrivate);
    expect(webhookUrlProblem('http://127.0.0.1:8080/', true)).toBeNull();
  });
});
