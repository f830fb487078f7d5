import { formatPence, orderLineTotal, toPence, type ProductItem } from '@clubspace/contract';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One product in the till's basket. */
export interface TillLine {
  product: ProductItem;
  quantity: number;
}

export const tillAmounts = (lines: readonly TillLine[]) =>
  lines.map((l) => ({ pricePence: toPence(l.product.price), quantity: l.quantity, discountPence: 0, vatPercent: l.product.vat }));

/** Tap a product to add one (its tile reads "Flat White £3.20 9 left"); a product without stock left (counting the basket) is not offered. */
export function TillGrid({ products, lines, onAdd }: { products: ProductItem[]; lines: TillLine[]; onAdd: (p: ProductItem) => void }) {
  const inBasket = (p: ProductItem) => lines.find((l) => l.product.slug === p.slug)?.quantity ?? 0;
  return (
    <Box role="list" aria-label="Products" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1 }}>
      {products.map((p) => {
        const left = p.quantity - inBasket(p);
        const disabled = !p.available || left <= 0;
        return (
          <Box key={p.slug} role="listitem" sx={{ display: 'flex' }}>
            {/* Named by what it shows (name, price, stock), so the spoken name matches the visible one (axe). */}
            <ButtonBase
              disabled={disabled}
              onClick={() => onAdd(p)}
              sx={{
                flex: 1,
                display: 'block',
                textAlign: 'left',
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                opacity: disabled ? 0.5 : 1,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
              <Typography variant="body2">{formatPence(toPence(p.price))}</Typography>
              <Typography variant="caption" color="text.secondary">
                {left} left
              </Typography>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}

/** The basket: − / + per product (− at 1 removes it), each line's total. */
export function TillBasket({ lines, onQuantity }: { lines: TillLine[]; onQuantity: (slug: string, quantity: number) => void }) {
  if (!lines.length) return <Typography color="text.secondary">Tap a product to add it</Typography>;
  return (
    <Stack spacing={0.5} role="list" aria-label="Basket">
      {lines.map((l) => (
        <Stack key={l.product.slug} direction="row" role="listitem" aria-label={l.product.name} spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ flex: 1 }}>{l.product.name}</Typography>
          <IconButton size="small" aria-label={`One less ${l.product.name}`} onClick={() => onQuantity(l.product.slug, l.quantity - 1)}>
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography data-testid={`till-quantity-${l.product.slug}`} sx={{ minWidth: 24, textAlign: 'center' }}>
            {l.quantity}
          </Typography>
          <IconButton
            size="small"
            aria-label={`One more ${l.product.name}`}
            disabled={l.quantity >= l.product.quantity}
            onClick={() => onQuantity(l.product.slug, l.quantity + 1)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
          <Typography sx={{ minWidth: 80, textAlign: 'right' }}>
            {formatPence(orderLineTotal({ pricePence: toPence(l.product.price), quantity: l.quantity, discountPence: 0 }))}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
