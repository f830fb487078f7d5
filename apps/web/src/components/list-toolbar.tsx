import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Filters on the left, the tab's action (add member, add team, …) on the right. */
export function ListToolbar({ filters, action }: { filters?: ReactNode; action?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }} useFlexGap>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', flexGrow: 1, alignItems: 'center' }} useFlexGap>
        {filters}
      </Stack>
      {action && <Box sx={{ flexShrink: 0 }}>{action}</Box>}
    </Stack>
  );
}
