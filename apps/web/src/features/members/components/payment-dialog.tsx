import { PAYMENT_MESSAGES, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, isoDayInZone, paymentCreate, type PaymentCreate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import type { Resolver } from 'react-hook-form';
import { DateField } from '../../../components/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRecordPayment } from '../api/invoice-payments-api';

/** The payment form's values; the amount stays text until the contract's schema reads it. */
export interface PaymentFormValues {
  amount: string;
  date: string;
  method: string;
  reference: string;
}

interface PaymentDialogProps {
  open: boolean;
  invoice: string;
  /** Pounds still due: the amount starts there. */
  due: number;
  onClose: () => void;
}

/** "Record payment": amount (prefilled with what is due), date (today), method, reference. */
export function PaymentDialog({ open, invoice, due, onClose }: PaymentDialogProps) {
  const record = useRecordPayment(invoice);
  const onSubmit = async (values: PaymentFormValues) => {
    try {
      await record.mutateAsync(values as unknown as PaymentCreate);
    } catch (err) {
      notifyError(PAYMENT_MESSAGES.saveError);
      throw err;
    }
    notifySuccess(PAYMENT_MESSAGES.recorded);
  };
  return (
    <FormDialog<PaymentFormValues>
      open={open}
      title="Record payment"
      submitLabel="Record payment"
      defaultValues={{ amount: Math.max(due, 0).toFixed(2), date: isoDayInZone(new Date()), method: 'bank_transfer', reference: '' }}
      resolver={zodResolver(paymentCreate, undefined, { raw: true }) as unknown as Resolver<PaymentFormValues>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField
            control={control}
            name="amount"
            label="Amount (£)"
            type="number"
            required
            autoFocus
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
          />
          <DateField control={control} name="date" label="Date" required />
          <FormTextField control={control} name="method" label="Method" select required>
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="reference" label="Reference" />
        </>
      )}
    </FormDialog>
  );
}
