import { DEBOUNCE, TILL_PAYERS, WALK_IN_PAYMENT_METHODS, type TillPayer, type WalkInPaymentMethod } from '@clubspace/contract';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LookupPicker } from '../../../components/lookup-picker';
import { MemberPicker } from '../../../components/member-picker';
import { TeamPicker } from '../../../components/team-picker';
import { guestLookupQuery } from '../../../lib/lookups-api';

const PAYER_LABELS: Record<TillPayer, string> = { member: 'Member', team: 'Team', guest: 'Guest', walk_in: 'Walk-in' };
const METHOD_LABELS: Record<WalkInPaymentMethod, string> = { cash: 'Cash', card: 'Card' };

interface TillPayerFieldsProps {
  payer: TillPayer;
  /** The member's, team's or guest's slug. */
  who: string;
  method: WalkInPaymentMethod;
  onPayer: (payer: TillPayer) => void;
  onWho: (slug: string) => void;
  onMethod: (method: WalkInPaymentMethod) => void;
}

/** Who pays at the till: a member, a team or a guest (picked), or a walk-in paying now by cash or card. */
export function TillPayerFields({ payer, who, method, onPayer, onWho, onMethod }: TillPayerFieldsProps) {
  return (
    <>
      <ToggleButtonGroup exclusive size="small" aria-label="Who pays" value={payer} onChange={(_e, v: TillPayer | null) => v && onPayer(v)}>
        {TILL_PAYERS.map((p) => (
          <ToggleButton key={p} value={p}>
            {PAYER_LABELS[p]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {payer === 'member' && <MemberPicker value={who} onChange={(m) => onWho(m?.slug ?? '')} required />}
      {payer === 'team' && <TeamPicker value={who} onChange={(t) => onWho(t?.slug ?? '')} required />}
      {payer === 'guest' && (
        <LookupPicker
          label="Guest"
          name="guest"
          value={who}
          delay={DEBOUNCE.autocomplete}
          query={guestLookupQuery}
          describe={(g) => g.email}
          onChange={(g) => onWho(g?.slug ?? '')}
          required
        />
      )}
      {payer === 'walk_in' && (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Paid by"
          value={method}
          onChange={(_e, v: WalkInPaymentMethod | null) => v && onMethod(v)}
        >
          {WALK_IN_PAYMENT_METHODS.map((m) => (
            <ToggleButton key={m} value={m}>
              {METHOD_LABELS[m]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </>
  );
}
