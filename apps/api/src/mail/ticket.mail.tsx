import { textMail } from './render.tsx';

interface TicketWords {
  firstName: string | null;
  operator: string;
  number: number;
  subject: string;
  link: string;
}

/** Staff replied to a member's ticket (issue 28). */
export function ticketReplyMail(v: TicketWords & { body: string }) {
  return textMail(
    `Re: ${v.subject} [#${v.number}]`,
    `Hello ${v.firstName ?? ''},\n\n${v.operator} replied to your ticket #${v.number} "${v.subject}":\n\n${v.body}\n\nReply in the member portal: ${v.link}`,
  );
}

/** Staff resolved a member's ticket; a reply within the auto-close days reopens it. */
export function ticketResolvedMail(v: TicketWords & { autoCloseDays: number }) {
  return textMail(
    `Resolved: ${v.subject} [#${v.number}]`,
    `Hello ${v.firstName ?? ''},\n\n${v.operator} has marked your ticket #${v.number} "${v.subject}" as resolved.\n\n` +
      `If something is still wrong, reply in the member portal within ${v.autoCloseDays} days and it reopens: ${v.link}`,
  );
}
