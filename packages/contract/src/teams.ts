/** Teams (companies): the form, the list item and the team detail page (GET /api/dashboard-team/). */
import { z } from 'zod';
import { requiredText as required } from './fields.ts';
import { pagingQuery } from './common-schemas.ts';
import { bookingSummary } from './member-profile.ts';
import { MEMBER_MESSAGES, memberItem } from './members.ts';
import { membershipItem } from './memberships.ts';

export const TEAM_STATUSES = ['active', 'inactive'] as const;
export const TEAMS_LIST = { pageSize: 10, order: 'name' } as const;

export const teamCreate = z.object({
  name: required(MEMBER_MESSAGES.nameRequired, 150),
  description: required(MEMBER_MESSAGES.descriptionRequired, 2000),
  invoice_name: required(MEMBER_MESSAGES.invoiceNameRequired, 150),
  invoice_address: required(MEMBER_MESSAGES.invoiceAddressRequired, 300),
  invoice_post_code: required(MEMBER_MESSAGES.invoicePostCodeRequired, 20),
  invoice_city: required(MEMBER_MESSAGES.invoiceCityRequired, 100),
});
export const teamUpdate = teamCreate.extend({ status: z.enum(TEAM_STATUSES).optional() });
export type TeamCreate = z.infer<typeof teamCreate>;

export const teamItem = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  invoice_name: z.string().nullable(),
  invoice_address: z.string().nullable(),
  invoice_post_code: z.string().nullable(),
  invoice_city: z.string().nullable(),
  status: z.string(),
  members: z.number().int(),
  image: z.string().nullable(),
});
export type TeamItem = z.infer<typeof teamItem>;

export const teamListQuery = pagingQuery(TEAMS_LIST).extend({
  club: z.string().max(120).optional(),
  populate: z.string().max(20).optional(),
});

/** GET /api/dashboard-team/?team=… ; invoices newest first, gross_price in pounds. */
export const teamDashboard = z.object({
  team: z.object({
    slug: z.string(),
    name: z.string(),
    status: z.string(),
    description: z.string().nullable(),
    invoice_name: z.string().nullable(),
    invoice_address: z.string().nullable(),
    invoice_post_code: z.string().nullable(),
    invoice_city: z.string().nullable(),
  }),
  image: z.string().nullable(),
  team_mates: z.array(memberItem),
  memberships: z.array(membershipItem),
  bookings: z.array(bookingSummary),
  invoices: z.array(
    z.object({ slug: z.string(), name: z.string(), status: z.string(), date: z.string(), date_due: z.string().nullable(), gross_price: z.number() }),
  ),
  invoice_datas: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      town: z.string().nullable(),
      post_code: z.string().nullable(),
      address_1: z.string().nullable(),
      address_2: z.string().nullable(),
      email_contact: z.string().nullable(),
      default: z.boolean(),
      status: z.string(),
    }),
  ),
});
export type TeamDashboard = z.infer<typeof teamDashboard>;
