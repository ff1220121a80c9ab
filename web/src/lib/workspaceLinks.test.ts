// A team's screens are the personal ones under /t/:slug (DESIGN §11): which paths move into a team,
// and which stay where they are whatever the tab's workspace.
import { TOOL_CATALOG, TOOL_SLUGS } from '@growth-suite/shared';
import { describe, expect, it } from 'vitest';
import { inWorkspace, isWorkspaceScreen, screenPathOf, teamSlugOf, workspaceHome } from './workspaceLinks.ts';

describe('a path in a workspace', () => {
  it('puts every screen of a workspace under the team’s prefix, keeping its query and hash', () => {
    expect(inWorkspace('/', 'acme')).toBe('/t/acme');
    expect(inWorkspace('/history', 'acme')).toBe('/t/acme/history');
    expect(inWorkspace('/clients/12/edit', 'acme')).toBe('/t/acme/clients/12/edit');
    expect(inWorkspace('/clients/12/pack/3', 'acme')).toBe('/t/acme/clients/12/pack/3');
    expect(inWorkspace('/roi-calculator?from=niche-finder:4', 'acme')).toBe('/t/acme/roi-calculator?from=niche-finder:4');
    expect(inWorkspace('/account/brand#logo', 'acme')).toBe('/t/acme/account/brand#logo');
    for (const slug of TOOL_SLUGS) {
      const { route } = TOOL_CATALOG[slug];
      expect(inWorkspace(route, 'acme')).toBe(`/t/acme${route}`);
      expect(inWorkspace(`${route}/7/preview`, 'acme')).toBe(`/t/acme${route}/7/preview`);
    }
  });

  it('leaves pages of no workspace, other sites, relative paths and paths already in a team alone', () => {
    for (const path of ['/auth', '/admin', '/admin/users', '/contact', '/privacy-policy', '/terms-of-service', '/teams/new', '/invitations/abc', '/s/tok', '/p/tok', '/account/notifications']) {
      expect(inWorkspace(path, 'acme')).toBe(path);
    }
    expect(inWorkspace('https://example.com/history', 'acme')).toBe('https://example.com/history');
    expect(inWorkspace('edit', 'acme')).toBe('edit');
    expect(inWorkspace('?tab=2', 'acme')).toBe('?tab=2');
    expect(inWorkspace('/t/other/history', 'acme')).toBe('/t/other/history');
    expect(inWorkspace('/t/acme/team', 'acme')).toBe('/t/acme/team');
    // A look-alike of a screen's path is not that screen.
    expect(inWorkspace('/historyx', 'acme')).toBe('/historyx');
  });

  it('changes nothing in the personal workspace (a solo user sees the spec’s paths)', () => {
    expect(inWorkspace('/', null)).toBe('/');
    expect(inWorkspace('/history', null)).toBe('/history');
    expect(inWorkspace('/t/acme/history', null)).toBe('/t/acme/history');
  });

  it('reads the team and the screen from a path', () => {
    expect(teamSlugOf('/t/acme')).toBe('acme');
    expect(teamSlugOf('/t/acme/')).toBe('acme');
    expect(teamSlugOf('/t/acme/clients/3')).toBe('acme');
    expect(teamSlugOf('/t/caf%C3%A9/history')).toBe('café');
    expect(teamSlugOf('/history')).toBeNull();
    expect(teamSlugOf('/')).toBeNull();
    expect(teamSlugOf('/teams/new')).toBeNull();
    expect(screenPathOf('/t/acme')).toBe('/');
    expect(screenPathOf('/t/acme/')).toBe('/');
    expect(screenPathOf('/t/acme/history')).toBe('/history');
    expect(screenPathOf('/history')).toBe('/history');
    expect(workspaceHome('acme')).toBe('/t/acme');
    expect(workspaceHome(null)).toBe('/');
    expect(isWorkspaceScreen('/clients')).toBe(true);
    expect(isWorkspaceScreen('/admin')).toBe(false);
  });
});
