import fc from 'fast-check';
import { BillingRunCommand, billingParams } from './commands-billing.ts';
import { BookCommand, bookParams, ChangeBookingCommand, changeParams } from './commands-bookings.ts';
import {
  AddLineCommand,
  DraftCommand,
  draftParams,
  EditInvoiceCommand,
  editParams,
  IssueCommand,
  issueParams,
  lineParams,
  VoidLineCommand,
  voidLineParams,
} from './commands-invoices.ts';
import { OrderCommand, orderParams, OrderStatusCommand, orderStatusParams } from './commands-orders.ts';
import { CreditNoteCommand, creditNoteParams, DeletePaymentCommand, deletePaymentParams, PayCommand, payParams } from './commands-payments.ts';
import type { Model, Real } from './model.ts';
import type { LedgerCommand } from './step.ts';

/** Every step the model knows, its parameters, and how often it is drawn (booking and paying are the common path). */
const CATALOGUE: Record<string, { weight: number; params: fc.Arbitrary<unknown>; make: (p: never) => LedgerCommand<unknown> }> = {
  book: { weight: 6, params: bookParams, make: (p) => new BookCommand(p) },
  'change-booking': { weight: 3, params: changeParams, make: (p) => new ChangeBookingCommand(p) },
  order: { weight: 2, params: orderParams, make: (p) => new OrderCommand(p) },
  'order-status': { weight: 3, params: orderStatusParams, make: (p) => new OrderStatusCommand(p) },
  draft: { weight: 1, params: draftParams, make: (p) => new DraftCommand(p) },
  'add-line': { weight: 2, params: lineParams, make: (p) => new AddLineCommand(p) },
  'void-line': { weight: 1, params: voidLineParams, make: (p) => new VoidLineCommand(p) },
  issue: { weight: 3, params: issueParams, make: (p) => new IssueCommand(p) },
  'edit-invoice': { weight: 1, params: editParams, make: (p) => new EditInvoiceCommand(p) },
  pay: { weight: 3, params: payParams, make: (p) => new PayCommand(p) },
  'delete-payment': { weight: 1, params: deletePaymentParams, make: (p) => new DeletePaymentCommand(p) },
  'credit-note': { weight: 2, params: creditNoteParams, make: (p) => new CreditNoteCommand(p) },
  'billing-run': { weight: 1, params: billingParams, make: (p) => new BillingRunCommand(p) },
};

type Cmd = fc.AsyncCommand<Model, Real>;

const commandArbs = Object.values(CATALOGUE).flatMap((c) => Array.from({ length: c.weight }, () => c.params.map((p) => c.make(p as never) as Cmd)));

/**
 * fc.commands draws a length between 0 and maxCommands; a sequence must run `steps` steps although some drawn steps
 * find nothing to act on (no booking to cancel yet), so generation draws again until the sequence is twice
 * as long (cheap draws, no API call) and the model stops it after `steps` (Model.stepsLeft), while shrinking is
 * fc.commands' own (shorter, simpler sequences).
 */
class FullLength extends fc.Arbitrary<Iterable<Cmd>> {
  constructor(
    private readonly inner: fc.Arbitrary<Iterable<Cmd>>,
    private readonly steps: number,
  ) {
    super();
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<Iterable<Cmd>> {
    for (;;) {
      const v = this.inner.generate(mrng, biasFactor);
      if ([...v.value_].length >= this.steps) return v;
    }
  }
  canShrinkWithoutContext(value: unknown): value is Iterable<Cmd> {
    return this.inner.canShrinkWithoutContext(value);
  }
  shrink(value: Iterable<Cmd>, context: unknown): fc.Stream<fc.Value<Iterable<Cmd>>> {
    return this.inner.shrink(value, context);
  }
}

export function ledgerCommands(steps: number) {
  const drawn = steps * 2;
  return new FullLength(fc.commands(commandArbs, { maxCommands: drawn, size: 'max' }), drawn);
}

/** A step back from its printed spec (`name {params}`), for the regression cases kept in the test file. */
export function fromSpec(spec: string): Cmd {
  const at = spec.indexOf(' ');
  const entry = CATALOGUE[spec.slice(0, at)];
  if (!entry) throw new Error(`Unknown step: ${spec}`);
  return entry.make(JSON.parse(spec.slice(at + 1)) as never) as Cmd;
}
