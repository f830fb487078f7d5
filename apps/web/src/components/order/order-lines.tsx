import { FANDD_MESSAGES, formatPence, orderCreate, orderLineTotal, toPence, type ProductItem } from '@clubspace/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconAction } from '../icon-action';

/** One line of the order dialog, as typed. */
export interface OrderLine {
  product: ProductItem;
  quantity: string;
  discount: string;
}

const pence = (text: string) => {
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? toPence(n) : 0;
};
const whole = (text: string) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** The lines' amounts in pence, for the totals. */
export const lineAmounts = (lines: readonly OrderLine[]) =>
  lines.map((l) => ({ pricePence: toPence(l.product.price), quantity: whole(l.quantity), discountPence: pence(l.discount) }));

/**
 * The order as sent (without override_rules: the confirmation adds it), or the first message that stops it before
 * any call: the contract's, more than the stock, or a discount above its line.
 */
export function orderBody(member: string, booking: string, comments: string, lines: readonly OrderLine[]) {
  const parsed = orderCreate.safeParse({
    member,
    booking: booking || undefined,
    comments: comments || undefined,
    lines: lines.map((l) => ({ product: l.product.slug, quantity: l.quantity, discount: l.discount })),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? FANDD_MESSAGES.linesRequired };
  const amounts = lineAmounts(lines);
  for (const [i, l] of lines.entries()) {
    if (whole(l.quantity) > l.product.quantity) return { error: FANDD_MESSAGES.overStock(l.product.name, l.product.quantity) };
    if (amounts[i].discountPence > amounts[i].pricePence * amounts[i].quantity) return { error: FANDD_MESSAGES.discountTooHigh };
  }
  const { override_rules: _default, ...body } = parsed.data;
  return { body };
}

/** One product of the order: quantity, discount in pounds, the line total and a remove button. */
export function OrderLineRow({ line, onChange, onRemove }: { line: OrderLine; onChange: (patch: Partial<OrderLine>) => void; onRemove: () => void }) {
  const [amount] = lineAmounts([line]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label={`Line ${line.product.name}`} role="group">
      <Typography sx={{ flex: 1 }}>{line.product.name}</Typography>
      <TextField
        size="small"
        type="number"
        label="Quantity"
        value={line.quantity}
        onChange={(e) => onChange({ quantity: e.target.value })}
        slotProps={{ htmlInput: { min: 1, max: line.product.quantity, step: 1 } }}
        sx={{ width: 110 }}
      />
      <TextField
        size="small"
        type="number"
        label="Discount (£)"
        value={line.discount}
        onChange={(e) => onChange({ discount: e.target.value })}
        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        sx={{ width: 130 }}
      />
      <Typography sx={{ width: 90, textAlign: 'right' }}>{formatPence(orderLineTotal(amount))}</Typography>
      <IconAction title="Remove line" label={`Remove ${line.product.name}`} size="medium" onClick={onRemove} icon={<DeleteIcon fontSize="small" />} />
    </Stack>
  );
}
