import { CONFIRM_TYPES, CONFIRM_UNKNOWN, type ConfirmText } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';

export type ConfirmTexts = Record<string, { title: string; message: string }>;

interface ConfirmDialogProps {
  open: boolean;
  /** The contract's text for the action (CONFIRM.*): names the thing, says what happens, red button when destructive. */
  text?: ConfirmText;
  /** Legacy: picks title and message from `types`; an unknown type shows 'No title options' / 'Something wrong happens'. */
  type?: string;
  types?: ConfirmTexts;
  onClose: () => void;
  /** Without it the dialog is a notice with a single Close button. */
  onConfirm?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button red (irreversible actions); `text.destructive` sets it too. */
  destructive?: boolean;
  /** While the action runs: buttons disabled, the dialog stays. */
  busy?: boolean;
}

export function confirmTexts(type: string, types: ConfirmTexts = CONFIRM_TYPES) {
  return Object.prototype.hasOwnProperty.call(types, type) ? types[type] : CONFIRM_UNKNOWN;
}

/**
 * Asks before an irreversible action. Nothing happens until the confirm button is pressed; Cancel (focused first, so
 * Enter never confirms by accident), Escape and the backdrop close it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, text, type = '', types, onClose, onConfirm, cancelLabel, busy = false } = props;
  const { title, message } = text ?? confirmTexts(type, types);
  const destructive = props.destructive ?? text?.destructive ?? false;
  const confirmLabel = props.confirmLabel ?? text?.confirmLabel ?? 'Confirm';
  const titleId = useId();
  const messageId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel ?? text?.keepLabel ?? (onConfirm ? 'Cancel' : 'Close')}
        </Button>
        {onConfirm && (
          <Button variant="contained" color={destructive ? 'error' : 'primary'} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/**
 * `const confirm = useConfirm()` then `confirm.ask(CONFIRM.deleteFloor(name), () => remove.mutateAsync(slug))` and
 * render `{confirm.dialog}` once. The action runs only after the user confirms; the dialog stays (busy) until it ends.
 * A failing action closes the dialog; its error is the caller's (the query cache toasts it unless silent).
 */
export function useConfirm(): { ask: (text: ConfirmText, action: () => unknown) => void; dialog: ReactNode; open: boolean } {
  const [pending, setPending] = useState<ConfirmText | null>(null);
  const [busy, setBusy] = useState(false);
  const action = useRef<() => unknown>(() => undefined);
  const ask = useCallback((text: ConfirmText, run: () => unknown) => {
    action.current = run;
    setPending(text);
  }, []);
  const close = () => {
    if (!busy) setPending(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await action.current();
    } catch {
      // The action reports its own failure (toast or inline); the dialog just closes.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };
  const dialog = pending ? <ConfirmDialog open text={pending} onClose={close} onConfirm={confirm} busy={busy} /> : null;
  return { ask, dialog, open: pending !== null };
}
