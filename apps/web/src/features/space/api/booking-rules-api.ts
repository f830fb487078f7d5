import { bookingRulesApi, resourcesApi, type BookingRulesOverview, type BookingRuleSet, type BookingType } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { bookingRuleKeys } from '../../../components/booking/booking-rules-query';

/** Resources by name for the 'Rules for one resource' picker (the space list call, first 20). */
export const ruleResourceSearch = (term: string) =>
  queryOptions({
    queryKey: bookingRuleKeys.resources(term),
    queryFn: async ({ signal }) => {
      const page = await call(resourcesApi.list, { query: { name: term, page_size: 20 } }, { signal });
      return page.resources
        .filter((r) => r.resource_type !== 'bar_table')
        .map((r) => ({ slug: r.slug, name: r.name, resource_type: r.resource_type }));
    },
  });

function useSaved() {
  const queryClient = useQueryClient();
  return (data: BookingRulesOverview) => queryClient.setQueryData(bookingRuleKeys.overview(), data);
}

/** PUT /api/booking-rules/ {resource_type, …rules}. */
export function useSaveTypeRules() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ type, rules }: { type: BookingType; rules: BookingRuleSet }) =>
      call(bookingRulesApi.saveType, { body: { resource_type: type, ...rules } }),
    onSuccess: saved,
    meta: { silent: true },
  });
}

/** PUT /api/booking-rules/resources/{slug}. */
export function useSaveResourceRules() {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ slug, rules }: { slug: string; rules: BookingRuleSet }) => call(bookingRulesApi.saveResource, { params: { slug }, body: rules }),
    onSuccess: saved,
    meta: { silent: true },
  });
}

/** DELETE /api/booking-rules/resources/{slug}: the type's rules apply again. */
export function useRemoveResourceRules() {
  const saved = useSaved();
  return useMutation({ mutationFn: (slug: string) => call(bookingRulesApi.removeResource, { params: { slug } }), onSuccess: saved });
}
