import { offerUsersApi, MARKETING_DELAYS, OFFER_USERS_LIST } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { usePagedList } from '../../../components/use-paged-list';
import { offerUsersListQuery } from '../api/offer-users-api';
import { offerUserColumns } from '../components/offer-user-columns';

/** /marketing/offer_user: offers assigned to members, searched by name. */
export default function OfferUsersListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'offer_users',
    defaults: { page_size: OFFER_USERS_LIST.pageSize, order: OFFER_USERS_LIST.order },
    queryOptions: offerUsersListQuery,
    csv: { endpoint: offerUsersApi.list, filename: 'offer-users.csv' },
  });
  return (
    <>
      <ListToolbar
        filters={<SearchBox value={params.name} onSearch={(name) => setParams({ name })} delay={MARKETING_DELAYS.search} label="Search by name" />}
        action={
          <Button variant="contained" component={Link} to="/marketing/offer_user/add">
            Add offer-user
          </Button>
        }
      />
      <DataTable
        label="Offer users"
        columns={offerUserColumns}
        rowHref={(o) => `/marketing/offer_user/${o.slug}`}
        empty={{
          title: 'No offers sent yet',
          action: (
            <Button variant="contained" component={Link} to="/marketing/offer_user/add">
              Send your first offer
            </Button>
          ),
        }}
        {...tableProps}
      />
    </>
  );
}
