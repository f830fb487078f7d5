import {
  BOOKING_RULE_MESSAGES,
  BOOKING_TYPES,
  BOOKING_TYPE_LABELS,
  DEBOUNCE,
  DEFAULT_BOOKING_RULES,
  NO_BOOKING_RULES,
  ruleSummary,
  type BookingRuleSet,
  type BookingType,
} from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LookupPicker } from '../../../components/lookup-picker';
import { QueryGate } from '../../../components/query-gate';
import { notifySuccess } from '../../../lib/notify';
import { bookingRulesQuery } from '../../../components/booking/booking-rules-query';
import { ruleResourceSearch, useRemoveResourceRules, useSaveResourceRules, useSaveTypeRules } from '../api/booking-rules-api';
import { BookingRulesForm } from '../components/booking-rules-form';

const ruleSetOf = <T extends BookingRuleSet>(r: T): BookingRuleSet => {
  const out = { ...NO_BOOKING_RULES };
  for (const k of Object.keys(NO_BOOKING_RULES) as (keyof BookingRuleSet)[]) (out as Record<string, unknown>)[k] = r[k];
  return out;
};
/** Rules are kept per booking type; bar tables are not booked. */
const typeOfResource = (t: string): BookingType => ((BOOKING_TYPES as readonly string[]).includes(t) ? (t as BookingType) : 'desk');

/**
 * Space › Booking rules (issue 11): the rules of each booking type, and resources with their own rules (which replace
 * their type's). The server enforces them on create and move; staff may override after a confirmation.
 */
export default function BookingRulesPage() {
  const overview = useQuery(bookingRulesQuery());
  const [type, setType] = useState<BookingType>('meeting_room');
  const [picked, setPicked] = useState<{ slug: string; name: string; resource_type: string } | null>(null);
  const saveType = useSaveTypeRules();
  const saveResource = useSaveResourceRules();
  const remove = useRemoveResourceRules();

  return (
    <QueryGate query={overview}>
      {(data) => {
        const current = data.types.find((t) => t.resource_type === type);
        const own = picked ? data.resources.find((r) => r.resource.slug === picked.slug) : undefined;
        const typeRules = (t: BookingType) => data.types.find((x) => x.resource_type === t);
        return (
          <Stack spacing={3}>
            <Typography color="text.secondary">
              Limits on when and how long each kind of resource can be booked. Empty limits mean no limit. {BOOKING_RULE_MESSAGES.staffMayOverride}
            </Typography>
            <Card variant="outlined" component="section" aria-label="Rules by resource type">
              <CardContent>
                <Stack spacing={2}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
                      Rules by resource type
                    </Typography>
                    <TextField select size="small" label="Resource type" value={type} onChange={(e) => setType(e.target.value as BookingType)} sx={{ minWidth: 200 }}>
                      {BOOKING_TYPES.map((t) => (
                        <MenuItem key={t} value={t}>
                          {BOOKING_TYPE_LABELS[t]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {current?.configured ? ruleSummary(ruleSetOf(current)) : 'No rules yet: nothing is refused.'}
                  </Typography>
                  {current && (
                    <BookingRulesForm
                      key={`${type}-${JSON.stringify(ruleSetOf(current))}`}
                      label={`${BOOKING_TYPE_LABELS[type]} rules`}
                      value={ruleSetOf(current)}
                      suggested={DEFAULT_BOOKING_RULES[type]}
                      saving={saveType.isPending}
                      onSave={async (rules) => {
                        await saveType.mutateAsync({ type, rules });
                        notifySuccess(BOOKING_RULE_MESSAGES.saved);
                      }}
                    />
                  )}
                </Stack>
              </CardContent>
            </Card>

            <Card variant="outlined" component="section" aria-label="Rules for one resource">
              <CardContent>
                <Stack spacing={2}>
                  <Typography variant="h6" component="h2">
                    Rules for one resource
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    A resource with its own rules follows them instead of its type&apos;s.
                  </Typography>
                  {data.resources.length > 0 ? (
                    <List dense aria-label="Resources with their own rules">
                      {data.resources.map((r) => (
                        <ListItem
                          key={r.resource.slug}
                          secondaryAction={
                            <Button size="small" onClick={() => setPicked({ ...r.resource, resource_type: r.resource_type })}>
                              Edit
                            </Button>
                          }
                        >
                          <ListItemText primary={`${r.resource.name}${r.resource.office ? ` · ${r.resource.office}` : ''}`} secondary={ruleSummary(ruleSetOf(r))} />
                        </ListItem>
                      ))}
                    </List>
                  ) : (
                    <Typography variant="body2">No resource has its own rules.</Typography>
                  )}
                  <LookupPicker
                    label="Resource"
                    name="rule-resource"
                    size="small"
                    value={picked?.slug ?? ''}
                    selectedLabel={picked?.name}
                    query={ruleResourceSearch}
                    onChange={(o) => setPicked(o)}
                    delay={DEBOUNCE.memberDialogAutocomplete}
                    minWidth={280}
                  />
                  {picked && (
                    <BookingRulesForm
                      key={`${picked.slug}-${JSON.stringify(own ?? null)}`}
                      label={`Rules of ${picked.name}`}
                      value={own ? ruleSetOf(own) : ruleSetOf(typeRules(typeOfResource(picked.resource_type)) ?? NO_BOOKING_RULES)}
                      saving={saveResource.isPending || remove.isPending}
                      onSave={async (rules) => {
                        await saveResource.mutateAsync({ slug: picked.slug, rules });
                        notifySuccess(BOOKING_RULE_MESSAGES.saved);
                      }}
                      actions={
                        own && (
                          <Button
                            color="error"
                            onClick={async () => {
                              await remove.mutateAsync(picked.slug);
                              notifySuccess(BOOKING_RULE_MESSAGES.removed);
                              setPicked(null);
                            }}
                          >
                            Use the type&apos;s rules
                          </Button>
                        )
                      }
                    />
                  )}
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        );
      }}
    </QueryGate>
  );
}
