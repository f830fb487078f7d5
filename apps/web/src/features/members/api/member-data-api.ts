import { gdprApi, memberExportFilename, type MemberErasure } from '@clubspace/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, downloadFile } from '../../../lib/api-client';
import { memberKeys } from './members-api';

/** GET /api/members/{slug}/data-export with the bearer token, saved as clubspace-member-<slug>-<date>.zip. */
export const downloadMemberData = (slug: string) => downloadFile(gdprApi.exportMember, { params: { slug } }, memberExportFilename(slug, new Date()));

/** POST /api/members/{slug}/erase: the member's personal data erased; lists and profiles reload. */
export function useEraseMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: { slug: string; body: MemberErasure }) => call(gdprApi.eraseMember, { params: { slug }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    meta: { silent: true },
  });
}
