// "Everyone / mine" in a team's lists (DESIGN §11): History, Clients and the dashboard's recent work ask
// for the caller's only with ?author=mine, and each item says who made it. In the personal workspace:
// no filter, no author, the spec's requests.
import { TOOL_SLUGS } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../features/dashboard/DashboardPage.tsx';
import ClientsPage from '../features/clients/ClientsPage.tsx';
import HistoryPage from '../features/history/HistoryPage.tsx';
import { AFTER_A_CALL, serve, signedInAs, team, USERS, type Answers } from '../test/api.ts';
import { TeamScopeContext } from '../lib/teamScope.ts';
import AuthorFilter from '../components/author/AuthorFilter.tsx';
import { renderScreen } from '../test/render.tsx';
import { clientFile } from '../test/clients.ts';

const AT = '2026-11-20T10:00:00.000Z';
const adam = { id: 2, name: 'Adam Admin' };
const olive = { id: 1, name: 'Olive Owner' };
const counts = (n: number) => Object.fromEntries(TOOL_SLUGS.map((tool) => [tool, tool === 'niche-finder' ? n : 0]));
const niche = (id: number, author: typeof adam) => ({
  id,
  tool: 'niche-finder',
  createdAt: AT,
  clientId: null,
  author,
  request: SAMPLE_REQUESTS['niche-finder'],
  results: demoResult('niche-finder', SAMPLE_REQUESTS['niche-finder']),
});
const client = (id: number, name: string, author: typeof adam) => {
  const { calls: _calls, ...file } = clientFile({ id, name, author });
  return { ...file, callCount: 0 };
};

const history: Answers = {
  ...signedInAs(USERS.olive),
  'GET /api/clients?archived=1': { status: 200, body: [] },
  'GET /api/clients?archived=1&author=mine': { status: 200, body: [] },
  'GET /api/history/summary': { status: 200, body: { counts: counts(2), recent: [] } },
  'GET /api/history/summary?author=mine': { status: 200, body: { counts: counts(1), recent: [] } },
  'GET /api/history/niche-finder?limit=50': { status: 200, body: [niche(7, adam), niche(6, olive)] },
  'GET /api/history/niche-finder?limit=50&author=mine': { status: 200, body: [niche(6, olive)] },
};

afterEach(() => vi.unstubAllGlobals());

const asked = (calls: { url: string }[]) => calls.map((call) => call.url);

describe('History', () => {
  it('in a team: everyone’s results with their author, then only mine (?author=mine)', async () => {
    const calls = serve(history);
    renderScreen(<HistoryPage />, { path: '/t/brightside/history' });
    expect(await screen.findByText('By Adam Admin', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText('By Olive Owner')).toBeTruthy();
    fireEvent.click(screen.getByText('Mine'));
    expect(await screen.findByText('By Olive Owner', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByText('By Adam Admin')).toBeNull();
    expect(asked(calls)).toContain('/api/history/niche-finder?limit=50&author=mine');
    expect(asked(calls)).toContain('/api/history/summary?author=mine');
  });

  it('in a team, clearing says it takes only the caller’s own results', async () => {
    serve(history);
    renderScreen(<HistoryPage />, { path: '/t/brightside/history' });
    await screen.findByText('By Adam Admin', {}, AFTER_A_CALL);
    fireEvent.click(screen.getByRole('button', { name: /Clear All History/ }));
    expect(await screen.findByText(/every generation you made in this team.*Your colleagues’ work stays/)).toBeTruthy();
  });

  it('in the personal workspace: no filter, no author, no author parameter', async () => {
    const calls = serve(history);
    renderScreen(<HistoryPage />, { path: '/history' });
    expect(await screen.findAllByRole('link', { name: /^View / }, AFTER_A_CALL)).toHaveLength(2);
    expect(screen.queryByText('Mine')).toBeNull();
    expect(screen.queryByText(/^By /)).toBeNull();
    expect(asked(calls).filter((url) => url.includes('author'))).toEqual([]);
  });
});

describe('Clients', () => {
  const clients: Answers = {
    ...signedInAs(USERS.olive),
    'GET /api/clients': { status: 200, body: [client(3, 'Acme', adam), client(2, 'Bloom', olive)] },
    'GET /api/clients?author=mine': { status: 200, body: [client(2, 'Bloom', olive)] },
  };

  it('in a team: everyone’s clients, who added each, then only mine', async () => {
    const calls = serve(clients);
    renderScreen(<ClientsPage />, { path: '/t/brightside/clients' });
    expect(await screen.findByText('Acme', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Added by' })).toBeTruthy();
    expect(screen.getByText('Adam Admin')).toBeTruthy();
    fireEvent.click(screen.getByText('Mine'));
    await waitFor(() => expect(screen.queryByText('Acme')).toBeNull(), AFTER_A_CALL);
    expect(await screen.findByText('Bloom', {}, AFTER_A_CALL)).toBeTruthy();
    expect(asked(calls)).toContain('/api/clients?author=mine');
    // The team's links stay in the team.
    expect(screen.getByRole('link', { name: 'Bloom' }).getAttribute('href')).toBe('/t/brightside/clients/2');
  });

  it('in the personal workspace: no filter and no author column', async () => {
    serve(clients);
    renderScreen(<ClientsPage />, { path: '/clients' });
    expect(await screen.findByText('Acme', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByText('Mine')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Added by' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Acme' }).getAttribute('href')).toBe('/clients/3');
  });
});

describe('the dashboard’s recent work', () => {
  const recent = (id: number, title: string, author: typeof adam) => ({ id, tool: 'niche-finder', createdAt: AT, title, author });
  const dashboard: Answers = {
    ...signedInAs(USERS.olive),
    'GET /api/meta': { status: 200, body: { aiProvider: 'demo', version: '0.1.0' } },
    'GET /api/tools/jobs': { status: 200, body: [] },
    'GET /api/history/summary': { status: 200, body: { counts: counts(2), recent: [recent(7, 'Adam’s niches', adam), recent(6, 'My niches', olive)] } },
    'GET /api/history/summary?author=mine': { status: 200, body: { counts: counts(1), recent: [recent(6, 'My niches', olive)] } },
  };

  it('in a team: everyone’s with who made it, then only mine; its links stay in the team', async () => {
    const calls = serve(dashboard);
    // The team's scope (features/teams/TeamScope.tsx) hands the dashboard its filter.
    renderScreen(
      <TeamScopeContext value={{ team: team('member'), AuthorFilter }}>
        <DashboardPage />
      </TeamScopeContext>,
      { path: '/t/brightside' },
    );
    expect(await screen.findByText('Adam’s niches', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText(/Adam Admin ·/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My niches' }).getAttribute('href')).toBe('/t/brightside/ai-niche-finder/6');
    fireEvent.click(await screen.findByText('Mine', {}, AFTER_A_CALL));
    expect(await screen.findByText('My niches', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByText('Adam’s niches')).toBeNull();
    expect(asked(calls)).toContain('/api/history/summary?author=mine');
  });

  it('in the personal workspace: no filter, no author', async () => {
    serve(dashboard);
    renderScreen(<DashboardPage />, { path: '/' });
    expect(await screen.findByText('Adam’s niches', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByText('Mine')).toBeNull();
    expect(screen.queryByText(/Adam Admin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'My niches' }).getAttribute('href')).toBe('/ai-niche-finder/6');
  });
});
