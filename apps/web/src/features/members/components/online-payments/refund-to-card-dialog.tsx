import { refundToCardBody, type RefundToCardBody } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import type { Resolver } from 'react-hook-form';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useRefundToCard } from '../../api/online-payments-api';

interface RefundFormValues {
  amount: string;
}

/** "Refund to the card": a Stripe refund of the credit note (prefilled with all that may be refunded to the card). */
export function RefundToCardDialog({
  open,
  creditNote,
  refundable,
  onClose,
}: {
  open: boolean;
  creditNote: string;
  refundable: number;
  onClose: () => void;
}) {
  const refund = useRefundToCard(creditNote);
  const onSubmit = async (values: RefundFormValues) => {
    let detail: string;
    try {
      detail = (await refund.mutateAsync(values as unknown as RefundToCardBody)).detail;
    } catch (err) {
      notifyError(err);
      throw err;
    }
    notifySuccess(detail);
  };
  return (
    <FormDialog<RefundFormValues>
      open={open}
      title="Refund to the card"
      submitLabel="Refund to the card"
      defaultValues={{ amount: refundable.toFixed(2) }}
      resolver={zodResolver(refundToCardBody, undefined, { raw: true }) as unknown as Resolver<RefundFormValues>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <Typography variant="body2" color="text.secondary">
            Stripe sends the money back to the card or account the invoice was paid with. The refund shows as pending until Stripe confirms it.
          </Typography>
          <FormTextField
            control={control}
            name="amount"
            label="Amount (£)"
            type="number"
            required
            autoFocus
            slotProps={{ htmlInput: { min: 0.01, step: 0.01 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
