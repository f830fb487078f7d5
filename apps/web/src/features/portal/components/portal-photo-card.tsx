import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGE } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { useRemovePhoto, useSetPhoto } from '../api/portal-account-queries';
import { formProblem } from './portal-form';

/** My photo: the picture staff see on my profile, or my initials; change it (JPG, PNG or WebP up to 10 MB) or remove it. */
export function PortalPhotoCard({ ws, name, photo }: { ws: string; name: string; photo: string | null }) {
  const titleId = useId();
  const inputId = useId();
  const set = useSetPhoto(ws);
  const remove = useRemovePhoto(ws);
  const [refused, setRefused] = useState<string | null>(null);
  const busy = set.isPending || remove.isPending;
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    // What the browser can tell is refused before sending; the server checks the content and decides.
    if (file.size > UPLOAD_MAX_BYTES || (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))) {
      setRefused(UPLOAD_MESSAGE);
      return;
    }
    setRefused(null);
    remove.reset();
    set.mutate(file);
  };
  const failed = set.error
    ? (formProblem(set.error).fields.file ?? formProblem(set.error).message)
    : remove.error
      ? formProblem(remove.error).message
      : null;
  const done = set.data?.detail ?? remove.data?.detail ?? null;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId} gutterBottom>
          Photo
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <InitialsAvatar name={name} src={photo} size={64} />
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
            {set.isPending ? 'Uploading…' : photo ? 'Change photo' : 'Add a photo'}
          </Button>
          <input id={inputId} type="file" accept={UPLOAD_IMAGE_TYPES.join(',')} onChange={onFile} hidden disabled={busy} aria-label="Photo file" />
          {photo ? (
            <Button color="error" disabled={busy} onClick={() => (set.reset(), remove.mutate())}>
              Remove photo
            </Button>
          ) : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {UPLOAD_MESSAGE}
        </Typography>
        {refused || failed ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {refused ?? failed}
          </Alert>
        ) : done ? (
          <Alert severity="success" role="status" sx={{ mt: 1 }}>
            {done}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
