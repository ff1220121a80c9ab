// Creating a team: the address follows the name, errors sit on their fields (the form's own checks
// and the api's), and a created team's page opens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import NewTeamPage from './NewTeamPage.tsx';
import { AFTER_A_CALL, serve, signedInAs, team, USERS, type Answers } from '../../test/api.ts';

function open(more: Answers = {}) {
  const calls = serve({ ...signedInAs(USERS.olive), ...more });
  renderScreen(
    <Routes>
      <Route path="/teams/new" element={<NewTeamPage />} />
      <Route path="/t/:slug/team" element={<p>the team’s page</p>} />
    </Routes>,
    { path: '/teams/new' },
  );
  const form = screen.getByRole('form', { name: 'Create a team' });
  return { calls, form, name: within(form).getByLabelText('Team name'), slug: within(form).getByLabelText('Address (optional)') as HTMLInputElement };
}

const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('creating a team', () => {
  it('says a name is needed, on the name, before asking the api', async () => {
    const { calls, form, name } = open();
    await userEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(name)).toBe('Name is required');
    expect(calls.filter((call) => call.url === '/api/workspaces')).toEqual([]);
  });

  it('makes the address from the name until the user writes their own, and checks its shape', async () => {
    const { form, name, slug } = open();
    await userEvent.type(name, 'Brightside Growth & Co.');
    expect(slug.value).toBe('brightside-growth-co');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Bad Address');
    await userEvent.type(name, ' Ltd');
    expect(slug.value).toBe('Bad Address');
    await userEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(errorOf(slug)).toMatch(/lower-case letters, digits and single hyphens/));
  });

  it('shows a taken address on the address field, as the api words it', async () => {
    const message = 'That address is taken: choose another';
    const { calls, form, name, slug } = open({ 'POST /api/workspaces': { status: 409, body: { message, fieldErrors: { slug: message } } } });
    await userEvent.type(name, 'Brightside');
    await userEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(errorOf(slug)).toBe(message));
    expect(await screen.findByText('Could not create the team')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Brightside', slug: 'brightside', copyBrandFrom: 'personal' });
  });

  it('shows a refusal that is no field’s (the cap on teams) as a toast', async () => {
    const message = 'You can belong to at most 10 teams: leave one to create another';
    const { form, name } = open({ 'POST /api/workspaces': { status: 409, body: { message } } });
    await userEvent.type(name, 'One too many');
    await userEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('sends no address when the user cleared it (the api makes one), then opens the team’s page', async () => {
    const { calls, form, name, slug } = open({ 'POST /api/workspaces': { status: 201, body: { ...team('owner'), members: 1 } } });
    await userEvent.type(name, 'Brightside Growth');
    await userEvent.clear(slug);
    await userEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('the team’s page', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Brightside Growth', copyBrandFrom: 'personal' });
  });

  it('starts the team from the user’s brand unless they untick it', async () => {
    const { calls, form, name } = open({ 'POST /api/workspaces': { status: 201, body: { ...team('owner'), members: 1 } } });
    const start = within(form).getByRole('checkbox', { name: /Start from my brand \(firm, sender, logo, terms, currency, locale\)/ });
    expect((start as HTMLInputElement).checked).toBe(true);
    await userEvent.type(name, 'Brightside Growth');
    await userEvent.click(start);
    expect((start as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('the team’s page', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Brightside Growth', slug: 'brightside-growth' });
  });
});
