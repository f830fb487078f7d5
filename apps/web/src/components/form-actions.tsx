import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** The footer of a page form: Cancel on the left of the submit button, both on the right. */
export function FormActions({
  onCancel,
  submitting,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
}: {
  onCancel: () => void;
  submitting?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel}>{cancelLabel}</Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
