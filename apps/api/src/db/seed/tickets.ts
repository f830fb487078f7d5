import { DEFAULT_TICKET_CATEGORIES, firstResponseDueAt, slugify, TICKET_SETTINGS_DEFAULTS, type TicketStatus } from '@clubspace/contract';
import { ticketCategories, ticketMessages, tickets, ticketSettings } from '../schema/index.ts';
import type { Ctx } from './context.ts';
import type { People } from './people.ts';
import type { SeededOffice } from './space.ts';
import { insertMany } from './util.ts';

const HOUR = 3_600_000;

interface Draft {
  subject: string;
  description: string;
  category: (typeof DEFAULT_TICKET_CATEGORIES)[number];
  status: TicketStatus;
  priority: string;
  hoursAgo: number;
  resource?: boolean;
  assigned?: boolean;
  /** [who, hours after raising, body, internal?] */
  messages: ['member' | 'staff', number, string, boolean?][];
}

const DRAFTS: Draft[] = [
  {
    subject: 'Printer on floor 2 keeps jamming',
    description: 'The printer by the kitchen on floor 2 jams on every double-sided job. Could someone take a look?',
    category: 'IT',
    status: 'in_progress',
    priority: 'high',
    hoursAgo: 30,
    resource: true,
    assigned: true,
    messages: [
      ['staff', 2, 'Thanks for letting us know — we have cleared the tray and ordered a new roller. Single-sided works meanwhile.'],
      ['staff', 3, 'Roller ordered from the supplier, arrives Thursday (PO 4471).', true],
      ['member', 5, 'Thank you! Single-sided is fine for now.'],
    ],
  },
  {
    subject: 'Wi-Fi drops every afternoon',
    description: 'Around 3pm the Wi-Fi disconnects for a few minutes, several of us have noticed it this week.',
    category: 'IT',
    status: 'open',
    priority: 'normal',
    hoursAgo: 52,
    messages: [],
  },
  {
    subject: 'VAT missing on last invoice',
    description: 'Our last invoice does not show the VAT amount separately; our accountant needs it.',
    category: 'Billing',
    status: 'resolved',
    priority: 'normal',
    hoursAgo: 120,
    assigned: true,
    messages: [
      ['staff', 4, 'We have reissued the invoice with VAT shown on each line — you will find it in the portal under Invoices.'],
      ['member', 6, 'Perfect, thanks.'],
    ],
  },
  {
    subject: 'Kitchen tap is leaking',
    description: 'The cold tap in the second-floor kitchen drips constantly.',
    category: 'Facilities',
    status: 'waiting_on_member',
    priority: 'low',
    hoursAgo: 20,
    messages: [['staff', 1, 'Is it the tap by the window or the one by the fridge?']],
  },
];

/** The help desk of an operator (issue 28): default categories, default targets and a few tickets with a conversation. */
export async function seedTickets(ctx: Ctx, offices: SeededOffice[], people: People) {
  const { db, clientId, spec, now } = ctx;
  const categoryIds = await insertMany(
    db,
    ticketCategories,
    DEFAULT_TICKET_CATEGORIES.map((name) => ({ clientId, slug: slugify(name), name })),
  );
  const categoryOf = (name: string) => categoryIds[DEFAULT_TICKET_CATEGORIES.indexOf(name as never)]!;
  await db.insert(ticketSettings).values({
    clientId,
    firstResponseHours: TICKET_SETTINGS_DEFAULTS.first_response_hours,
    autoCloseDays: TICKET_SETTINGS_DEFAULTS.auto_close_days,
  });
  const office = offices[0];
  const staffMember = people.staff[0];
  const members = people.members.filter((m) => m.status === 'active');
  if (!office || !staffMember || !members.length) return;
  const printer = office.resources.find((r) => r.type === 'desk') ?? office.resources[0];
  for (const [i, d] of DRAFTS.entries()) {
    const member = members[i % members.length]!;
    const raised = new Date(now.getTime() - d.hoursAgo * HOUR);
    const at = (h: number) => new Date(raised.getTime() + h * HOUR);
    const firstStaff = d.messages.find(([who, , , internal]) => who === 'staff' && !internal);
    const last = d.messages.length ? at(d.messages[d.messages.length - 1]![1]) : raised;
    const [ticket] = await db
      .insert(tickets)
      .values({
        clientId,
        slug: `${spec.slug}-t${i + 1}`,
        subject: d.subject,
        description: d.description,
        categoryId: categoryOf(d.category),
        status: d.status,
        priority: d.priority,
        memberId: member.id,
        officeId: d.resource ? office.id : member.officeId,
        resourceId: d.resource && printer ? printer.id : null,
        assigneeStaffId: d.assigned ? staffMember.id : null,
        createdAt: raised,
        updatedAt: last,
        firstResponseDueAt: firstResponseDueAt(raised, TICKET_SETTINGS_DEFAULTS.first_response_hours, null),
        firstResponseAt: firstStaff ? at(firstStaff[1]) : null,
        resolvedAt: d.status === 'resolved' ? last : null,
      })
      .returning({ id: tickets.id });
    if (!d.messages.length) continue;
    await db.insert(ticketMessages).values(
      d.messages.map(([who, h, body, internal]) => ({
        clientId,
        ticketId: ticket!.id,
        authorKind: who,
        authorUserId: who === 'staff' ? staffMember.userId : member.userId,
        internal: !!internal,
        body,
        createdAt: at(h),
      })),
    );
  }
}
