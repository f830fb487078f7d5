import { CREDIT_NOTE_MESSAGES, formatPence, toPence, type CreditNoteCreate, type InvoiceLineItem } from '@clubspace/contract';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useIssueCreditNote } from '../api/invoice-payments-api';

interface CreditLineValue {
  slug: string;
  name: string;
  chosen: boolean;
  /** Gross pounds to credit, as text. */
  amount: string;
  left: number;
}
export interface CreditNoteFormValues {
  reason: string;
  lines: CreditLineValue[];
}

/** The credit note's total (gross) from the chosen lines' amounts. */
export function creditTotalPence(lines: Pick<CreditLineValue, 'chosen' | 'amount'>[]) {
  return lines.reduce((sum, l) => {
    const n = Number(l.amount);
    return l.chosen && l.amount !== '' && Number.isFinite(n) ? sum + toPence(n) : sum;
  }, 0);
}

function CreditTotal({ control }: { control: Control<CreditNoteFormValues> }) {
  const lines = useWatch({ control, name: 'lines' });
  return (
    <Typography variant="subtitle1" aria-label="Credit note total">
      Total to credit: {formatPence(creditTotalPence(lines ?? []))}
    </Typography>
  );
}

/** One creditable line: its check box, what is left of it, and the amount to credit. */
function CreditLineField({
  control,
  line: l,
  index: i,
  left,
}: {
  control: Control<CreditNoteFormValues>;
  line: InvoiceLineItem;
  index: number;
  left: number;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Controller
        control={control}
        name={`lines.${i}.chosen`}
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Credit ${l.name}` } }}
          />
        )}
      />
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {l.name}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          (up to {formatPence(toPence(left))})
        </Typography>
      </Typography>
      <FormTextField
        control={control}
        name={`lines.${i}.amount`}
        label={`Amount for ${l.name} (£)`}
        type="number"
        size="small"
        sx={{ maxWidth: 180 }}
        slotProps={{ htmlInput: { min: 0.01, max: left, step: 0.01 } }}
      />
    </Stack>
  );
}

/** The form's error when no line is chosen. */
function LinesRequired({ control }: { control: Control<CreditNoteFormValues> }) {
  return (
    <Controller
      control={control}
      name="lines"
      rules={{ validate: (v: CreditLineValue[]) => (v.some((l) => l.chosen) ? true : CREDIT_NOTE_MESSAGES.linesRequired) }}
      render={({ fieldState }) =>
        fieldState.error ? (
          <Typography color="error" variant="body2" role="alert">
            {fieldState.error.message}
          </Typography>
        ) : (
          <></>
        )
      }
    />
  );
}

interface CreditNoteDialogProps {
  open: boolean;
  invoice: string;
  lines: InvoiceLineItem[];
  /** Gross pounds each line may still be credited, by slug. */
  creditable: Record<string, number>;
  onClose: () => void;
}

/** "Credit note": choose lines and the gross amount of each to credit (prefilled with what is left), and a reason. */
export function CreditNoteDialog({ open, invoice, lines, creditable, onClose }: CreditNoteDialogProps) {
  const issue = useIssueCreditNote(invoice);
  const rows = lines.filter((l) => (creditable[l.slug] ?? 0) > 0);
  const onSubmit = async (values: CreditNoteFormValues) => {
    const chosen = values.lines.filter((l) => l.chosen);
    const body: CreditNoteCreate = { reason: values.reason, lines: chosen.map((l) => ({ line: l.slug, amount: l.amount })) };
    try {
      const note = await issue.mutateAsync(body);
      notifySuccess(`${CREDIT_NOTE_MESSAGES.issued}: ${note.name}`);
    } catch (err) {
      notifyError(CREDIT_NOTE_MESSAGES.saveError);
      throw err;
    }
  };
  return (
    <FormDialog<CreditNoteFormValues>
      open={open}
      title="Credit note"
      submitLabel="Issue credit note"
      defaultValues={{
        reason: '',
        lines: rows.map((l) => ({
          slug: l.slug,
          name: l.name,
          chosen: false,
          amount: (creditable[l.slug] ?? 0).toFixed(2),
          left: creditable[l.slug] ?? 0,
        })),
      }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          {rows.map((l, i) => (
            <CreditLineField key={l.slug} control={control} line={l} index={i} left={creditable[l.slug] ?? 0} />
          ))}
          <CreditTotal control={control} />
          <FormTextField control={control} name="reason" label="Reason" required />
          <LinesRequired control={control} />
        </>
      )}
    </FormDialog>
  );
}
