import { textMail } from './render.tsx';

/** A member is given an offer (marketing). */
export function offerMail(v: {
  firstName: string;
  operator: string;
  title: string;
  code: string;
  subtitle: string | null;
  description: string | null;
}) {
  const lines = [
    `Hello ${v.firstName},`,
    '',
    `${v.operator} has an offer for you: ${v.title} (${v.code}).`,
    ...(v.subtitle ? [v.subtitle] : []),
    ...(v.description ? ['', v.description] : []),
    '',
    'Open the app to see it.',
  ];
  return textMail(`An offer for you: ${v.title}`, lines.join('\n'));
}
