// The header's team name reads the cached list of workspaces without becoming one of its queries: the
// list still refetches after a change to a team (an observer without its queryFn broke that once).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import { personal, serve, team } from '../../test/api.ts';
import { workspacesQuery } from '../../lib/workspaces.ts';
import { useTeamName } from './teamName.ts';

function Page() {
  const list = useQuery(workspacesQuery);
  const name = useTeamName('brightside');
  const client = useQueryClient();
  return (
    <>
      <p>{name ?? 'no team'}</p>
      <p>{list.isError ? 'the list failed' : 'the list is fine'}</p>
      <button type="button" onClick={() => void client.invalidateQueries({ queryKey: workspacesQuery.queryKey })}>
        Refresh
      </button>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the header’s team name', () => {
  it('follows the cached list, which still refetches', async () => {
    let name = 'Brightside Growth';
    const calls = serve({ 'GET /api/workspaces': () => ({ status: 200, body: [personal, { ...team('owner'), name }] }) });
    render(
      <Providers client={createQueryClient()}>
        <Page />
      </Providers>,
    );
    expect(await screen.findByText('Brightside Growth')).toBeTruthy();
    name = 'Brightside Partners';
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Brightside Partners')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByText('the list is fine')).toBeTruthy();
  });
});
