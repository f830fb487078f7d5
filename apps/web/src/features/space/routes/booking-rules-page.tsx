import { BOOKING_RULE_MESSAGES } from '@clubspace/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { QueryGate } from '../../../components/query-gate';
import { bookingRulesQuery } from '../../../components/booking/booking-rules-query';
import { ResourceRulesCard, TypeRulesCard } from '../components/booking-rules-cards';

/**
 * Space › Booking rules (issue 11): the rules of each booking type, and resources with their own rules (which replace
 * their type's). The server enforces them on create and move; staff may override after a confirmation.
 */
export default function BookingRulesPage() {
  const overview = useQuery(bookingRulesQuery());
  return (
    <QueryGate query={overview}>
      {(data) => (
        <Stack spacing={3}>
          <Typography color="text.secondary">
            Limits on when and how long each kind of resource can be booked. Empty limits mean no limit. {BOOKING_RULE_MESSAGES.staffMayOverride}
          </Typography>
          <TypeRulesCard data={data} />
          <ResourceRulesCard data={data} />
        </Stack>
      )}
    </QueryGate>
  );
}
