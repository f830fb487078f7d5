import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';
import { MARKETING_MESSAGES, campaignTypeItem } from './marketing.ts';

/**
 * The campaign types every operator starts with (at sign-up; migration 0035 gave them to operators that had none), so
 * a new operator can create a campaign at once. The marketing section renames, adds and removes them.
 */
export const DEFAULT_CAMPAIGN_TYPE_NAMES = ['Announcement', 'Event', 'Newsletter', 'Promotion'] as const;

/** GET /api/notification-types/: id and name (the seeds' shape) plus how many campaigns use the type. */
export const campaignTypeRow = campaignTypeItem.extend({ num_campaigns: z.number().int() });
export type CampaignTypeRow = z.infer<typeof campaignTypeRow>;

/** POST and PUT /api/notification-types/. */
export const campaignTypePayload = z.object({ name: requiredText(MARKETING_MESSAGES.nameRequired, 60) });
export type CampaignTypePayload = z.infer<typeof campaignTypePayload>;

export const campaignTypeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /api/notification-campaigns/{slug}/test/: content to try before saving; a field left out uses the saved one. */
export const campaignTestSend = z.object({ subject: optionalText(200), body: optionalText(20_000) }).default({});
export type CampaignTestSend = z.input<typeof campaignTestSend>;
export const campaignTestSent = z.object({ detail: z.string(), to: z.string() });
