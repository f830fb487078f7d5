import { ACCOUNT_MESSAGES, THEME_FONTS, themeUpdate, type Branding, type ThemeUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { ImageUpload } from '../../../components/image-upload';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { ServerError } from '../../../components/server-error';

type ThemeValues = { name: string; font: string; navigation_color: string; button_color: string; favicon: string | null; login_image: string | null };

/** Favicon and login image go through the one upload call (POST /api/uploads/) and the form keeps its URL. */
function ImageField({ label, kind, value, onChange, error }: { label: string; kind: 'favicon' | 'login_image'; value: string | null; onChange: (v: string | null) => void; error?: string }) {
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
          <Controller control={control} name="favicon" render={({ field, fieldState }) => <ImageField label="Favicon" kind="favicon" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
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
            render={({ field, fieldState }) => <ImageField label="Login image" kind="login_image" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
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
