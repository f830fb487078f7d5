import { SECTION_LABELS, isSectionCode } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { TransferList, type TransferItem } from '../../../components/transfer-list';

export const ALL_OFFICES = 'all';

export interface StaffFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  job_title: string;
  role: string;
  status: string;
  offices: string[];
  web_sections: string[];
}

/** The transfer list's options: the operator's section codes, labelled from the contract. */
export function sectionOptions(codes: string[]): TransferItem[] {
  return codes.map((code) => ({ value: code, label: isSectionCode(code) ? SECTION_LABELS[code] : code }));
}

/** Location: 'All offices' or some offices the caller may assign (picking one clears the other). */
export function StaffOfficesField({ control, offices }: { control: Control<StaffFormValues>; offices: { slug: string; name: string }[] }) {
  return (
    <Controller
      control={control}
      name="offices"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label="Location"
          value={field.value}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => {
            const next = e.target.value as unknown as string[];
            // Picking 'All offices' clears single offices; picking an office clears 'All offices'.
            const addedAll = next.includes(ALL_OFFICES) && !field.value.includes(ALL_OFFICES);
            field.onChange(addedAll ? [ALL_OFFICES] : next.filter((v) => v !== ALL_OFFICES));
          }}
        >
          <MenuItem value={ALL_OFFICES}>All offices</MenuItem>
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

/** The Not Permitted / Permitted transfer of the operator's web sections, with the field's message under it. */
export function StaffSectionsField({ control, sectionCodes }: { control: Control<StaffFormValues>; sectionCodes: string[] }) {
  return (
    <Controller
      control={control}
      name="web_sections"
      render={({ field, fieldState }) => (
        <>
          <TransferList options={sectionOptions(sectionCodes)} value={field.value} onChange={field.onChange} />
          {fieldState.error && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {fieldState.error.message}
            </Alert>
          )}
        </>
      )}
    />
  );
}
