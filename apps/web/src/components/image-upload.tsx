import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES, UPLOAD_MESSAGE, UPLOAD_PLAN_TYPES, uploadsApi, type UploadKind } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ChangeEvent } from 'react';
import { ApiError, call } from '../lib/api-client';

// The browser checks size before sending; the server checks the content (magic bytes) and decides.
const accept = (kind: UploadKind) => (kind === 'floor_plan' ? UPLOAD_PLAN_TYPES : UPLOAD_IMAGE_TYPES).join(',');

export interface ImageUploadProps {
  label: string;
  kind: UploadKind;
  /** The stored URL ('/api/uploads/<id>') or null. */
  value: string | null | undefined;
  onChange: (url: string | null, meta?: { width: number; height: number }) => void;
  error?: string;
  disabled?: boolean;
  /** Preview height in px. */
  previewHeight?: number;
  /** Shown under the control while there is no error (e.g. 'JPG or PNG, no larger than 10MB'). */
  hint?: string;
  /** Message for a file the browser can already tell is wrong (type or size); the server's otherwise. */
  invalidMessage?: string;
  /** Accessible name of the file input; `${label} file` by default. */
  inputLabel?: string;
}

/** Natural size of an uploaded image, for plans whose height follows the aspect ratio. */
function measure(url: string): Promise<{ width: number; height: number } | undefined> {
  return new Promise((resolve) => {
    if (typeof Image === 'undefined') return resolve(undefined);
    const img = new Image();
    const timer = setTimeout(() => resolve(undefined), 3000);
    img.onload = () => {
      clearTimeout(timer);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(undefined);
    };
    img.src = url;
  });
}

/** Posts the file as multipart to POST /api/uploads/: the URL to store, and a plan's natural size. */
async function uploadImage(kind: UploadKind, file: File) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const uploaded = await call(uploadsApi.upload, { body: form });
  // Only plans need the image's size (their height in plan units follows its aspect ratio).
  const local = kind === 'floor_plan' && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  const meta = local ? await measure(local) : undefined;
  if (local) URL.revokeObjectURL(local);
  return { url: uploaded.url, meta };
}

/** The stored image, or a dashed box saying there is none. */
function ImagePreview({ src, alt, height }: { src: string | null | undefined; alt: string; height: number }) {
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{ height, maxWidth: 240, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  ) : (
    <Box
      sx={{ height, width: 160, display: 'grid', placeItems: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        No image
      </Typography>
    </Box>
  );
}

/** Picks an image, posts it as multipart to POST /api/uploads/ and hands back the URL to store. */
export function ImageUpload({
  label,
  kind,
  value,
  onChange,
  error,
  disabled,
  previewHeight = 120,
  hint,
  invalidMessage = UPLOAD_MESSAGE,
  inputLabel,
}: ImageUploadProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires change
    if (!file) return;
    // What the browser can tell (a declared type outside the list, the size) is refused before sending.
    const types: readonly string[] = kind === 'floor_plan' ? UPLOAD_PLAN_TYPES : UPLOAD_IMAGE_TYPES;
    if (file.size > UPLOAD_MAX_BYTES || (file.type && !types.includes(file.type))) {
      setProblem(invalidMessage);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { url, meta } = await uploadImage(kind, file);
      onChange(url, meta);
    } catch (err) {
      setProblem(err instanceof ApiError ? (err.fieldErrors.file ?? err.message) : UPLOAD_MESSAGE);
    } finally {
      setBusy(false);
    }
  };

  const message = problem ?? error;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ImagePreview src={value} alt={label} height={previewHeight} />
        <Stack spacing={1}>
          <Button variant="outlined" component="label" htmlFor={inputId} disabled={disabled || busy}>
            {busy ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}
            <input
              id={inputId}
              hidden
              type="file"
              accept={accept(kind)}
              aria-label={inputLabel ?? `${label} file`}
              onChange={onFile}
              disabled={disabled || busy}
            />
          </Button>
          {value ? (
            <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled || busy}>
              Remove image
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {message ? (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      ) : hint ? (
        <FormHelperText>{hint}</FormHelperText>
      ) : null}
    </Box>
  );
}
