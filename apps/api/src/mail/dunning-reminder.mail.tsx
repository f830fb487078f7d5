import { dunningMail, payerReminderMail } from '@clubspace/contract';
import { textMail } from './render.tsx';

/** A scheduled payment reminder (before, on or after the due day; the PDF is attached by the sender). */
export function dunningReminderMail(v: Parameters<typeof dunningMail>[0]) {
  const mail = dunningMail(v);
  return textMail(mail.subject, mail.text, v.payUrl ? [{ href: v.payUrl, label: 'View and pay online' }] : []);
}

/** A payer's reminder of every unpaid invoice (Reports › Aged debtors, issue 31): one e-mail, the pay link. */
export function payerReminderMailContent(v: Parameters<typeof payerReminderMail>[0]) {
  const mail = payerReminderMail(v);
  return textMail(mail.subject, mail.text, v.payUrl ? [{ href: v.payUrl, label: 'View and pay online' }] : []);
}
