import { ACCOUNT_MESSAGES, PLAN_STATUS_LABELS, PLAN_STATUSES, planCreate, planUpdate, type PlanItem } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import type { Control, Resolver, UseFormSetValue } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { notifySuccess } from '../../../lib/notify';
import { useCataloguePriceLabel } from '../../../components/vat-note';
import { useCreatePlan, useUpdatePlan } from '../api/account-api';
import type { DialogProps } from './account-dialogs';

type PlanValues = {
  name: string;
  subtitle: string;
  description: string;
  base_price: string | number;
  length_in_month: string | number;
  free_days: string | number;
  free_credits: string | number;
  status: string;
};

interface PlanFieldsProps {
  control: Control<PlanValues>;
  setValue: UseFormSetValue<PlanValues>;
  /** Updating: every plan field; creating: name, description and price. */
  editing: boolean;
  priceLabel: string;
}

/** The whole-number fields of an update, in their order. */
const COUNTS = [
  ['length_in_month', 'Length (days)'],
  ['free_days', 'Free days'],
  ['free_credits', 'Free credits'],
] as const;

/** The plan's fields; a negative number becomes 0 when the field is left. */
function PlanFields({ control, setValue, editing, priceLabel }: PlanFieldsProps) {
  const clamp = (name: 'base_price' | 'length_in_month' | 'free_days' | 'free_credits') => ({
    onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
      if (Number(e.target.value) < 0) setValue(name, 0);
    },
  });
  return (
    <>
      <FormTextField control={control} name="name" label="Name" required autoFocus />
      {editing && <FormTextField control={control} name="subtitle" label="Subtitle" />}
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormTextField
        control={control}
        name="base_price"
        label={priceLabel}
        type="number"
        required
        slotProps={{ htmlInput: { min: 0, step: 0.01, ...clamp('base_price') } }}
      />
      {editing && (
        <>
          {COUNTS.map(([name, label]) => (
            <FormTextField
              key={name}
              control={control}
              name={name}
              label={label}
              type="number"
              slotProps={{ htmlInput: { min: 0, ...clamp(name) } }}
            />
          ))}
          <FormTextField control={control} name="status" label="Status" select>
            {PLAN_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {PLAN_STATUS_LABELS[s]}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </>
  );
}

/** Create Membership Plan (Name, Description, Price) or Update membership plan (every plan field). Negative numbers become 0. */
export function PlanDialog({ open, plan, onClose }: DialogProps & { plan?: PlanItem }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const priceLabel = useCataloguePriceLabel('Price');
  const defaults: PlanValues = {
    name: plan?.name ?? '',
    subtitle: plan?.subtitle ?? '',
    description: plan?.description ?? '',
    base_price: plan?.base_price ?? '',
    length_in_month: plan?.length_in_month ?? 0,
    free_days: plan?.free_days ?? 0,
    free_credits: plan?.free_credits ?? 0,
    status: plan?.status ?? 'active',
  };
  return (
    <FormDialog<PlanValues>
      open={open}
      title={plan ? 'Update Membership Plan' : 'Create Membership Plan'}
      defaultValues={defaults}
      resolver={zodResolver(plan ? planUpdate : planCreate) as unknown as Resolver<PlanValues>}
      onSubmit={async (v) => {
        if (plan) {
          await update.mutateAsync({
            slug: plan.slug,
            body: {
              ...v,
              base_price: Number(v.base_price),
              length_in_month: Number(v.length_in_month),
              free_days: Number(v.free_days),
              free_credits: Number(v.free_credits),
              status: v.status as 'active',
            },
          });
          notifySuccess(ACCOUNT_MESSAGES.planUpdated);
        } else {
          await create.mutateAsync({ name: v.name, description: v.description, base_price: v.base_price });
          notifySuccess(ACCOUNT_MESSAGES.planCreated);
        }
      }}
      onClose={onClose}
    >
      {({ control, setValue }) => <PlanFields control={control} setValue={setValue} editing={Boolean(plan)} priceLabel={priceLabel} />}
    </FormDialog>
  );
}
