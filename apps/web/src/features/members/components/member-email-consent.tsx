import { CONSENT_CATEGORIES, CONSENT_CATEGORY_HINTS, CONSENT_CATEGORY_LABELS, type EmailConsentView } from '@clubspace/contract';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/section-card';

/**
 * The member's e-mail consent (issue 26: one consent model), read-only: the member owns it (portal preferences,
 * unsubscribe links). With "Allow email" off only the e-mails their account needs are sent.
 */
export function MemberEmailConsent({ consent }: { consent: EmailConsentView }) {
  return (
    <SectionCard title="E-mail consent">
      <Stack direction="row" sx={{ flexWrap: 'wrap' }} useFlexGap spacing={2}>
        <FormControlLabel control={<Switch checked={consent.allow_email} readOnly disabled />} label="Allow email" />
        {CONSENT_CATEGORIES.map((c) => (
          <FormControlLabel
            key={c}
            control={<Switch checked={consent.allow_email && consent[c]} readOnly disabled />}
            label={CONSENT_CATEGORY_LABELS[c]}
            title={`E-mails about ${CONSENT_CATEGORY_HINTS[c]}`}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Set by the member in the portal or by an e-mail's unsubscribe link. Password resets, log-in links and invitations are always sent.
      </Typography>
    </SectionCard>
  );
}
