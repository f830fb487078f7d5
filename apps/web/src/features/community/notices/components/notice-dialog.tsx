import { NOTICE_BODY_HINT, noticePayload, type NoticeItem, type NoticePayload } from '@clubspace/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { Controller, type FieldErrors, type Resolver } from 'react-hook-form';
import { officesLookup } from '../../../../components/booking/booking-lookups';
import { FormDialog } from '../../../../components/form-dialog';
import { FormTextField } from '../../../../components/form-text-field';
import { ImageUpload } from '../../../../components/image-upload';
import { useSaveNotice } from '../api/notices-api';
import { FormSwitch } from '../../../../components/form-switch';
import { NoticeOfficesField, type NoticeFormValues } from './notice-fields';

const toLocal = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');
const toIso = (local: string) => {
  if (!local) return null;
  const d = new Date(local);
  return Number.isNaN(d.getTime()) ? local : d.toISOString();
};
const toPayload = (v: NoticeFormValues): NoticePayload => ({ ...v, publish_at: toIso(v.publish_at), expire_at: toIso(v.expire_at) });

/** The contract's schema on the payload the server gets, so the form shows the server's own messages. */
const resolver: Resolver<NoticeFormValues> = async (values) => {
  const result = noticePayload.safeParse(toPayload(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? 'root')] ??= { type: 'validation', message: issue.message };
  return { values: {}, errors: errors as FieldErrors<NoticeFormValues> };
};

/** A random id per opened dialog: a create the network retries answers the first notice, never a second one. */
function requestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The form's values of a notice (or a new one's). */
const formValues = (notice: NoticeItem | null): NoticeFormValues =>
  notice
    ? {
        title: notice.title,
        body: notice.body,
        image: notice.image,
        offices: notice.offices.map((o) => o.slug),
        publish_at: toLocal(notice.publish_at),
        expire_at: toLocal(notice.expire_at),
        pinned: notice.pinned,
        email: notice.email_requested,
      }
    : { title: '', body: '', image: null, offices: [], publish_at: '', expire_at: '', pinned: false, email: false };

/** Post or edit a notice: title, Markdown body, image, offices (none = all), publish and expiry, pinned, e-mail. */
export function NoticeDialog({
  open,
  notice,
  onClose,
  onSaved,
}: {
  open: boolean;
  notice: NoticeItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const offices = useQuery({ ...officesLookup(), enabled: open });
  const save = useSaveNotice(notice?.slug);
  const key = useMemo(() => (open ? requestKey() : ''), [open]);
  const defaults = formValues(notice);
  return (
    <FormDialog<NoticeFormValues>
      key={notice?.slug ?? 'new'}
      open={open}
      title={notice ? 'Edit notice' : 'Post notice'}
      defaultValues={defaults}
      resolver={resolver}
      onSubmit={async (values) => {
        await save.mutateAsync({ ...toPayload(values), ...(notice ? {} : { request_key: key }) });
        onSaved();
      }}
      onClose={onClose}
      submitLabel={notice ? 'Save' : 'Post'}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="title" label="Title" required autoFocus />
          <FormTextField control={control} name="body" label="Notice" required multiline minRows={4} helperText={NOTICE_BODY_HINT} />
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <ImageUpload
                label="Image (optional)"
                kind="notice"
                value={field.value}
                onChange={(url) => field.onChange(url)}
                error={fieldState.error?.message}
              />
            )}
          />
          <NoticeOfficesField control={control} offices={offices.data ?? []} />
          <FormTextField
            control={control}
            name="publish_at"
            label="Publish at"
            type="datetime-local"
            helperText="Empty: now"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={control}
            name="expire_at"
            label="Expire at"
            type="datetime-local"
            helperText="Empty: never"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormSwitch control={control} name="pinned" label="Pinned (shown first)" />
          <FormSwitch control={control} name="email" label="Also e-mail it to the members of these offices" />
          {notice?.emailed_at ? (
            <Typography variant="body2" color="text.secondary">
              E-mailed to {notice.emailed_count} members: it is never sent twice.
            </Typography>
          ) : null}
        </>
      )}
    </FormDialog>
  );
}
