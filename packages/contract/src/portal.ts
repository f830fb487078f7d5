/**
 * The member portal (issue 26): who gets in and how, the operator's portal settings, the staff side's portal status
 * of a member. The member-facing answers are in portal-schemas.ts; the endpoints in api/portal*.api.ts.
 *
 * Audience: a portal access token is signed for the audience `portal` and names the member and the operator; every
 * staff route refuses it and every portal route refuses a staff token (403, in the words below).
 *
 * Operator: the portal of a request is the workspace named by the `X-Portal-Workspace` header (the web app sends the
 * `{workspace}` of its `/portal/{workspace}/…` address), else the host's sub-domain (`demo.localhost` → demo). A
 * logged-in member's operator is the one of their token; a request naming another workspace is refused.
 */
import { z } from 'zod';
import { PORTAL_REQUEST_STATUSES, PORTAL_STATUSES } from './portal-statuses.ts';
import { newPassword } from './credentials.ts';
import { emailField } from './fields.ts';

/** The audience claim of portal access tokens. */
export const PORTAL_AUDIENCE = 'portal';
/** The header that names the portal's workspace (operator slug or domain) when the host has no sub-domain. */
export const PORTAL_WORKSPACE_HEADER = 'x-portal-workspace';
/** The web portal's base path; links in e-mails are `/portal/{workspace}/…`. */
export const PORTAL_BASE_PATH = '/portal';

/* Who made a booking (BOOKING_CHANNELS) lives with the bookings' enums in bookings.ts. */

/** One-time links: an invitation (sets a password) lasts as the staff invitation does; a magic link 15 minutes. */
export const PORTAL_LINK_TTL_MINUTES = { invite: 72 * 60, magic: 15, reset: 120 } as const;

export const PORTAL_MESSAGES = {
  staffTokenOnPortal: 'This is a staff session: the member portal needs a member login',
  portalTokenOnStaff: 'This is a member portal session: staff pages need a staff login',
  otherWorkspace: 'This session belongs to another workspace: log in to this one',
  workspaceRequired: 'Open the portal from your workspace address',
  workspaceUnknown: 'Workspace not found',
  portalOff: 'The member portal of this workspace is turned off',
  sessionEnded: 'Your portal session has ended: please log in again',
  loginError: 'Wrong e-mail or password for this workspace',
  noAccess: 'You have no access to this portal: ask the front desk for an invitation',
  linkSent: 'If the e-mail belongs to a member of this workspace, a link is on its way',
  linkInvalid: 'This link is invalid or has expired',
  choosePassword: 'Choose a password',
  passwordSet: 'Your password is set: welcome to the portal',
  desksOff: 'Desk booking is not available in this portal',
  roomsOff: 'Meeting-room booking is not available in this portal',
  invoicesOff: 'Invoices are not shown in this portal',
  teamAdminOnly: 'Only your team’s admin can do this',
  invitesOff: 'Ask the front desk to invite colleagues: team admins cannot invite in this portal',
  noTeam: 'You are not in a team',
  cancelWindow: (hours: number) =>
    hours > 0
      ? `Bookings can be cancelled until ${hours} hour${hours === 1 ? '' : 's'} before they start`
      : 'Bookings can be cancelled until they start',
  notYours: 'Booking not found',
  notADesk: 'Choose a desk',
  notARoom: 'Choose a meeting room',
  officeUnknown: 'Unknown office',
  removeSelf: 'You cannot remove yourself from the team',
  removed: (name: string) => `${name} was removed from the team`,
  memberExists: 'This person is already a member of this workspace',
  invited: (email: string) => `An invitation was sent to ${email}`,
  guestRegistered: (name: string, day: string) => `${name} is expected on ${day}`,
  guestDayPast: 'Choose today or a later day',
  profileSaved: 'Your profile is saved',
  preferencesSaved: 'Your preferences are saved',
  photoSaved: 'Your photo is saved',
  photoRemoved: 'Your photo is removed',
  noPhoto: 'You have no photo',
  // Staff side
  settingsSaved: 'Portal settings saved',
  turnOnFirst: 'Turn the portal on in Account → Portal first',
  inactiveMember: 'An inactive member cannot be invited',
  alreadyActive: 'This member already uses the portal',
  notInvited: 'This member has no pending invitation',
  invitationsSent: (n: number) => `${n} invitation${n === 1 ? '' : 's'} sent`,
  accessRevoked: 'Portal access revoked',
  nothingRevoked: 'This member has no portal access',
  membersRequired: 'Choose at least one member',
  tooManyMembers: 'At most 100 members at once',
  memberOrTeam: 'Name a member or a team',
  // A team admin's invitation when staff keep invitations (approve or decline on the team page)
  inviteRequested: (email: string) => `The front desk will confirm the invitation of ${email}: they get an e-mail once it is approved`,
  requestPending: 'An invitation for this e-mail is already waiting for the front desk',
  requestNotFound: 'Request not found',
  requestDecided: 'This request has already been answered',
  requestApproved: (email: string) => `${email} is invited to the portal`,
  requestDeclined: (email: string) => `The request to invite ${email} was declined`,
} as const;

