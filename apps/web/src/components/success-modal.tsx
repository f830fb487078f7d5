import { MEMBER_DELAYS } from '@clubspace/contract';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useInlineConfirmation } from '../lib/notify';

export interface SuccessTexts {
  title: string;
  message: string;
}

/** The confirmation a create shows for about 1.5 s (seed 2 §2 Dialogs). */
export function SuccessModal({ texts }: { texts: SuccessTexts | null }) {
  const id = useId();
  useInlineConfirmation(Boolean(texts));
  return (
    <Dialog open={Boolean(texts)} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{texts?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{texts?.message}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
}

/** Shows the modal, then after `delay` ms hides it and runs `then` (close a dialog, go to a page, reload). */
export function useSuccessModal(delay: number = MEMBER_DELAYS.confirmation) {
  const [texts, setTexts] = useState<SuccessTexts | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: SuccessTexts, then?: () => void) => {
      clearTimeout(timer.current);
      setTexts(next);
      timer.current = setTimeout(() => {
        setTexts(null);
        then?.();
      }, delay);
    },
    [delay],
  );
  return { texts, show, modal: <SuccessModal texts={texts} /> };
}
