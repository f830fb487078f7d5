/**
 * Help-desk tickets (issue 28): statuses and the transitions staff may make, priorities, categories (per operator),
 * the operator's targets, and the shapes of the staff and portal answers. Internal notes exist only in the staff
 * shapes: the portal's message has no `internal` field, and the server never loads one for a member.
 */
import { z } from 'zod';
import { pagingQuery } from './common-schemas.ts';
import { requiredText } from './fields.ts';
import { nameRef } from './name-ref.ts';

export const TICKET_STATUSES = ['open', 'in_progress', 'waiting_on_member', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_on_member: 'Waiting on member',
  resolved: 'Resolved',
  closed: 'Closed',
};
/** Statuses that still need staff (the list's "active" filter, the overdue rule). */
export const ACTIVE_TICKET_STATUSES = ['open', 'in_progress', 'waiting_on_member'] as const satisfies readonly TicketStatus[];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = { low: 'Low', normal: 'Normal', high: 'High', urgent: 'Urgent' };

/**
 * Where staff may move a ticket from each status. Closed is final (a member raises a new ticket); resolved can be
 * reopened (open or in progress) or closed at once. Staying in the same status is not a transition.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'waiting_on_member', 'resolved', 'closed'],
  in_progress: ['open', 'waiting_on_member', 'resolved', 'closed'],
  waiting_on_member: ['open', 'in_progress', 'resolved', 'closed'],
  resolved: ['open', 'in_progress', 'closed'],
  closed: [],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean => TICKET_TRANSITIONS[from].includes(to);

/**
 * The status after a member's reply: waiting on member goes back to in progress (staff were on it), resolved reopens
 * as open (it needs a fresh look, and the auto-close stops), open and in progress stay; null: refused (closed).
 */
export function statusAfterMemberReply(status: TicketStatus): TicketStatus | null {
  if (status === 'closed') return null;
  if (status === 'waiting_on_member') return 'in_progress';
  if (status === 'resolved') return 'open';
  return status;
}

/** Priority may change while the ticket is not closed. */
export const canChangeTicketPriority = (status: TicketStatus) => status !== 'closed';

export const DEFAULT_TICKET_CATEGORIES = ['Facilities', 'IT', 'Billing', 'Other'] as const;

/** Per-operator targets: first answer within this many working hours (9 = one working day of 09:00–18:00), auto-close after days. */
export const TICKET_SETTINGS_DEFAULTS = { first_response_hours: 9, auto_close_days: 7 } as const;

export const TICKETS_LIST = { pageSize: 15, order: '-created_at' } as const;
export const TICKET_ORDER_FIELDS = ['created_at', 'updated_at', 'subject', 'status', 'priority', 'due'] as const;

export const TICKET_MESSAGES = {
  subjectRequired: 'Subject is required',
  descriptionRequired: 'Describe the problem',
  categoryRequired: 'Choose a category',
  memberRequired: 'Choose a member',
  bodyRequired: 'Write a message',
  categoryNameRequired: 'Name is required',
  categoryDuplicated: 'A category with this name already exists',
  categoryInUse: 'This category has tickets, so it cannot be deleted; rename it instead',
  categoryUnknown: 'Unknown category',
  officeUnknown: 'Unknown office',
  resourceUnknown: 'Unknown resource',
  memberUnknown: 'Unknown member',
  assigneeUnknown: 'Unknown staff member',
  notFound: 'Ticket not found',
  closedReply: 'This ticket is closed; raise a new one',
  closedPriority: 'A closed ticket cannot change',
  raised: 'Ticket raised',
  replySent: 'Reply sent',
  noteAdded: 'Internal note added',
  updated: 'Ticket updated',
  settingsSaved: 'Help desk settings saved',
  noTickets: 'No tickets match',
  memberNoTickets: 'You have not raised any tickets yet',
  hoursRange: 'Between 1 and 200 working hours',
  daysRange: 'Between 1 and 90 days',
} as const;

export const ticketTransitionRefused = (from: TicketStatus, to: TicketStatus) =>
  from === to
    ? `The ticket is already ${TICKET_STATUS_LABELS[to].toLowerCase()}`
    : `A ticket cannot go from ${TICKET_STATUS_LABELS[from].toLowerCase()} to ${TICKET_STATUS_LABELS[to].toLowerCase()}`;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const filter = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const ref = z.string().trim().max(120);
const optionalRef = z.preprocess(blankToUndefined, ref.optional());

// Categories and settings.
export const ticketCategory = z.object({ slug: z.string(), name: z.string(), tickets: z.number().int() });
export type TicketCategory = z.infer<typeof ticketCategory>;
export const ticketCategoryBody = z.object({ name: requiredText(TICKET_MESSAGES.categoryNameRequired, 60) });

