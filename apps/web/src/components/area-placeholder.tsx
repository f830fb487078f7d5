import Typography from '@mui/material/Typography';
import { useGrantedCodes } from '../lib/session';
import { AreaTabs, type AreaTab } from './area-tabs';

/** Stand-in for an area that a later issue builds: its title, its tabs per granted sections, and nothing fake. */
export function AreaPlaceholder({ title, tabs }: { title: string; tabs: AreaTab[] }) {
  const granted = useGrantedCodes();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <AreaTabs tabs={tabs} granted={granted} label={`${title} tabs`} />
      <Typography color="text.secondary">Coming soon</Typography>
    </>
  );
}
