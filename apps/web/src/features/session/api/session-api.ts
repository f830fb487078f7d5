import type { ClientOnboarding, ClientSignup, LoginRequest, PlanForOnboarding, TokenPair } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Calls of the public screens (seed 1 §7). Login and refresh never carry a bearer token.
export const login = (body: LoginRequest) => api.post<TokenPair>('/auth/jwt/create/', body, { auth: false });
export const signup = (body: ClientSignup) => api.post<unknown>('/api/client-signup/', body, { auth: false });
export const forgotPassword = (email: string) => api.post<unknown>('/api/forgot/', { email }, { auth: false });
export const resetPassword = (token: string, password: string) =>
  api.post<unknown>('/api/reset-password/', { token, password }, { auth: false });
export const resendValidation = (email: string) => api.post<{ detail: string }>('/api/resend-validation/', { email }, { auth: false });
export const completeOnboarding = (body: ClientOnboarding) => api.put<unknown>('/api/client/', body);

export const onboardingKeys = {
  plans: (type: string) => ['client-plan-type', type] as const,
  validate: (token: string) => ['validate-email', token] as const,
};

export const onboardingPlansQuery = (type = 'private') =>
  queryOptions({
    queryKey: onboardingKeys.plans(type),
    queryFn: ({ signal }) => api.get<PlanForOnboarding[]>('/api/client-plan-type/', { type }, { signal }),
  });

/** A query, not a mutation: React dedupes it, so a validation token is never posted twice (StrictMode, remounts). */
export const validateEmailQuery = (token: string) =>
  queryOptions({
    queryKey: onboardingKeys.validate(token),
    // The answer's detail tells a fresh validation from a re-opened link ('already validated').
    queryFn: () => api.post<{ detail: string }>('/api/validate-email/', { token }, { auth: false }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });
