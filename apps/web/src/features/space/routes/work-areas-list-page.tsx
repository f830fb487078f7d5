import { AREA_TYPE_LABELS, AREA_TYPES, WORK_AREA_STATUS_LABELS, WORK_AREA_STATUSES, WORK_AREAS_LIST, workAreasApi } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { workAreasListQuery } from '../api/work-areas-api';
import { FloorFilter, OfficeFilter } from '../components/office-filter';
import { workAreaColumns } from '../components/work-area-columns';

/** /space/work_areas: filters status, area_type, name, office (and floor), ordered by `order`; 10 per page. */
export default function WorkAreasListPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'work_areas',
    defaults: { page_size: WORK_AREAS_LIST.pageSize, order: WORK_AREAS_LIST.order, status: '', area_type: '', office: '', floor: '' },
    queryOptions: workAreasListQuery,
    csv: { endpoint: workAreasApi.list, filename: 'work-areas.csv' },
  });
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search work area" />
            <SelectFilter
              label="Status"
              value={String(params.status)}
              options={WORK_AREA_STATUSES}
              labels={WORK_AREA_STATUS_LABELS}
              onChange={(status) => setParams({ status })}
            />
            <SelectFilter
              label="Type"
              value={String(params.area_type)}
              options={AREA_TYPES}
              labels={AREA_TYPE_LABELS}
              onChange={(area_type) => setParams({ area_type })}
            />
            <OfficeFilter value={String(params.office)} onChange={(office) => setParams({ office, floor: '' })} />
            <FloorFilter office={String(params.office)} value={String(params.floor)} onChange={(floor) => setParams({ floor })} />
          </>
        }
      />
      <DataTable
        label="Work areas"
        columns={workAreaColumns}
        rowHref={(w) => `/work_area/${w.slug}`}
        getRowId={(w) => w.slug}
        empty={{
          title: 'No work areas yet',
          action: (
            <Button variant="contained" component={RouterLink} to="/space/addWorkArea">
              Add your first work area
            </Button>
          ),
        }}
        {...tableProps}
      />
    </>
  );
}
