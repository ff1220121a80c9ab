// The notification settings: one labelled switch per choice, each change saved at once (all four
// sent, as the route takes them) and toasted; a refusal toasted and the switch left as saved; the
// loading and error states.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, type Answers } from '../../test/api.ts';
import NotificationsPage from './NotificationsPage.tsx';

const ALL_ON = { proposalOpened: true, proposalAccepted: true, changeRequested: true, invitationAccepted: true };
const PATH = '/api/account/notifications';

function open(answers: Answers) {
  const calls = serve({ [`GET ${PATH}`]: { status: 200, body: ALL_ON }, ...answers });
  renderScreen(<NotificationsPage />, { path: '/account/notifications' });
  return calls;
}

const toggle = (label: string) => screen.findByRole('switch', { name: label }, AFTER_A_CALL);

afterEach(() => vi.unstubAllGlobals());

describe('the notification settings', () => {
  it('lists the four choices as labelled switches, in order', async () => {
    open({});
    await toggle('A client asks for a change, asks a question or replies');
    const labels = ['A client opens a document you sent for the first time', 'A client accepts a document you sent', 'A client asks for a change, asks a question or replies', 'Someone accepts my team invitation'];
    expect(screen.getAllByRole('switch')).toEqual(labels.map((label) => screen.getByRole('switch', { name: label })));
    expect(screen.getAllByRole('switch').map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'true']);
  });

  it('saves a change at once and says so', async () => {
    const saved = { ...ALL_ON, changeRequested: false };
    const calls = open({ [`PUT ${PATH}`]: { status: 200, body: saved } });
    fireEvent.click(await toggle('A client asks for a change, asks a question or replies'));
    expect(await screen.findByText('You will not get these e-mails', {}, AFTER_A_CALL)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([saved]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'A client asks for a change, asks a question or replies' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('keeps the saved choice when the save is refused', async () => {
    open({ [`PUT ${PATH}`]: { status: 500, body: { message: 'Database unavailable' } } });
    fireEvent.click(await toggle('Someone accepts my team invitation'));
    expect(await screen.findByText('Could not save your choice', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Someone accepts my team invitation' }).getAttribute('aria-checked')).toBe('true');
  });

  it('says when the choices cannot be loaded', async () => {
    open({ [`GET ${PATH}`]: { status: 500, body: { message: 'Database unavailable' } } });
    expect(await screen.findByText('Your choices could not be loaded', {}, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);
});
