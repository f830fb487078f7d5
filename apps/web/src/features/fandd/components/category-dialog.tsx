import { categoryCreate, FANDD_MESSAGES, PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type CategoryCreate, type CategoryItem } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import type { Resolver } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { useSaveCategory } from '../api/fandd-api';

type CategoryFormValues = { name: string; status: string; description: string };

/** Add or edit a category; the call is made only when Name and Status pass. */
export function CategoryDialog({ open, category, onClose }: { open: boolean; category?: CategoryItem; onClose: () => void }) {
  const save = useSaveCategory();
  const resolver = zodResolver(categoryCreate) as unknown as Resolver<CategoryFormValues>;
  const onSubmit = async (values: CategoryFormValues) => {
    await save.mutateAsync({ slug: category?.slug, body: values as CategoryCreate });
    notifySuccess(category ? FANDD_MESSAGES.categoryUpdated : FANDD_MESSAGES.categoryCreated);
  };
  return (
    <FormDialog<CategoryFormValues>
      open={open}
      title={category ? 'Edit Category' : 'Add Category'}
      defaultValues={{ name: category?.name ?? '', status: category?.status ?? '', description: category?.description ?? '' }}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {({ control }) => (
        <>
          <FormTextField control={control} name="name" label="Name" required autoFocus />
          <FormTextField control={control} name="status" label="Status" required select>
            {PRODUCT_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {PRODUCT_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="description"
            label="Description"
            multiline
            minRows={2}
            placeholder={FANDD_MESSAGES.categoryDescriptionEmpty}
          />
        </>
      )}
    </FormDialog>
  );
}
