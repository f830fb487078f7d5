import { textMail } from './render.tsx';

/** Sign-up's welcome e-mail (and 'Resend validation e-mail'): the link that validates the account. */
export function accountValidationMail(v: { firstName: string; link: string }) {
  return textMail(
    'Welcome to Clubspace — validate your account',
    `Hello ${v.firstName},\n\nWelcome to Clubspace. Follow this link to validate your account:\n${v.link}\n`,
    [{ href: v.link, label: 'Validate your account' }],
  );
}
