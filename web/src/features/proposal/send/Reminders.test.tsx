// The client's reminders in the activity: the schedule in words (from the shared one), the author's
// switch sent to the api, and the addresses that stopped them from a reminder's link.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { AFTER_A_CALL, serve } from '../../../test/api.ts';
import { Reminders, SCHEDULE } from './Reminders.tsx';

const PUT = 'PUT /api/proposals/7/reminders';
afterEach(() => vi.unstubAllGlobals());

describe('the reminders to the client', () => {
  it('says when they go and turns them off with the switch', async () => {
    const calls = serve({ [PUT]: { status: 204 }, 'GET /api/proposals/7/activity': { status: 404, body: { message: 'Not here' } } });
    renderScreen(<Reminders id={7} reminders={{ enabled: true, stoppedBy: [] }} />);
    expect(SCHEDULE).toBe('3 and 7 days after it was e-mailed, and 2 days before its link expires');
    const toggle = screen.getByRole('switch', { name: /Remind the client/ });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/never once it is accepted, withdrawn or expired/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(calls.filter((call) => `${call.method} ${call.url}` === PUT).map((call) => call.body)).toEqual([{ enabled: false }]), AFTER_A_CALL);
    expect(screen.queryByText(/Asked for no more reminders/)).toBeNull();
  });

  it('names who asked for no more, and shows a refusal', async () => {
    serve({ [PUT]: { status: 404, body: { message: 'Proposal not found' } } });
    renderScreen(<Reminders id={7} reminders={{ enabled: false, stoppedBy: ['ana@stop.test', 'ben@stop.test'] }} />);
    expect(screen.getByText('Asked for no more reminders: ana@stop.test, ben@stop.test')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: /Remind the client/ });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(await screen.findByText('The reminders could not be changed', {}, AFTER_A_CALL)).toBeTruthy();
  });
});
