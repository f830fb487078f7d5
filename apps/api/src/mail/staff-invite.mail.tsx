import { textMail } from './render.tsx';

/** An operator invites a member or a staff user to the app: a one-time link to choose a password. */
export function staffInviteMail(v: { firstName: string; operator: string; link: string; hours: number }) {
  return textMail(
    `You are invited to ${v.operator}`,
    `Hello ${v.firstName},\n\n${v.operator} has invited you. Open this link to choose your password (valid ${v.hours} hours):\n${v.link}\n`,
    [{ href: v.link, label: 'Choose your password' }],
  );
}
