import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FieldErrors } from 'react-hook-form';

/** The server's form-level message (set by the form-error helper as `root.server`), shown above the actions. */
export function ServerError({ errors, sx }: { errors: FieldErrors; sx?: SxProps<Theme> }) {
  const message = errors.root?.server?.message;
  return message ? (
    <Alert severity="error" sx={sx}>
      {message}
    </Alert>
  ) : null;
}
