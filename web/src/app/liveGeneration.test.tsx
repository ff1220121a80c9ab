// A tool screen while its generation runs: the result so far drawn by the tool's own result
// component, the form locked, Cancel by the progress; the final result in the same element; a
// cancelled generation leaves the form as it was. The api is answered here (fetch), and the event
// stream is a small stand-in for the browser's EventSource.
import { completePartial, GENERATION_CANCELLED_MESSAGE, isModelTool, TOOL_SLUGS, TOOLS, type ToolResult, type ToolSlug } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render.tsx';
import ColdEmailPage from '../features/cold-email/ColdEmailPage.tsx';
import { IntakeResults } from '../features/client-intake/IntakeResults.tsx';
import { EmailPreview } from '../features/cold-email/EmailPreview.tsx';
import { GrowthPlanResults } from '../features/growth-plan/GrowthPlanResults.tsx';
import NicheFinderPage from '../features/niche-finder/NicheFinderPage.tsx';
import { NicheResults } from '../features/niche-finder/NicheResults.tsx';
import { OfferResults } from '../features/offer-creator/OfferResults.tsx';
import { ProposalResults } from '../features/proposal/ProposalResults.tsx';
import { TOOL_VIEWS } from '../generated/toolViews.ts';
import { Providers, createQueryClient } from './providers.tsx';
import { LiveResult } from '../components/tool/LiveResult.tsx';

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | null = null;
  readyState = 1;
  private listeners = new Map<string, ((event: { data?: string }) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (event: { data?: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  fire(type: string, data: unknown) {
    act(() => this.listeners.get(type)?.forEach((listener) => listener({ data: JSON.stringify(data) })));
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const request = (tool: ToolSlug) => TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]);
const result = <T extends ToolSlug>(tool: T) => demoResult(tool, request(tool)) as ToolResult<T>;

/** The api as a screen sees it: one saved item, and a generation that answers when the test says. */
function fakeApi<T extends ToolSlug>(tool: T) {
  let answer: (response: Response) => void = () => {};
  const calls: { method: string; url: string }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    if (url === '/api/meta') return json({ aiProvider: 'openai', version: '0.1.0' });
    if (url === `/api/history/${tool}/5`) return json({ id: 5, tool, createdAt: '2026-11-01T10:00:00.000Z', version: 1, clientId: null, sources: [], context: { client: null, sources: [], usedBy: [] }, request: request(tool), results: result(tool) });
    if (url === `/api/history/${tool}/6`) return json({ id: 6, tool, createdAt: '2026-11-24T10:00:00.000Z', version: 1, clientId: null, sources: [], context: { client: null, sources: [], usedBy: [] }, request: request(tool), results: result(tool) });
    // A saved result lists its versions (its first, the original).
    if (/^\/api\/history\/[^/]+\/\d+\/versions$/.test(url)) return json([{ number: 1, author: 'ai', kind: 'original', createdAt: '2026-11-01T10:00:00.000Z' }]);
    if (method === 'POST' && url === `/api/tools/${tool}`) return new Promise<Response>((resolve) => (answer = resolve));
    if (method === 'POST' && /^\/api\/tools\/jobs\/[^/]+\/cancel$/.test(url)) {
      // The api answers 202, then the waiting POST fails with 409.
      setTimeout(() => answer(json({ message: GENERATION_CANCELLED_MESSAGE }, 409)), 20);
      return json({ state: 'cancelling' }, 202);
    }
    if (/^\/api\/tools\/jobs\/[^/]+$/.test(url)) return json({ message: 'Job not found' }, 404);
    if (url.startsWith('/api/history')) return json({ items: [], counts: {} });
    throw new Error(`unexpected ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, finish: (response: Response) => act(() => answer(response)) };
}

beforeEach(() => {
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('a generation while it is written', () => {
  it('shows the result so far in the result’s place, locks the form, and keeps the same element for the final result', async () => {
    const user = userEvent.setup();
    const api = fakeApi('niche-finder');
    renderScreen(<NicheFinderPage />, { path: '/ai-niche-finder/5', pattern: '/ai-niche-finder/:id?' });
    // A saved item fills the form; submitting it again is a new generation.
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    await waitFor(() => expect(email.value).not.toBe(''));
    await user.click(screen.getByRole('button', { name: 'Find My Niche' }));
    await screen.findByText('Generating…');
    const source = FakeEventSource.last!;
    expect(source.url).toMatch(/^\/api\/tools\/jobs\/[0-9a-f-]{36}\/events$/);
    source.fire('started', { startedAt: '2026-11-24T10:00:00.000Z' });
    source.fire('partial', { results: { recommendedNiches: [{ nicheName: 'Cloud cost consulting for ag' }] } });

    const region = await screen.findByRole('region', { name: 'Result' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('heading', { level: 3 }).textContent).toBe('Cloud cost consulting for ag');
    expect(visibleText(region)).not.toMatch(/0\/100|\$0\.00/); // the score and size are not written yet
    expect((within(region).getByRole('button', { name: /Copy All/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Writing… the result appears as it is written')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(true);
    const cancel = screen.getByRole('button', { name: /Cancel/ }) as HTMLButtonElement;
    expect(cancel.disabled).toBe(false);
    expect(screen.getAllByRole('status').some((status) => status.textContent?.startsWith('Writing…'))).toBe(true);

    // The final answer: the same element (nothing remounted), complete, its actions back.
    source.fire('completed', { historyId: 6 });
    api.finish(json({ ...result('niche-finder'), historyId: 6 }));
    await screen.findByText('Saved to History');
    const final = screen.getByRole('region', { name: 'Result' });
    expect(final).toBe(region);
    expect(final.getAttribute('aria-busy')).toBe('false');
    expect(document.activeElement).toBe(final);
    expect((within(final).getByRole('button', { name: /Copy All/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(final).getAllByText(/\/100$/).length).toBe(result('niche-finder').recommendedNiches.length);
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });

  it('Cancel: the cancel route is called once, then an info toast, nothing on screen, the form unlocked with its inputs', async () => {
    const user = userEvent.setup();
    const api = fakeApi('cold-email');
    renderScreen(<ColdEmailPage />, { path: '/ai-cold-email-writer/5', pattern: '/ai-cold-email-writer/:id?' });
    const role = (await screen.findByLabelText('Target role')) as HTMLInputElement;
    await waitFor(() => expect(role.value).not.toBe(''));
    const before = role.value;
    await user.click(screen.getByRole('button', { name: 'Generate Email Sequence' }));
    const source = await waitFor(() => FakeEventSource.last!);
    source.fire('partial', { results: { sequence: [{ email: { subject: 'Quick question about conv' } }] } });
    await screen.findByText('Quick question about conv');
    expect(role.disabled).toBe(true);

    const cancel = screen.getByRole('button', { name: /Cancel/ }) as HTMLButtonElement;
    await user.click(cancel);
    expect(await screen.findByText('Generation cancelled')).toBeTruthy();
    expect(screen.getByText('Nothing was saved. Your inputs are still in the form.')).toBeTruthy();
    const cancels = api.calls.filter((call) => call.url.endsWith('/cancel'));
    expect(cancels).toHaveLength(1);
    expect(cancels[0]!.url).toBe(source.url.replace(/\/events$/, '/cancel'));
    expect(screen.queryByText('Quick question about conv')).toBeNull();
    expect(screen.queryByText(/^Error$/)).toBeNull();
    await waitFor(() => expect(role.disabled).toBe(false));
    expect(role.value).toBe(before);
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});

/** The text a reader sees: without what is kept in place but hidden (visibility: hidden). */
function visibleText(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll<HTMLElement>('[style*="visibility"]').forEach((node) => node.style.visibility === 'hidden' && node.remove());
  return copy.textContent ?? '';
}

/** A result component inside the result's place, as a tool screen draws it. */
const draw = (writing: boolean, element: ReactElement) =>
  render(
    <Providers client={createQueryClient()}>
      <LiveResult writing={writing}>{element}</LiveResult>
    </Providers>,
  );

describe('result components with a partial result', () => {
  // A tool's partial results worth drawing; a tool not listed is drawn with an empty one.
  const partials: { [T in ToolSlug]?: readonly unknown[] } = {
    'niche-finder': [{}, { recommendedNiches: [{ nicheName: 'A' }], marketAnalysis: { trends: ['T'] } }],
    'offer-creator': [{}, { offerStructure: { mainOffer: 'A 90-day', bonuses: ['B'] } }],
    'growth-plan': [{}, { strategy: { phases: [{ phase: 'Foundation', objectives: ['O'] }] } }],
    'cold-email': [{}, { sequence: [{ timing: 'Day 1', email: { subject: 'S', body: 'Hi' } }] }],
    'client-intake': [{}, { name: { value: 'Acme', evidence: ['We are Acme.'] }, industry: { value: 'Tech' } }],
    proposal: [{}, { headline: 'A plan', investment: { tiers: [{ name: 'Essentials', includes: ['A'], monthly: 0 }] } }],
  };
  // With the screen's own props (Create Another), so every action is checked; a tool not listed is
  // drawn by its registry's result view (its web entry point).
  const views: { [T in ToolSlug]?: (results: ToolResult<T>) => ReactElement } = {
    'niche-finder': (results) => <NicheResults results={results} />,
    'offer-creator': (results) => <OfferResults results={results} onCreateAnother={() => {}} />,
    'growth-plan': (results) => <GrowthPlanResults results={results} onCreateAnother={() => {}} />,
    'cold-email': (results) => <EmailPreview results={results} />,
    'client-intake': (results) => <IntakeResults results={results} />,
    proposal: (results) => <ProposalResults results={results} onCreateAnother={() => {}} />,
  };
  const component = async (tool: ToolSlug, results: unknown): Promise<ReactElement> => {
    const own = views[tool] as ((results: unknown) => ReactElement) | undefined;
    if (own) return own(results);
    const View = (await TOOL_VIEWS[tool]()) as ComponentType<{ results: unknown }>;
    return <View results={results} />;
  };

  for (const tool of TOOL_SLUGS) {
    // A result worked out by code arrives whole: it is never drawn in part.
    const cases = isModelTool(tool) ? (partials[tool] ?? [{}]) : [];
    it(`${tool}: no placeholder figures ("0/100", "0%", "No data"), its actions disabled until complete`, async () => {
      for (const partial of cases) {
        const view = draw(true, await component(tool, completePartial(TOOLS[tool].resultSchema, partial)));
        expect(visibleText(view.container)).not.toMatch(/(^|\D)0\/100|(^|\D)0%|\$0\.00|No data/);
        for (const button of view.getAllByRole('button', { name: /Copy|Create Another/ })) expect((button as HTMLButtonElement).disabled).toBe(true);
        view.unmount();
      }
      // Complete, the same component has its actions.
      const view = draw(false, await component(tool, result(tool)));
      for (const button of view.getAllByRole('button', { name: /Copy|Create Another/ })) expect((button as HTMLButtonElement).disabled).toBe(false);
      view.unmount();
    });
  }
});
