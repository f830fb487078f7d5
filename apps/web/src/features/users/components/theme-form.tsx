import { ACCOUNT_MESSAGES, THEME_FONTS, THEME_IMAGE_MAX_BYTES, THEME_IMAGE_TYPES, themeUpdate, type Branding, type ThemeUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { ServerError } from '../../../components/server-error';

type ThemeValues = { name: string; font: string; navigation_color: string; button_color: string; favicon: string | null; login_image: string | null };

/** A chosen file as a data: URL, or an error message when it is not a JPG/PNG of at most 10 MB. */
export function readImage(file: File): Promise<string> {
  if (!(THEME_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > THEME_IMAGE_MAX_BYTES) return Promise.reject(new Error(ACCOUNT_MESSAGES.imageInvalid));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(ACCOUNT_MESSAGES.imageInvalid));
    reader.readAsDataURL(file);
  });
}

function ImageField({ label, value, onChange, error }: { label: string; value: string | null; onChange: (v: string | null) => void; error?: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const id = `theme-${label.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" src={value ?? undefined} alt={label} sx={{ width: 56, height: 56 }} />
        <Button component="label" variant="outlined" htmlFor={id}>
          Upload
          <input
            id={id}
            aria-label={label}
            hidden
            type="file"
            accept="image/png,image/jpeg"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              readImage(file).then(
                (url) => {
                  setProblem(null);
                  onChange(url);
                },
                (err: Error) => setProblem(err.message),
              );
            }}
          />
        </Button>
        {value && <Button onClick={() => onChange(null)}>Remove</Button>}
      </Stack>
      <FormHelperText error={Boolean(problem || error)}>{problem ?? error ?? ACCOUNT_MESSAGES.imageHint}</FormHelperText>
    </Stack>
  );
}

/** Theme form: favicon, name, font, navigation and button colours, login image. */
export function ThemeForm({ theme, onSubmit }: { theme: Branding; onSubmit: (body: ThemeUpdate) => Promise<unknown> }) {
  const { control, handleSubmit, setError, formState } = useForm<ThemeValues>({
    defaultValues: {
      name: theme.name ?? '',
      font: theme.font,
      navigation_color: theme.navigation_color,
      button_color: theme.button_color,
      favicon: theme.favicon,
      login_image: theme.login_image,
    },
    resolver: zodResolver(themeUpdate) as unknown as Resolver<ThemeValues>,
  });
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit({ ...v, font: v.font as ThemeUpdate['font'] });
    } catch (err) {
      const placed = applyServerErrors(err, setError, Object.keys(v));
      if (!placed) setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Theme">
      <Grid container spacing={3}>
        <Grid size={12}>
          <Controller control={control} name="favicon" render={({ field, fieldState }) => <ImageField label="Favicon" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
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
          <FormTextField control={control} name="navigation_color" label="Primary (navigation) colour" type="color" required />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField control={control} name="button_color" label="Secondary (button) colour" type="color" required />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="login_image"
            render={({ field, fieldState }) => <ImageField label="Login image" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
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
