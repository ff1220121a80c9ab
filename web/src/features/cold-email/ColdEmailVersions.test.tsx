// A saved cold email sequence on its screen, against the versions contract (the server answered by
// a stubbed fetch, the app's real client and cache in between): parts' actions, a hand edit with a
// field error then a server 400 then a save, a stale write's dialog, the version panel's diff and
// restore, and Undo.
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { STALE_VERSION_MESSAGE } from '@growth-suite/shared/contract';
import { TOOLS, withValueAt } from '@growth-suite/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ColdEmailPage from './ColdEmailPage.tsx';
import { renderScreen } from '../../test/render.tsx';

const REQUEST = TOOLS['cold-email'].requestSchema.parse(SAMPLE_REQUESTS['cold-email']);
const V1 = demoResult('cold-email', REQUEST) as { sequence: { email: { subject: string; body: string } }[] };
const V2 = withValueAt(V1, ['sequence', 1, 'email', 'subject'], 'A shorter subject') as typeof V1;
// The machine may be busy: a screen's queries take their time.
configure({ asyncUtilTimeout: 5000 });
const AT = '2026-11-25T09:00:00.000Z';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[];
let state: { version: number; results: unknown };
/** What the next PUT answers (null: save it). */
let putAnswers: Array<Response | null>;

beforeEach(() => {
  calls = [];
  putAnswers = [];
  state = { version: 2, results: V2 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/meta') return json({ aiProvider: 'openai', version: '0.1.0' });
      if (url === '/api/history/cold-email/5') return json({ id: 5, tool: 'cold-email', createdAt: AT, version: state.version, clientId: null, sources: [], context: { client: null, sources: [], usedBy: [] }, request: REQUEST, results: state.results });
      if (url === '/api/history/cold-email/5/versions')
        return json([
          ...(state.version > 2 ? [{ number: 3, author: 'user', kind: 'edit', path: 'sequence/0', label: 'Email 1', createdAt: AT }] : []),
          { number: 2, author: 'ai', kind: 'regenerate', path: 'sequence/1', label: 'Email 2', instruction: 'shorter', createdAt: AT },
          { number: 1, author: 'ai', kind: 'original', createdAt: AT },
        ]);
      const version = /\/versions\/(\d+)$/.exec(url);
      if (version && method === 'GET') return json({ number: Number(version[1]), author: 'ai', kind: 'original', createdAt: AT, results: version[1] === '1' ? V1 : V2 });
      if (url === '/api/history/cold-email/5/results' && method === 'PUT') {
        const answer = putAnswers.shift();
        if (answer) return answer;
        state = { version: state.version + 1, results: (body as { results: unknown }).results };
        return json(state);
      }
      if (/\/versions\/\d+\/restore$/.test(url)) {
        state = { version: state.version + 1, results: V1 };
        return json(state);
      }
      throw new Error(`unexpected request to ${method} ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderScreen(<ColdEmailPage />, { path: '/ai-cold-email-writer/5', pattern: '/ai-cold-email-writer/:id?' });
const sent = (method: string, suffix: string) => calls.filter((c) => c.method === method && c.url.endsWith(suffix));

describe('a saved result’s parts and versions', () => {
  it('names each part’s actions with its label', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Regenerate Email 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Email 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit A/B variant 1' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Versions (2)' })).toBeTruthy();
  });

  it('edits a part by hand: an emptied field is an error, nothing sent; a server 400 lands on its field; then it saves with baseVersion', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Email 1' }));
    const form = screen.getByRole('form', { name: 'Edit Email 1' });
    const subject = within(form).getByLabelText('Subject');
    await user.clear(subject);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(sent('PUT', '/results')).toHaveLength(0);

    await user.type(subject, 'New subject');
    putAnswers = [json({ message: 'Please check the highlighted fields', fieldErrors: { 'sequence.0.email.body': 'Too long for a sequencer' } }, 400)];
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Too long for a sequencer')).toBeTruthy();

    await user.click(await within(form).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Email 1' })).toBeNull());
    const put = sent('PUT', '/results').at(-1)!.body as { baseVersion: number; path: string; results: typeof V1 };
    expect(put.baseVersion).toBe(2);
    expect(put.path).toBe('sequence/0');
    expect(put.results.sequence[0]!.email.subject).toBe('New subject');
    // Byte-identical elsewhere: only the edited email differs.
    expect(JSON.stringify({ ...put.results, sequence: put.results.sequence.slice(1) })).toBe(JSON.stringify({ ...V2, sequence: V2.sequence.slice(1) }));
    expect(await screen.findByText('New subject')).toBeTruthy();
  });

  it('a stale write opens the reload dialog, and Reload refetches the item', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit Email 1' }));
    putAnswers = [json({ message: STALE_VERSION_MESSAGE, currentVersion: 3 }, 409)];
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'This result was changed in another tab or window' });
    const before = sent('GET', '/cold-email/5').length;
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(sent('GET', '/cold-email/5').length).toBeGreaterThan(before));
  });

  it('the version panel lists versions, shows a word diff with added and removed words named, and restores', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Versions (2)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Versions' });
    expect(within(drawer).getByText('Regenerated Email 2 — “shorter”')).toBeTruthy();
    expect(within(drawer).getByText('Original')).toBeTruthy();
    const rendered = await within(drawer).findByRole('region', { name: 'Changes from version 1 to version 2' });
    // Drawn as the result reads: email 2 is the one section marked changed, its words diffed there.
    const changed = await within(rendered).findByRole('region', { name: 'Email 2: changed' });
    expect(rendered.querySelectorAll('.part-changed')).toHaveLength(1);
    const added = changed.querySelector('ins')?.textContent;
    expect(added).toMatch(/^\[added: .*shorter.*\]$/);
    expect(changed.querySelector('del')?.textContent).toMatch(/^\[removed: .+\]$/);
    // The text an unchanged email reads is drawn as it is, unmarked.
    expect(rendered.textContent).toContain(V1.sequence[0]!.email.subject);
    // The whole text compared word by word is still there, a click away.
    await user.click(within(drawer).getByRole('button', { name: 'Compare as text' }));
    const diff = await within(drawer).findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(diff.querySelector('ins')?.textContent).toMatch(/^\[added: .*shorter.*\]$/);
    expect(diff.querySelector('del')?.textContent).toMatch(/^\[removed: .+\]$/);
    // Long unchanged stretches are shortened to their ends, until the whole text is asked for.
    expect(diff.querySelector('.diff-skip')?.textContent).toMatch(/characters unchanged/);
    await user.click(within(drawer).getByRole('button', { name: 'Show the whole text' }));
    expect(diff.querySelector('.diff-skip')).toBeNull();
    expect(diff.textContent).toContain(V1.sequence[0]!.email.body);
    await user.click(within(drawer).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() => expect(sent('POST', '/versions/1/restore')).toHaveLength(1));
    expect(sent('POST', '/versions/1/restore')[0]!.body).toEqual({ baseVersion: 2 });
  });

  it('Undo restores the previous version in one click', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Undo: back to version 1' }));
    await waitFor(() => expect(sent('POST', '/versions/1/restore')).toHaveLength(1));
    expect(await screen.findByText('Undone')).toBeTruthy();
  });
});
