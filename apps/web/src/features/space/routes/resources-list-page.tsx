import { RESOURCE_STATUS_LABELS, RESOURCE_STATUSES, RESOURCE_TYPE_LABELS, RESOURCE_TYPES, resourcesApi } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { RESOURCES_LIST_SOURCE } from '../api/resources-api';
import { FloorFilter, OfficeFilter } from '../components/office-filter';
import { resourceColumns } from '../components/resource-columns';

/** /space: every resource of the caller's offices, 10 per page; search, filters and order live in the URL. */
export default function ResourcesListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'resources',
    ...RESOURCES_LIST_SOURCE,
    csv: { endpoint: resourcesApi.list, filename: 'resources.csv' },
  });
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search resource" />
            <SelectFilter
              label="Status"
              value={String(params.status)}
              options={RESOURCE_STATUSES}
              labels={RESOURCE_STATUS_LABELS}
              onChange={(status) => setParams({ status })}
            />
            <SelectFilter
              label="Type"
              value={String(params.resource_type)}
              options={RESOURCE_TYPES}
              labels={RESOURCE_TYPE_LABELS}
              onChange={(resource_type) => setParams({ resource_type })}
            />
            <OfficeFilter value={String(params.office)} onChange={(office) => setParams({ office, floor: '' })} />
            <FloorFilter office={String(params.office)} value={String(params.floor)} onChange={(floor) => setParams({ floor })} />
          </>
        }
      />
      <DataTable
        label="Resources"
        columns={resourceColumns}
        rowHref={(r) => `/resources/${r.slug}`}
        getRowId={(r) => r.slug}
        empty={{
          title: 'No resources yet',
          action: (
            <Button variant="contained" component={RouterLink} to="/space/add">
              Add your first resource
            </Button>
          ),
        }}
        {...tableProps}
      />
    </>
  );
}
