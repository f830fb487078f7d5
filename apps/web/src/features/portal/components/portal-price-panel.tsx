import { formatPounds } from '@clubspace/contract';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { PortalError } from './portal-error';

export type PayWith = 'invoice' | 'credits' | 'prepaid';
export interface PortalQuoteView {
  price: number;
  pending_after_prepaid: number;
  credits: number;
  available_credits: number;
  free: boolean;
}

interface Props {
  /** What is being booked, in words ("Desk 4 · Wed 01-07-2026"). */
  summary: string;
  quote: PortalQuoteView | undefined;
  quoteError: unknown;
  payWith: PayWith;
  onPayWith: (p: PayWith) => void;
  /** Rooms may be paid with the membership's credits; desks may not. */
  credits?: boolean;
  /** Called with the way to pay this quote allows (the chosen one, else invoice). */
  onBook: (pay: PayWith) => void;
  booking: boolean;
  bookError: unknown;
}

/** The ways to pay this quote allows: by invoice always, credits when they cover it, a prepaid package when it covers some. */
export function payOptions(q: PortalQuoteView | undefined, credits: boolean): PayWith[] {
  if (!q) return ['invoice'];
  const out: PayWith[] = ['invoice'];
  if (credits && q.credits > 0 && q.available_credits >= q.credits) out.push('credits');
  if (q.pending_after_prepaid < q.price) out.push('prepaid');
  return out;
}

const PAY_LABELS = (q: PortalQuoteView): Record<PayWith, string> => ({
  invoice: `On my invoice: ${formatPounds(q.price)}`,
  credits: `With ${q.credits} credits (${q.available_credits} left)`,
  prepaid: `From my prepaid package: ${formatPounds(q.pending_after_prepaid)} left to pay`,
});

/** The live price of the selection (as the server quotes it), how to pay, and Book. */
export function PortalPricePanel({ summary, quote, quoteError, payWith, onPayWith, credits = false, onBook, booking, bookError }: Props) {
  const options = payOptions(quote, credits);
  const pay = options.includes(payWith) ? payWith : 'invoice';
  const ref = useRef<HTMLElement>(null);
  // A desk chosen in the list below brings the price into view (a phone shows one of them at a time).
  // (A block body: Chromium's scrollIntoView answers a promise, which React would take for the effect's cleanup.)
  useEffect(() => {
    void ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [summary]);
  return (
    <Paper ref={ref} variant="outlined" sx={{ p: 2 }} component="section" aria-label="Price and booking">
      <Stack spacing={1.5}>
        <Typography variant="subtitle1" component="h2">
          {summary}
        </Typography>
        {quote ? (
          <Typography variant="h6" component="p" data-testid="portal-quote-price" aria-live="polite">
            Price: {formatPounds(quote.price)}
          </Typography>
        ) : quoteError ? null : (
          <CircularProgress size={24} aria-label="Getting the price" />
        )}
        {quote && !quote.free ? <Typography color="error">This room is not free then: choose another time.</Typography> : null}
        {quote && options.length > 1 ? (
          <RadioGroup aria-label="Pay with" value={pay} onChange={(_e, v) => onPayWith(v as PayWith)}>
            {options.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={PAY_LABELS(quote)[o]} />
            ))}
          </RadioGroup>
        ) : null}
        <PortalError error={quoteError ?? bookError} />
        <Button variant="contained" size="large" onClick={() => onBook(pay)} disabled={!quote || !quote.free || booking}>
          {booking ? 'Booking…' : 'Book'}
        </Button>
      </Stack>
    </Paper>
  );
}
