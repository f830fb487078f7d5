import { webhooksApi, type WebhookEndpointBody, type WebhookEndpointPatch } from '@clubspace/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: number) => ['webhooks', id, 'deliveries'] as const,
};

/** GET /api/webhooks/: the operator's endpoints (never a secret). */
export const webhooksQuery = () =>
  queryOptions({ queryKey: webhookKeys.all, queryFn: ({ signal }) => call(webhooksApi.list, undefined, { signal }) });

/** An endpoint's delivery log, newest first; refreshed while open so pending tries show their outcome. */
export const webhookDeliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) => call(webhooksApi.deliveries, { params: { id } }, { signal }),
    refetchInterval: 3_000,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: webhookKeys.all });
}

/** POST: the answer's secret is shown once by the page; the form shows the server's field messages (silent). */
export function useCreateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: WebhookEndpointBody) => call(webhooksApi.create, { body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useUpdateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WebhookEndpointPatch }) => call(webhooksApi.update, { params: { id }, body }),
    onSuccess: invalidate,
    meta: { silent: true },
  });
}

export function useDeleteWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => call(webhooksApi.remove, { params: { id } }), onSuccess: invalidate });
}

export function useRotateWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => call(webhooksApi.rotate, { params: { id } }), onSuccess: invalidate });
}

export function useSendTestWebhook() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => call(webhooksApi.test, { params: { id } }), onSuccess: invalidate });
}

export function useResendDelivery() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, delivery }: { id: number; delivery: number }) => call(webhooksApi.resend, { params: { id, delivery } }),
    onSuccess: invalidate,
  });
}
