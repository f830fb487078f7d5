import { invoiceTotals, lineTotals, stockTaken } from '@clubspace/contract';
import { isInclusive, isIssued, issuedFingerprint, lineAmount, type Ledger, type LineRow } from './ledger.ts';
import { violation, type Model } from './model.ts';

/**
 * The ledger invariants of issue 23, checked on a fresh read after every step. Pure: the ledger in, violations out
 * (each throws unless skipped for triage). Amounts are pence.
 */

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

/** Lines that count: not void, on an invoice that is not void. */
function liveLines(ledger: Ledger) {
  const voidInvoices = new Set(ledger.invoices.filter((i) => i.status === 'void').map((i) => i.id));
  return ledger.lines.filter((l) => l.status !== 'void' && !voidInvoices.has(l.invoice_id));
}

export function checkLedger(model: Model, ledger: Ledger) {
  const kindOf = new Map(ledger.invoices.map((i) => [i.id, i.kind]));
  const onInvoice = (l: LineRow) => kindOf.get(l.invoice_id) === 'invoice';
  const live = liveLines(ledger);
  const lineById = new Map(ledger.lines.map((l) => [l.id, l]));
  /** Credit-note lines (live) crediting one of `ids`. */
  const creditsOf = (ids: Set<number>) =>
    live.filter((l) => l.credited_line_id !== null && ids.has(l.credited_line_id) && kindOf.get(l.invoice_id) === 'credit_note');
  /** What a sale nets to: its live lines (charge, trail credits) and credit-note lines crediting them, each once. */
  const netOf = (own: (l: LineRow) => boolean, amount: (l: LineRow) => number) => {
    const mine = live.filter(own);
    const ids = new Set(ledger.lines.filter(own).map((l) => l.id));
    const all = new Map([...mine, ...creditsOf(ids)].map((l) => [l.id, l]));
    return sum([...all.values()].map(amount));
  };

  // Every quote equals its line(s); a refunded booking nets to 0 with whatever credited it.
  const bookingByCode = new Map(ledger.bookings.map((b) => [b.code, b]));
  for (const charge of model.charges) {
    const rows = charge.codes.map((c) => bookingByCode.get(c));
    if (rows.some((b) => !b)) {
      violation('line-source', `booking ${charge.codes.join('+')} is missing from the ledger`);
      continue;
    }
    const ids = new Set(rows.map((b) => b!.id));
    const own = ledger.lines.filter((l) => l.booking_id !== null && ids.has(l.booking_id));
    if (charge.expected === 0) {
      if (own.length)
        violation(
          'line-source',
          `booking ${charge.codes.join('+')} is not billed on an invoice (prepaid, credits, complimentary or free) but has lines ${own.map((l) => l.slug)}`,
        );
      continue;
    }
    // The first line of each booking is its charge as created.
    const originals = rows.map((b) => own.filter((l) => l.booking_id === b!.id && onInvoice(l)).sort((x, y) => x.id - y.id)[0]);
    if (originals.some((l) => !l)) {
      violation('line-source', `booking ${charge.codes.join('+')} is priced (${charge.expected}p) but has no invoice line`);
      continue;
    }
    const billed = sum(originals.map((l) => lineAmount(l!)));
    // expected −1: the quote failed (a violation of its own, skipped in triage), so only the line's presence is known.
    if (charge.expected > 0 && billed !== charge.expected)
      violation('quote-equals-line', `booking ${charge.codes.join('+')}: quoted or typed ${charge.expected}p, its line(s) bill ${billed}p`);
    for (const b of rows) {
      const net = netOf((l) => l.booking_id === b!.id, lineAmount);
      if (b!.status === 'refund' && net !== 0) violation('refund-nets-zero', `refunded booking ${b!.code} still bills ${net}p`);
      if (
        b!.status !== 'refund' &&
        sum(live.filter((l) => l.booking_id === b!.id && onInvoice(l)).map(lineAmount)) !== lineAmount(originals[rows.indexOf(b)]!)
      ) {
        violation('quote-equals-line', `booking ${b!.code} (${b!.status}) no longer bills its charge`);
      }
      if (b!.invoice_line_id !== null && !lineById.has(b!.invoice_line_id))
        violation('line-source', `booking ${b!.code} points at a line that is gone`);
    }
  }

  // Every order total equals its bar line's gross (one line per VAT rate); a cancelled delivery nets to 0.
  const orderRows = new Map(ledger.orders.map((o) => [o.slug, o]));
  for (const o of model.orders) {
    const row = orderRows.get(o.slug);
    if (!row) {
      violation('line-source', `order ${o.slug} is missing`);
      continue;
    }
    const own = ledger.lines.filter((l) => l.order_id === row.id);
    if (!o.delivered) {
      if (own.length) violation('line-source', `order ${o.slug} was never delivered but has lines`);
      continue;
    }
    if (row.price_pence > 0 && !own.some(onInvoice)) {
      violation('line-source', `delivered order ${o.slug} (${row.price_pence}p) has no bar line`);
      continue;
    }
    // The order's total is what its bar lines bill in catalogue terms: their gross where prices include VAT (the
    // member pays the shown price to the penny), their net where the operator prices before VAT (VAT on top).
    const billed = sum(live.filter((l) => l.order_id === row.id && onInvoice(l)).map(lineAmount));
    if (stockTaken(row.status) && billed !== row.price_pence)
      violation('order-total-gross', `order ${o.slug} totals ${row.price_pence}p, its bar line(s) bill ${billed}p`);
    if (row.status === 'cancelled') {
      const net = netOf(
        (l) => l.order_id === row.id,
        (l) => l.line_gross_price_pence,
      );
      if (net !== 0) violation('refund-nets-zero', `cancelled order ${o.slug} still bills ${net}p gross`);
    }
  }

  // No line without its source.
  const bookingIds = new Set(ledger.bookings.map((b) => b.id));
  const orderIds = new Set(ledger.orders.map((o) => o.id));
  for (const l of ledger.lines) {
    const sourced = l.booking_id ?? l.order_id ?? l.membership_id ?? l.plan_id ?? l.credited_line_id;
    if (sourced === null && !model.manualLines.has(l.slug))
      violation('line-source', `line ${l.slug} "${l.name}" (${l.line_price_pence}p) bills nothing: no booking, order, membership or manual entry`);
    if (l.booking_id !== null && !bookingIds.has(l.booking_id)) violation('line-source', `line ${l.slug} bills another team's booking`);
    if (l.order_id !== null && !orderIds.has(l.order_id)) violation('line-source', `line ${l.slug} bills another team's order`);
  }

  // Stored totals are the contract's totals of the live lines; paid is the payments' sum; never overpaid.
  for (const i of ledger.invoices) {
    const mine = ledger.lines.filter((l) => l.invoice_id === i.id && l.status !== 'void');
    for (const l of mine) {
      if (isInclusive(l)) continue;
      const t = lineTotals({ unitPricePence: l.unit_price_pence, units: l.units, vatPercent: l.vat });
      if (t.net !== l.line_price_pence || t.gross !== l.line_gross_price_pence)
        violation(
          'invoice-totals',
          `line ${l.slug} stores ${l.line_price_pence}/${l.line_gross_price_pence}p, its amounts give ${t.net}/${t.gross}p`,
        );
    }
    const expected = mine.some(isInclusive)
      ? { net: sum(mine.map((l) => l.line_price_pence)), gross: sum(mine.map((l) => l.line_gross_price_pence)) }
      : invoiceTotals(mine.map((l) => ({ unitPricePence: l.unit_price_pence, units: l.units, vatPercent: l.vat })));
    if (i.net_price_pence !== expected.net || i.gross_price_pence !== expected.gross || i.vat_pence !== expected.gross - expected.net) {
      violation(
        'invoice-totals',
        `${i.name} stores ${i.net_price_pence}+${i.vat_pence}=${i.gross_price_pence}p, its lines total ${expected.net}+${expected.gross - expected.net}=${expected.gross}p`,
      );
    }
    const payments = ledger.payments.filter((p) => p.invoice_id === i.id);
    const paid = sum(payments.map((p) => p.amount_pence));
    if (i.paid_pence !== paid) violation('invoice-paid', `${i.name} stores paid ${i.paid_pence}p, its payments sum ${paid}p`);
    const owed = Math.abs(i.gross_price_pence);
    if (paid > owed) violation('invoice-paid', `${i.name} (${i.status}) is overpaid: ${paid}p received on ${owed}p`);
    // Fully paid means paid (a credit note may settle an invoice earlier: the converse is not asserted).
    if (payments.length && owed > 0 && paid === owed && i.status !== 'paid')
      violation('invoice-paid', `${i.name} has all ${owed}p paid but status ${i.status}`);
  }

  // A line is never credited beyond its gross.
  for (const l of ledger.lines) {
    if (kindOf.get(l.invoice_id) !== 'invoice' || l.line_gross_price_pence <= 0) continue;
    const credited = -sum(creditsOf(new Set([l.id])).map((c) => c.line_gross_price_pence));
    if (credited > l.line_gross_price_pence) violation('credit-bounds', `line ${l.slug} (${l.line_gross_price_pence}p) is credited ${credited}p`);
  }

  // An issued invoice's lines never change after issue.
  for (const i of ledger.invoices) {
    if (!isIssued(i)) continue;
    const now = issuedFingerprint(i, ledger.lines);
    const then = model.issued.get(i.id);
    if (then === undefined) model.issued.set(i.id, now);
    else if (then !== now) violation('issued-immutable', `${i.name} (${i.status}) changed after issue:\n  then ${then}\n  now  ${now}`);
  }
  const seen = new Set(ledger.invoices.map((i) => i.id));
  for (const id of model.issued.keys()) if (!seen.has(id)) violation('issued-immutable', `issued invoice ${id} was deleted`);
}
