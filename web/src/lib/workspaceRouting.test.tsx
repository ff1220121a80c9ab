// The app's links and navigations keep the tab's workspace (lib/workspaceRouting.tsx), and no screen
// goes round them: react-router's own Link, Navigate and useNavigate are imported nowhere else.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LinkButton } from '../components/link/LinkButton.tsx';
import { Link, Navigate, useNavigate } from './workspaceRouting.tsx';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function Links() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/history">History</Link>
      <Link to="/clients/new?from=intake">New client</Link>
      <Link to="/admin">Admin</Link>
      <Link to="/" workspace={null}>
        Personal
      </Link>
      <Link to="/history" workspace="other">
        Other team
      </Link>
      <LinkButton to="/roi-calculator">ROI</LinkButton>
      <button type="button" onClick={() => void navigate('/clients/4')}>
        Open client
      </button>
      <button type="button" onClick={() => void navigate('/', { workspace: null })}>
        Go personal
      </button>
      <Where />
    </>
  );
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Links />} />
      </Routes>
    </MemoryRouter>,
  );
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('links and navigations in a workspace', () => {
  it('under /t/:slug, go to the team’s screens; pages of no workspace and explicit workspaces stay as said', () => {
    at('/t/acme/clients');
    expect(href('History')).toBe('/t/acme/history');
    expect(href('New client')).toBe('/t/acme/clients/new?from=intake');
    expect(href('ROI')).toBe('/t/acme/roi-calculator');
    expect(href('Admin')).toBe('/admin');
    expect(href('Personal')).toBe('/');
    expect(href('Other team')).toBe('/t/other/history');
    fireEvent.click(screen.getByRole('button', { name: 'Open client' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/t/acme/clients/4');
    fireEvent.click(screen.getByRole('button', { name: 'Go personal' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/');
  });

  it('in the personal workspace, keep the spec’s paths', () => {
    at('/clients');
    expect(href('History')).toBe('/history');
    expect(href('ROI')).toBe('/roi-calculator');
    fireEvent.click(screen.getByRole('button', { name: 'Open client' }));
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/clients/4');
  });

  it('redirects into the team too', () => {
    render(
      <MemoryRouter initialEntries={['/t/acme/old']}>
        <Routes>
          <Route path="/t/:slug/old" element={<Navigate to="/history" replace />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'where' }).textContent).toBe('/t/acme/history');
  });
});

const SRC = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${SRC}/test/`) ? [path] : [];
  });

describe('the app’s imports', () => {
  it('take Link, NavLink, Navigate and useNavigate from lib/workspaceRouting.tsx, never from react-router-dom', () => {
    const offenders = sources(SRC)
      .filter((path) => !path.endsWith('workspaceRouting.tsx'))
      .filter((path) => {
        const imports = [...readFileSync(path, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)].map((m) => m[1]!);
        return imports.some((names) => /\b(Link|NavLink|Navigate|useNavigate)\b(?!Props|Options)/.test(names.replace(/\btype\s+\w+/g, '')));
      })
      .map((path) => relative(SRC, path));
    expect(offenders).toEqual([]);
  });
});
