import { authApi, clientsApi, twoFactorLoginApi, type ClientOnboarding, type ClientSignup, type LoginRequest } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

// Calls of the public screens (seed 1 §7). Login and refresh never carry a bearer token.
export const login = (body: LoginRequest & { device_token?: string }) => call(authApi.login, { body }, { auth: false });
/** The log-in's two-factor step (issue 30): the code, or the enrolment the operator requires, under the challenge. */
export const verifyTwoFactor = (challenge: string, code: string, remember: boolean) =>
  call(twoFactorLoginApi.verify, { body: { challenge, code, remember_device: remember } }, { auth: false });
export const startLoginEnrolment = (challenge: string) => call(twoFactorLoginApi.enrolStart, { body: { challenge } }, { auth: false });
export const confirmLoginEnrolment = (challenge: string, code: string) =>
  call(twoFactorLoginApi.enrolConfirm, { body: { challenge, code } }, { auth: false });
export const signup = (body: ClientSignup) => call(clientsApi.signup, { body }, { auth: false });
export const forgotPassword = (email: string) => call(authApi.forgot, { body: { email } }, { auth: false });
export const resetPassword = (token: string, password: string) => call(authApi.resetPassword, { body: { token, password } }, { auth: false });
export const resendValidation = (email: string) => call(authApi.resendValidation, { body: { email } }, { auth: false });
export const completeOnboarding = (body: ClientOnboarding) => call(clientsApi.onboard, { body });

export const onboardingKeys = {
  plans: (type: string) => ['client-plan-type', type] as const,
  validate: (token: string) => ['validate-email', token] as const,
};

export const onboardingPlansQuery = (type = 'private') =>
  queryOptions({
    queryKey: onboardingKeys.plans(type),
    queryFn: ({ signal }) => call(clientsApi.onboardingPlans, { query: { type } }, { signal }),
  });

/** A query, not a mutation: React dedupes it, so a validation token is never posted twice (StrictMode, remounts). */
export const validateEmailQuery = (token: string) =>
  queryOptions({
    queryKey: onboardingKeys.validate(token),
    // The answer's detail tells a fresh validation from a re-opened link ('already validated').
    queryFn: () => call(authApi.validateEmail, { body: { token } }, { auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });
