import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import type { Endpoint } from '@clubspace/contract';
import type { Query } from '../lib/api-client';
import { downloadFile } from '../lib/api-client';
import { notifyError } from '../lib/notify';

interface ExportCsvButtonProps {
  /** A declared list endpoint (answers `format=csv`). */
  endpoint: Endpoint;
  query: Query;
  filename?: string;
}

/**
 * Every list API answers `format=csv` with the table's columns (labels, dd-MM-yyyy, 2-decimal money); the menu's
 * 'All fields' adds `raw=1` for the full technical export. Downloads go through the api client (bearer token).
 */
export function ExportCsvButton({ endpoint, query, filename }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const name = filename ?? `${endpoint.path.split('/').filter(Boolean).pop() ?? 'export'}.csv`;
  const download = async (raw: boolean) => {
    setMenu(null);
    setBusy(true);
    try {
      await downloadFile(
        endpoint,
        { query: { ...query, format: 'csv', ...(raw ? { raw: 1 } : {}) } } as never,
        raw ? name.replace(/\.csv$/, '-all-fields.csv') : name,
      );
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <ButtonGroup variant="outlined" size="small" disabled={busy}>
        <Button onClick={() => download(false)}>Export CSV</Button>
        <Button aria-label="More export options" aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)} sx={{ px: 0.5 }}>
          <ArrowDropDownIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => download(true)}>All fields (technical CSV)</MenuItem>
      </Menu>
    </>
  );
}
