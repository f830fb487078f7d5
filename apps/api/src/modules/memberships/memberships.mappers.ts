import { toPounds, type MembershipPlanItem } from '@clubspace/contract';
import type { membershipPlans } from '../../db/schema/index.ts';

export function toPlanItem(p: typeof membershipPlans.$inferSelect, clientSlug: string): MembershipPlanItem {
  return {
    slug: p.slug,
    name: p.name,
    subtitle: p.subtitle,
    description: p.description,
    base_price: toPounds(p.basePricePence),
    free_days: p.freeDays,
    free_credits: p.freeCredits,
    length_in_month: p.lengthInMonth,
    client: clientSlug,
  };
}
