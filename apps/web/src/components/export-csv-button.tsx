import type { Query } from '../lib/api-client';
import { downloadFile } from '../lib/api-client';
import { notifyError } from '../lib/notify';
import Button from '@mui/material/Button';
import { useState } from 'react';

interface ExportCsvButtonProps {
  endpoint: string;
  query: Query;
  filename?: string;
}

/** Every list API answers `format=csv`; the download goes through the api client so it carries the bearer token. */
export function ExportCsvButton({ endpoint, query, filename }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const name = filename ?? `${endpoint.split('/').filter(Boolean).pop() ?? 'export'}.csv`;
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadFile(endpoint, { ...query, format: 'csv' }, name);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="small" onClick={onClick} disabled={busy}>
      Export CSV
    </Button>
  );
}
