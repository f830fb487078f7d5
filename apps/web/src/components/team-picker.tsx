import { DEBOUNCE, type TeamLookupItem } from '@clubspace/contract';
import type { ReactNode } from 'react';
import { teamLookupQuery } from '../lib/lookups-api';
import { LookupPicker } from './lookup-picker';

interface TeamPickerProps {
  value: string;
  selectedLabel?: string;
  onChange: (team: TeamLookupItem | null) => void;
  label?: string;
  /** 500 ms in forms and filters, 600 ms in the member dialog (seed 2 §5). */
  delay?: number;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  minWidth?: number;
}

export function TeamPicker({ label = 'Team', delay = DEBOUNCE.autocomplete, ...rest }: TeamPickerProps) {
  return <LookupPicker {...rest} label={label} delay={delay} name="team" query={teamLookupQuery} />;
}
