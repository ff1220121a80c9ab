// An unsubscribe link's page: what it stops and for whom, one press to stop it, then done; a link that
// is not valid shows the api's message; a kind already off says done at once.
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render.tsx';
import { AFTER_A_CALL, serve, type Answers } from '../../test/api.ts';
import UnsubscribePage from './UnsubscribePage.tsx';

const TOKEN = 'tok_123';
const LINK = `/api/unsubscribe/${TOKEN}`;
const DONE = 'Done: you will not get these e-mails any more.';

function open(answers: Answers) {
  const calls = serve(answers);
  renderScreen(
    <Routes>
      <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
    </Routes>,
    { path: `/unsubscribe/${TOKEN}` },
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('an unsubscribe link’s page', () => {
  it('says what it stops, stops it with one press, and says where to change it', async () => {
    const calls = open({
      [`GET ${LINK}`]: { status: 200, body: { kind: 'change-requested', email: 's***@x.com', on: true } },
      [`POST ${LINK}`]: { status: 200, body: { kind: 'change-requested', on: false } },
    });
    expect(await screen.findByText(/E-mails when a client asks for a change, asks a question or replies, to/, {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText('s***@x.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(DONE, {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText("Change this any time in your account's notification settings.")).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([LINK]);
  });

  it('stops a client’s reminders of a document, and does not send them to account settings', async () => {
    open({
      [`GET ${LINK}`]: { status: 200, body: { kind: 'sent-reminder', email: 'a***@stop.test', on: true } },
      [`POST ${LINK}`]: { status: 200, body: { kind: 'sent-reminder', on: false } },
    });
    expect(await screen.findByText(/Reminders about this document, to/, {}, AFTER_A_CALL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(DONE, {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.getByText('The sender can still write to you themselves.')).toBeTruthy();
    expect(screen.queryByText(/notification settings/)).toBeNull();
  });

  it('shows the api’s message for a link that is not valid', async () => {
    open({ [`GET ${LINK}`]: { status: 404, body: { message: 'This unsubscribe link is not valid' } } });
    expect(await screen.findByText('This unsubscribe link is not valid', {}, AFTER_A_CALL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull();
  });

  it('says done at once when those e-mails are off already', async () => {
    open({ [`GET ${LINK}`]: { status: 200, body: { kind: 'sent-opened', email: 's***@x.com', on: false } } });
    expect(await screen.findByText(DONE, {}, AFTER_A_CALL)).toBeTruthy();
  });
});
