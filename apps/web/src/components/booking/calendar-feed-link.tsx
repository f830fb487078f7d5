import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { notifySuccess } from '../../lib/notify';
import { IconAction } from '../icon-action';

/** The calendar link itself, read-only, with a button that copies it. */
export function CalendarFeedLink({ url }: { url: string }) {
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notifySuccess('Calendar link copied');
  };
  return (
    <TextField
      label="Subscribe in Google, Outlook or Apple Calendar"
      value={url}
      fullWidth
      size="small"
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end">
              <IconAction
                title="Copy link"
                label="Copy calendar link"
                size="medium"
                edge="end"
                onClick={() => void copy()}
                icon={<ContentCopyIcon fontSize="small" />}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
