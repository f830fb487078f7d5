import { TICKET_MESSAGES, TICKET_PRIORITIES, TICKET_PRIORITY_LABELS, ticketCreate, type TicketCreate, type TicketDetail } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Resolver } from 'react-hook-form';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { MemberPicker } from '../../../../components/member-picker';
import { notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { ticketCategoriesQuery, useCreateTicket } from '../api/tickets-api';

type Values = { member: string; subject: string; category: string; description: string; office: string; priority: string };

/** Staff raise a ticket for a member (a call at the desk, an e-mail). */
export function NewTicketDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (t: TicketDetail) => void }) {
  const create = useCreateTicket();
  const categories = useQuery({ ...ticketCategoriesQuery(), enabled: open });
  const offices = useSession().data?.offices ?? [];
  const resolver = zodResolver(ticketCreate) as unknown as Resolver<Values>;
  return (
    <FormDialog<Values>
      open={open}
      title="New ticket"
      submitLabel="Raise ticket"
      defaultValues={{ member: '', subject: '', category: '', description: '', office: '', priority: 'normal' }}
      resolver={resolver}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values as TicketCreate);
        notifySuccess(TICKET_MESSAGES.raised);
        onCreated(created);
      }}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <Controller
            control={control}
            name="member"
            render={({ field, fieldState }) => (
              <MemberPicker
                required
                value={field.value}
                onChange={(m) => field.onChange(m?.slug ?? '')}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <FormTextField control={control} name="subject" label="Subject" required />
          <FormTextField control={control} name="category" label="Category" required select>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.slug} value={c.slug}>
                {c.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="description" label="Description" required multiline minRows={3} />
          <FormTextField control={control} name="office" label="Office" select>
            <MenuItem value="">—</MenuItem>
            {offices.map((o) => (
              <MenuItem key={o.slug} value={o.slug}>
                {o.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="priority" label="Priority" select>
            {TICKET_PRIORITIES.map((p) => (
              <MenuItem key={p} value={p}>
                {TICKET_PRIORITY_LABELS[p]}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
