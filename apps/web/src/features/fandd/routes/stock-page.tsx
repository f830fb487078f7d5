import { productsApi, PRODUCT_RELOAD_MS, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, PRODUCTS_LIST, type ProductItem } from '@clubspace/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { ListToolbar } from '../../../components/list-toolbar';
import { SearchBox } from '../../../components/search-box';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { categoryOptionsQuery, productsListQuery } from '../api/fandd-api';
import { productColumns } from '../components/product-columns';
import { ProductDialog } from '../components/product-dialog';

/** /fandd/stock: products with their stock level; Add Product reloads the list 250 ms after a creation. */
export default function StockPage() {
  const { params, setParams, list, tableProps } = usePagedList({
    listName: 'products',
    defaults: { page_size: PRODUCTS_LIST.pageSize, order: PRODUCTS_LIST.order, category: '', status: '' },
    queryOptions: productsListQuery,
    csv: { endpoint: productsApi.list, filename: 'products.csv' },
  });
  const categories = useQuery(categoryOptionsQuery());
  const [editing, setEditing] = useState<ProductItem | 'new' | null>(null);
  const reload = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);
  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchBox value={params.name} onSearch={(name) => setParams({ name })} label="Search product" />
            <TextField
              select
              size="small"
              label="Category"
              value={String(params.category)}
              onChange={(e) => setParams({ category: e.target.value })}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">All</MenuItem>
              {(categories.data ?? []).map((c) => (
                <MenuItem key={c.slug} value={c.slug}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
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
            Add Product
          </Button>
        }
      />
      <DataTable
        label="Products"
        columns={productColumns(setEditing)}
        empty={{
          title: 'No products yet',
          action: (
            <Button variant="contained" onClick={() => setEditing('new')}>
              Add your first product
            </Button>
          ),
        }}
        {...tableProps}
      />
      <ProductDialog
        open={editing !== null}
        product={editing && editing !== 'new' ? editing : undefined}
        onClose={() => setEditing(null)}
        onSaved={() => {
          reload.current = setTimeout(() => void list.refetch(), PRODUCT_RELOAD_MS);
        }}
      />
    </>
  );
}
