import { addDaysIso, isoDayInZone, type InvoiceLineItem } from '@clubspace/contract';
import fc from 'fast-check';
import { TZ } from './fixtures.ts';
import { isIssued, type InvoiceRow, type LineRow } from './ledger.ts';
import { apiSend, expectStatus, pick, type Model, type PartyKey, type Real } from './model.ts';
import { LedgerCommand } from './step.ts';

/**
 * Invoice steps: a draft by hand; add a line, a credit (negative) line, void a line staff added; validate; send.
 * A line write on an issued invoice must be refused with 409 and change nothing.
 */

const invoicesOf = (model: Model) => model.ledger.invoices.filter((i) => i.kind === 'invoice');
const linesOf = (model: Model, i: InvoiceRow) => model.ledger.lines.filter((l) => l.invoice_id === i.id);

export interface DraftParams {
  party: PartyKey;
  day: number;
}
export const draftParams: fc.Arbitrary<DraftParams> = fc.record({ party: fc.constantFrom<PartyKey>('member', 'guest'), day: fc.nat({ max: 40 }) });

export class DraftCommand extends LedgerCommand<DraftParams> {
  readonly name = 'draft';
  async act(_model: Model, r: Real) {
    const party = this.params.party === 'member' ? r.seq.member : r.seq.guest;
    const date = addDaysIso(r.run.today, this.params.day);
    const res = await apiSend(r, 'POST', '/api/invoices/', {
      team_slug: party.team,
      invoice_data: party.data,
      date,
      date_due: addDaysIso(date, 30),
      invoice_type: 'other',
      status: 'open',
    });
    expectStatus(res, [201], 'draft invoice');
  }
}

export interface LineParams {
  invoice: number;
  pricePence: number;
  units: number;
  vat: 0 | 5 | 20;
  /** A credit line: a negative unit price. */
  credit: boolean;
  type: 'service' | 'work';
}
export const lineParams: fc.Arbitrary<LineParams> = fc.record({
  invoice: fc.nat({ max: 1000 }),
  pricePence: fc.integer({ min: 1, max: 50_000 }),
  units: fc.integer({ min: 1, max: 3 }),
  vat: fc.constantFrom<LineParams['vat']>(0, 5, 20, 20),
  credit: fc.boolean(),
  type: fc.constantFrom<LineParams['type']>('service', 'work'),
});

export class AddLineCommand extends LedgerCommand<LineParams> {
  readonly name = 'add-line';
  ready(model: Model) {
    return invoicesOf(model).length > 0;
  }
  async act(model: Model, r: Real) {
    const p = this.params;
    const inv = pick(invoicesOf(model), p.invoice)!;
    const res = await apiSend(r, 'POST', '/api/invoice-lines/', {
      invoice: inv.slug,
      name: p.credit ? 'Goodwill credit' : 'Extra service',
      payment_type: p.type,
      date: isoDayInZone(new Date(), TZ),
      units: p.units,
      unit_price: ((p.credit ? -1 : 1) * p.pricePence) / 100,
      vat: p.vat,
      status: 'new',
    });
    // A draft takes lines (a credit line may be refused by the sign rule); an issued invoice refuses with 409.
    const issued = isIssued(inv);
    const ok = issued ? (p.credit ? [409, 400] : [409]) : p.credit ? [201, 400] : [201];
    expectStatus(
      res,
      ok,
      `add ${p.credit ? 'credit ' : ''}line to ${inv.name} (${inv.status})`,
      issued ? 'issued-refuses-writes' : 'expected-status',
    );
    if (res.statusCode === 201) model.manualLines.add((res.json() as InvoiceLineItem).slug);
  }
}

export interface VoidLineParams {
  line: number;
}
export const voidLineParams: fc.Arbitrary<VoidLineParams> = fc.record({ line: fc.nat({ max: 1000 }) });

