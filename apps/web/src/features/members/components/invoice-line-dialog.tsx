import {
  DEFAULT_VAT,
  INVOICE_MESSAGES,
  LINE_PAYMENT_TYPES,
  LINE_PAYMENT_TYPE_LABELS,
  LINE_STATUSES,
  LINE_STATUS_LABELS,
  editedLine,
  formatPence,
  invoiceLineCreate,
  isoDayInZone,
  lineTotals,
  toPence,
  type InvoiceLineCreate,
  type InvoiceLineItem,
} from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveLine } from '../api/invoices-api';
import { DateField } from '../../../components/date-field';
import { fullName } from './labels';
import { MemberPicker } from '../../../components/member-picker';

/** The line form's values; numbers stay text until the contract's schema reads them. */
export interface LineFormValues {
  invoice: string;
  name: string;
  member: string;
  payment_type: string;
  date: string;
  units: string;
  unit_price: string;
  vat: string;
  status: string;
  payment_reference: string;
}

const defaults = (invoice: string, line?: InvoiceLineItem): LineFormValues => ({
  invoice,
  name: line?.name ?? '',
  member: line?.member?.slug ?? '',
  payment_type: line?.payment_type ?? '',
  date: line?.date ?? isoDayInZone(new Date()),
  units: line ? String(line.units) : '1',
  unit_price: line ? line.unit_price.toFixed(2) : '',
  vat: line ? String(line.vat) : String(DEFAULT_VAT),
  status: line?.status ?? 'new',
  payment_reference: line?.payment_reference ?? '',
});

/** The edited line's amounts as stored: a line generated from a VAT-inclusive price keeps its gross (money.ts editedLine). */
const amountsOf = (line: InvoiceLineItem | undefined) =>
  line
    ? {
        unitPricePence: toPence(line.unit_price),
        units: line.units,
        vatPercent: line.vat,
        priceIncludesVat: line.price_includes_vat,
        unitGrossPence: toPence(line.unit_gross_price),
      }
    : null;

/**
 * Line amounts from the form's text, computed with the contract's helpers as the server will (VAT rounded half-up on
 * the line; an unchanged VAT-inclusive line keeps its gross); null when incomplete.
 */
export function previewLine(values: Pick<LineFormValues, 'units' | 'unit_price' | 'vat'>, line?: InvoiceLineItem) {
  const units = Number(values.units);
  const price = Number(values.unit_price);
  const vat = Number(values.vat);
  if (values.units === '' || values.unit_price === '' || values.vat === '' || ![units, price, vat].every(Number.isFinite)) return null;
  return lineTotals(editedLine(amountsOf(line), { unitPricePence: toPence(price), units, vatPercent: vat }));
}

function GrossPreview({ control, line }: { control: Control<LineFormValues>; line?: InvoiceLineItem }) {
  const [units, unitPrice, vat] = useWatch({ control, name: ['units', 'unit_price', 'vat'] });
  const totals = previewLine({ units, unit_price: unitPrice, vat }, line);
  return (
    <Stack direction="row" spacing={3} aria-label="Line totals" role="group">
      <Typography variant="body2">Unit gross: {totals ? formatPence(totals.unitGross) : '—'}</Typography>
      <Typography variant="body2">Line net: {totals ? formatPence(totals.net) : '—'}</Typography>
      <Typography variant="body2">Line gross: {totals ? formatPence(totals.gross) : '—'}</Typography>
    </Stack>
  );
}

interface InvoiceLineDialogProps {
  open: boolean;
  invoice: string;
  /** The invoice's team: the member picker offers its members. */
  team?: string;
  line?: InvoiceLineItem;
  onClose: () => void;
}

/** Add or update an invoice line; the server recomputes the amounts, the preview uses the same helpers. */
export function InvoiceLineDialog({ open, invoice, team, line, onClose }: InvoiceLineDialogProps) {
  const save = useSaveLine();
  const onSubmit = async (values: LineFormValues) => {
    try {
      await save.mutateAsync({ slug: line?.slug, body: { ...values, member: values.member || null } as InvoiceLineCreate });
    } catch (err) {
      notifyError(INVOICE_MESSAGES.lineError);
      throw err;
    }
    notifySuccess(INVOICE_MESSAGES.lineSaved);
  };
  return (
    <FormDialog<LineFormValues>
      open={open}
      title={line ? 'Update line' : 'Add line'}
      defaultValues={defaults(invoice, line)}
      resolver={zodResolver(invoiceLineCreate) as unknown as Resolver<LineFormValues>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <Controller
            control={control}
            name="member"
            render={({ field, fieldState }) => (
              <MemberPicker
                team={team}
                value={field.value}
                selectedLabel={fullName(line?.member?.user)}
                onChange={(m) => field.onChange(m?.slug ?? '')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <FormTextField control={control} name="payment_type" label="Payment type" select required>
            {LINE_PAYMENT_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {LINE_PAYMENT_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </FormTextField>
          <DateField control={control} name="date" label="Date" required />
          <Stack direction="row" spacing={2}>
            <FormTextField control={control} name="units" label="Units" type="number" required slotProps={{ htmlInput: { min: 1, step: 1 } }} />
            <FormTextField
              control={control}
              name="unit_price"
              label="Unit Price (£)"
              type="number"
              required
              slotProps={{ htmlInput: { step: 0.01 } }}
            />
            <FormTextField
              control={control}
              name="vat"
              label="Vat (%)"
              type="number"
              required
              slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
            />
          </Stack>
          <GrossPreview control={control} line={line} />
          <FormTextField control={control} name="status" label="Status" select required>
            {LINE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {LINE_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="payment_reference" label="Payment Reference" />
        </>
      )}
    </FormDialog>
  );
}
