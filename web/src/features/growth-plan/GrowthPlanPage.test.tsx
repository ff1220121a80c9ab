// Issue 52: no dollars in a pounds workspace. The growth plan's form takes the brand's money (it has no
// box of its own): the revenue is asked in it, and the request carries it, so the plan is written in it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import GrowthPlanPage from './GrowthPlanPage.tsx';

const user = { id: 1, username: 'priya', email: 'priya@example.com', fullName: 'Priya Shah', role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00Z' };
const brand = (currency: string, locale: string) => ({ firmName: 'Shah Growth', senderName: '', signature: '', accentColor: '', currency, locale, terms: '', taxIncluded: false, taxRate: 0, taxName: '', logo: null, updatedAt: null });

function serve(body: ReturnType<typeof brand> | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/session') return new Response(JSON.stringify({ user }), { status: 200 });
      if (url === '/api/account/brand' && body) return new Response(JSON.stringify(body), { status: 200 });
      return new Response('{}', { status: 404 });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the growth plan form’s money', () => {
  it('asks the revenue in the brand’s currency', async () => {
    serve(brand('GBP', 'en-GB'));
    renderScreen(<GrowthPlanPage />);
    expect(await screen.findByLabelText('Current annual revenue (GBP)')).toBeTruthy();
    expect(screen.queryByLabelText('Current annual revenue (USD)')).toBeNull();
  });

  it('in dollars without a brand currency, as before', async () => {
    serve(null);
    renderScreen(<GrowthPlanPage />);
    expect(await screen.findByLabelText('Current annual revenue (USD)')).toBeTruthy();
  });
});
