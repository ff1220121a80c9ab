// An invitation the api mailed (mail is on) says so, beside the link shown once; one it did not mail
// asks the inviter to send the link themself.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { InviteForm } from './InviteForm.tsx';
import { AFTER_A_CALL, serve, team } from '../../test/api.ts';

const invited = (mailed: boolean) => ({ id: 6, email: 'sam@brightside.co.uk', role: 'member', expiresAt: '2026-12-05T09:00:00.000Z', url: 'http://localhost/invitations/tok-123', mailed });

async function invite(mailed: boolean) {
  serve({ 'POST /api/workspaces/10/invitations': { status: 201, body: invited(mailed) } });
  renderScreen(<InviteForm team={team('owner')} />);
  const form = screen.getByRole('form', { name: 'Invite a colleague' });
  await userEvent.type(within(form).getByLabelText('E-mail address'), 'sam@brightside.co.uk');
  await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
  await screen.findByLabelText('Invitation link', {}, AFTER_A_CALL);
}

afterEach(() => vi.unstubAllGlobals());

describe('the invite form’s answer', () => {
  it('says the invitation was e-mailed when the api mailed it', async () => {
    await invite(true);
    expect(screen.getAllByText('We e-mailed the invitation to sam@brightside.co.uk.').length).toBeGreaterThan(0);
    expect(screen.getByText(/You can also send this link to sam@brightside.co.uk yourself/)).toBeTruthy();
  });

  it('asks the inviter to send the link when it was not mailed', async () => {
    await invite(false);
    expect(screen.queryByText(/We e-mailed the invitation/)).toBeNull();
    expect(screen.getByText(/^Send this link to sam@brightside.co.uk yourself/)).toBeTruthy();
  });
});
