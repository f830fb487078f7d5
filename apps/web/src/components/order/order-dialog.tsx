import { FANDD_MESSAGES, formatPence, orderCreate, orderLineTotal, orderTotal, toPence, type OrderItem, type ProductItem } from '@clubspace/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { notifySuccess } from '../../lib/notify';
import { IconAction } from '../icon-action';
import { VatNote } from '../vat-note';
import { overriding, useRuleOverride } from '../booking/rule-override';
import { orderProductsQuery, useCreateOrder } from './order-api';

interface Line {
  product: ProductItem;
  quantity: string;
  discount: string;
}

export interface OrderDialogProps {
  open: boolean;
  member: { slug: string; name: string };
  /** The member's bookings the order may be served at (code and resource name). */
  bookings?: { code: string; label: string }[];
  onClose: (created?: OrderItem) => void;
}

const pence = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? toPence(n) : 0;
};
const whole = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** A new order for a member: pick products, set quantities and discounts, see the total as it changes. */
export function OrderDialog({ open, member, bookings = [], onClose }: OrderDialogProps) {
  const titleId = useId();
  const products = useQuery({ ...orderProductsQuery(), enabled: open });
  const create = useCreateOrder();
  const { withOverride, dialog: overrideDialog } = useRuleOverride();
  const [lines, setLines] = useState<Line[]>([]);
  const [booking, setBooking] = useState('');
  const [comments, setComments] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setLines([]);
    setBooking('');
    setComments('');
    setError(null);
  }, [open]);

  const orderable = (products.data ?? []).filter((p) => p.available && !lines.some((l) => l.product.slug === p.slug));
  const amounts = lines.map((l) => ({ pricePence: toPence(l.product.price), quantity: whole(l.quantity), discountPence: pence(l.discount) }));
  const total = orderTotal(amounts);
  const update = (i: number, patch: Partial<Line>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const submit = async () => {
    const body = {
      member: member.slug,
      booking: booking || undefined,
      comments: comments || undefined,
      lines: lines.map((l) => ({ product: l.product.slug, quantity: l.quantity, discount: l.discount })),
    };
    const parsed = orderCreate.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FANDD_MESSAGES.linesRequired);
      return;
    }
    for (const [i, l] of lines.entries()) {
      if (whole(l.quantity) > l.product.quantity) return setError(FANDD_MESSAGES.overStock(l.product.name, l.product.quantity));
      if (amounts[i].discountPence > amounts[i].pricePence * amounts[i].quantity) return setError(FANDD_MESSAGES.discountTooHigh);
    }
    setError(null);
    try {
      // An inactive member asks first (issue 24), in the booking rules' 'Book anyway' dialog.
      const { override_rules: _default, ...payload } = parsed.data;
      const created = await withOverride((o) => create.mutateAsync(overriding(payload, o) as never));
      notifySuccess(FANDD_MESSAGES.orderCreated);
      onClose(created);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Error');
    }
  };

  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="md">
      {overrideDialog}
      <DialogTitle id={titleId}>Add Order · {member.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={orderable}
            loading={products.isFetching}
            value={null}
            blurOnSelect
            getOptionLabel={(p) => `${p.name} · ${formatPence(toPence(p.price))} · ${p.quantity} in stock`}
            onChange={(_e, p) => p && setLines((all) => [...all, { product: p, quantity: '1', discount: '0' }])}
            renderInput={(params) => <TextField {...params} label="Add product" />}
          />
          {lines.length === 0 && <Typography color="text.secondary">{FANDD_MESSAGES.linesRequired}</Typography>}
          {lines.map((l, i) => (
            <Stack key={l.product.slug} direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label={`Line ${l.product.name}`} role="group">
              <Typography sx={{ flex: 1 }}>{l.product.name}</Typography>
              <TextField
                size="small"
                type="number"
                label="Quantity"
                value={l.quantity}
                onChange={(e) => update(i, { quantity: e.target.value })}
                slotProps={{ htmlInput: { min: 1, max: l.product.quantity, step: 1 } }}
                sx={{ width: 110 }}
              />
              <TextField
                size="small"
                type="number"
                label="Discount (£)"
                value={l.discount}
                onChange={(e) => update(i, { discount: e.target.value })}
                slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                sx={{ width: 130 }}
              />
              <Typography sx={{ width: 90, textAlign: 'right' }}>{formatPence(orderLineTotal(amounts[i]))}</Typography>
              <IconAction
                title="Remove line"
                label={`Remove ${l.product.name}`}
                size="medium"
                onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                icon={<DeleteIcon fontSize="small" />}
              />
            </Stack>
          ))}
          {bookings.length > 0 && (
            <TextField select label="Booking" value={booking} onChange={(e) => setBooking(e.target.value)}>
              <MenuItem value="">No booking</MenuItem>
              {bookings.map((b) => (
                <MenuItem key={b.code} value={b.code}>
                  {b.label}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField label="Comments" value={comments} onChange={(e) => setComments(e.target.value)} multiline minRows={2} />
          <Stack direction="row" sx={{ alignItems: 'baseline' }}>
            <Typography variant="h6" aria-live="polite" data-testid="order-total">
              Total: {formatPence(total)}
            </Typography>
            <VatNote />
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={create.isPending || lines.length === 0}>
          Create Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
