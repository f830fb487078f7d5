import { BOOKING_CHANNEL_LABELS, canCheckIn, labelOf } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import type { BookingChange } from './booking-api';
import { BookingCancelStep } from './booking-cancel-step';
import { BOOKING_TEXT } from './booking-messages';
import type { BookingItem } from './booking-types';
import { DialogForm } from '../form-dialog';
import { useInlineConfirmation } from '../../lib/notify';

export type BookingDialogStep = 'form' | 'cancel' | 'done';

/**
 * The steps a booking dialog walks through (form → cancel confirm → done message) and the status changes it sends:
 * Check In (only inside the check-in window), Check Out, Cancel, Cancel & Refund. A failed change returns to the form
 * with the error.
 */
export function useBookingSteps(options: {
  booking?: BookingItem | null;
  send: (code: string, body: BookingChange) => Promise<unknown>;
  onClose: (changed: boolean) => void;
  onError: (err: unknown) => void;
}) {
  const [step, setStep] = useState<BookingDialogStep>('form');
  const [doneText, setDoneText] = useState('');
  const [changed, setChanged] = useState(false);
  const change = async (body: BookingChange, after?: string) => {
    if (!options.booking) return;
    try {
      await options.send(options.booking.code, body);
      setChanged(true);
      if (after) {
        setDoneText(after);
        setStep('done');
      } else options.onClose(true);
    } catch (err) {
      setStep('form');
      options.onError(err);
    }
  };
  return { step, setStep, doneText, changed, change };
}

interface BookingDialogFrameProps {
  title: string;
  steps: ReturnType<typeof useBookingSteps>;
  booking?: BookingItem | null;
  /** Whether the booking may still change (not finished, cancelled or refunded); a new booking always may. */
  editable: boolean;
  busy: boolean;
  onClose: (changed: boolean) => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitDisabled?: boolean;
  /** The form's fields, shown on the form step. */
  children: ReactNode;
  /** Replaces Back and the submit button (a series preview's own actions), so the dialog keeps one row of actions. */
  actions?: ReactNode;
}

/** Who made the booking (its channel: staff, the member portal, the API), apart from its origin. */
function ChannelLine({ channel }: { channel: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      Booked through: {labelOf(BOOKING_CHANNEL_LABELS, channel)}
    </Typography>
  );
}

/** The dialog both booking dialogs share: title, the form or the cancel step or the done message, and the actions. */
export function BookingDialogFrame({
  title,
  steps,
  booking,
  editable,
  busy,
  onClose,
  onSubmit,
  submitLabel,
  submitDisabled,
  children,
  actions,
}: BookingDialogFrameProps) {
  const titleId = useId();
  const { step, setStep, doneText, changed, change } = steps;
  useInlineConfirmation(step === 'done');
  const actionable = step === 'form' && booking && editable;
  return (
    <Dialog open onClose={() => onClose(changed)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogForm onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {step === 'done' ? (
            <Alert severity="success" role="status">
              {doneText}
            </Alert>
          ) : step === 'cancel' ? (
            <BookingCancelStep
              busy={busy}
              onBack={() => setStep('form')}
              onCancel={() => change({ action: 'cancel' }, BOOKING_TEXT.cancelled)}
              onRefund={() => change({ action: 'refund' }, BOOKING_TEXT.refunded)}
            />
          ) : (
            <>
              {booking && <ChannelLine channel={booking.channel} />}
              {children}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actionable && !booking.real_start && canCheckIn(booking, { now: new Date() }) && (
            <Button onClick={() => change({ action: 'check_in' })} disabled={busy}>
              Check In
            </Button>
          )}
          {actionable && booking.real_start && !booking.real_end && (
            <Button onClick={() => change({ action: 'check_out' })} disabled={busy}>
              Check Out
            </Button>
          )}
          {actionable && (
            <Button color="error" onClick={() => setStep('cancel')} disabled={busy}>
              Cancel booking…
            </Button>
          )}
          {actions ?? (
            <>
              <Button onClick={() => onClose(changed)}>{step === 'done' ? 'Close' : 'Back'}</Button>
              {step === 'form' && editable && (
                <Button type="submit" variant="contained" disabled={busy || submitDisabled}>
                  {submitLabel}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
