import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import NicheFinderPage from './NicheFinderPage.tsx';

beforeEach(() => {
  // Only /api/meta and who is signed in (the form's account defaults; nobody here) are read before
  // submitting; nothing else may be.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/meta') return new Response(JSON.stringify({ aiProvider: 'demo', version: '0.1.0' }), { status: 200 });
      if (url === '/api/session') return new Response(JSON.stringify({ user: null }), { status: 200 });
      throw new Error(`unexpected request to ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Niche Finder form', () => {
  it('checks on submit with the spec messages, then again on every change', async () => {
    const user = userEvent.setup();
    renderScreen(<NicheFinderPage />, { path: '/ai-niche-finder', pattern: '/ai-niche-finder/:id?' });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Find My Niche' }));
    for (const message of [
      'Please enter a valid email address',
      'Please enter your full name',
      'Please select an industry',
      'Please describe your target market',
      'Please select a business approach',
      'Please explain why you selected this business approach',
      'Please select at least one geographic area',
      'Please select at least one competitive factor',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.type(screen.getByLabelText('Full name'), 'Ann');
    await waitFor(() => expect(screen.queryByText('Please enter your full name')).toBeNull());
    expect((fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.every(([url]) => url === '/api/meta' || url === '/api/session')).toBe(true);
  });

  it('toggles multi-select values and shows them as badges', async () => {
    const user = userEvent.setup();
    renderScreen(<NicheFinderPage />, { path: '/ai-niche-finder', pattern: '/ai-niche-finder/:id?' });
    const regions = screen.getByRole('group', { name: 'Geographic focus' });
    const northAmerica = regions.querySelector('button') as HTMLButtonElement;
    await user.click(northAmerica);
    expect(northAmerica.getAttribute('aria-pressed')).toBe('true');
    // The chosen value shows once: its pressed chip, worded as the spec's badge (no second tag).
    expect(northAmerica.textContent).toBe('North America');
    expect(screen.getAllByText('North America')).toHaveLength(1);
    await user.click(northAmerica);
    expect(northAmerica.getAttribute('aria-pressed')).toBe('false');
    expect(regions.querySelectorAll('[aria-pressed="true"]')).toHaveLength(0);
  });

  it('shows the demo banner when no AI provider is configured', async () => {
    renderScreen(<NicheFinderPage />, { path: '/ai-niche-finder', pattern: '/ai-niche-finder/:id?' });
    expect(await screen.findByText('Sample output — no AI provider configured')).toBeTruthy();
  });
});
