import { describe, expect, it } from 'vitest';
import {
  CONFIRM,
  INVOICE_DOCUMENT_CONFIRM,
  RESET_THROTTLE_MINUTES,
  XERO_DISCONNECT_CONFIRM,
  resetThrottledMessage,
  resetWaitMinutes,
  type ConfirmText,
} from '../src/index.ts';

describe('confirmation texts', () => {
  it('name the thing they act on, in the title and in the message', () => {
    const cases = [
      [CONFIRM.validateInvoice('INV-0068'), 'INV-0068'],
      [CONFIRM.deleteInvoice('INV-0068'), 'INV-0068'],
      [CONFIRM.deleteInvoiceLine('Desk May', 'INV-0068'), 'Desk May'],
      [CONFIRM.cancelInvoiceData('Acme billing'), 'Acme billing'],
      [CONFIRM.resetPassword('Ann Lee', 'ann@x.io'), 'Ann Lee'],
      [CONFIRM.resendInvitation('Ann Lee', 'ann@x.io'), 'Ann Lee'],
      [CONFIRM.deleteFloor('Ground'), 'Ground'],
      [CONFIRM.cancelBooking('BK-1'), 'BK-1'],
      [CONFIRM.refundBooking('BK-1'), 'BK-1'],
      [CONFIRM.cancelOrder('OR-1'), 'OR-1'],
      [CONFIRM.removeStaff('Jane Doe'), 'Jane Doe'],
    ] as const;
    for (const [text, name] of cases) {
      expect(text.title).toContain(name);
      expect(text.message).toContain(name);
      expect(text.confirmLabel.length).toBeGreaterThan(0);
    }
  });

  it('validating says where the invoice goes and what date it gets', () => {
    const t = CONFIRM.validateInvoice('INV-0068');
    expect(t.title).toBe('Validate INV-0068?');
    expect(t.message).toMatch(/^INV-0068 moves to Pending and gets today as sent date/);
    expect(t.destructive).toBe(true);
  });

  it('deleting and cancelling are destructive; sending an e-mail is not', () => {
    expect(CONFIRM.deleteInvoice('X').destructive).toBe(true);
    expect(CONFIRM.cancelInvoiceData('X').destructive).toBe(true);
    expect(CONFIRM.resetPassword('A', 'a@b.c').destructive).toBe(false);
    expect(CONFIRM.resetPassword('A', 'a@b.c').message).toContain('a@b.c');
  });

  it('removing a staff member names them and says they lose access at once', () => {
    const t = CONFIRM.removeStaff('Jane Doe');
    expect(t.title).toBe('Remove Jane Doe?');
    expect(t.message).toMatch(/^Jane Doe loses access to this operator at once/);
    expect(t.destructive).toBe(true);
  });
});

describe('reset throttle', () => {
  const t0 = new Date('2026-05-01T10:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);
  it('lets the first e-mail out and counts the whole minutes left after one', () => {
    expect(resetWaitMinutes(null, t0)).toBe(0);
    expect(resetWaitMinutes(t0, t0)).toBe(RESET_THROTTLE_MINUTES);
    expect(resetWaitMinutes(t0, at(1))).toBe(RESET_THROTTLE_MINUTES);
    expect(resetWaitMinutes(t0, at(RESET_THROTTLE_MINUTES * 60_000 - 1))).toBe(1);
    expect(resetWaitMinutes(t0, at(RESET_THROTTLE_MINUTES * 60_000))).toBe(0);
  });
  it('never asks to wait longer than the window nor less than a minute', () => {
    for (let ms = 0; ms < RESET_THROTTLE_MINUTES * 60_000; ms += 7_919) {
      const wait = resetWaitMinutes(t0, at(ms));
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(RESET_THROTTLE_MINUTES);
    }
  });
  it('says how long to wait', () => {
    expect(resetThrottledMessage(1)).toMatch(/Try again in 1 minute\.$/);
    expect(resetThrottledMessage(3)).toMatch(/Try again in 3 minutes\.$/);
  });
});

describe('safe buttons say what they keep (issue 24 §19)', () => {
  it('every confirmation names its safe action, never a bare Cancel or Close', () => {
    const texts = [
      ...Object.values(CONFIRM).map((make) => (make as (...a: string[]) => ConfirmText)('X', 'x@example.com')),
      INVOICE_DOCUMENT_CONFIRM.send('INV-1', 'a@b.c', true),
      INVOICE_DOCUMENT_CONFIRM.remind('INV-1', 'a@b.c'),
      XERO_DISCONNECT_CONFIRM,
    ];
    for (const text of texts) {
      expect(text.keepLabel, text.title).toBeTruthy();
      expect(['Cancel', 'Close', 'Back'], text.title).not.toContain(text.keepLabel);
      expect(text.keepLabel.toLowerCase(), text.title).not.toBe(text.confirmLabel.toLowerCase());
    }
    expect(CONFIRM.cancelBooking('BK-1').keepLabel).toBe('Keep booking');
  });
});
