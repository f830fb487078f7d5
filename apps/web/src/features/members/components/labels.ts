import { MEMBER_ROLE_LABELS, PRESENCE_LABELS, type MemberRole, type Presence } from '@clubspace/contract';

/** A stored value as words: 'pending_payment' → 'Pending payment'. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const roleLabel = (role: string | null | undefined) => (role ? (MEMBER_ROLE_LABELS[role as MemberRole] ?? humanize(role)) : '');
export const presenceLabel = (presence: string | null | undefined) =>
  presence ? (PRESENCE_LABELS[presence as Presence] ?? humanize(presence)) : '';
export const yesNo = (value: boolean | null | undefined) => (value ? 'Yes' : 'No');
export const fullName = (user: { first_name: string; last_name: string } | null | undefined) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';
