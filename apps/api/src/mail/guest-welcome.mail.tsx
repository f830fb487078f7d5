import { textMail } from './render.tsx';

/** A member registered a guest's visit in the portal. */
export function guestWelcomeMail(v: { guest: string; host: string; operator: string; where: string; when: string }) {
  return textMail(
    `Welcome to ${v.operator}`,
    `Hello ${v.guest},\n\n${v.host} has registered your visit to ${v.operator} (${v.where}) on ${v.when}.\nAsk for ${v.host} at the front desk when you arrive.\n\n${v.operator}`,
  );
}
