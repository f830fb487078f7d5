import {
  addDaysIso,
  defaultMembershipDays,
  isoDayInZone,
  MEMBER_MESSAGES,
  membershipCreate,
  type MembershipCreate,
  type MembershipPlanItem,
} from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The add-membership form (page and profile dialog) as its inputs hold it; dates are yyyy-MM-dd. */
export interface MembershipFormValues {
  team: string;
  plan: string;
  member: string;
  status: string;
  start: string;
  end: string;
  free_days: number | string;
  recurrent: boolean;
  price: number | string;
  free_credits: number | string;
  numUnits: number | string;
}

/** Today in the operator's time zone (DEFAULT_TIME_ZONE unless an office says otherwise). */
export const todayIso = () => isoDayInZone(new Date());

/** Default end: start + the plan's length_in_month read as days, 30 when 0 or missing (seed 2 §2). */
export const defaultEnd = (start: string, plan?: Pick<MembershipPlanItem, 'length_in_month'> | null) =>
  addDaysIso(start, defaultMembershipDays(plan?.length_in_month));

/** Seed 2 §9: price 0, units 1, free credits 0, free days 0, not recurrent, status active, start today. */
export function membershipFormDefaults(prefill: { team?: string; member?: string } = {}, today: string = todayIso()): MembershipFormValues {
  return {
    team: prefill.team ?? '',
    plan: '',
    member: prefill.member ?? '',
    status: 'active',
    start: today,
    end: defaultEnd(today),
    free_days: 0,
    recurrent: false,
    price: 0,
    free_credits: 0,
    numUnits: 1,
  };
}

/** What picking a plan changes: the price becomes its base price and the end follows its length. */
export function planDefaults(start: string, plan: MembershipPlanItem | undefined): Pick<MembershipFormValues, 'price' | 'end'> {
  return { price: plan?.base_price ?? 0, end: defaultEnd(start || todayIso(), plan) };
}

const blankToUndefined = (v: number | string) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The dialog on the profile words the three pickers' messages its own way (seed 2 §5). */
const DIALOG_MESSAGES: Partial<Record<keyof MembershipFormValues, string>> = {
  member: MEMBER_MESSAGES.memberMandatory,
  team: MEMBER_MESSAGES.teamMandatory,
  plan: MEMBER_MESSAGES.planMandatory,
};

/** The contract's membershipCreate checks the form; empty number fields count as missing, not as 0. */
export function membershipResolver(dialog: boolean): Resolver<MembershipFormValues> {
  const base = zodResolver(membershipCreate) as unknown as Resolver<MembershipFormValues>;
  return async (values, context, options) => {
    const cleaned = {
      ...values,
      price: blankToUndefined(values.price),
      free_credits: blankToUndefined(values.free_credits),
      free_days: blankToUndefined(values.free_days),
      numUnits: blankToUndefined(values.numUnits),
    } as MembershipFormValues;
    const result = await base(cleaned, context, options);
    if (!dialog || !Object.keys(result.errors).length) return result;
    const errors: FieldErrors<MembershipFormValues> = { ...result.errors };
    for (const [field, message] of Object.entries(DIALOG_MESSAGES) as [keyof MembershipFormValues, string][]) {
      const error = errors[field];
      if (error) errors[field] = { ...error, message };
    }
    return { values: {}, errors };
  };
}

/** POST /api/memberships/ body; the server takes start at 00:00:00 and end at 23:59:59 of their days. */
export function toMembershipPayload(v: MembershipFormValues): MembershipCreate {
  return {
    member: v.member,
    team: v.team,
    plan: v.plan,
    price: Number(v.price),
    status: v.status as MembershipCreate['status'],
    start: v.start,
    end: v.end,
    recurrent: v.recurrent,
    numUnits: Number(v.numUnits),
    free_credits: Number(v.free_credits),
    free_days: Number(v.free_days),
    payNow: false,
  };
}
