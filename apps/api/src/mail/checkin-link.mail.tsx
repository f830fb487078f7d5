import { textMail } from './render.tsx';

/** A member asked to check in by scanning a resource's code: a one-time link. */
export function checkinLinkMail(v: { firstName: string; resource: string; office: string; link: string; minutes: number }) {
  return textMail(
    `Check in at ${v.resource}`,
    `Hello ${v.firstName},\n\nOpen this link on your phone to check in at ${v.resource} (${v.office}):\n${v.link}\n\n` +
      `It works once, for ${v.minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    [{ href: v.link, label: 'Check in' }],
  );
}