export const ticketSettings = z.object({
  first_response_hours: z.coerce
    .number({ error: TICKET_MESSAGES.hoursRange })
    .int(TICKET_MESSAGES.hoursRange)
    .min(1, TICKET_MESSAGES.hoursRange)
    .max(200, TICKET_MESSAGES.hoursRange),
  auto_close_days: z.coerce
    .number({ error: TICKET_MESSAGES.daysRange })
    .int(TICKET_MESSAGES.daysRange)
    .min(1, TICKET_MESSAGES.daysRange)
    .max(90, TICKET_MESSAGES.daysRange),
});
export type TicketSettings = z.infer<typeof ticketSettings>;

// Staff shapes.
const person = z.object({ slug: z.string(), name: z.string() });
export const ticketItem = z.object({
  slug: z.string(),
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  category: nameRef.nullable(),
  office: nameRef.nullable(),
  resource: nameRef.nullable(),
  member: person,
  assignee: person.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  first_response_due_at: z.string().nullable(),
  first_response_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  overdue: z.boolean(),
});
export type TicketItem = z.infer<typeof ticketItem>;

export const TICKET_AUTHOR_KINDS = ['member', 'staff'] as const;
export const ticketMessage = z.object({
  id: z.number().int(),
  author_kind: z.enum(TICKET_AUTHOR_KINDS),
  author: z.string(),
  internal: z.boolean(),
  body: z.string(),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessage>;

export const ticketDetail = ticketItem.extend({
  description: z.string(),
  photo: z.string().nullable(),
  member_email: z.string().nullable(),
  messages: z.array(ticketMessage),
  /** The statuses staff may move it to now (TICKET_TRANSITIONS). */
  transitions: z.array(z.enum(TICKET_STATUSES)),
  /** Wall-clock minutes from raising to the first staff answer / to resolving; null until it happens. */
  first_response_minutes: z.number().int().nullable(),
  resolution_minutes: z.number().int().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

export const ticketListQuery = pagingQuery(TICKETS_LIST).extend({
  /** A status, or 'active' (open, in progress, waiting on member). */
  status: filter(z.enum([...TICKET_STATUSES, 'active'])),
  priority: filter(z.enum(TICKET_PRIORITIES)),
  category: filter(ref),
  club: filter(ref),
  /** A staff slug, 'me' or 'none'. */
  assignee: filter(ref),
  overdue: filter(z.enum(['true', 'false'])),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

const ticketFields = {
  subject: requiredText(TICKET_MESSAGES.subjectRequired, 150),
  category: requiredText(TICKET_MESSAGES.categoryRequired, 120),
  description: requiredText(TICKET_MESSAGES.descriptionRequired, 5000),
  office: optionalRef,
  resource: optionalRef,
};

export const ticketCreate = z.object({
  ...ticketFields,
  member: requiredText(TICKET_MESSAGES.memberRequired, 120),
  priority: z.enum(TICKET_PRIORITIES).optional(),
});
export type TicketCreate = z.infer<typeof ticketCreate>;

export const ticketUpdate = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** A staff slug, or null to unassign. */
  assignee: ref.nullable().optional(),
});
export type TicketUpdate = z.infer<typeof ticketUpdate>;

export const ticketReply = z.object({
  body: requiredText(TICKET_MESSAGES.bodyRequired, 5000),
  /** An internal note: staff only, never e-mailed, never in a portal answer, not a first response. */
  internal: z.boolean().optional(),
  /** Move the ticket as well (a transition from TICKET_TRANSITIONS), e.g. reply and wait on the member. */
  status: z.enum(TICKET_STATUSES).optional(),
});
export type TicketReply = z.infer<typeof ticketReply>;

export const ticketAssignee = person;

// Portal shapes: no internal notes, no assignee, no member e-mail.
export const portalTicketCreate = z.object(ticketFields);
export type PortalTicketCreate = z.infer<typeof portalTicketCreate>;

export const portalTicketItem = z.object({
  slug: z.string(),
  number: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  category: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PortalTicketItem = z.infer<typeof portalTicketItem>;

export const portalTicketMessage = z.object({
  id: z.number().int(),
  author_kind: z.enum(TICKET_AUTHOR_KINDS),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export const portalTicket = portalTicketItem.extend({
  description: z.string(),
  photo: z.string().nullable(),
  office: z.string().nullable(),
  resource: z.string().nullable(),
  messages: z.array(portalTicketMessage),
  /** Whether the member can still reply (not closed). */
  can_reply: z.boolean(),
});
export type PortalTicket = z.infer<typeof portalTicket>;

export const portalTicketReply = z.object({ body: requiredText(TICKET_MESSAGES.bodyRequired, 5000) });

export const portalTicketOptions = z.object({
  categories: z.array(nameRef),
  offices: z.array(nameRef),
  resources: z.array(z.object({ slug: z.string(), name: z.string(), office: z.string() })),
});
export type PortalTicketOptions = z.infer<typeof portalTicketOptions>;

export const portalTicketPhoto = z.object({ file: z.file() });

/** Labels for a staff or portal screen. */
export const ticketStatusLabel = (s: string) => TICKET_STATUS_LABELS[s as TicketStatus] ?? s;
export const ticketPriorityLabel = (p: string) => TICKET_PRIORITY_LABELS[p as TicketPriority] ?? p;
export const TICKET_PHOTO_KIND = 'ticket_photo';
