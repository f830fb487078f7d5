import { BAR_STATUS_LABELS, BAR_STATUSES, barCreate, FANDD_MESSAGES, type BarCreate, type BarItem, type StaffLookupItem } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { staffOptionsQuery, useSaveBar } from '../api/fandd-api';

type BarFormValues = { name: string; open_time: string; close_time: string; status: string; staff: string[] };

/** Create or edit a bar of the selected office, with the staff who work it. */
export function BarDialog({ open, bar, onClose }: { open: boolean; bar?: BarItem; onClose: () => void }) {
  const save = useSaveBar();
  const people = useQuery({ ...staffOptionsQuery(), enabled: open });
  const options: StaffLookupItem[] = people.data ?? bar?.staff ?? [];
  const resolver = zodResolver(barCreate) as unknown as Resolver<BarFormValues>;
  const onSubmit = async (values: BarFormValues) => {
    await save.mutateAsync({ slug: bar?.slug, body: values as BarCreate });
    notifySuccess(bar ? FANDD_MESSAGES.barUpdated : FANDD_MESSAGES.barCreated);
  };
  return (
    <FormDialog<BarFormValues>
      open={open}
      title={bar ? 'Edit Bar' : 'Add Bar'}
      defaultValues={{
        name: bar?.name ?? '',
        open_time: bar?.open_time ?? '',
        close_time: bar?.close_time ?? '',
        status: bar?.status ?? 'active',
        staff: bar?.staff.map((s) => s.slug) ?? [],
      }}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="open_time" label="Open time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField control={control} name="close_time" label="Close time" type="time" slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField control={control} name="status" label="Status" required select>
            {BAR_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {BAR_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
          <Controller
            control={control}
            name="staff"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={options}
                getOptionLabel={(o) => o.name}
                isOptionEqualToValue={(a, b) => a.slug === b.slug}
                value={options.filter((o) => field.value.includes(o.slug))}
                onChange={(_e, picked) => field.onChange(picked.map((p) => p.slug))}
                renderInput={(params) => (
                  <TextField {...params} label="Staff" error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
                )}
              />
            )}
          />
        </>
      )}
    </FormDialog>
  );
}
