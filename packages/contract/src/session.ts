import { z } from 'zod';
import { EMAIL_PATTERN } from './common.ts';
import { newPassword } from './credentials.ts';

export const SESSION_MESSAGES = {
  loginError: 'Error login',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  surnameRequired: 'Surname is required',
  companyRequired: 'Company name is required',
  workspaceRequired: 'Workspace name is required',
  emailAlreadyRegistered: 'email_already_registered',
  emailAlreadyRegisteredText: 'This e-mail is already registered. Log in or reset your password.',
  officeNameMandatory: 'Office name is mandatory',
  validMail: 'Must be a valid mail',
  phoneInvalid: 'Phone number is not valid',
  resetSent: 'Check your e-mail inbox for further instructions',
  resetError: 'Error',
  resetDone: 'Your password has been changed. You can log in now.',
  resetInvalid: 'This reset link is invalid or has expired',
  passwordTooShort: 'Password must have at least 8 characters',
  validationDone: 'Your account is validated. You can log in now.',
  validationInvalid: 'This validation link is invalid or has expired',
  validationAlready: 'Your account is already validated. You can log in now.',
  validationResent: 'If this account still needs validating, a new validation e-mail is on its way.',
  notValidated: 'Your e-mail address is not validated yet.',
  onboardingDone: 'Your workspace is ready.',
  onboardingLogin: 'Your workspace is ready. Log in again to start using it.',
  notFound: 'Error 404 - You can not be here',
} as const;

