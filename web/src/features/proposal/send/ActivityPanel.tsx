// The Activity card under a saved proposal, with its redraft action: the refine of a section from a
// client's change request (and the owner's optional addition), on the screen's own refine (it streams
// into the proposal like a Regenerate).
import type { ReadMarkResponse } from '@growth-suite/shared/contract/pipeline';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { markRead, PIPELINE_KEY } from '../../../lib/pipeline.ts';
import type { ToolFrame } from '../../../lib/tools/useToolScreen.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { useActivity } from './ownerApi.ts';
import { useRedraft } from './useRedraft.ts';

type Screen = Pick<ToolFrame, 'tool' | 'id' | 'version' | 'refine' | 'pending' | 'refining'>;

/**
 * Opening the proposal marks what its client did so far read, for the caller (the pipeline's `unread`):
 * once per proposal shown; what was unread until now stays marked new on this screen.
 */
function useReadMark(id: number): ReadMarkResponse | null {
  const client = useQueryClient();
  const [mark, setMark] = useState<{ id: number; read: ReadMarkResponse } | null>(null);
  const marked = useRef<number | null>(null);
  useEffect(() => {
    if (marked.current === id) return;
    marked.current = id;
    markRead(id)
      .then((read) => {
        setMark({ id, read });
        void client.invalidateQueries({ queryKey: PIPELINE_KEY });
      })
      // A failed mark leaves the counts as they were: nothing to tell the reader.
      .catch(() => undefined);
  }, [id, client]);
  return mark?.id === id ? mark.read : null;
}

export function ActivityPanel({ screen, id }: { screen: Screen; id: number }) {
  const activity = useActivity(id);
  const redraft = useRedraft(screen);
  const read = useReadMark(id);
  return (
    <ActivityCard
      id={id}
      unread={read}
      activity={activity.data}
      error={activity.error}
      busy={redraft.busy}
      redrafting={screen.refining}
      currentVersion={screen.version}
      onRedraft={(request, addition) => redraft.redraft(request, addition)}
    />
  );
}
