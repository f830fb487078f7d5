import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface PortalNavItem {
  label: string;
  /** Below /portal/{workspace}; '' is home. */
  path: string;
  icon?: ReactNode;
}

/** Phones show at most this many places at the bottom (Material’s maximum; the rest under "More"). */
const BOTTOM_MAX = 5;

/** Which place the address is in: the longest path it starts with. */
export function currentNav(items: readonly PortalNavItem[], base: string, pathname: string): string {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+/, '') : '';
  const match = items.filter((i) => i.path && (rest === i.path || rest.startsWith(`${i.path}/`))).sort((a, b) => b.path.length - a.path.length)[0];
  return match?.path ?? '';
}

/** The portal's places: links in the top bar on wide screens; on phones a bottom bar (overflow under "More"). */
export function PortalNav({ items, base, wide }: { items: readonly PortalNavItem[]; base: string; wide: boolean }) {
  const here = currentNav(items, base, useLocation().pathname);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const to = (i: PortalNavItem) => (i.path ? `${base}/${i.path}` : base);
  if (wide) {
    return (
      <Stack component="nav" aria-label="Portal" direction="row" spacing={0.5} sx={{ flexGrow: 1 }}>
        {items.map((i) => (
          <Button
            key={i.path}
            color="inherit"
            component={Link}
            to={to(i)}
            aria-current={here === i.path ? 'page' : undefined}
            sx={{ fontWeight: here === i.path ? 700 : 400, textDecoration: here === i.path ? 'underline' : 'none' }}
          >
            {i.label}
          </Button>
        ))}
      </Stack>
    );
  }
  const shown = items.length > BOTTOM_MAX ? items.slice(0, BOTTOM_MAX - 1) : items;
  const more = items.slice(shown.length);
  return (
    <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, zIndex: 'appBar' }} elevation={3} component="nav" aria-label="Portal">
      <BottomNavigation showLabels value={more.some((i) => i.path === here) ? 'more' : here}>
        {shown.map((i) => (
          <BottomNavigationAction
            key={i.path}
            label={i.label}
            value={i.path}
            icon={i.icon}
            component={Link}
            to={to(i)}
            aria-current={here === i.path ? 'page' : undefined}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
        {more.length ? (
          <BottomNavigationAction
            label="More"
            value="more"
            icon={<MoreHorizIcon />}
            aria-haspopup="menu"
            onClick={(e) => setMenu(e.currentTarget)}
            sx={{ minWidth: 0 }}
          />
        ) : null}
      </BottomNavigation>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {more.map((i) => (
          <MenuItem key={i.path} component={Link} to={to(i)} onClick={() => setMenu(null)} selected={here === i.path}>
            {i.label}
          </MenuItem>
        ))}
      </Menu>
    </Paper>
  );
}
