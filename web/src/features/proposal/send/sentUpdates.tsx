// Tells a signed-in owner, on whatever screen they are, when a client accepts a document they sent,
// asks for a change or a question on it, or replies in a thread: the app polls GET /api/proposals/updates (every POLL_MS while the tab is
// visible) from the server's own `now` of the last answer, and shows each new event once.
import { SentUpdatesResponseSchema, type SentUpdate } from '@growth-suite/shared/contract/sending';
import { useQuery } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from '../../../lib/workspaceRouting.tsx';
import { api } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth.ts';

const POLL_MS = 15_000;

/** The notification's words: "Dana Lee accepted Growth" / "Change asked on Phase 2" / "Your client replied on Phase 2". */
export function updateText(update: SentUpdate): { title: string; description: string } {
  const description = `${update.title} (version ${update.version})`;
  switch (update.kind) {
    case 'accepted':
      return { title: `${update.who || 'Your client'} accepted ${update.detail}`, description };
    case 'change-request':
      return { title: `Change asked on ${update.detail}`, description };
    case 'question':
      return { title: `Question asked on ${update.detail}`, description };
    case 'reply':
      return { title: `Your client replied on ${update.detail}`, description };
  }
}

export function useSentUpdates() {
  const { data: user } = useCurrentUser();
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const since = useRef<string | null>(null);
  const updates = useQuery({
    queryKey: ['sent-updates', user?.id ?? null],
    queryFn: async () => {
      const answer = await api.get(`/api/proposals/updates${since.current ? `?since=${encodeURIComponent(since.current)}` : ''}`, SentUpdatesResponseSchema);
      since.current = answer.now;
      return answer;
    },
    enabled: Boolean(user),
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });

  const items = updates.data?.items;
  useEffect(() => {
    for (const update of items ?? []) {
      const { title, description } = updateText(update);
      const key = `${update.kind}-${update.link}-${update.version}-${update.at}`;
      notification.success({
        key,
        title,
        description,
        duration: 0,
        actions: (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              notification.destroy(key);
              void navigate(update.link);
            }}
          >
            Open
          </Button>
        ),
      });
    }
  }, [items, navigate, notification]);
}

/** The tool's watcher (tool.ts): mounted in the layout, it polls and tells; it draws nothing itself. */
export function SentUpdates() {
  useSentUpdates();
  return null;
}
