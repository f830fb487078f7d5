import {
  DEFAULT_VAT,
  FANDD_MESSAGES,
  PRODUCT_STATUS_LABELS,
  PRODUCT_STATUSES,
  productCreate,
  type ProductCreate,
  type ProductItem,
} from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import type { Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { useCataloguePriceLabel } from '../../../components/vat-note';
import { categoryOptionsQuery, useSaveProduct } from '../api/fandd-api';

type ProductFormValues = {
  name: string;
  description: string;
  status: string;
  category: string;
  quantity: string;
  price: string;
  price_hh: string;
  vat: string;
};

const defaults = (p?: ProductItem): ProductFormValues => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  status: p?.status ?? 'available',
  category: p?.category?.slug ?? '',
  quantity: String(p?.quantity ?? 0),
  price: p ? String(p.price) : '',
  price_hh: p ? String(p.price_hh) : '',
  vat: String(p?.vat ?? DEFAULT_VAT),
});

interface ProductDialogProps {
  open: boolean;
  product?: ProductItem;
  onClose: () => void;
  onSaved?: (product: ProductItem) => void;
}

/** Add or edit a product; the contract's messages show under the fields and nothing is sent until they pass. */
export function ProductDialog({ open, product, onClose, onSaved }: ProductDialogProps) {
  const save = useSaveProduct();
  const priceLabel = useCataloguePriceLabel('Product Price');
  const happyHourLabel = useCataloguePriceLabel('Happy hour price');
  const categories = useQuery({ ...categoryOptionsQuery(), enabled: open });
  const resolver = zodResolver(productCreate) as unknown as Resolver<ProductFormValues>;
  const onSubmit = async (values: ProductFormValues) => {
    const saved = await save.mutateAsync({ slug: product?.slug, body: values as unknown as ProductCreate });
    notifySuccess(product ? FANDD_MESSAGES.productUpdated : FANDD_MESSAGES.productCreated);
    onSaved?.(saved);
  };
  return (
    <FormDialog<ProductFormValues>
      open={open}
      title={product ? 'Edit Product' : 'Add Product'}
      defaultValues={defaults(product)}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Product Name" required autoFocus />
          <FormTextField control={control} name="category" label="Product Category" required select>
            {(categories.data ?? []).map((c) => (
              <MenuItem key={c.slug} value={c.slug}>
                {c.name}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
          <FormTextField control={control} name="price" label={priceLabel} required type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
          <FormTextField control={control} name="price_hh" label={happyHourLabel} type="number" slotProps={{ htmlInput: { min: 0, step: 0.01 } }} />
          <FormTextField
            control={control}
            name="vat"
            label="VAT (%)"
            required
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
          />
          <FormTextField control={control} name="quantity" label="Stock" type="number" slotProps={{ htmlInput: { min: 0, step: 1 } }} />
          <FormTextField control={control} name="status" label="Status" select>
            {PRODUCT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {PRODUCT_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
