import { textMail } from './render.tsx';

/** An invoice sent by staff, or its reminder (the PDF is attached by the sender); words from the contract's invoiceMail. */
export function invoiceDocumentMail(mail: { subject: string; text: string }) {
  return textMail(mail.subject, mail.text);
}

/** Staff e-mail an invoice's online payment link. */
export function invoicePayLinkMail(v: { invoice: string; amount: string; url: string; operator: string }) {
  return textMail(
    `Pay invoice ${v.invoice} online`,
    `Hello,\n\nYou can pay invoice ${v.invoice} (${v.amount}) online by card or Direct Debit:\n${v.url}\n\n${v.operator}`,
    [{ href: v.url, label: 'Pay online' }],
  );
}

/** Automatic collection: the bank asks the payer to confirm, so they get the invoice's payment link. */
export function confirmPaymentMail(v: { invoice: string; amount: string; url: string; operator: string }) {
  return textMail(
    `Confirm your payment of invoice ${v.invoice}`,
    `Hello,\n\nYour bank asks you to confirm the payment of invoice ${v.invoice} (${v.amount}). Pay it online here:\n${v.url}\n\n${v.operator}`,
    [{ href: v.url, label: 'Confirm the payment' }],
  );
}

/** A payer is asked to save a card or Direct Debit for automatic collection. */
export function saveMethodMail(v: { url: string; operator: string }) {
  return textMail(
    `Save a payment method for ${v.operator}`,
    `Hello,\n\nSave a card or a Direct Debit for your invoices from ${v.operator}: issued invoices are then collected automatically.\n${v.url}\n\n${v.operator}`,
    [{ href: v.url, label: 'Save a payment method' }],
  );
}
