import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, type ComponentProps, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiError } from '../lib/api-client';
import { applyServerErrors } from '../lib/form-errors';
import { ServerError } from './server-error';

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  title: string;
  defaultValues: DefaultValues<T>;
  resolver?: Resolver<T>;
  /** Throw (e.g. an ApiError) to keep the dialog open; its field errors land under the fields. */
  onSubmit: (values: T) => Promise<unknown> | unknown;
  onClose: () => void;
  children: (form: UseFormReturn<T>) => ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
}

/**
 * The <form> inside a Dialog. It passes the dialog's height limit on, so a tall form scrolls its content
 * (DialogContent) while the title and the actions (Save) stay on screen (issue 10 §6). Use it for every dialog form.
 */
export function DialogForm({ onSubmit, style, ...props }: ComponentProps<'form'>) {
  return (
    <form
      {...props}
      // A dialog opened from inside a page form (e.g. 'Add invoice data' on Create invoice) is portalled out of it in
      // the DOM, but React still bubbles its submit to the page form: stop it here.
      onSubmit={(e) => {
        e.stopPropagation();
        onSubmit?.(e);
      }}
      style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto', overflow: 'hidden', ...style }}
    />
  );
}

/** Phones get full-screen dialogs: more room for the fields, the actions pinned at the bottom. */
export function useDialogFullScreen(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}

/**
 * A dialog holding one react-hook-form. Server `errors` go under the matching fields; anything else the server says
 * shows in an alert above the buttons. Mutations submitted here may set `meta: { silent: true }` to skip the toast.
 */
export function FormDialog<T extends FieldValues>(props: FormDialogProps<T>) {
  const { open, title, defaultValues, resolver, onSubmit, onClose, children } = props;
  const form = useForm<T>({ defaultValues, resolver });
  const titleId = useId();
  const fullScreen = useDialogFullScreen();
  const { reset, setError, formState } = form;

  useEffect(() => {
    if (open) reset(defaultValues);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens
  }, [open]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (err) {
      const placed = applyServerErrors(err, setError, Object.keys(form.getValues()));
      if (!placed) setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogForm onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children(form)}
            <ServerError errors={formState.errors} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{props.cancelLabel ?? 'Cancel'}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {props.submitLabel ?? 'Save'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
