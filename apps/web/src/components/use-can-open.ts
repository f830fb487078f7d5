import { pathOpens } from '../lib/route-gates';
import { useCallback } from 'react';
import { useGrantedCodes } from '../lib/session';

/**
 * `const canOpen = useCanOpenFn(); canOpen('/members/invoices')`: whether the signed-in staff member's sections open a
 * path (area and tab, lib/route-gates pathOpens). Links a user cannot open are hidden rather than bouncing them elsewhere.
 */
export function useCanOpenFn(): (path: string) => boolean {
  const granted = useGrantedCodes();
  const key = granted.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the codes' contents, not the array's identity
  return useCallback((path: string) => pathOpens(path, granted), [key]);
}

/** Whether the signed-in staff member can open `path` (see useCanOpenFn). */
export function useCanOpen(path: string): boolean {
  return useCanOpenFn()(path);
}
