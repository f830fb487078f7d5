import { formatPounds } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import type { DeskPrice } from '../../../components/booking/booking-types';
import { VatNote } from '../../../components/vat-note';
import { PAYMENT_LABELS, PAYMENT_OPTIONS, type DesksCreateValues } from './desks-create-form';

interface DesksCreatePaymentProps {
  control: Control<DesksCreateValues>;
  payment: DesksCreateValues['payment'];
  /** The quote of the first day, once known. */
  price: DeskPrice | undefined;
  days: number;
}

/** How Create Booking is paid, and the quoted price (per day over several days; what prepaid packages leave to pay). */
export function DesksCreatePayment({ control, payment, price, days }: DesksCreatePaymentProps) {
  return (
    <>
      <Controller
        control={control}
        name="payment"
        render={({ field }) => (
          <Stack>
            <FormLabel id="payment-label">Payment</FormLabel>
            <RadioGroup row aria-labelledby="payment-label" value={field.value} onChange={(e) => field.onChange(e.target.value)}>
              {PAYMENT_OPTIONS.map((p) => (
                <FormControlLabel
                  key={p}
                  value={p}
                  control={<Radio />}
                  label={PAYMENT_LABELS[p]}
                  disabled={p === 'pre_paid' && !price?.selected_prepaids.length}
                />
              ))}
            </RadioGroup>
          </Stack>
        )}
      />
      {price && (
        <Typography role="status" aria-label="Booking price">
          {days > 1 ? 'Price per day' : 'Price'} {formatPounds(price.full_price)}
          <VatNote />
          {payment === 'pre_paid' &&
            price.selected_prepaids.length > 0 &&
            ` · prepaid packages ${price.selected_prepaids.map((p) => p.code).join(', ')} leave ${formatPounds(price.pending_after_prepaid)} to pay`}
        </Typography>
      )}
    </>
  );
}
