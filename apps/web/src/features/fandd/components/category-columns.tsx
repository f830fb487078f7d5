import { FANDD_MESSAGES, PRODUCT_STATUS_LABELS, labelOf, type CategoryItem } from '@clubspace/contract';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Column } from '../../../components/data-table';
import { IconAction } from '../../../components/icon-action';
import { TruncatedText } from '../../../components/truncated-text';

export function categoryColumns(onEdit: (c: CategoryItem) => void): Column<CategoryItem>[] {
  return [
    { field: 'name', header: 'Name', sortable: true },
    {
      field: 'description',
      header: 'Description',
      render: (c) =>
        (c.description && <TruncatedText text={c.description} maxWidth={360} />) || (
          <Typography component="span" variant="body2" color="text.secondary">
            {FANDD_MESSAGES.categoryDescriptionEmpty}
          </Typography>
        ),
    },
    { field: 'products', header: 'Products', sortable: true, align: 'right' },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      render: (c) => <Chip size="small" label={labelOf(PRODUCT_STATUS_LABELS, c.status)} color={c.status === 'available' ? 'success' : 'default'} />,
    },
    {
      field: 'edit',
      header: '',
      align: 'right',
      render: (c) => <IconAction title="Edit category" label={`Edit ${c.name}`} onClick={() => onEdit(c)} icon={<EditIcon fontSize="small" />} />,
    },
  ];
}
