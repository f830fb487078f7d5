import type { InvoiceDetail } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { invoiceOnlineQuery } from '../../api/online-payments-api';
import { OnlinePaymentsSection } from './online-payments-section';
import { PaymentLinkDialog } from './payment-link-dialog';
import { RefundToCardDialog } from './refund-to-card-dialog';

/**
 * The Payments card's online part (issue 27): its buttons (Payment link on an issued invoice with something due when
 * Stripe is connected; Refund to the card on a credit note with something refundable), its section and its dialogs.
 */
export function useOnlinePayments(invoice: InvoiceDetail, canRecord: boolean) {
  const online = useQuery(invoiceOnlineQuery(invoice.slug)).data;
  const [linking, setLinking] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const isCreditNote = invoice.kind === 'credit_note';
  const buttons = (
    <>
      {!isCreditNote && canRecord && online?.connected && (
        <Button variant="outlined" onClick={() => setLinking(true)}>
          Payment link
        </Button>
      )}
      {isCreditNote && (online?.refundable ?? 0) > 0 && (
        <Button variant="contained" onClick={() => setRefunding(true)}>
          Refund to the card
        </Button>
      )}
    </>
  );
  const section = online ? <OnlinePaymentsSection invoice={invoice} online={online} /> : null;
  const dialogs = (
    <>
      <PaymentLinkDialog open={linking} invoice={invoice.slug} onClose={() => setLinking(false)} />
      {online && <RefundToCardDialog open={refunding} creditNote={invoice.slug} refundable={online.refundable} onClose={() => setRefunding(false)} />}
    </>
  );
  return { buttons, section, dialogs };
}
