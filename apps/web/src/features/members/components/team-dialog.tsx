import { MEMBER_MESSAGES, TEAM_STATUSES, teamCreate, teamUpdate, type TeamItem } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import type { Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { useCreateTeam, useUpdateTeam, type TeamPayload } from '../api/teams-api';
import { humanize } from './labels';

type TeamFormValues = Required<Omit<TeamPayload, 'status'>> & { status: string };
type EditableTeam = Pick<
  TeamItem,
  'slug' | 'name' | 'status' | 'description' | 'invoice_name' | 'invoice_address' | 'invoice_post_code' | 'invoice_city'
>;

const defaults = (team?: EditableTeam): TeamFormValues => ({
  name: team?.name ?? '',
  description: team?.description ?? '',
  invoice_name: team?.invoice_name ?? '',
  invoice_address: team?.invoice_address ?? '',
  invoice_post_code: team?.invoice_post_code ?? '',
  invoice_city: team?.invoice_city ?? '',
  status: team?.status ?? 'active',
});

interface TeamDialogProps {
  open: boolean;
  team?: EditableTeam;
  onClose: () => void;
  onSaved?: (team: TeamItem) => void;
}

/** Add or edit a team: every field is required, with the contract's messages. */
export function TeamDialog({ open, team, onClose, onSaved }: TeamDialogProps) {
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const resolver = (team ? zodResolver(teamUpdate) : zodResolver(teamCreate)) as unknown as Resolver<TeamFormValues>;

  const onSubmit = async (values: TeamFormValues) => {
    const body = { ...values, status: team ? (values.status as TeamPayload['status']) : undefined };
    const saved = team ? await update.mutateAsync({ slug: team.slug, body }) : await create.mutateAsync(body);
    notifySuccess(team ? MEMBER_MESSAGES.teamUpdated : MEMBER_MESSAGES.teamCreated);
    onSaved?.(saved);
  };

  return (
    <FormDialog<TeamFormValues>
      open={open}
      title={team ? 'Edit team' : 'Add team'}
      defaultValues={defaults(team)}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="description" label="Description" required multiline minRows={2} />
          <FormTextField control={control} name="invoice_name" label="Invoice name" required />
          <FormTextField control={control} name="invoice_address" label="Invoice address" required />
          <FormTextField control={control} name="invoice_post_code" label="Invoice post code" required />
          <FormTextField control={control} name="invoice_city" label="Invoice city" required />
          {team && (
            <FormTextField control={control} name="status" label="Status" select>
              {TEAM_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {humanize(s)}
                </MenuItem>
              ))}
            </FormTextField>
          )}
        </>
      )}
    </FormDialog>
  );
}
