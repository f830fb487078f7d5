import type { App } from '../../app-types.ts';
import type { Report } from './payment-events.service.ts';
import { findOnlinePayment } from './payments.repo.ts';
import { stripeFor } from './stripe-client.ts';

/**
 * Card or Direct Debit (issue 27): a Checkout PaymentIntent lists every type the session allowed, so an event alone
 * rarely says which one the payer used. While our payment has no method yet, the PaymentIntent is retrieved with its
 * payment_method expanded and the method's type decides. Should Stripe not answer, the old rule stands: a session
 * completed but unpaid is a debit (only debits confirm later); anything else is left for a later event.
 */
export async function withProviderMethod(app: App, secretKey: string, operatorId: number, report: Report | null): Promise<Report | null> {
  if (!report || report.methodType || !report.intentId) return report;
  const fallback = report.to === 'processing' ? 'bacs_debit' : null;
  const row = await findOnlinePayment(app.db, operatorId, report.slug);
  if (!row || row.method) return report;
  try {
    const intent = await stripeFor(app.config, secretKey).paymentIntents.retrieve(report.intentId, { expand: ['payment_method'] });
    const pm = intent.payment_method;
    const type = pm && typeof pm === 'object' ? pm.type : intent.payment_method_types.length === 1 ? intent.payment_method_types[0] : null;
    return { ...report, methodType: type ?? fallback };
  } catch {
    return { ...report, methodType: fallback };
  }
}
