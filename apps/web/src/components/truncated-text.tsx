import Tooltip from '@mui/material/Tooltip';

/**
 * Long text in a table cell: one line cut with an ellipsis at `maxWidth`, the whole text in a tooltip. The cut is only
 * visual, so screen readers and searches read all of it; `describeChild` keeps the tooltip from adding an aria-label
 * to a plain span (axe flags that as a prohibited attribute).
 */
export function TruncatedText({ text, maxWidth = 220 }: { text: string | null | undefined; maxWidth?: number | string }) {
  if (!text) return null;
  return (
    <Tooltip title={text} enterDelay={400} describeChild>
      <span style={{ display: 'block', maxWidth, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</span>
    </Tooltip>
  );
}
