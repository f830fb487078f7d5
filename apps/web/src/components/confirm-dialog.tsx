import { CONFIRM_TYPES, CONFIRM_UNKNOWN } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export type ConfirmTexts = Record<string, { title: string; message: string }>;

interface ConfirmDialogProps {
  open: boolean;
  /** Picks title and message from `types`; an unknown type shows 'No title options' / 'Something wrong happens'. */
  type: string;
  types?: ConfirmTexts;
  onClose: () => void;
  /** Without it the dialog is a notice with a single Close button. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

export function confirmTexts(type: string, types: ConfirmTexts = CONFIRM_TYPES) {
  return Object.prototype.hasOwnProperty.call(types, type) ? types[type] : CONFIRM_UNKNOWN;
}

export function ConfirmDialog({ open, type, types, onClose, onConfirm, confirmLabel, cancelLabel }: ConfirmDialogProps) {
  const { title, message } = confirmTexts(type, types);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel ?? (onConfirm ? 'Cancel' : 'Close')}</Button>
        {onConfirm && (
          <Button variant="contained" onClick={onConfirm}>
            {confirmLabel ?? 'Confirm'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
