// What arrived since the activity was last seen: the notifications the owner gets while the proposal
// is on screen ("Acme accepted Growth"). Pure: the hook keeps what was seen, this says what is new.
import type { ProposalActivity } from '@growth-suite/shared/tools/proposal/send';

export interface ActivityEvent {
  key: string;
  kind: 'accepted' | 'change-request';
  title: string;
  description: string;
}

export const acceptanceKey = (a: ProposalActivity['acceptances'][number]) => `accepted:${a.version}:${a.acceptedAt}`;
export const changeRequestKey = (c: ProposalActivity['changeRequests'][number]) => `change:${c.id}`;

/** Every event the activity holds, oldest first. */
export function eventsOf(activity: ProposalActivity, client: string): ActivityEvent[] {
  const who = (fallback: string) => client || fallback;
  return [
    ...activity.acceptances.map((a) => ({
      key: acceptanceKey(a),
      kind: 'accepted' as const,
      title: `${who(a.fullName)} accepted ${a.tier}`,
      description: `${a.fullName} accepted version ${a.version}.`,
      at: a.acceptedAt,
    })),
    ...activity.changeRequests.map((c) => ({
      key: changeRequestKey(c),
      kind: 'change-request' as const,
      title: `${who('Your client')} asked for a change to ${c.label}`,
      description: c.comment,
      at: c.createdAt,
    })),
  ]
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ at: _at, ...event }) => event);
}

/** The events not in `seen` (null: nothing seen yet, so nothing is new: what was there on opening is not news). */
export function newEvents(seen: ReadonlySet<string> | null, activity: ProposalActivity, client: string): ActivityEvent[] {
  if (seen === null) return [];
  return eventsOf(activity, client).filter((event) => !seen.has(event.key));
}
