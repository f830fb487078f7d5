import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enGB } from 'date-fns/locale/en-GB';
import type { ReactNode } from 'react';

/**
 * Date pickers' provider (date-fns, en-GB so weeks start on Monday). It wraps only the logged-in area, which is
 * lazy, so the public pages never load the pickers' code.
 */
export function DateProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
      {children}
    </LocalizationProvider>
  );
}
