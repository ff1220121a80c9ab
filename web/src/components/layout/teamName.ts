// The name of the team a tab is in, for the header: read from the cached list of workspaces, which
// a team's pages fetch before anything else (their requests need its id), so the header's code needs
// neither the list's request nor its schema (both are lazy: lib/workspaces.ts). Read from the cache
// itself, not through a query observer of its own: an observer without the list's queryFn would
// become the query's options, and a refetch of the list (after a change to a team) would then fail.
import type { Workspace } from '@growth-suite/shared/contract/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { WORKSPACE_LIST_KEY } from '../../lib/workspaceLinks.ts';

export function useTeamName(slug: string | null): string | undefined {
  const client = useQueryClient();
  const read = () => client.getQueryData<Workspace[]>(WORKSPACE_LIST_KEY);
  const list = useSyncExternalStore((changed) => client.getQueryCache().subscribe(changed), read, read);
  return slug === null ? undefined : list?.find((one) => one.slug === slug && !one.personal)?.name;
}
