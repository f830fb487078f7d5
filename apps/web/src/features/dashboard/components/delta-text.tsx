import { deltaDirection, deltaText, deltaTone, figureChange, type DeltaTone } from '@clubspace/contract';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';

const TONE_COLOR: Record<DeltaTone, string> = { good: 'success.main', bad: 'error.main', neutral: 'text.secondary' };

interface DeltaTextProps {
  /** The figure's name, which decides whether a rise is good news (contract CARD_FIGURE_POLARITY). */
  metric: string;
  value: number;
  previous: number | null | undefined;
  delta: number | null;
}

/**
 * A figure's change against the period before: the arrow shows the direction, the colour the meaning (more
 * cancellations is red), no change is a grey '0%', an empty previous period says 'new'.
 */
export function DeltaText({ metric, value, previous, delta }: DeltaTextProps) {
  const change = figureChange(value, previous, delta);
  const tone = deltaTone(metric, change);
  const direction = deltaDirection(change);
  const Arrow = direction === 'up' ? ArrowUpward : ArrowDownward;
  const before = previous === null || previous === undefined ? 'not compared' : `before: ${previous}`;
  return (
    <Box
      component="span"
      data-tone={tone}
      title={before}
      sx={{ color: TONE_COLOR[tone], display: 'inline-flex', alignItems: 'center', fontSize: 14, whiteSpace: 'nowrap' }}
    >
      {direction && <Arrow fontSize="inherit" aria-label={direction} />}
      {deltaText(change)}
    </Box>
  );
}
