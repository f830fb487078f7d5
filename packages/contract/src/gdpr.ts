import { subMonths } from 'date-fns';
import { z } from 'zod';

/**
 * GDPR (issue 30): a member's data export (a ZIP of JSON and CSV), the erasure of their personal data, and the
 * operator's retention setting (erase members inactive for N months; off by default).
 */

/** What an erased member is called everywhere (lists, invoices' member column, the audit log). */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'member';
export const ERASED_NAME = `${ERASED_FIRST_NAME} ${ERASED_LAST_NAME}`;
/** The word that confirms an erasure instead of the member's name. */
export const ERASE_WORD = 'ERASE';

/** A unique e-mail that can never be delivered (.invalid is reserved, RFC 2606) for an erased user or member. */
export const erasedEmail = (id: number) => `erased-${id}@erased.invalid`;

/** The retention setting's bounds, in months. */
export const RETENTION_MONTHS = { min: 1, max: 240 } as const;

export const GDPR_MESSAGES = {
  exportAction: 'Export data',
  eraseAction: 'Erase personal data',
  eraseTitle: 'Erase personal data',
  eraseWarning: (name: string) =>
    `This anonymises ${name} for good: name, e-mail, phone, photo, address and notes are removed, their sessions and portal access end. Invoices are kept as the law requires. This cannot be undone.`,
  eraseLabel: (name: string) => `Type "${name}" or ${ERASE_WORD} to confirm`,
  confirmMismatch: `Type the member's name or ${ERASE_WORD} to confirm`,
  erased: 'Personal data erased',
  alreadyErased: "This member's personal data is already erased",
  eraseFailed: 'The personal data could not be erased',
  exportFailed: 'The data could not be exported',
  exportStarted: 'Your data export is downloading',
  portalExportTitle: 'Your data',
  portalExportText: 'Download everything we hold about you: profile, bookings, invoices, orders, tickets and more, as a ZIP of JSON and CSV files.',
  retentionSaved: 'Retention setting saved',
  retentionLabel: 'Delete personal data of members inactive for (months)',
  retentionHelp:
    'Off when empty. Every day, members with no membership, booking, order or login for this many months are erased (invoices are kept).',
  retentionRange: `Enter a number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}, or leave it empty`,
  ownerOnly: 'Only the account owner can change the retention setting',
} as const;

/** The export's file name: clubspace-member-<slug>-<yyyy-mm-dd>.zip (the day in UTC). */
export function memberExportFilename(slug: string, at: Date): string {
  const safe = slug.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'member';
  return `clubspace-member-${safe}-${at.toISOString().slice(0, 10)}.zip`;
}

const squash = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** An erasure is confirmed by typing the member's full name (case and spacing aside) or ERASE. */
export function erasureConfirmed(typed: string, name: string): boolean {
  const t = squash(typed);
  return t.length > 0 && (typed.trim() === ERASE_WORD || (squash(name).length > 0 && t === squash(name)));
}

/** The instant before which a member's last activity makes them due for erasure (null: retention off). */
export function retentionCutoff(now: Date, months: number | null): Date | null {
  if (months === null || !Number.isInteger(months) || months < RETENTION_MONTHS.min) return null;
  return subMonths(now, months);
}

export const memberErasure = z.object({ confirm: z.string().max(300) });
export type MemberErasure = z.infer<typeof memberErasure>;

export const memberErasureResult = z.object({ detail: z.string(), slug: z.string(), user_erased: z.boolean() });
export type MemberErasureResult = z.infer<typeof memberErasureResult>;

export const retentionSettings = z.object({ member_retention_months: z.number().int().nullable() });
export type RetentionSettings = z.infer<typeof retentionSettings>;

export const retentionSettingsUpdate = z.object({
  member_retention_months: z
    .number({ message: GDPR_MESSAGES.retentionRange })
    .int(GDPR_MESSAGES.retentionRange)
    .min(RETENTION_MONTHS.min, GDPR_MESSAGES.retentionRange)
    .max(RETENTION_MONTHS.max, GDPR_MESSAGES.retentionRange)
    .nullable(),
});
export type RetentionSettingsUpdate = z.infer<typeof retentionSettingsUpdate>;
