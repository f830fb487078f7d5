import { MAP_STATUSES } from './occupancy.ts';

/** A member's portal status, as staff see it on the member and team pages (issue 26). */
export const PORTAL_STATUSES = ['not_invited', 'invited', 'active', 'revoked'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];
export const PORTAL_STATUS_LABELS: Record<PortalStatus, string> = {
  not_invited: 'Not invited',
  invited: 'Invited',
  active: 'Active',
  revoked: 'Revoked',
};

/** A team admin's request to invite a colleague, waiting for staff when team admins cannot invite directly. */
export const PORTAL_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PortalRequestStatus = (typeof PORTAL_REQUEST_STATUSES)[number];
export const PORTAL_REQUEST_STATUS_LABELS: Record<PortalRequestStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  declined: 'Declined',
};

/** The portal's desk map: the staff map's statuses and the member's own desks. */
export const PORTAL_DESK_STATUSES = [...MAP_STATUSES, 'mine'] as const;
