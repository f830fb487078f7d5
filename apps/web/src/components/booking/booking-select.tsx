import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface BookingSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A disabled option shows but cannot be picked (e.g. a desk already booked in the window). */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  disabled?: boolean;
  required?: boolean;
  /** First entry meaning "none"; left out when undefined. */
  noneLabel?: string;
  onPicked?: (value: string) => void;
  /** A native <select>: quick with long lists such as the day's 5-minute steps, and typeable. */
  native?: boolean;
}

/** A select bound to a react-hook-form field, its message under it. */
export function BookingSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  required,
  noneLabel,
  onPicked,
  native,
}: BookingSelectProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          required={required}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={options.some((o) => o.value === field.value) || field.value === '' ? field.value : ''}
          onChange={(e) => {
            field.onChange(e.target.value);
            onPicked?.(e.target.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={native ? { select: { native: true }, inputLabel: { shrink: true } } : undefined}
        >
          {native
            ? [
                ...(noneLabel !== undefined
                  ? [
                      <option key="" value="">
                        {noneLabel}
                      </option>,
                    ]
                  : []),
                ...options.map((o) => (
                  <option key={o.value} value={o.value} disabled={o.disabled}>
                    {o.label}
                  </option>
                )),
              ]
            : [
                ...(noneLabel !== undefined
                  ? [
                      <MenuItem key="" value="">
                        {noneLabel}
                      </MenuItem>,
                    ]
                  : []),
                ...options.map((o) => (
                  <MenuItem key={o.value} value={o.value} disabled={o.disabled}>
                    {o.label}
                  </MenuItem>
                )),
              ]}
        </TextField>
      )}
    />
  );
}

export const humanizeValue = (value: string) => (value ? value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') : '');
export const optionsOf = (values: readonly string[], labels?: Partial<Record<string, string>>) =>
  values.map((v) => ({ value: v, label: labels?.[v] ?? humanizeValue(v) }));
