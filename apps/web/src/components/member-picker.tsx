import { DEBOUNCE, INACTIVE_MEMBER_LABEL, inactiveMemberMessage, type MemberLookupItem } from '@clubspace/contract';
import { useState, type ReactNode } from 'react';
import { memberLookupQuery } from '../lib/lookups-api';
import { LookupPicker } from './lookup-picker';

interface MemberPickerProps {
  value: string;
  selectedLabel?: string;
  onChange: (member: MemberLookupItem | null) => void;
  /** Only members of this team (slug); '' = any team. */
  team?: string;
  label?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  minWidth?: number;
  name?: string;
  disabled?: boolean;
  /** 500 ms in forms and filters, 600 ms in the booking panels and dialogs (seed 3 §9). */
  delay?: number;
}

/** The picker's warning word for an inactive member (any member lookup picker passes it as `flag`). */
export const memberFlag = (m: MemberLookupItem) => (m.status === 'inactive' ? INACTIVE_MEMBER_LABEL : undefined);

/** Inactive members stay pickable (staff may confirm) but say so, in the list and under the field once picked. */
export function MemberPicker({
  label = 'Member',
  team = '',
  name = 'member',
  delay = DEBOUNCE.autocomplete,
  onChange,
  helperText,
  ...rest
}: MemberPickerProps) {
  const [picked, setPicked] = useState<MemberLookupItem | null>(null);
  const inactive = picked && picked.slug === rest.value && picked.status === 'inactive' ? inactiveMemberMessage(picked.name) : undefined;
  return (
    <LookupPicker
      {...rest}
      label={label}
      name={name}
      delay={delay}
      query={(term) => memberLookupQuery(term, team)}
      describe={(m) => m.email}
      flag={memberFlag}
      helperText={helperText ?? inactive}
      onChange={(m) => {
        setPicked(m);
        onChange(m);
      }}
    />
  );
}
