import { DISPLAY_DATE } from '@clubspace/contract';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parseISO } from 'date-fns';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

const toDate = (iso: string) => (iso ? parseISO(iso) : null);
const toIso = (d: Date | null) => (d && isValid(d) ? format(d, 'yyyy-MM-dd') : '');

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  minDate?: string;
  required?: boolean;
}

/** A date picker bound to a yyyy-MM-dd form field; it shows and accepts dd-MM-yyyy. */
export function DateField<T extends FieldValues>({ control, name, label, minDate, required }: DateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          format={DISPLAY_DATE}
          value={toDate(field.value as string)}
          minDate={minDate ? (toDate(minDate) ?? undefined) : undefined}
          onChange={(d) => field.onChange(toIso(d))}
          inputRef={field.ref}
          slotProps={{
            textField: {
              name: field.name,
              required,
              fullWidth: true,
              error: Boolean(fieldState.error),
              helperText: fieldState.error?.message,
              onBlur: field.onBlur,
            },
          }}
        />
      )}
    />
  );
}