// ---- Settings (Account → Portal) ----

export const PORTAL_CANCEL_HOURS_MAX = 24 * 30;

/** What an operator without saved settings has: the portal off; once on, desks and rooms bookable, cancel until 24 h before, invoices shown, team admins' invitations through staff. */
export const PORTAL_SETTINGS_DEFAULTS = {
  enabled: false,
  book_desks: true,
  book_rooms: true,
  cancel_hours: 24,
  see_invoices: true,
  invite_members: false,
  welcome_text: '',
} as const;

export const portalSettings = z.object({
  enabled: z.boolean(),
  book_desks: z.boolean(),
  book_rooms: z.boolean(),
  cancel_hours: z.number().int(),
  see_invoices: z.boolean(),
  invite_members: z.boolean(),
  welcome_text: z.string(),
});
export type PortalSettings = z.infer<typeof portalSettings>;

export const portalSettingsUpdate = z.object({
  enabled: z.boolean(),
  book_desks: z.boolean(),
  book_rooms: z.boolean(),
  cancel_hours: z.coerce
    .number({ error: 'Hours must be a whole number' })
    .int('Hours must be a whole number')
    .min(0, 'Hours cannot be negative')
    .max(PORTAL_CANCEL_HOURS_MAX, `At most ${PORTAL_CANCEL_HOURS_MAX} hours`),
  see_invoices: z.boolean(),
  invite_members: z.boolean(),
  welcome_text: z.string().trim().max(2000, 'At most 2000 characters').default(''),
});
export type PortalSettingsUpdate = z.input<typeof portalSettingsUpdate>;

// ---- A member's portal status (staff side) ----

export {
  PORTAL_REQUEST_STATUSES,
  PORTAL_REQUEST_STATUS_LABELS,
  PORTAL_STATUSES,
  PORTAL_STATUS_LABELS,
  type PortalRequestStatus,
  type PortalStatus,
} from './portal-statuses.ts';

export const portalAccessItem = z.object({
  member: z.string(),
  name: z.string(),
  email: z.string(),
  member_status: z.string(),
  status: z.enum(PORTAL_STATUSES),
  invited_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  last_login: z.string().nullable(),
});
export type PortalAccessItem = z.infer<typeof portalAccessItem>;

const memberSlug = z.string().trim().min(1).max(120);

/** One or more `member` (repeated) or a `team`: whose portal status to show. */
export const portalAccessQuery = z
  .object({
    member: z.union([memberSlug, z.array(memberSlug).max(100, PORTAL_MESSAGES.tooManyMembers)]).optional(),
    team: z.string().trim().max(120).optional(),
  })
  .refine((q) => q.member !== undefined || Boolean(q.team), { message: PORTAL_MESSAGES.memberOrTeam, path: ['member'] });

