import {
  FANDD_MESSAGES,
  WALK_IN_MESSAGES,
  formatPence,
  orderTotal,
  walkInCharge,
  type OrderItem,
  type ProductItem,
  type TillPayer,
  type WalkInPaymentMethod,
} from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { orderProductsQuery } from '../../../components/order/order-api';
import { usePricesIncludeVat, VatNote } from '../../../components/vat-note';
import { notifySuccess } from '../../../lib/notify';
import { TillBasket, TillGrid, tillAmounts, type TillLine } from './till-grid';
import { TillPayerFields } from './till-payer-fields';
import { useTillSale } from './till-sale';

/** The till's basket: tap a product to add one, set a quantity (below 1 removes the line). */
function useTillBasket(open: boolean) {
  const [lines, setLines] = useState<TillLine[]>([]);
  useEffect(() => {
    if (open) setLines([]);
  }, [open]);
  const add = (p: ProductItem) =>
    setLines((all) =>
      all.some((l) => l.product.slug === p.slug)
        ? all.map((l) => (l.product.slug === p.slug ? { ...l, quantity: l.quantity + 1 } : l))
        : [...all, { product: p, quantity: 1 }],
    );
  const setQuantity = (slug: string, quantity: number) =>
    setLines((all) =>
      quantity < 1 ? all.filter((l) => l.product.slug !== slug) : all.map((l) => (l.product.slug === slug ? { ...l, quantity } : l)),
    );
  return { lines, add, setQuantity };
}

/**
 * The bar till (issue 24 §9): tap products, adjust quantities, see the total, choose who pays — a member, a team or a
 * guest (a pending order on their tab) or a walk-in paying now by cash or card (paid on the day's walk-in invoice).
 * An inactive member asks 'Sell anyway?' as the order dialog does.
 */
export function BarTillDialog({ open, onClose }: { open: boolean; onClose: (created?: OrderItem) => void }) {
  const titleId = useId();
  const products = useQuery({ ...orderProductsQuery(), enabled: open });
  const { send, busy, overrideDialog } = useTillSale();
  const inclusive = usePricesIncludeVat();
  const { lines, add, setQuantity } = useTillBasket(open);
  const [payer, setPayer] = useState<TillPayer>('walk_in');
  const [who, setWho] = useState('');
  const [method, setMethod] = useState<WalkInPaymentMethod>('cash');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setPayer('walk_in');
    setWho('');
    setMethod('cash');
    setError(null);
  }, [open]);

  const amounts = tillAmounts(lines);
  const total = orderTotal(amounts);
  // What a walk-in hands over: the total with VAT (the same as the total when prices include it).
  const toPay = walkInCharge(amounts, inclusive ?? true);

  const submit = async () => {
    const sale = send({ lines, payer, who, method });
    if (typeof sale === 'string') return setError(sale);
    setError(null);
    try {
      const created = await sale;
      notifySuccess(payer === 'walk_in' ? WALK_IN_MESSAGES.saleRecorded : FANDD_MESSAGES.orderCreated);
      onClose(created);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Error');
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="md">
      {overrideDialog}
      <DialogTitle id={titleId}>Bar till</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
          <Stack sx={{ flex: 3, minWidth: 0 }}>
            <TillGrid products={(products.data ?? []).filter((p) => p.available)} lines={lines} onAdd={add} />
          </Stack>
          <Stack spacing={2} sx={{ flex: 2, minWidth: 260 }}>
            <TillBasket lines={lines} onQuantity={setQuantity} />
            <Stack direction="row" sx={{ alignItems: 'baseline' }}>
              <Typography variant="h6" aria-live="polite" data-testid="till-total">
                Total: {formatPence(total)}
              </Typography>
              <VatNote />
            </Stack>
            <TillPayerFields
              payer={payer}
              who={who}
              method={method}
              onPayer={(p) => {
                setPayer(p);
                setWho('');
              }}
              onWho={setWho}
              onMethod={setMethod}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Close till</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy || lines.length === 0 || (payer !== 'walk_in' && !who)}>
          {payer === 'walk_in' ? `Charge ${formatPence(toPay)}` : 'Create order'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
