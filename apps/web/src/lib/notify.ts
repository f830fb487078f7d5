import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { ApiError } from './api-client';

/**
 * Toasts outside components (query cache, api callbacks); notistack keeps at most MAX_TOASTS on screen, placed by the
 * provider (app/providers.tsx) where they hide no working area.
 */

// Success toasts on screen, and how many inline confirmations (success modal, success alert) are showing now: a success
// said inline is not said again by a toast on top of it (issue 10 §7).
const successToasts = new Set<SnackbarKey>();
let inlineConfirmations = 0;

export function notifySuccess(message: string): void {
  if (inlineConfirmations > 0) return;
  const key = enqueueSnackbar(message, {
    variant: 'success',
    preventDuplicate: true,
    onExited: () => successToasts.delete(key),
  });
  successToasts.add(key);
}

export function notifyError(errorOrMessage: unknown): void {
  // A lost session already sends the user to /login; a toast on top would only confuse.
  if (errorOrMessage instanceof ApiError && errorOrMessage.status === 401) return;
  const message =
    typeof errorOrMessage === 'string' ? errorOrMessage : errorOrMessage instanceof Error ? errorOrMessage.message : 'Something went wrong';
  enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
}

/** While `showing`, the screen confirms a success inline: success toasts close and new ones are not shown. */
export function useInlineConfirmation(showing: boolean): void {
  useEffect(() => {
    if (!showing) return;
    inlineConfirmations += 1;
    for (const key of successToasts) closeSnackbar(key);
    return () => {
      inlineConfirmations -= 1;
    };
  }, [showing]);
}
