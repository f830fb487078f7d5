import { ACCOUNT_MESSAGES, HEX_COLOR, THEME_FONTS, themeUpdate, type Branding, type ThemeUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type React from 'react';
import { Controller, useController, useForm, type Control, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { withServerErrors } from '../../../lib/form-errors';
import { ServerError } from '../../../components/server-error';

type ThemeValues = {
  name: string;
  font: string;
  navigation_color: string;
  button_color: string;
  favicon: string | null;
  login_image: string | null;
  logo: string | null;
};
type ColorName = 'navigation_color' | 'button_color';

/** Favicon, logo and login image go through the one upload call (POST /api/uploads/) and the form keeps its URL. */
function ImageField({
  label,
  kind,
  value,
  onChange,
  error,
}: {
  label: string;
  kind: 'favicon' | 'login_image' | 'logo';
  value: string | null;
  onChange: (v: string | null) => void;
  error?: string;
}) {
  return (
    <ImageUpload
      label={label}
      kind={kind}
      value={value}
      onChange={(url) => onChange(url)}
      error={error}
      previewHeight={56}
      hint={ACCOUNT_MESSAGES.imageHint}
      invalidMessage={ACCOUNT_MESSAGES.imageInvalid}
      inputLabel={label}
    />
  );
}

/** A hex text field (#RRGGBB, typed or pasted) with a swatch that opens the browser's colour picker. */
function ColorField({ control, name, label }: { control: Control<ThemeValues>; name: ColorName; label: string }) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value ?? '';
  return (
    <TextField
      label={label}
      name={field.name}
      value={value}
      // A pasted 'FFA500' gets its '#'.
      onChange={(e) => field.onChange(e.target.value.trim().replace(/^(?=[0-9A-Fa-f])/, '#'))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required
      fullWidth
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? 'Hex value, e.g. #FFA500'}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, style: { fontFamily: 'monospace' } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                aria-label={`Colour picker for ${label.toLowerCase()}`}
                value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.value.toUpperCase())}
                sx={{ width: 32, height: 32, p: 0, border: 'none', bgcolor: 'transparent', cursor: 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Theme form: favicon, name, font, navigation and button colours (hex), logo, login image. */
export function ThemeForm({ theme, onSubmit }: { theme: Branding; onSubmit: (body: ThemeUpdate) => Promise<unknown> }) {
  const { control, handleSubmit, setError, formState } = useForm<ThemeValues>({
    defaultValues: {
      name: theme.name ?? '',
      font: theme.font,
      navigation_color: theme.navigation_color,
      button_color: theme.button_color,
      favicon: theme.favicon,
      login_image: theme.login_image,
      logo: theme.logo,
    },
    resolver: zodResolver(themeUpdate) as unknown as Resolver<ThemeValues>,
  });
  const submit = handleSubmit(withServerErrors(setError, (v) => onSubmit({ ...v, font: v.font as ThemeUpdate['font'] })));
  return (
    <form onSubmit={submit} noValidate aria-label="Theme">
      <Grid container spacing={3}>
        <Grid size={12}>
          <Controller
            control={control}
            name="favicon"
            render={({ field, fieldState }) => (
              <ImageField label="Favicon" kind="favicon" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="name" label="Name" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="font" label="Font" select>
            {THEME_FONTS.map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </FormTextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ColorField control={control} name="navigation_color" label="Primary (navigation) colour" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ColorField control={control} name="button_color" label="Secondary (button) colour" />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="logo"
            render={({ field, fieldState }) => (
              <ImageField label="Logo" kind="logo" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="login_image"
            render={({ field, fieldState }) => (
              <ImageField label="Login image" kind="login_image" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
        </Grid>
      </Grid>
      <ServerError errors={formState.errors} sx={{ mt: 2 }} />
      <Button type="submit" variant="contained" sx={{ mt: 3 }} disabled={formState.isSubmitting}>
        Save
      </Button>
    </form>
  );
}
