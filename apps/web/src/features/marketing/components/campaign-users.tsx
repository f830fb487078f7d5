import { MARKETING_DELAYS, normaliseSearch, type CampaignDetail } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { TransferList } from '../../../components/transfer-list';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { campaignMembersQuery } from '../api/campaigns-api';

interface CampaignUsersProps {
  /** The saved recipients (kept on the list even beyond the first 1000 members). */
  recipients: CampaignDetail['users'];
  /** The member slugs selected. */
  value: string[];
  onChange: (slugs: string[]) => void;
}

/** The campaign's recipients: Users ↔ Users Selected, with a search over the Users side. */
export function CampaignUsers({ recipients, value, onChange }: CampaignUsersProps) {
  const members = useQuery(campaignMembersQuery());
  const [search, setSearch] = useState('');
  const term = normaliseSearch(useDebouncedValue(search, MARKETING_DELAYS.search)).toLowerCase();

  // Every member (1000, by first name) plus recipients beyond them; the search filters only the Users side.
  const all = useMemo(() => {
    const list = (members.data ?? []).map((m) => ({ value: m.slug, label: m.name }));
    const known = new Set(list.map((o) => o.value));
    for (const u of recipients) if (!known.has(u.slug)) list.push({ value: u.slug, label: `${u.first_name} ${u.last_name}`.trim() });
    return list;
  }, [members.data, recipients]);
  const options = all.filter((o) => value.includes(o.value) || !term || normaliseSearch(o.label).toLowerCase().includes(term));

  return (
    <>
      <TextField size="small" type="search" label="Search users" value={search} onChange={(e) => setSearch(e.target.value)} sx={{ maxWidth: 280 }} />
      {members.isError && <Alert severity="error">{members.error.message}</Alert>}
      <TransferList options={options} value={value} onChange={onChange} leftTitle="Users" rightTitle="Users Selected" />
    </>
  );
}
