import { textMail } from './render.tsx';

/** A booking not checked in within its grace period was released. */
export function noShowMail(v: {
  firstName: string | null;
  code: string;
  resource: string | null;
  office: string;
  day: string;
  time: string;
  grace: number;
}) {
  return textMail(
    `Your booking ${v.code} has been released`,
    `Hello ${v.firstName ?? ''},\n\nYour booking ${v.code}${v.resource ? ` of ${v.resource}` : ''} at ${v.office} on ${v.day} ` +
      `at ${v.time} was not checked in within ${v.grace} minutes of its start, so it has been released ` +
      `and the place is free for others.\n\nIf you are on your way, book again or ask the front desk.`,
  );
}
