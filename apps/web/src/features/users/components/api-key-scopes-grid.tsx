import { API_KEY_ACCESS_LABELS, API_KEY_SECTIONS, SECTION_LABELS, type ApiKeyScopes } from '@clubspace/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/**
 * One row per web section a key may hold (the Account and Onboarding sections never), each with No access, Read or
 * Read and write. A native select: quick to use with the keyboard and on phones.
 */
export function ApiKeyScopesGrid({ value, onChange }: { value: ApiKeyScopes; onChange: (next: ApiKeyScopes) => void }) {
  const set = (code: string, access: string) => {
    const next = { ...value };
    if (access === 'read' || access === 'write') next[code] = access;
    else delete next[code];
    onChange(next);
  };
  return (
    <Table size="small" aria-label="Scopes">
      <TableHead>
        <TableRow>
          <TableCell>Section</TableCell>
          <TableCell>Access</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {API_KEY_SECTIONS.map((code) => (
          <TableRow key={code}>
            <TableCell sx={{ pl: SECTION_LABELS[code].includes(' · ') ? 4 : 2 }}>{SECTION_LABELS[code]}</TableCell>
            <TableCell>
              <select aria-label={`${SECTION_LABELS[code]} access`} value={value[code] ?? ''} onChange={(e) => set(code, e.target.value)}>
                <option value="">No access</option>
                <option value="read">{API_KEY_ACCESS_LABELS.read}</option>
                <option value="write">{API_KEY_ACCESS_LABELS.write}</option>
              </select>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
