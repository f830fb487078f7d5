import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface LookupSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  /** Runs after the value changes (clears the dependent fields). */
  onPicked?: (value: string) => void;
  helperText?: string;
}

/** A select bound to react-hook-form that shows its field message; options come from a lookup or an enum. */
export function LookupSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  onPicked,
  helperText,
}: LookupSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = options.some((o) => o.value === field.value) ? field.value : '';
  return (
    <TextField
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={value}
      onChange={(e) => {
        field.onChange(e.target.value);
        onPicked?.(e.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {options.length === 0 ? (
        <MenuItem value="" disabled>
          No options
        </MenuItem>
      ) : null}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
