/** Guests: the form, the list item and the detail. */
import { z } from 'zod';
import { requiredText as required, optionalText, phoneField as phone } from './fields.ts';
import { EMAIL_PATTERN } from './common.ts';
import { pagingQuery } from './common-schemas.ts';
import { MEMBER_MESSAGES, memberItem } from './members.ts';
import { nameRef } from './name-ref.ts';

export const GUEST_STATUSES = ['active', 'inactive', 'former'] as const;
export const GUESTS_LIST = { pageSize: 15, order: 'name' } as const;

export const guestCreate = z.object({
  name: required(MEMBER_MESSAGES.nameRequired, 150),
  email: z.string({ error: MEMBER_MESSAGES.guestEmailInvalid }).trim().max(254).regex(EMAIL_PATTERN, MEMBER_MESSAGES.guestEmailInvalid),
  phone,
  team: z.string().trim().max(120).optional().nullable(),
  host: z.string().trim().max(120).optional().nullable(),
  origin: optionalText(100),
  consent_marketing: z.boolean().optional(),
  status: z.enum(GUEST_STATUSES).optional(),
});
export const guestUpdate = guestCreate.omit({ email: true });
export type GuestCreate = z.infer<typeof guestCreate>;

export const guestItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  host: z.object({ slug: z.string(), user: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string().nullable() }) }).nullable(),
  status: z.string(),
  origin: z.string().nullable(),
  team: nameRef.nullable(),
  reference: z.string().nullable(),
  create_date: z.string(),
  consent_marketing: z.boolean(),
  image: z.string().nullable(),
});
export type GuestItem = z.infer<typeof guestItem>;

export const guestListQuery = pagingQuery(GUESTS_LIST);

/** GET /api/guests/{slug}: the guest plus the members of its team (empty without a team). */
export const guestDetail = guestItem.extend({ team_members: z.array(memberItem) });
export type GuestDetail = z.infer<typeof guestDetail>;
