import { DEBOUNCE, type MemberLookupItem } from '@clubspace/contract';
import type { ReactNode } from 'react';
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

export function MemberPicker({ label = 'Member', team = '', name = 'member', delay = DEBOUNCE.autocomplete, ...rest }: MemberPickerProps) {
  return (
    <LookupPicker
      {...rest}
      label={label}
      name={name}
      delay={delay}
      query={(term) => memberLookupQuery(term, team)}
      describe={(m) => m.email}
    />
  );
}
