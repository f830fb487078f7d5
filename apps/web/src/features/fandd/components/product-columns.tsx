import { PRODUCT_STATUS_LABELS, labelOf, type ProductItem } from '@clubspace/contract';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import type { Column } from '../../../components/data-table';
import { IconAction } from '../../../components/icon-action';
import { CataloguePrice } from '../../../components/vat-note';

/** Stock columns; a product at 0 (or switched off) shows Unavailable whatever its stored status. */
export function productColumns(onEdit: (p: ProductItem) => void): Column<ProductItem>[] {
  return [
    { field: 'name', header: 'Name', sortable: true, maxWidth: 240 },
    { field: 'category', header: 'Category', sortable: true, render: (p) => p.category?.name ?? '' },
    { field: 'price', header: 'Price', sortable: true, align: 'right', render: (p) => <CataloguePrice value={p.price} /> },
    { field: 'price_hh', header: 'Happy hour', align: 'right', render: (p) => <CataloguePrice value={p.price_hh} /> },
    { field: 'quantity', header: 'Stock', sortable: true, align: 'right' },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      render: (p) => (
        <Chip
          size="small"
          label={p.available ? labelOf(PRODUCT_STATUS_LABELS, p.status) : PRODUCT_STATUS_LABELS.unavailable}
          color={p.available ? 'success' : 'default'}
        />
      ),
    },
    { field: 'order_in_list', header: 'Order', sortable: true, align: 'right' },
    {
      field: 'edit',
      header: '',
      align: 'right',
      render: (p) => <IconAction title="Edit product" label={`Edit ${p.name}`} onClick={() => onEdit(p)} icon={<EditIcon fontSize="small" />} />,
    },
  ];
}
