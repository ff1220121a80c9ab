// Where /auth sends a signed-in reader: back to the page that sent them there (state.from), only if
// that is a path of this site; anything else goes to the dashboard.
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import { RedirectIfSignedIn } from './guards.tsx';

const user = { id: 1, username: 'ann', email: 'ann@example.com', fullName: null, role: 'user', isAdmin: false, createdAt: '2026-01-01T00:00:00.000Z' };

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="path">{pathname}</output>;
}

function openAuth(from: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ user })));
  render(
    <Providers client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: '/auth', state: { from } }]}>
        <Routes>
          <Route path="/auth" element={<RedirectIfSignedIn>the sign-in page</RedirectIfSignedIn>} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/auth for a signed-in reader', () => {
  it('goes back to the page that sent them', async () => {
    openAuth('/invitations/abc');
    expect((await screen.findByLabelText('path')).textContent).toBe('/invitations/abc');
  });

  it.each(['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x', '/auth', 42])('never to %s: to the dashboard instead', async (from) => {
    openAuth(from);
    expect((await screen.findByLabelText('path')).textContent).toBe('/');
  });
});
