// The Activity card under a saved proposal, with its redraft action: the refine of a section from a
// client's change request (and the owner's optional addition), on the screen's own refine (it streams
// into the proposal like a Regenerate).
import type { ToolFrame } from '../../../lib/tools/useToolScreen.ts';
import { ActivityCard } from './ActivityCard.tsx';
import { useActivity } from './ownerApi.ts';
import { useRedraft } from './useRedraft.ts';

type Screen = Pick<ToolFrame, 'tool' | 'id' | 'version' | 'refine' | 'pending' | 'refining'>;

export function ActivityPanel({ screen, id }: { screen: Screen; id: number }) {
  const activity = useActivity(id);
  const redraft = useRedraft(screen);
  return (
    <ActivityCard
      id={id}
      activity={activity.data}
      error={activity.error}
      busy={redraft.busy}
      redrafting={screen.refining}
      currentVersion={screen.version}
      onRedraft={(request, addition) => redraft.redraft(request, addition)}
    />
  );
}
