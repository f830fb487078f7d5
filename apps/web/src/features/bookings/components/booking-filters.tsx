import { addDaysIso, BOOKING_CHANNEL_LABELS, BOOKING_CHANNELS, BOOKING_ORIGINS, BOOKING_STATUSES, BOOKING_TYPES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { brokersQuery, resourcesLookup, workAreasLookup } from '../../../components/booking/booking-lookups';
import { BOOKING_DELAYS } from '../../../components/booking/booking-messages';
import { LookupPicker } from '../../../components/lookup-picker';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { TeamPicker } from '../../../components/team-picker';
import type { ListParams, ParamValue } from '../../../components/use-list-params';
import { memberLookupQuery } from '../../../lib/lookups-api';
import { BOOKING_TYPE_LABELS, STATUS_LABELS } from './booking-labels';
import { DayInput } from '../../../components/day-input';

/** Payment filter: the invoice line's status (paid, waiting for payment, voided) or no line at all. */
export const LIST_PAYMENTS = ['paid', 'payment_pending', 'void', 'none'] as const;
const PAYMENT_LABELS = { paid: 'Paid', payment_pending: 'Pending payment', void: 'Void', none: 'No invoice line' };

interface BookingFiltersProps {
  params: ListParams;
  setParams: (patch: Record<string, ParamValue>) => void;
  office: string;
  today: string;
}

const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

type FilterProps = Pick<BookingFiltersProps, 'params' | 'setParams'>;

/** Yesterday, Today, Tomorrow: one day's bookings at a click. */
function QuickDays({ params, setParams, today }: FilterProps & { today: string }) {
  const day = (offset: number) => addDaysIso(today, offset);
  const isQuick = (offset: number) => params.start === day(offset) && params.end === day(offset);
  return (
    <ButtonGroup size="small" aria-label="Quick days">
      {[
        ['Yesterday', -1],
        ['Today', 0],
        ['Tomorrow', 1],
      ].map(([label, offset]) => (
        <Button
          key={label}
          variant={isQuick(offset as number) ? 'contained' : 'outlined'}
          onClick={() => setParams({ start: day(offset as number), end: day(offset as number) })}
        >
          {label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

/** Who booked and where: team, member, client (broker), work area and resource of the office. */
function WhoAndWhereFilters({ params, setParams, office }: FilterProps & { office: string }) {
  const brokers = useQuery(brokersQuery());
  const areas = useQuery({ ...workAreasLookup(office), enabled: Boolean(office) });
  const resources = useQuery({ ...resourcesLookup({ office, work_area: text(params.work_area) }), enabled: Boolean(office) });
  return (
    <>
      <TeamPicker
        value={text(params.team)}
        onChange={(t) => setParams({ team: t?.slug ?? '' })}
        delay={BOOKING_DELAYS.debounce}
        size="small"
        minWidth={200}
      />
      <LookupPicker
        label="Member"
        name="member"
        value={text(params.member)}
        query={(term) => memberLookupQuery(term, text(params.team))}
        onChange={(m) => setParams({ member: m?.slug ?? '' })}
        delay={BOOKING_DELAYS.debounce}
        size="small"
        minWidth={200}
      />
      <SelectFilter
        label="Client"
        value={text(params.client)}
        options={(brokers.data ?? []).map((b) => b.slug)}
        labels={Object.fromEntries((brokers.data ?? []).map((b) => [b.slug, b.name]))}
        onChange={(client) => setParams({ client })}
      />
      <SelectFilter
        label="Work area"
        value={text(params.work_area)}
        options={(areas.data ?? []).map((a) => a.slug)}
        labels={Object.fromEntries((areas.data ?? []).map((a) => [a.slug, a.name]))}
        onChange={(work_area) => setParams({ work_area, resource: '' })}
      />
      <SelectFilter
        label="Resource"
        value={text(params.resource)}
        options={(resources.data ?? []).map((r) => r.slug)}
        labels={Object.fromEntries((resources.data ?? []).map((r) => [r.slug, r.name]))}
        onChange={(resource) => setParams({ resource })}
      />
    </>
  );
}

/** Every filter of the list (spec §2.2); free text waits 600 ms after typing. */
export function BookingFilters({ params, setParams, office, today }: BookingFiltersProps) {
  return (
    <>
      <QuickDays params={params} setParams={setParams} today={today} />
      <DayInput size="small" label="Start" value={text(params.start)} onChange={(start) => setParams({ start })} />
      <DayInput size="small" label="End" value={text(params.end)} onChange={(end) => setParams({ end })} min={text(params.start)} />
      <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search booking" delay={BOOKING_DELAYS.debounce} />
      <SelectFilter
        label="Status"
        value={text(params.status)}
        options={BOOKING_STATUSES}
        labels={STATUS_LABELS}
        onChange={(status) => setParams({ status })}
      />
      <SelectFilter
        label="Type"
        value={text(params.booking_type)}
        options={BOOKING_TYPES}
        labels={BOOKING_TYPE_LABELS}
        onChange={(booking_type) => setParams({ booking_type })}
      />
      <SelectFilter
        label="Origin"
        value={text(params.origin)}
        options={BOOKING_ORIGINS}
        labels={{ complimentary: 'Complimentary', deference: 'Complimentary (deference)' }}
        onChange={(origin) => setParams({ origin })}
      />
      <SelectFilter
        label="Channel"
        value={text(params.channel)}
        options={BOOKING_CHANNELS}
        labels={BOOKING_CHANNEL_LABELS}
        onChange={(channel) => setParams({ channel })}
      />
      <SelectFilter
        label="Payment"
        value={text(params.payment)}
        options={LIST_PAYMENTS}
        labels={PAYMENT_LABELS}
        onChange={(payment) => setParams({ payment })}
      />
      <WhoAndWhereFilters params={params} setParams={setParams} office={office} />
    </>
  );
}
