import { enqueueSnackbar } from 'notistack';
import { ApiError } from './api-client';

/** Toasts outside components (query cache, api callbacks); notistack keeps at most MAX_TOASTS on screen. */
export function notifySuccess(message: string): void {
  enqueueSnackbar(message, { variant: 'success' });
}

export function notifyError(errorOrMessage: unknown): void {
  // A lost session already sends the user to /login; a toast on top would only confuse.
  if (errorOrMessage instanceof ApiError && errorOrMessage.status === 401) return;
  const message =
    typeof errorOrMessage === 'string'
      ? errorOrMessage
      : errorOrMessage instanceof Error
        ? errorOrMessage.message
        : 'Something went wrong';
  enqueueSnackbar(message, { variant: 'error' });
}
