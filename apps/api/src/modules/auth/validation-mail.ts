import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { accountValidationMail } from '../../mail/account-validation.mail.tsx';
import { createAuthToken } from './auth.repo.ts';

export const VALIDATION_TTL_HOURS = 72;

/** The welcome e-mail with a fresh validation link; sign-up and 'Resend validation e-mail' both send it. */
export async function sendValidationMail(db: Db, mailer: Mailer, publicUrl: string, user: { id: number; email: string; firstName: string }) {
  const token = await createAuthToken(db, user.id, 'validate_email', VALIDATION_TTL_HOURS);
  const link = `${publicUrl}/validate/${token}`;
  await mailer.send({
    kind: 'account_validation',
    to: user.email,
    ...accountValidationMail({ firstName: user.firstName, link }),
    link,
  });
}
