import { textMail } from './render.tsx';

export type PortalLinkMailPurpose = 'invite' | 'magic' | 'reset';

const WORDS: Record<
  PortalLinkMailPurpose,
  { subject: (operator: string) => string; body: (operator: string, valid: string) => string; button: string }
> = {
  invite: {
    subject: (operator) => `You are invited to the ${operator} member portal`,
    body: (operator, valid) =>
      `${operator} has invited you to its member portal, where you book desks and rooms, check in and see your invoices.\nOpen this link to choose your password (valid ${valid}):`,
    button: 'Choose your password',
  },
  magic: {
    subject: (operator) => `Your ${operator} portal log-in link`,
    body: (_operator, valid) => `Open this link to log in to the member portal (it works once, for ${valid}):`,
    button: 'Log in to the portal',
  },
  reset: {
    subject: (operator) => `Reset your ${operator} portal password`,
    body: (_operator, valid) => `Open this link to choose a new password (valid ${valid}):`,
    button: 'Choose a new password',
  },
};

/** The member portal's one-time links: invitation, magic log-in, password reset. */
export function portalLinkMail(purpose: PortalLinkMailPurpose, v: { firstName: string; operator: string; valid: string; link: string }) {
  const w = WORDS[purpose];
  return textMail(
    w.subject(v.operator),
    `Hello ${v.firstName},\n\n${w.body(v.operator, v.valid)}\n${v.link}\n\nIf you did not expect this e-mail, ignore it.\n${v.operator}`,
    [{ href: v.link, label: w.button }],
  );
}
