import { WEBHOOK_MESSAGES } from '@clubspace/contract';
import { textMail } from './render.tsx';

/** An endpoint failing for days was disabled (issue 29): its owners are told, with a button to the Webhooks page. */
export function webhookDisabledMail(v: { url: string; days: number; link: string }) {
  return textMail(WEBHOOK_MESSAGES.disabledSubject, `Hello,\n\n${WEBHOOK_MESSAGES.disabledText(v.url, v.days)}\n\nWebhooks:\n${v.link}\n`, [
    { href: v.link, label: 'Open Webhooks' },
  ]);
}
