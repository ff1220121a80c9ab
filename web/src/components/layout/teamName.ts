// The name of the team a tab is in, for the header: read from the cached list of workspaces, which
// a team's pages fetch before anything else (their requests need its id), so the header's code needs
// neither the list's request nor its schema (both are lazy: lib/workspaces.ts).
import type { Workspace } from '@growth-suite/shared/contract/workspaces';
import { skipToken, useQuery } from '@tanstack/react-query';
import { WORKSPACE_LIST_KEY } from '../../lib/workspaceLinks.ts';

export function useTeamName(slug: string | null): string | undefined {
  const { data } = useQuery<Workspace[]>({ queryKey: WORKSPACE_LIST_KEY, queryFn: skipToken });
  return slug === null ? undefined : data?.find((one) => one.slug === slug && !one.personal)?.name;
}
