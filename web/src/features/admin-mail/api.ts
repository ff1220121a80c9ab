// The outbox for the site's admins (DESIGN §11): its pages (newest first, 50 a page), one message's
// parts, and sending one again.
import type { MailState } from '@growth-suite/shared';
import { AdminMailMessageResponseSchema, AdminMailResponseSchema } from '@growth-suite/shared/contract/mail';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiFetch } from '../../lib/api.ts';

const OUTBOX = ['admin', 'mail'] as const;

export function useOutbox(state: MailState | undefined) {
  return useInfiniteQuery({
    queryKey: [...OUTBOX, 'list', state ?? 'all'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (state) query.set('state', state);
      if (pageParam) query.set('cursor', pageParam);
      const search = query.toString();
      return api.get(`/api/admin/mail${search ? `?${search}` : ''}`, AdminMailResponseSchema);
    },
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
}

/** One message's text and HTML, fetched when its preview opens. */
export function useMailMessage(id: number | null) {
  return useQuery({
    queryKey: [...OUTBOX, 'message', id],
    queryFn: () => api.get(`/api/admin/mail/${id}`, AdminMailMessageResponseSchema),
    enabled: id !== null,
  });
}

export function useResendMail() {
  const client = useQueryClient();
  return useMutation({
    // 202 with an empty body: nothing to parse.
    mutationFn: (id: number) => apiFetch('POST', `/api/admin/mail/${id}/resend`).then(() => undefined),
    onSettled: () => client.invalidateQueries({ queryKey: [...OUTBOX, 'list'] }),
  });
}
