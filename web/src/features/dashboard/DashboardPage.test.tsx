import { screen } from '@testing-library/react';
import { PIPELINE, resultLink, TOOL_MENU_ORDER, TOOL_SLUGS } from '@growth-suite/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import DashboardPage from './DashboardPage.tsx';

const serve = (aiProvider: 'demo' | 'openai', history?: unknown, running: unknown[] = []) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/meta') return new Response(JSON.stringify({ aiProvider, version: '0.1.0' }), { status: 200 });
      if (url === '/api/history/summary' && history) return new Response(JSON.stringify(history), { status: 200 });
      if (url === '/api/tools/jobs' && history) return new Response(JSON.stringify(running), { status: 200 });
      // The summary is read for a signed-in user only.
      if (url === '/api/session' && history) return new Response(JSON.stringify({ user: { id: 1, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00Z' } }), { status: 200 });
      if (url === '/api/session') return new Response(JSON.stringify({ user: null }), { status: 200 });
      throw new Error(`unexpected request to ${url}`);
    }),
  );
afterEach(() => vi.unstubAllGlobals());

/** Spec §2's cards: one per tool of the menu (the ROI calculator among them), and History. */
const CARDS = TOOL_MENU_ORDER.length + 1;

describe('dashboard', () => {
  it('says it runs on sample output when the demo provider answers, never that a cloud AI service does', async () => {
    serve('demo');
    renderScreen(<DashboardPage />);
    expect(await screen.findByText(/Sample mode: no AI provider is configured/)).toBeTruthy();
    expect(screen.queryByText(/cloud-hosted/)).toBeNull();
  });

  it('with a real provider, it simply invites the user to pick a tool', async () => {
    serve('openai');
    renderScreen(<DashboardPage />);
    expect(await screen.findByText('Pick a tool to find a niche, shape an offer, write outreach or plan growth.')).toBeTruthy();
    expect(screen.queryByText(/Sample mode/)).toBeNull();
  });

  it('a card per tool (the ROI calculator among them) and History, each with an icon, a promise and one Try Now link', () => {
    serve('openai');
    renderScreen(<DashboardPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(CARDS);
    expect(screen.getAllByRole('link', { name: /^Try Now: / })).toHaveLength(CARDS);
    expect(document.querySelectorAll('.tool-card-icon .anticon')).toHaveLength(CARDS);
  });

  it('before the first generation, a note says where to start, linking the tools in the order the catalog gives', async () => {
    serve('openai', { counts: Object.fromEntries(TOOL_SLUGS.map((slug) => [slug, 0])), recent: [] });
    renderScreen(<DashboardPage />);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'New here? Start with the Niche Finder to choose who you serve, then turn a sales call into an offer with the Offer Creator. Everything you generate is saved in History.',
    );
    expect([...note.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/ai-niche-finder', '/ai-offer-creator']);
  });

  it('lists the generations still running, each linking to its tool’s screen (which reattaches to it)', async () => {
    const job = { requestId: 'r-1', tool: 'growth-plan', state: 'active', queuedAt: '2026-11-26T10:00:00.000Z', request: {}, context: {} };
    serve('openai', { counts: Object.fromEntries(TOOL_SLUGS.map((slug) => [slug, 0])), recent: [] }, [job]);
    renderScreen(<DashboardPage />);
    const section = await screen.findByRole('region', { name: 'Running now' });
    const link = section.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/ai-growth-plan-creator');
    expect(section.textContent).toContain('Writing…');
  });
});

describe('waiting on you', () => {
  const SESSION = { user: { id: 1, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00Z' } };
  const serveWaiting = (waiting: unknown) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const answers: Record<string, unknown> = {
          '/api/meta': { aiProvider: 'openai', version: '0.1.0' },
          '/api/session': SESSION,
          '/api/history/summary': { counts: Object.fromEntries(TOOL_SLUGS.map((slug) => [slug, 0])), recent: [] },
          '/api/tools/jobs': [],
          [`${PIPELINE!.api}/waiting`]: waiting,
        };
        if (url in answers) return new Response(JSON.stringify(answers[url]), { status: 200 });
        throw new Error(`unexpected request to ${url}`);
      }),
    );

  it('lists the open questions and changes, oldest first as the api gives them, each linking to its thread', async () => {
    serveWaiting({
      items: [
        { id: 9, generationId: 5, title: 'A plan for Acme', clientName: 'Acme', kind: 'question', label: 'Headline', comment: 'Is onboarding included?', createdAt: '2026-12-01T10:00:00.000Z' },
        { id: 11, generationId: 6, title: 'A plan for Bloom', clientName: null, kind: 'change', label: 'Phase 2', comment: 'Start in May', createdAt: '2026-12-02T10:00:00.000Z' },
      ],
      total: 2,
    });
    renderScreen(<DashboardPage />);
    const section = await screen.findByRole('region', { name: 'Waiting on you (2)' });
    const links = [...section.querySelectorAll('li a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Question on Headline: “Is onboarding included?”', `${resultLink(PIPELINE!.tool, 5)}#thread-9`],
      ['Change on Phase 2: “Start in May”', `${resultLink(PIPELINE!.tool, 6)}#thread-11`],
    ]);
    expect(section.textContent).toContain('A plan for Bloom');
  });

  it('is not there when nothing waits', async () => {
    serveWaiting({ items: [], total: 0 });
    renderScreen(<DashboardPage />);
    await screen.findByRole('note');
    expect(screen.queryByRole('region', { name: /^Waiting on you/ })).toBeNull();
  });
});
