import { coerceWholeNonNegative } from '@clubspace/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useCataloguePriceLabel } from '../../../components/vat-note';

const PERIODS = [
  ['hour', 'Hour'],
  ['day', 'Day'],
  ['month', 'Month'],
] as const;

/**
 * Room for "100000.00" plus the number spinner (issue 24 §10: 220 showed as "22C"); credits need less. The input's
 * own minimum width, so the table grows (the form gives each grid the full row) rather than clipping the value.
 */
export const PRICE_CELL_MIN_WIDTH = { money: 'calc(9ch + 32px)', credits: 'calc(5ch + 32px)' } as const;

function GridCell<T extends FieldValues>({
  control,
  name,
  label,
  kind,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  kind: keyof typeof PRICE_CELL_MIN_WIDTH;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      size="small"
      type="number"
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(coerceWholeNonNegative(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': label, style: { minWidth: PRICE_CELL_MIN_WIDTH[kind] } } }}
    />
  );
}

/**
 * One price grid (members or non-members): hour, day and month, each in money (whole pounds) and credits.
 * `prefix` is '' for members and 'no_member_' for non-members, so names follow the seeds: price_day,
 * price_credits_day, no_member_price_day, no_member_price_credits_day, …
 */
export function PriceGrid<T extends FieldValues>({
  control,
  title,
  who,
  prefix,
}: {
  control: Control<T>;
  title: string;
  who: string;
  prefix: '' | 'no_member_';
}) {
  // The cells keep their names ('Member price per day (£)'); the row says whether the prices include VAT.
  const moneyLabel = useCataloguePriceLabel('Money');
  return (
    <section aria-label={title}>
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell />
            {PERIODS.map(([, label]) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell component="th" scope="row">
              {moneyLabel}
            </TableCell>
            {PERIODS.map(([period, label]) => (
              <TableCell key={period}>
                <GridCell
                  control={control}
                  name={`${prefix}price_${period}` as FieldPath<T>}
                  label={`${who} price per ${label.toLowerCase()} (£)`}
                  kind="money"
                />
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Credits
            </TableCell>
            {PERIODS.map(([period, label]) => (
              <TableCell key={period}>
                <GridCell
                  control={control}
                  name={`${prefix}price_credits_${period}` as FieldPath<T>}
                  label={`${who} credits per ${label.toLowerCase()}`}
                  kind="credits"
                />
              </TableCell>
            ))}
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}
