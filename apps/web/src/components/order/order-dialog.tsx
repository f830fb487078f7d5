import { FANDD_MESSAGES, formatPence, orderTotal, toPence, type OrderItem } from '@clubspace/contract';
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
import { VatNote } from '../vat-note';
import { overriding } from '../booking/rule-override';
import { orderProductsQuery, useCreateOrder } from './order-api';
import { lineAmounts, orderBody, OrderLineRow, type OrderLine } from './order-lines';
import { useSaleOverride } from './sale-override';

export interface OrderDialogProps {
  open: boolean;
  member: { slug: string; name: string };
  /** The member's bookings the order may be served at (code and resource name). */
  bookings?: { code: string; label: string }[];
  onClose: (created?: OrderItem) => void;
}

/** The booking the order is served at (when the member has any) and the comments. */
function OrderExtras({
  bookings,
  booking,
  onBooking,
  comments,
  onComments,
}: {
  bookings: { code: string; label: string }[];
  booking: string;
  onBooking: (code: string) => void;
  comments: string;
  onComments: (text: string) => void;
}) {
  return (
    <>
      {bookings.length > 0 && (
        <TextField select label="Booking" value={booking} onChange={(e) => onBooking(e.target.value)}>
          <MenuItem value="">No booking</MenuItem>
          {bookings.map((b) => (
            <MenuItem key={b.code} value={b.code}>
              {b.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField label="Comments" value={comments} onChange={(e) => onComments(e.target.value)} multiline minRows={2} />
    </>
  );
}

/** A new order for a member: pick products, set quantities and discounts, see the total as it changes. */
export function OrderDialog({ open, member, bookings = [], onClose }: OrderDialogProps) {
  const titleId = useId();
  const products = useQuery({ ...orderProductsQuery(), enabled: open });
  const create = useCreateOrder();
  const { withOverride, dialog: overrideDialog } = useSaleOverride();
  const [lines, setLines] = useState<OrderLine[]>([]);
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
  const total = orderTotal(lineAmounts(lines));
  const update = (i: number, patch: Partial<OrderLine>) => setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const submit = async () => {
    const checked = orderBody(member.slug, booking, comments, lines);
    if (!checked.body) return setError(checked.error);
    setError(null);
    try {
      // An inactive member asks first (issue 24): 'Sell anyway?' sends the order again with override_rules.
      const created = await withOverride((o) => create.mutateAsync(overriding(checked.body, o)));
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
            <OrderLineRow
              key={l.product.slug}
              line={l}
              onChange={(patch) => update(i, patch)}
              onRemove={() => setLines((all) => all.filter((_, j) => j !== i))}
            />
          ))}
          <OrderExtras bookings={bookings} booking={booking} onBooking={setBooking} comments={comments} onComments={setComments} />
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
