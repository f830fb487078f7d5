/**
 * Texts of the confirmations that guard irreversible actions (issue 10 §8). Each names the thing it acts on and says
 * what will happen, so the user never confirms a bare 'Are you sure?'. `destructive` paints the confirm button red.
 */
export interface ConfirmText {
  title: string;
  message: string;
  confirmLabel: string;
  /** The safe button says what it keeps (issue 24 §19: "Cancel" beside "Cancel booking" was easy to confuse). */
  keepLabel: string;
  destructive: boolean;
}

const quoted = (name: string) => `'${name}'`;

export const CONFIRM = {
  /** The member portal's team admin removing a colleague (issue 26). */
  removeColleague: (name: string): ConfirmText => ({
    title: `Remove ${name} from the team?`,
    message: `${name} leaves the team and can no longer use the portal. The front desk can add them back.`,
    confirmLabel: 'Remove',
    keepLabel: 'Keep',
    destructive: true,
  }),
  validateInvoice: (invoice: string): ConfirmText => ({
    title: `Validate ${invoice}?`,
    message: `${invoice} moves to Pending and gets today as sent date. Its lines wait for payment and it can no longer go back to Draft.`,
    confirmLabel: 'Validate',
    keepLabel: 'Keep as draft',
    destructive: true,
  }),
  deleteInvoice: (invoice: string): ConfirmText => ({
    title: `Delete ${invoice}?`,
    message: `${invoice} and all its lines are deleted. This cannot be undone.`,
    confirmLabel: 'Delete invoice',
    keepLabel: 'Keep invoice',
    destructive: true,
  }),
  deleteInvoiceLine: (line: string, invoice: string): ConfirmText => ({
    title: `Delete line ${quoted(line)}?`,
    message: `The line ${quoted(line)} is removed from ${invoice} and its totals are recalculated. This cannot be undone.`,
    confirmLabel: 'Delete line',
    keepLabel: 'Keep line',
    destructive: true,
  }),
  cancelInvoiceData: (name: string): ConfirmText => ({
    title: `Cancel invoice data ${quoted(name)}?`,
    message: `${quoted(name)} becomes inactive and can no longer be chosen for new invoices. Invoices already using it keep it.`,
    confirmLabel: 'Cancel invoice data',
    keepLabel: 'Keep invoice data',
    destructive: true,
  }),
  resetPassword: (member: string, email: string): ConfirmText => ({
    title: `Reset the password of ${member}?`,
    message: `An e-mail with a link to choose a new password goes to ${member} (${email}). They can keep using the current password until they choose a new one.`,
    confirmLabel: 'Send reset e-mail',
    keepLabel: "Don't send",
    destructive: false,
  }),
  resendInvitation: (member: string, email: string): ConfirmText => ({
    title: `Resend the invitation to ${member}?`,
    message: `A new invitation e-mail goes to ${member} (${email}).`,
    confirmLabel: 'Resend invitation',
    keepLabel: "Don't send",
    destructive: false,
  }),
  revokePortal: (member: string): ConfirmText => ({
    title: `Revoke the portal access of ${member}?`,
    message: `${member} is logged out of the member portal at once and cannot log in again until invited again.`,
    confirmLabel: 'Revoke access',
    keepLabel: 'Keep access',
    destructive: true,
  }),
  declinePortalRequest: (person: string, team: string): ConfirmText => ({
    title: `Decline the invitation of ${person}?`,
    message: `${person} is not invited to ${team} and gets no e-mail. The team admin can ask again later.`,
    confirmLabel: 'Decline',
    keepLabel: 'Keep request',
    destructive: true,
  }),
  deleteFloor: (floor: string): ConfirmText => ({
    title: `Delete floor ${quoted(floor)}?`,
    message: `The floor ${quoted(floor)} and its plan are deleted. Floors with resources or future bookings cannot be deleted.`,
    confirmLabel: 'Delete floor',
    keepLabel: 'Keep floor',
    destructive: true,
  }),
  cancelBooking: (code: string): ConfirmText => ({
    title: `Cancel booking ${code}?`,
    message: `Booking ${code} is cancelled and its place is freed. It cannot be reopened.`,
    confirmLabel: 'Cancel booking',
    keepLabel: 'Keep booking',
    destructive: true,
  }),
  /** The member portal's cancel (issue 26): the staff's Cancel & Refund, said to the member. */
  portalCancelBooking: (what: string): ConfirmText => ({
    title: `Cancel your booking of ${what}?`,
    message: 'Your place is freed and its charge is taken back (credits and prepaid units too). It cannot be reopened.',
    confirmLabel: 'Cancel booking',
    keepLabel: 'Keep booking',
    destructive: true,
  }),
  portalNewCalendarLink: (): ConfirmText => ({
    title: 'Create a new calendar link?',
    message: 'The current link stops working at once: calendars subscribed to it must subscribe to the new one.',
    confirmLabel: 'New link',
    keepLabel: 'Keep link',
    destructive: true,
  }),
  refundBooking: (code: string): ConfirmText => ({
    title: `Cancel and refund booking ${code}?`,
    message: `Booking ${code} is cancelled, its place is freed and its charge is voided. It cannot be reopened.`,
    confirmLabel: 'Cancel & Refund',
    keepLabel: 'Keep booking',
    destructive: true,
  }),
  cancelOrder: (code: string): ConfirmText => ({
    title: `Cancel order ${code}?`,
    message: `Order ${code} is cancelled and its charge is voided. It cannot be reopened.`,
    confirmLabel: 'Cancel order',
    keepLabel: 'Keep order',
    destructive: true,
  }),
  removeStaff: (person: string): ConfirmText => ({
    title: `Remove ${person}?`,
    message: `${person} loses access to this operator at once: every session they have open ends. Their user account stays, so they can be added again later.`,
    confirmLabel: 'Remove',
    keepLabel: 'Keep staff member',
    destructive: true,
  }),
} as const;

/** What a form says when it cannot go on and how to get going (issue 10 §9: an empty Invoice Data list was a dead end). */
export const INVOICE_GUIDANCE = {
  noInvoiceData: 'This team has no active invoice data, so it cannot be invoiced yet. Add its billing name and address first.',
  addInvoiceData: 'Add invoice data',
} as const;
