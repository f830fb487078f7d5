import { priceVatLabel } from '@clubspace/contract';
import Box from '@mui/material/Box';
import { useSession } from '../lib/session';
import { Money } from './money';

/** Whether the operator's catalogue prices include VAT (issue 23), from the session; undefined while it loads. */
export function usePricesIncludeVat(): boolean | undefined {
  return useSession().data?.active_client?.prices_include_vat;
}

/** "incl. VAT" or "+ VAT" for text (a field's label, a sentence); '' while the session loads. */
export function useVatLabel(): string {
  const inclusive = usePricesIncludeVat();
  return inclusive === undefined ? '' : priceVatLabel(inclusive);
}

/** A catalogue price field's label with the setting: 'Product Price (£, incl. VAT)'. */
export function useCataloguePriceLabel(label: string, unit = '£'): string {
  const vat = useVatLabel();
  return `${label} (${[unit, vat].filter(Boolean).join(', ')})`;
}

/** The small "incl. VAT" / "+ VAT" note after a catalogue price, so nobody reads a net price as what is paid. */
export function VatNote() {
  const vat = useVatLabel();
  if (!vat) return null;
  return (
    <Box component="span" sx={{ ml: 0.5, color: 'text.secondary', fontSize: '0.85em', whiteSpace: 'nowrap' }}>
      {vat}
    </Box>
  );
}

/** A catalogue price with its VAT note: "£9.60 incl. VAT". */
export function CataloguePrice({ value }: { value: number | string | null | undefined }) {
  return (
    <>
      <Money value={value} />
      <VatNote />
    </>
  );
}