export const loginRequest = z.object({
  email: z.string({ error: SESSION_MESSAGES.emailRequired }).trim().min(1, SESSION_MESSAGES.emailRequired).max(254),
  password: z.string({ error: SESSION_MESSAGES.passwordRequired }).min(1, SESSION_MESSAGES.passwordRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshRequest = z.object({ refresh: z.string().min(1).max(4000) });

/**
 * Sign-up (seed 1 §5): every field required. The seed has no e-mail format or password rule; issue 13 §8 adds both
 * (a real e-mail, and the one password rule of credentials.ts).
 */
export const clientSignup = z.object({
  email: z
    .string({ error: SESSION_MESSAGES.emailRequired })
    .trim()
    .min(1, SESSION_MESSAGES.emailRequired)
    .max(254, SESSION_MESSAGES.validMail)
    .regex(EMAIL_PATTERN, SESSION_MESSAGES.validMail),
  password: newPassword,
  full_name: z.string().max(200).optional(),
  first_name: z.string({ error: SESSION_MESSAGES.nameRequired }).trim().min(1, SESSION_MESSAGES.nameRequired).max(100),
  last_name: z.string({ error: SESSION_MESSAGES.surnameRequired }).trim().min(1, SESSION_MESSAGES.surnameRequired).max(100),
  company: z.string({ error: SESSION_MESSAGES.companyRequired }).trim().min(1, SESSION_MESSAGES.companyRequired).max(150),
  workspace: z.string({ error: SESSION_MESSAGES.workspaceRequired }).trim().min(1, SESSION_MESSAGES.workspaceRequired).max(60),
});
export type ClientSignup = z.infer<typeof clientSignup>;

export const CLIENT_ROLES = ['private', 'coworking', 'other', 'pending', 'broker'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];
export const ONBOARDING_ROLES = ['private', 'coworking', 'other'] as const;
export const VISIBILITIES = ['private', 'protected', 'public'] as const;

/** Visibility choices per onboarding role (seed 1 §4), with the labels shown. */
export const VISIBILITY_BY_ROLE: Record<(typeof ONBOARDING_ROLES)[number], { value: (typeof VISIBILITIES)[number]; label: string }[]> = {
  private: [
    { value: 'private', label: 'Private' },
    { value: 'protected', label: 'Hybrid' },
  ],
  coworking: [
    { value: 'private', label: 'Private' },
    { value: 'public', label: 'Community' },
  ],
  other: [{ value: 'public', label: 'Public' }],
};

/** Onboarding notes (seed 1 §2.5): a coworking private space costs this many pounds per member and month. */
export const COWORKING_PRIVATE_SPACE_FEE_POUNDS = 2;

export function needsPlanStep(role: string, visibility: string): boolean {
  return role === 'private' && (visibility === 'private' || visibility === 'protected');
}

export const clientOnboarding = z
  .object({
    role: z.enum(ONBOARDING_ROLES),
    club: z.string({ error: SESSION_MESSAGES.officeNameMandatory }).trim().min(1, SESSION_MESSAGES.officeNameMandatory).max(150),
    visibility: z.enum(VISIBILITIES),
    email: z.string({ error: SESSION_MESSAGES.validMail }).trim().regex(EMAIL_PATTERN, SESSION_MESSAGES.validMail).max(254),
    employees: z.coerce.number().int().min(0).max(1_000_000).optional(),
    plan: z.string().max(120).optional().nullable(),
  })
  .superRefine((v, ctx) => {
    if (!VISIBILITY_BY_ROLE[v.role].some((o) => o.value === v.visibility)) {
      ctx.addIssue({ code: 'custom', path: ['visibility'], message: 'Visibility is not available for this role' });
    }
  });
export type ClientOnboarding = z.infer<typeof clientOnboarding>;

export const forgotRequest = z.object({
  email: z.string({ error: SESSION_MESSAGES.emailRequired }).trim().min(1, SESSION_MESSAGES.emailRequired).max(254),
});
export const resetPasswordRequest = z.object({
  token: z.string().min(10).max(500),
  password: newPassword,
});
export const validateEmailRequest = z.object({ token: z.string().min(10).max(500) });
/** Resend the welcome e-mail's validation link: at most one e-mail per address within this many seconds. */
export const RESEND_VALIDATION_SECONDS = 60;
export const resendValidationRequest = forgotRequest;

export { THEME_DEFAULTS, THEME_FONTS } from './theme.ts';

export const branding = z.object({
  name: z.string().nullable(),
  domain: z.string().nullable(),
  navigation_color: z.string(),
  button_color: z.string(),
  font: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  login_image: z.string().nullable(),
});
export type Branding = z.infer<typeof branding>;

export const planForOnboarding = z.object({
  slug: z.string(),
  name: z.string(),
  type_client: z.string(),
  text_price: z.string(),
  invoicing_period_in_days: z.number().int(),
  subtitle: z.string(),
});
export type PlanForOnboarding = z.infer<typeof planForOnboarding>;

export const officeRef = z.object({
  slug: z.string(),
  name: z.string(),
  floors: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type OfficeRef = z.infer<typeof officeRef>;

export const webSection = z.object({ code: z.string() });

export const activeClient = z.object({
  slug: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  role: z.enum(CLIENT_ROLES),
  web_sections: z.array(webSection),
  /** The operator's setting (issue 23): catalogue prices include VAT; screens label prices "incl. VAT" or "+ VAT". */
  prices_include_vat: z.boolean(),
  /** Days from an invoice's date to its due date (invoice settings), for the forms' default due date. */
  payment_terms_days: z.number().int(),
});
export type ActiveClient = z.infer<typeof activeClient>;

export const clientRef = z.object({ slug: z.string(), name: z.string(), role: z.enum(CLIENT_ROLES) });

export const staffProfile = z.object({
  id: z.number().int(),
  slug: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  job_title: z.string().nullable(),
  role: z.string().nullable(),
  avatar: z.string().nullable(),
  clients: z.array(clientRef),
  active_client: activeClient.nullable(),
  active_office: officeRef.nullable(),
  offices: z.array(officeRef),
  floors: z.array(z.object({ slug: z.string(), name: z.string() })),
  theme: branding.nullable(),
  web_sections: z.array(webSection),
  ticket_types: z.array(z.string()),
  app_sections: z.array(z.string()),
  office_skills: z.array(z.string()),
});
export type StaffProfile = z.infer<typeof staffProfile>;

export const sessionInfo = z.object({
  offices: z.array(officeRef),
  active_office: officeRef.nullable(),
  clients: z.array(clientRef),
  active_client: activeClient.nullable(),
  web_sections: z.array(webSection),
  branding: branding,
});
export type SessionInfo = z.infer<typeof sessionInfo>;

/** POST /api/staff-profile/: switch active office or client, and/or update own profile. */
export const staffProfileUpdate = z.object({
  active_office: z.string().max(120).optional(),
  active_client: z.string().max(120).optional(),
  user: z
    .object({
      first_name: z.string().trim().min(1, SESSION_MESSAGES.nameRequired).max(100).optional(),
      last_name: z.string().trim().max(100).optional(),
      phone: z.string().trim().max(40).optional().nullable(),
      job_title: z.string().trim().max(100).optional().nullable(),
    })
    .optional(),
});

export const brokerItem = z.object({ slug: z.string(), name: z.string(), role: z.string(), email: z.string().nullable() });
