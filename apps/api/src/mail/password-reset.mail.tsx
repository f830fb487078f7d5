import { textMail } from './render.tsx';

/** 'Forgot password' of the staff app: a link to choose a new password. */
export function passwordResetMail(v: { firstName: string; link: string; hours: number }) {
  return textMail(
    'Reset your Clubspace password',
    `Hello ${v.firstName},\n\nOpen this link to choose a new password (valid ${v.hours} hours):\n${v.link}\n`,
    [{ href: v.link, label: 'Choose a new password' }],
  );
}
