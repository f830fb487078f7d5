import { MEMBER_ROLE_LABELS, PRESENCE_LABELS, labelOf } from '@clubspace/contract';

// Enum labels live in the contract (labels.ts); these are the members area's names for them.
export { humanize, yesNo } from '@clubspace/contract';
export const roleLabel = (role: string | null | undefined) => labelOf(MEMBER_ROLE_LABELS, role);
export const presenceLabel = (presence: string | null | undefined) => labelOf(PRESENCE_LABELS, presence);
export const fullName = (user: { first_name: string; last_name: string } | null | undefined) =>
  user ? `${user.first_name} ${user.last_name}`.trim() : '';
