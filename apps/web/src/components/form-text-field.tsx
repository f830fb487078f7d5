import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './password-field';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A TextField bound to react-hook-form that shows its field message (client or server) as helper text. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, type, ...rest }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const props = {
    ...rest,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? helperText,
    fullWidth: rest.fullWidth ?? true,
  };
  return type === 'password' ? <PasswordField {...props} /> : <TextField {...props} type={type} />;
}
