import type { PortalContext } from '../../plugins/portal-context.ts';
import type { StaffContext } from '../../plugins/context.plugin.ts';

/**
 * The context a member acts in when the portal calls the staff's booking, pricing and invoice services — the SAME
 * functions, so rules, prices, the constraint and the money trail cannot differ (issue 26). Like the QR page's
 * magic-link member (checkin.service memberContext) it is narrowed to the operator, with no web sections; staff id 0
 * is never written: the portal never overrides a booking rule (its requests have no override field), and the
 * portal's routes call only those services, for the member's own records, after checking they are theirs.
 */
export function actingContext(ctx: PortalContext): StaffContext {
  return {
    user: { id: ctx.user.id, email: ctx.user.email, firstName: ctx.user.firstName, lastName: ctx.user.lastName },
    client: {
      id: ctx.client.id,
      slug: ctx.client.slug,
      name: ctx.client.name,
      role: 'member_portal',
      webSections: [],
      pricesIncludeVat: ctx.client.pricesIncludeVat,
    },
    staff: { id: 0, slug: 'member-portal', role: 'member_portal', status: 'active', allOffices: true, activeOfficeId: ctx.member.officeId },
    sections: new Set(),
    officeIds: null,
  };
}

export const isTeamAdmin = (ctx: PortalContext) => ctx.member.role === 'team_admin' && ctx.member.teamId !== null;
