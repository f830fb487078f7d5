import { categoriesApi, CATEGORIES_LIST, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type CategoryItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { categoriesListQuery } from '../api/fandd-api';
import { categoryColumns } from '../components/category-columns';
import { CategoryDialog } from '../components/category-dialog';

/** /fandd/categories: categories (15 per page) with search and the Add Category dialog. */
export default function CategoriesPage() {
  const { params, setParams, tableProps } = usePagedList({
    listName: 'categories',
    defaults: { page_size: CATEGORIES_LIST.pageSize, order: CATEGORIES_LIST.order, status: '' },
    queryOptions: categoriesListQuery,
    csv: { endpoint: categoriesApi.list, filename: 'categories.csv' },
  });
  const [editing, setEditing] = useState<CategoryItem | 'new' | null>(null);
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search category" />
            <SelectFilter
              label="Status"
              value={String(params.status)}
              options={PRODUCT_STATUSES}
              labels={PRODUCT_STATUS_LABELS}
              onChange={(status) => setParams({ status })}
            />
          </>
        }
        action={
          <Button variant="contained" onClick={() => setEditing('new')}>
            Add Category
          </Button>
        }
      />
      <DataTable
        label="Categories"
        columns={categoryColumns(setEditing)}
        empty={{
          title: 'No categories yet',
          action: (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add your first category
            </Button>
          ),
        }}
        {...tableProps}
      />
      <CategoryDialog open={editing !== null} category={editing && editing !== 'new' ? editing : undefined} onClose={() => setEditing(null)} />
    </>
  );
}
