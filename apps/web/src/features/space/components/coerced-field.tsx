import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type CoercedFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** Applied on every keystroke, so the field shows what will be saved (the seeds' coercions). */
  coerce: (text: string) => string;
};

/** A number field that coerces as the user types and shows its field message. */
export function CoercedField<T extends FieldValues>({ control, name, coerce, helperText, slotProps, ...rest }: CoercedFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...rest}
      type="number"
      fullWidth
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(coerce(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { step: 1, ...(slotProps?.htmlInput as object) } }}
    />
  );
}
