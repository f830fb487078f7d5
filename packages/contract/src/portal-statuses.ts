import { MAP_STATUSES } from './occupancy.ts';

/** A member's portal status, as staff see it on the member and team pages (issue 26). */
export const PORTAL_STATUSES = ['not_invited', 'invited', 'active', 'revoked'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];
export const PORTAL_STATUS_LABELS: Record<PortalStatus, string> = { not_invited: 'Not invited', invited: 'Invited', active: 'Active', revoked: 'Revoked' };

/** The portal's desk map: the staff map's statuses and the member's own desks. */
export const PORTAL_DESK_STATUSES = [...MAP_STATUSES, 'mine'] as const;
