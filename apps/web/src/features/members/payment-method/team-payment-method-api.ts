import { teamPaymentMethodApi } from '@clubspace/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** GET /api/teams/{slug}/payment-method: the team's saved payment method (issue 27 flow 2). */
export const teamPaymentMethodQuery = (team: string) =>
  queryOptions({
    queryKey: ['team-payment-method', team] as const,
    queryFn: ({ signal }) => call(teamPaymentMethodApi.teamPaymentMethod, { params: { slug: team } }, { signal }),
  });

/** POST …/setup-link {send: true}: e-mails the team's billing contact a setup page. */
export function useSendSetupLink(team: string) {
  return useMutation({ mutationFn: () => call(teamPaymentMethodApi.teamSetupLink, { params: { slug: team }, body: { send: true } }) });
}
