// The owner's side of sending, under a saved proposal: Share (links) and Activity, from one polled
// activity query. The notification when the client accepts or asks for a change is the app's own
// (lib/sentUpdates, on every signed-in screen): a second one here would say the same thing twice.
import type { ToolFrame } from '../../../lib/tools/useToolScreen.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { useActivity } from './ownerApi.ts';
import { SharePanel } from './SharePanel.tsx';
import { useRedraft } from './useRedraft.ts';

type Screen = Pick<ToolFrame, 'tool' | 'id' | 'version' | 'refine' | 'pending' | 'refining'>;

export function SendPanel({ screen, id }: { screen: Screen; id: number }) {
  const activity = useActivity(id);
  const redraft = useRedraft(screen);
  return (
    <section aria-label="Sharing and activity" style={{ marginTop: 16 }}>
      <SharePanel id={id} sends={activity.data?.sends} busy={redraft.busy} />
      <ActivityCard
        id={id}
        activity={activity.data}
        error={activity.error}
        busy={redraft.busy}
        redrafting={screen.refining}
        onRedraft={(request) => void redraft.redraft(request)}
      />
    </section>
  );
}
