import type { ResourceItem } from '@clubspace/contract';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateResource, useUpdateResource, type ResourcePayload } from '../api/resources-api';
import { resourceFormDefaults, resourceResolver, toResourcePayload, type ResourceFormValues } from './resource-form';

/** The resource form's state and submit: the seeds' messages, the server's field errors under the fields. */
export function useResourceForm({ resource, office, onSaved }: { resource?: ResourceItem; office?: string; onSaved: (saved: ResourceItem) => void }) {
  const creating = !resource;
  const form = useForm<ResourceFormValues>({ defaultValues: resourceFormDefaults(resource, office), resolver: resourceResolver(creating) });
  const create = useCreateResource();
  const update = useUpdateResource();
  const submit = form.handleSubmit(async (values) => {
    try {
      // Submit runs only once the resolver accepted this payload against the contract's schema.
      const body = toResourcePayload(values) as ResourcePayload;
      const saved = resource ? await update.mutateAsync({ slug: resource.slug, body }) : await create.mutateAsync(body);
      onSaved(saved);
    } catch (err) {
      const placed = applyServerErrors(err, form.setError, Object.keys(values));
      if (!placed) form.setError('root.server', { type: 'server', message: err instanceof ApiError || err instanceof Error ? err.message : 'Error' });
    }
  });
  return { form, submit };
}
