import { memberCreate, memberUpdate, type MemberCreate, type MemberItem, type MemberRole, type MemberUpdate } from '@clubspace/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/** Every field of the member dialog and the add-member page, as the inputs hold them. */
export interface MemberFormValues {
  first_name: string;
  last_name: string;
  office: string;
  email: string;
  role: MemberRole | '';
  team: string;
  phone: string;
  job_title: string;
  billing_town: string;
  billing_street: string;
  billing_street_number: string;
}

export function memberFormDefaults(member: MemberItem | undefined, officeSlug: string): MemberFormValues {
  return {
    first_name: member?.user.first_name ?? '',
    last_name: member?.user.last_name ?? '',
    office: member?.office?.slug ?? officeSlug,
    email: member?.user.email ?? '',
    role: (member?.role as MemberRole | undefined) ?? '',
    team: member?.team?.slug ?? '',
    phone: member?.user.phone ?? '',
    job_title: member?.job_title ?? '',
    billing_town: member?.billing_town ?? '',
    billing_street: member?.billing_street ?? '',
    billing_street_number: member?.billing_street_number ?? '',
  };
}

/** The contract's schemas check the form: create needs a valid e-mail; update needs a team (seed 2 §5). */
export function memberResolver(editing: boolean): Resolver<MemberFormValues> {
  return (editing ? zodResolver(memberUpdate) : zodResolver(memberCreate)) as unknown as Resolver<MemberFormValues>;
}

// The resolver hands over the schema's output: update's has no e-mail, and optional texts may be missing.
const opt = (text: string | null | undefined) => text?.trim() || null;

export function toCreatePayload(v: MemberFormValues): MemberCreate {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email?.trim() ?? '',
    office: v.office,
    role: v.role as MemberRole,
    team: opt(v.team),
    phone: opt(v.phone),
    job_title: opt(v.job_title),
    billing_town: opt(v.billing_town),
    billing_street: opt(v.billing_street),
    billing_street_number: opt(v.billing_street_number),
  };
}

/** Update leaves the e-mail out (it is the user's login) and the billing address alone unless `withBilling`. */
export function toUpdatePayload(v: MemberFormValues, withBilling = false): MemberUpdate {
  const { email: _email, ...rest } = toCreatePayload(v);
  const body: MemberUpdate = { ...rest, team: v.team };
  if (!withBilling) {
    delete body.billing_town;
    delete body.billing_street;
    delete body.billing_street_number;
  }
  return body;
}
