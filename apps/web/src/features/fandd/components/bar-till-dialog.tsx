import {
  DEBOUNCE,
  FANDD_MESSAGES,
  TILL_PAYERS,
  WALK_IN_MESSAGES,
  WALK_IN_PAYMENT_METHODS,
  formatPence,
  orderCreate,
  orderTotal,
  walkInCharge,
  walkInSale,
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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { LookupPicker } from '../../../components/lookup-picker';
import { MemberPicker } from '../../../components/member-picker';
import { orderProductsQuery, useCreateOrder, useWalkInSale } from '../../../components/order/order-api';
import { TeamPicker } from '../../../components/team-picker';
import { usePricesIncludeVat, VatNote } from '../../../components/vat-note';
import { guestLookupQuery } from '../../../lib/lookups-api';
import { notifySuccess } from '../../../lib/notify';
import { TillBasket, TillGrid, tillAmounts, type TillLine } from './till-grid';

const PAYER_LABELS: Record<TillPayer, string> = { member: 'Member', team: 'Team', guest: 'Guest', walk_in: 'Walk-in' };
const METHOD_LABELS: Record<WalkInPaymentMethod, string> = { cash: 'Cash', card: 'Card' };

/**
 * The bar till (issue 24 §9): tap products, adjust quantities, see the total, choose who pays — a member, a team or a
 * guest (a pending order on their tab) or a walk-in paying now by cash or card (paid on the day's walk-in invoice).
 */
export function BarTillDialog({ open, onClose }: { open: boolean; onClose: (created?: OrderItem) => void }) {
  const titleId = useId();
  const products = useQuery({ ...orderProductsQuery(), enabled: open });
  const createOrder = useCreateOrder();
  const sell = useWalkInSale();
  const inclusive = usePricesIncludeVat();
  const [lines, setLines] = useState<TillLine[]>([]);
  const [payer, setPayer] = useState<TillPayer>('walk_in');
  const [who, setWho] = useState('');
  const [method, setMethod] = useState<WalkInPaymentMethod>('cash');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setLines([]);
    setPayer('walk_in');
    setWho('');
    setMethod('cash');
    setError(null);
  }, [open]);

  const add = (p: ProductItem) =>
    setLines((all) => (all.some((l) => l.product.slug === p.slug) ? all.map((l) => (l.product.slug === p.slug ? { ...l, quantity: l.quantity + 1 } : l)) : [...all, { product: p, quantity: 1 }]));
  const setQuantity = (slug: string, quantity: number) =>
    setLines((all) => (quantity < 1 ? all.filter((l) => l.product.slug !== slug) : all.map((l) => (l.product.slug === slug ? { ...l, quantity } : l))));

  const amounts = tillAmounts(lines);
  const total = orderTotal(amounts);
  // What a walk-in hands over: the total with VAT (the same as the total when prices include it).
  const toPay = walkInCharge(amounts, inclusive ?? true);
  const busy = createOrder.isPending || sell.isPending;

  const submit = async () => {
    const items = lines.map((l) => ({ product: l.product.slug, quantity: l.quantity }));
    const parsed = payer === 'walk_in' ? walkInSale.safeParse({ method, lines: items }) : orderCreate.safeParse({ [payer]: who, lines: items });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? FANDD_MESSAGES.linesRequired);
    setError(null);
    try {
      const created = payer === 'walk_in' ? await sell.mutateAsync(parsed.data as never) : await createOrder.mutateAsync(parsed.data as never);
      notifySuccess(payer === 'walk_in' ? WALK_IN_MESSAGES.saleRecorded : FANDD_MESSAGES.orderCreated);
      onClose(created);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Error');
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="md">
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
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Who pays"
              value={payer}
              onChange={(_e, v: TillPayer | null) => {
                if (!v) return;
                setPayer(v);
                setWho('');
              }}
            >
              {TILL_PAYERS.map((p) => (
                <ToggleButton key={p} value={p}>
                  {PAYER_LABELS[p]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {payer === 'member' && <MemberPicker value={who} onChange={(m) => setWho(m?.slug ?? '')} required />}
            {payer === 'team' && <TeamPicker value={who} onChange={(t) => setWho(t?.slug ?? '')} required />}
            {payer === 'guest' && (
              <LookupPicker label="Guest" name="guest" value={who} delay={DEBOUNCE.autocomplete} query={guestLookupQuery} describe={(g) => g.email} onChange={(g) => setWho(g?.slug ?? '')} required />
            )}
            {payer === 'walk_in' && (
              <ToggleButtonGroup exclusive size="small" aria-label="Paid by" value={method} onChange={(_e, v: WalkInPaymentMethod | null) => v && setMethod(v)}>
                {WALK_IN_PAYMENT_METHODS.map((m) => (
                  <ToggleButton key={m} value={m}>
                    {METHOD_LABELS[m]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
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
