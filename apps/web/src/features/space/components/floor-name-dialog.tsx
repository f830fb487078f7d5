import type { Resolver, ResolverResult } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';

type Values = { name: string };

const FLOOR_NAME_REQUIRED = 'Floor name is required';
const resolver: Resolver<Values> = async (values) => {
  const name = values.name.trim();
  if (name) return { values: { name }, errors: {} } as ResolverResult<Values>;
  return { values: {}, errors: { name: { type: 'required', message: FLOOR_NAME_REQUIRED } } } as ResolverResult<Values>;
};

/** Add or rename a floor: one name field. */
export function FloorNameDialog({
  open,
  title,
  name = '',
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  name?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog<Values> open={open} title={title} defaultValues={{ name }} resolver={resolver} onSubmit={(v) => onSubmit(v.name)} onClose={onClose}>
      {(form) => <FormTextField control={form.control} name="name" label="Floor name" required autoFocus />}
    </FormDialog>
  );
}
