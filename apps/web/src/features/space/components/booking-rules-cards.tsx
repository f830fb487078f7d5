import {
  BOOKING_RULE_MESSAGES,
  BOOKING_TYPES,
  BOOKING_TYPE_LABELS,
  DEBOUNCE,
  DEFAULT_BOOKING_RULES,
  NO_BOOKING_RULES,
  ruleSummary,
  type BookingRuleSet,
  type BookingRulesOverview,
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
import { useState } from 'react';
import { LookupPicker } from '../../../components/lookup-picker';
import { notifySuccess } from '../../../lib/notify';
import { ruleResourceSearch, useRemoveResourceRules, useSaveResourceRules, useSaveTypeRules } from '../api/booking-rules-api';
import { BookingRulesForm } from './booking-rules-form';

const ruleSetOf = <T extends BookingRuleSet>(r: T): BookingRuleSet => {
  const out = { ...NO_BOOKING_RULES };
  for (const k of Object.keys(NO_BOOKING_RULES) as (keyof BookingRuleSet)[]) (out as Record<string, unknown>)[k] = r[k];
  return out;
};
/** Rules are kept per booking type; bar tables are not booked. */
const typeOfResource = (t: string): BookingType => ((BOOKING_TYPES as readonly string[]).includes(t) ? (t as BookingType) : 'desk');

/** The rules of one booking type at a time, picked in the card's header. */
export function TypeRulesCard({ data }: { data: BookingRulesOverview }) {
  const [type, setType] = useState<BookingType>('meeting_room');
  const saveType = useSaveTypeRules();
  const current = data.types.find((t) => t.resource_type === type);
  return (
    <Card variant="outlined" component="section" aria-label="Rules by resource type">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              Rules by resource type
            </Typography>
            <TextField
              select
              size="small"
              label="Resource type"
              value={type}
              onChange={(e) => setType(e.target.value as BookingType)}
              sx={{ minWidth: 200 }}
            >
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
  );
}

type Picked = { slug: string; name: string; resource_type: string };

/** The resources that have their own rules, and the rules of one picked resource (its own, or its type's to start from). */
export function ResourceRulesCard({ data }: { data: BookingRulesOverview }) {
  const [picked, setPicked] = useState<Picked | null>(null);
  const own = picked ? data.resources.find((r) => r.resource.slug === picked.slug) : undefined;
  return (
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
                  <ListItemText
                    primary={`${r.resource.name}${r.resource.office ? ` · ${r.resource.office}` : ''}`}
                    secondary={ruleSummary(ruleSetOf(r))}
                  />
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
          {picked && <ResourceRulesForm data={data} picked={picked} own={own} onRemoved={() => setPicked(null)} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The picked resource's rules: saving gives it its own; 'Use the type's rules' removes them. */
function ResourceRulesForm({
  data,
  picked,
  own,
  onRemoved,
}: {
  data: BookingRulesOverview;
  picked: Picked;
  own: BookingRulesOverview['resources'][number] | undefined;
  onRemoved: () => void;
}) {
  const saveResource = useSaveResourceRules();
  const remove = useRemoveResourceRules();
  const typeRules = data.types.find((x) => x.resource_type === typeOfResource(picked.resource_type));
  return (
    <BookingRulesForm
      key={`${picked.slug}-${JSON.stringify(own ?? null)}`}
      label={`Rules of ${picked.name}`}
      value={own ? ruleSetOf(own) : ruleSetOf(typeRules ?? NO_BOOKING_RULES)}
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
              onRemoved();
            }}
          >
            Use the type&apos;s rules
          </Button>
        )
      }
    />
  );
}
