import Tooltip from '@mui/material/Tooltip';

/**
 * Long text in a table cell: one line cut with an ellipsis at `maxWidth`, the whole text in a tooltip (and in the
 * accessible name, so screen readers and searches still read all of it).
 */
export function TruncatedText({ text, maxWidth = 220 }: { text: string | null | undefined; maxWidth?: number | string }) {
  if (!text) return null;
  return (
    <Tooltip title={text} enterDelay={400}>
      <span style={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
    </Tooltip>
  );
}
