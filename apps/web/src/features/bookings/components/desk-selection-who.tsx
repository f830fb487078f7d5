import { DEBOUNCE } from '@clubspace/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { teamGuestsQuery } from '../../../components/booking/booking-lookups';
import { LookupPicker } from '../../../components/lookup-picker';
import { MemberPicker } from '../../../components/member-picker';
import { TeamPicker } from '../../../components/team-picker';
import { memberLookupQuery } from '../../../lib/lookups-api';
import type { SelectionWho } from './desk-selection-form';

/** The selection panel's who: a referral member, a team, its member and (with a team) one of its guests. */
export function DeskSelectionWho({ who, onChange }: { who: SelectionWho; onChange: (next: Partial<SelectionWho>) => void }) {
  const { team, member, referral, guest } = who;
  const guests = useQuery(teamGuestsQuery(team));
  return (
    <>
      <MemberPicker
        label="Referral member"
        name="referral"
        size="small"
        value={referral}
        onChange={(m) => onChange({ referral: m?.slug ?? '' })}
        delay={DEBOUNCE.memberDialogAutocomplete}
      />
      <TeamPicker
        value={team}
        onChange={(t) => onChange({ team: t?.slug ?? '', member: '', guest: '' })}
        delay={DEBOUNCE.memberDialogAutocomplete}
        size="small"
      />
      <LookupPicker
        label="Member"
        name="member"
        size="small"
        value={member}
        disabled={!team}
        query={(term) => memberLookupQuery(term, team)}
        onChange={(m) => onChange({ member: m?.slug ?? '' })}
        delay={DEBOUNCE.memberDialogAutocomplete}
      />
      {team && (
        <TextField select size="small" label="Guest" value={guest} onChange={(e) => onChange({ guest: e.target.value })}>
          <MenuItem value="">No guest</MenuItem>
          {(guests.data ?? []).map((g) => (
            <MenuItem key={g.slug} value={g.slug}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
