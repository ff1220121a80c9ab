// A notification when a new acceptance or change request arrives while the proposal is on screen
// (the activity is polled): "Acme accepted Growth". What was there when the screen opened is shown
// in the Activity card, not announced.
import type { ProposalActivity } from '@growth-suite/shared/tools/proposal/send';
import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { eventsOf, newEvents } from './activityEvents.ts';

export function useActivityNotifications(id: number, activity: ProposalActivity | undefined, client: string) {
  const { notification } = App.useApp();
  const seen = useRef<{ id: number; keys: Set<string> } | null>(null);
  useEffect(() => {
    if (!activity) return;
    const known = seen.current?.id === id ? seen.current.keys : null;
    for (const event of newEvents(known, activity, client)) {
      const open = event.kind === 'accepted' ? notification.success : notification.info;
      open({ key: event.key, title: event.title, description: event.description });
    }
    seen.current = { id, keys: new Set(eventsOf(activity, client).map((event) => event.key)) };
  }, [id, activity, client, notification]);
}