/** Voids a line staff added by hand (the update form with status Void). */
export class VoidLineCommand extends LedgerCommand<VoidLineParams> {
  readonly name = 'void-line';
  private manual(model: Model) {
    return model.ledger.lines.filter((l) => model.manualLines.has(l.slug) && l.status !== 'void');
  }
  ready(model: Model) {
    return this.manual(model).length > 0;
  }
  async act(model: Model, r: Real) {
    const line: LineRow = pick(this.manual(model), this.params.line)!;
    const inv = model.ledger.invoices.find((i) => i.id === line.invoice_id)!;
    const res = await apiSend(r, 'PUT', `/api/invoice-lines/${line.slug}`, {
      name: line.name,
      payment_type: line.payment_type,
      date: line.date,
      units: line.units,
      unit_price: line.unit_price_pence / 100,
      vat: line.vat,
      status: 'void',
    });
    const issued = isIssued(inv);
    expectStatus(
      res,
      [issued ? 409 : 200],
      `void line ${line.slug} of ${inv.name} (${inv.status})`,
      issued ? 'issued-refuses-writes' : 'expected-status',
    );
  }
}

export interface IssueParams {
  invoice: number;
  how: 'validate' | 'send';
}
export const issueParams: fc.Arbitrary<IssueParams> = fc.record({
  invoice: fc.nat({ max: 1000 }),
  how: fc.constantFrom<IssueParams['how']>('validate', 'send'),
});

/** Validate or Send: both issue a draft; Send also mails an issued one again. */
export class IssueCommand extends LedgerCommand<IssueParams> {
  readonly name = 'issue';
  ready(model: Model) {
    return invoicesOf(model).length > 0;
  }
  async act(model: Model, r: Real) {
    const inv = pick(invoicesOf(model), this.params.invoice)!;
    const lines = linesOf(model, inv);
    const draft = inv.status === 'open';
    // A draft whose lines are all void may be refused as empty.
    const empty = lines.length === 0 ? [409] : lines.every((l) => l.status === 'void') ? [200, 409] : [200];
    if (this.params.how === 'validate') {
      const res = await apiSend(r, 'POST', '/api/invoice-validate/', { invoice: inv.slug });
      expectStatus(res, draft ? empty : [409], `validate ${inv.name} (${inv.status})`);
    } else {
      const res = await apiSend(r, 'POST', `/api/invoices/${inv.slug}/send`);
      expectStatus(res, inv.status === 'void' ? [409] : draft ? empty : [200], `send ${inv.name} (${inv.status})`);
    }
  }
}

export interface EditParams {
  invoice: number;
  /** Move the date a day on (a change of dates), or set the payment reference alone (allowed once issued). */
  change: 'date' | 'reference';
}
export const editParams: fc.Arbitrary<EditParams> = fc.record({
  invoice: fc.nat({ max: 1000 }),
  change: fc.constantFrom<EditParams['change']>('date', 'reference'),
});

/** The update dialog sends the whole form: one field changed, every other sent as it is. */
export class EditInvoiceCommand extends LedgerCommand<EditParams> {
  readonly name = 'edit-invoice';
  private targets(model: Model) {
    // A reference alone is only sendable with a due date (the form requires one; sending one where there was none is a change of dates).
    return invoicesOf(model).filter((i) => this.params.change === 'date' || i.date_due !== null);
  }
  ready(model: Model) {
    return this.targets(model).length > 0;
  }
  async act(model: Model, r: Real) {
    const inv = pick(this.targets(model), this.params.invoice)!;
    const party = inv.team_id === r.seq.member.teamId ? r.seq.member : r.seq.guest;
    const moved = this.params.change === 'date';
    const date = moved ? addDaysIso(inv.date, 1) : inv.date;
    const due = inv.date_due === null || inv.date_due < date ? addDaysIso(date, 30) : inv.date_due;
    const res = await apiSend(r, 'PUT', `/api/invoices/${inv.slug}`, {
      name: inv.name,
      team_slug: party.team,
      invoice_data: party.data,
      date,
      date_due: due,
      invoice_type: inv.invoice_type,
      status: inv.status,
      payment_reference: moved ? (inv.payment_reference ?? '') : `REF-${inv.id}`,
      xero_id: inv.xero_id ?? '',
      short_description: inv.short_description ?? '',
    });
    const issued = isIssued(inv);
    // Once issued, dates are final (409); the payment reference stays editable (a paid invoice may still be locked).
    const ok = moved ? (issued ? [409] : [200]) : inv.status === 'paid' ? [200, 409] : [200];
    expectStatus(res, ok, `edit ${this.params.change} of ${inv.name} (${inv.status})`, moved && issued ? 'issued-refuses-writes' : 'expected-status');
  }
}
