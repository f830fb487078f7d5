import { offersApi, MARKETING_DELAYS, OFFERS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { officesLookup } from '../../../components/booking/booking-lookups';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { usePagedList } from '../../../components/use-paged-list';
import { useSession } from '../../../lib/session';
import { offersListQuery } from '../api/offers-api';
import { offerColumns } from '../components/offer-columns';

/** /marketing/offer: offers, 10 a page, searched over code, title, subtitle and description. */
export default function OffersListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'offers',
    defaults: { page_size: OFFERS_LIST.pageSize, order: OFFERS_LIST.order },
    queryOptions: offersListQuery,
    csv: { endpoint: offersApi.list, filename: 'offers.csv' },
  });
  const zones = useQuery(officesLookup());
  const active = useSession().data?.active_office?.slug;
  const columns = useMemo(() => offerColumns(zones.data ?? [], active), [zones.data, active]);
  return (
    <>
      <ListToolbar
        filters={
          <SearchBox
            value={params.name}
            onSearch={(name) => setParams({ name })}
            delay={MARKETING_DELAYS.search}
            label="Search by code, title, subtitle, description..."
          />
        }
        action={
          <Button variant="contained" component={Link} to="/marketing/add">
            Add offer
          </Button>
        }
      />
      <DataTable
        label="Offers"
        columns={columns}
        rowHref={(o) => `/marketing/${o.slug}`}
        empty={{
          title: 'No offers yet',
          action: (
            <Button variant="contained" component={Link} to="/marketing/add">
              Create your first offer
            </Button>
          ),
        }}
        {...tableProps}
      />
    </>
  );
}
