import { auditFieldChanges, auditValueText, type AuditEntry } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';

/** An entry's changed fields, folded: "Show 3 fields" opens the field, before → after table. */
export function AuditLogChanges({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const changes = auditFieldChanges(entry.before, entry.after);
  if (!changes.length) return <>—</>;
  const noun = changes.length === 1 ? 'field' : 'fields';
  return (
    <>
      <Button
        size="small"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={`${open ? 'Hide' : 'Show'} the changes of ${entry.record}`}
      >
        {open ? 'Hide' : `Show ${changes.length} ${noun}`}
      </Button>
      {open && (
        <Table size="small" aria-label={`Changes of ${entry.record}`}>
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Before</TableCell>
              <TableCell>After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((c) => (
              <TableRow key={c.field}>
                <TableCell>{c.field}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{entry.action === 'insert' ? '' : auditValueText(c.before)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{entry.action === 'delete' ? '' : auditValueText(c.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
