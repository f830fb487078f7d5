import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';

/** A percent change: green up arrow, red down arrow, 'n/a' when there was nothing to compare with. */
export function DeltaText({ delta }: { delta: number | null }) {
  if (delta === null) return <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>n/a</Box>;
  const up = delta >= 0;
  const Arrow = up ? ArrowUpward : ArrowDownward;
  return (
    <Box component="span" sx={{ color: up ? 'success.main' : 'error.main', display: 'inline-flex', alignItems: 'center', fontSize: 14 }}>
      <Arrow fontSize="inherit" aria-label={up ? 'up' : 'down'} />
      {Math.abs(delta).toFixed(2)}%
    </Box>
  );
}
