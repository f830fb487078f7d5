import { addDaysIso, bookingsApi } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BOOKINGS_PAGE_SIZE } from '../../../components/booking/booking-messages';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { usePagedList } from '../../../components/use-paged-list';
import { bookingColumns } from '../components/booking-columns';
import { BookingFilters } from '../components/booking-filters';
import { useBookingOffice } from '../components/use-office';
import { bookingsListQuery } from '../api/bookings-api';

const YEAR = 365;

/**
 * /bookings/list: 25 a page from today on. Opened from a member profile (?member=) it spans one year back to one year
 * ahead instead. Filters, paging and order live in the URL.
 */
export default function BookingsListPage() {
  const { slug, today, timeZone } = useBookingOffice();
  const [search] = useSearchParams();
  const fromMember = search.has('member');
  const { params, setParams, tableProps } = usePagedList({
    listName: 'bookings',
    defaults: {
      page_size: BOOKINGS_PAGE_SIZE,
      order: 'planned_start',
      start: fromMember ? addDaysIso(today, -YEAR) : today,
      end: fromMember ? addDaysIso(today, YEAR) : '',
    },
    queryOptions: bookingsListQuery,
    csv: { endpoint: bookingsApi.list, filename: 'bookings.csv' },
  });
  return (
    <>
      <ListToolbar filters={<BookingFilters params={params} setParams={setParams} office={slug} today={today} />} />
      <DataTable
        label="Bookings"
        columns={bookingColumns(timeZone)}
        getRowId={(b) => b.code}
        rowHref={(b) => `/bookings/${b.code}`}
        pageSizeOptions={[BOOKINGS_PAGE_SIZE, 50, 100]}
        empty={{
          title: 'No bookings from today on',
          action: (
            <Button variant="contained" component={RouterLink} to="/bookings/create">
              Create a booking
            </Button>
          ),
        }}
        {...tableProps}
      />
    </>
  );
}
