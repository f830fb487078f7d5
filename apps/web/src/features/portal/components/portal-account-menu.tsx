import AccountCircle from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';

export interface PortalMenuItem {
  label: string;
  to: string;
  /** Not offered (a team-only page for a member, invoices the portal does not show). */
  hidden?: boolean;
}

/**
 * The member's account places (invoices, profile, team, guests) in one menu of the top bar, so the bottom bar keeps
 * the few places used every day and stays readable on a phone.
 */
export function PortalAccountMenu({ items }: { items: PortalMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const here = useLocation().pathname;
  const shown = items.filter((i) => !i.hidden);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Account
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {shown.map((i) => (
          <MenuItem
            key={i.to}
            component={Link}
            to={i.to}
            selected={here === i.to}
            aria-current={here === i.to ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {i.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
