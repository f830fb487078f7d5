import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';

export interface NoticeFormValues {
  title: string;
  body: string;
  image: string | null;
  offices: string[];
  /** datetime-local text in the browser's zone ('' = now / never). */
  publish_at: string;
  expire_at: string;
  pinned: boolean;
  email: boolean;
}

/** The offices a notice applies to (several); none chosen reads "All offices". */
export function NoticeOfficesField({ control, offices }: { control: Control<NoticeFormValues>; offices: { slug: string; name: string }[] }) {
  return (
    <Controller
      control={control}
      name="offices"
      render={({ field, fieldState }) => (
        <TextField
          select
          label="Offices"
          value={field.value}
          onChange={(e) => field.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'None chosen: every office'}
          slotProps={{
            select: {
              multiple: true,
              displayEmpty: true,
              renderValue: (v) => {
                const chosen = v as string[];
                if (!chosen.length) return 'All offices';
                return chosen.map((slug) => offices.find((o) => o.slug === slug)?.name ?? slug).join(', ');
              },
            },
            inputLabel: { shrink: true },
          }}
        >
          {offices.map((o) => (
            <MenuItem key={o.slug} value={o.slug}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