export const portalInviteRequest = z.object({
  members: z
    .array(memberSlug, { error: PORTAL_MESSAGES.membersRequired })
    .min(1, PORTAL_MESSAGES.membersRequired)
    .max(100, PORTAL_MESSAGES.tooManyMembers),
});
export const portalInviteResult = z.object({
  detail: z.string(),
  invited: z.array(z.string()),
  skipped: z.array(z.object({ member: z.string(), reason: z.string() })),
});
export const portalMemberRequest = z.object({ member: memberSlug });

// ---- Member auth ----

const email = emailField;

export const portalLoginRequest = z.object({ email, password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200) });
export const portalEmailRequest = z.object({ email });
export const portalTokenRequest = z.object({
  token: z.string({ error: PORTAL_MESSAGES.linkInvalid }).trim().min(1, PORTAL_MESSAGES.linkInvalid).max(200, PORTAL_MESSAGES.linkInvalid),
});
export const portalResetRequest = portalTokenRequest.extend({ password: newPassword });
/** Accepting an invitation: a password is needed unless the person already has one (a member of another workspace). */
export const portalAcceptRequest = portalTokenRequest.extend({ password: newPassword.optional() });

export const portalInvitation = z.object({
  workspace: z.object({ slug: z.string(), name: z.string() }),
  email: z.string(),
  first_name: z.string(),
  needs_password: z.boolean(),
});

/** The workspace a login page shows before anyone logs in. */
export const portalWorkspace = z.object({
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  navigation_color: z.string().nullable(),
  button_color: z.string().nullable(),
  font: z.string().nullable(),
  welcome_text: z.string(),
});
export type PortalWorkspace = z.infer<typeof portalWorkspace>;

/**
 * What "Invite a colleague" did: `invited` (the settings let team admins invite: the e-mail is sent) or `requested`
 * (staff keep invitations: a request waits for the front desk's approval).
 */
export const portalColleagueInviteResult = z.object({ detail: z.string(), status: z.enum(['invited', 'requested']) });

// ---- Team admins' invitation requests (staff side) ----

export const portalInviteRequestItem = z.object({
  id: z.number().int(),
  team: z.object({ slug: z.string(), name: z.string() }),
  requested_by: z.object({ slug: z.string(), name: z.string() }).nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(PORTAL_REQUEST_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The member approving created (approved only). */
  member: z.string().nullable(),
});
export type PortalInviteRequestItem = z.infer<typeof portalInviteRequestItem>;
export const portalInviteRequestsQuery = z.object({
  team: z.string().trim().max(120).optional(),
  status: z.enum(PORTAL_REQUEST_STATUSES).default('pending'),
});
export const portalRequestParams = z.object({ id: z.coerce.number({ error: PORTAL_MESSAGES.requestNotFound }).int().positive().max(2_147_483_647) });

// ---- The portal's address (Account → Portal) ----

const isIp = (hostname: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

/**
 * Where members open the portal, as Account → Portal shows it: the path form `{origin}/portal/{workspace}` (works on
 * any host) and the sub-domain form `{protocol}//{workspace}.{domain}/portal` (the host's own sub-domain replaced:
 * `app.example.com` → `demo.example.com`; `localhost` → `demo.localhost`). An IP address has no sub-domain form.
 */
export function portalAddresses(workspace: string, location: { protocol: string; host: string }) {
  const path = `${location.protocol}//${location.host}${PORTAL_BASE_PATH}/${workspace}`;
  const [hostname, port] = location.host.split(/:(?=\d+$)/);
  if (isIp(hostname)) return { path, subdomain: null };
  const labels = hostname.split('.');
  const hasSub = labels.length > 2 || (labels.length === 2 && labels[1] === 'localhost');
  const domain = (hasSub ? labels.slice(1) : labels).join('.');
  return { path, subdomain: `${location.protocol}//${workspace}.${domain}${port ? `:${port}` : ''}${PORTAL_BASE_PATH}` };
}
