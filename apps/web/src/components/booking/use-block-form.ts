import type { ClashItem } from '@clubspace/contract';
import { useEffect, useState } from 'react';
import { zonedParts } from './booking-time';

const toLocal = (d: Date | null, tz: string) => {
  if (!d) return '';
  const p = zonedParts(d, tz);
  return `${p.day}T${p.time}`;
};

/** The block dialog's fields and messages, reset to the picked window each time the dialog opens. */
export function useBlockForm(open: boolean, start: Date | null, end: Date | null, timeZone: string) {
  const [reason, setReason] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [clashes, setClashes] = useState<ClashItem[] | null>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setFrom(toLocal(start, timeZone));
    setTo(toLocal(end, timeZone));
    setErrors({});
    setFailure('');
    setClashes(null);
  }, [open, start, end, timeZone]);

  return { reason, setReason, from, setFrom, to, setTo, errors, setErrors, failure, setFailure, clashes, setClashes };
}
