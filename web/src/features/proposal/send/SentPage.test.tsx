import { TOKEN, expected, model, proposal, request, revenue, sentProposal, time, withTime } from './sentFixture.ts';
import { formatMoney, type ValueDriver } from '@growth-suite/shared';

const gbp = (minor: number) => formatMoney(minor, 'GBP', 'en-GB');
import { priceTiers } from '@growth-suite/shared/tools/proposal/pricing';
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import SentPage from './SentPage.tsx';
import { loadSchemas } from './schemas.ts';

// The real loader, watched: the page must not load the forms' schemas before the reader touches it.
vi.mock('./schemas.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./schemas.ts')>();
  return { loadSchemas: vi.fn(real.loadSchemas) };
});

type Call = { url: string; method: string; body: unknown };
function serve(sent: SentProposal | null, answers: Record<string, () => Response> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url === `/api/p/${TOKEN}` && (init.method ?? 'GET') === 'GET')
        return sent ? new Response(JSON.stringify(sent), { status: 200 }) : new Response(JSON.stringify({ message: 'This proposal link is not valid.' }), { status: 404 });
      const answer = answers[`${init.method} ${url}`];
      if (answer) return answer();
      throw new Error(`unexpected request to ${url}`);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const open = () => renderScreen(<SentPage />, { path: `/p/${TOKEN}`, pattern: '/p/:token' });
const fees = () => screen.getAllByTestId('sent-tier-fee').map((el) => el.textContent?.replace(' /month', ''));

describe('the client’s page of a sent proposal', () => {
  it('shows who it is for and from, the version with a short hash, and every section', async () => {
    serve(sentProposal());
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Proposal for Whitfield Physio' })).toBeTruthy();
    expect(screen.getByText(/Prepared for/).textContent).toContain('Prepared for Whitfield Physio by Lee Consulting');
    expect(screen.getByTestId('sent-version').textContent).toContain('v2 · SHA-256 3fa2c1d0…');
    expect(screen.getByTestId('sent-valid-until').textContent).toBe('Valid until 12 Dec 2026');
    for (const name of ['Executive summary', 'Where you are today', 'Goals', 'Scope and timeline', 'Your return on investment', 'Next steps'])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(proposal.headline)).toBeTruthy();
    expect(screen.getByText(proposal.goals[0]!.goal)).toBeTruthy();
    expect(screen.getByText(`KPI: ${proposal.goals[0]!.kpi}`)).toBeTruthy();
    expect(screen.getByText(proposal.scope.phases[0]!.timeline)).toBeTruthy();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
    // Only the sections the link takes requests for have the button.
    expect(screen.getAllByRole('button', { name: /^Ask for a change to / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ask for a change to Executive summary',
      'Ask for a change to Phase 1: Discovery and baseline',
    ]);
  });

  it('loads the forms’ schemas at the reader’s first touch, not while the page is only read', async () => {
    serve(sentProposal());
    vi.mocked(loadSchemas).mockClear();
    open();
    await screen.findByRole('heading', { level: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    expect(loadSchemas).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(loadSchemas).toHaveBeenCalledTimes(1);
  });

  it('prices the tiers in pounds on the page as each driver’s inputs move, never below the floor, and says "minimum fee" at it', async () => {
    const calls = serve(sentProposal());
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(fees()).toEqual(expected(request.valueInputs));
    expect(fees().every((fee) => fee?.startsWith('£'))).toBe(true);
    expect(screen.getByRole('group', { name: 'Time saved' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Revenue gained' })).toBeTruthy();
    expect(screen.getByText(`“${time.evidence![0]!.quote}”`)).toBeTruthy();
    expect(screen.getByTestId('sent-budget').textContent).toBe('Your stated budget: £3,500–£5,000 a month');
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours a week' }), { target: { value: '30' } });
    expect(fees()).toEqual(expected(withTime({ hoursPerWeek: 30 })));
    fireEvent.change(screen.getByRole('textbox', { name: 'Yearly cost of one person' }), { target: { value: '£20,000' } });
    expect(fees()).toEqual(expected(withTime({ hoursPerWeek: 30, annualCostPerPerson: 2_000_000 })));
    fireEvent.change(screen.getByRole('textbox', { name: 'Extra customers a month' }), { target: { value: '0' } });
    const low = { drivers: [{ ...time, hoursPerWeek: 30, annualCostPerPerson: 2_000_000 } as ValueDriver, { ...revenue, unitsPerMonth: 0 } as ValueDriver], budget: request.valueInputs.budget };
    expect(fees()).toEqual(expected(low));
    // £1,250 a month carries no tier's floor: one offer at the floor (a pilot), not three floor prices.
    const quotes = priceTiers(model, low, 'GBP').tiers;
    expect(quotes.every((q) => q.monthly >= model.floor)).toBe(true);
    expect(quotes.map((q) => [q.name, q.monthly])).toEqual([['Essentials', model.floor]]);
    expect(screen.getAllByTestId('sent-tier')).toHaveLength(1);
    expect(screen.getAllByText('minimum fee')).toHaveLength(quotes.filter((q) => q.atFloor).length);
    expect(quotes.some((q) => q.atFloor)).toBe(true);
    expect(document.body.textContent).not.toContain('$');
    // Priced here, not by a round trip.
    expect(calls.filter((c) => c.url.endsWith('/quote'))).toHaveLength(0);
  });

  it('prices with the tiers’ own floor multiples, as the server does (they reach the page)', async () => {
    const own = { floor: model.floor, tiers: [{ ...model.tiers[0], floorMultiple: 1 }, { ...model.tiers[1], floorMultiple: 3 }, { ...model.tiers[2], floorMultiple: 5 }] as typeof model.tiers };
    const rich = { drivers: [{ ...time, hoursPerWeek: 40 } as ValueDriver, { ...revenue, unitsPerMonth: 4 } as ValueDriver], budget: null };
    serve(sentProposal({ valueModel: own, inputs: rich }));
    open();
    await screen.findByRole('heading', { level: 1 });
    const priced = priceTiers(own, rich, 'GBP').tiers;
    expect(priced.map((q) => q.monthly)).not.toEqual(priceTiers(model, rich, 'GBP').tiers.map((q) => q.monthly));
    expect(fees()).toEqual(priced.map((q) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(q.monthly / 100)));
  });

  it('moves with the sliders too, whose ends stay put while dragged', async () => {
    serve(sentProposal());
    open();
    await screen.findByRole('heading', { level: 1 });
    const cost = screen.getByRole('slider', { name: /Yearly cost of one person.*slider/ });
    const max = cost.getAttribute('max');
    fireEvent.change(cost, { target: { value: '150000' } });
    expect((screen.getByRole('textbox', { name: 'Yearly cost of one person' }) as HTMLInputElement).value).toBe('150000');
    expect(fees()).toEqual(expected(withTime({ annualCostPerPerson: 15_000_000 })));
    expect(cost.getAttribute('max')).toBe(max);
    fireEvent.change(screen.getByRole('slider', { name: /Hours a week/ }), { target: { value: '40' } });
    expect(fees()).toEqual(expected(withTime({ annualCostPerPerson: 15_000_000, hoursPerWeek: 40 })));
  });

  it('gives a field error for a value outside the limits and keeps the last valid figures', async () => {
    serve(sentProposal());
    open();
    await screen.findByRole('heading', { level: 1 });
    const before = fees();
    const hours = screen.getByRole('textbox', { name: 'Hours a week' });
    fireEvent.change(hours, { target: { value: '61' } });
    expect(screen.getByText('The hours a week must be at most 60')).toBeTruthy();
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(fees()).toEqual(before);
    expect(screen.getByText('Showing the options for the last valid figures.')).toBeTruthy();
  });

  it('accepts the chosen tier once, even on a double click, and then shows who, when, which tier and the hash', async () => {
    const calls = serve(sentProposal(), {
      [`POST /api/p/${TOKEN}/accept`]: () => new Response(JSON.stringify({ acceptedAt: '2026-11-26T12:00:00.000Z', hash: 'ff'.repeat(32), tier: 'Growth', version: 2 }), { status: 201 }),
    });
    open();
    await screen.findByRole('heading', { level: 1 });
    const accept = screen.getByRole('button', { name: /^Accept/ });
    fireEvent.click(accept);
    expect(await screen.findByText('Please choose a tier')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: request.tiers[1].name }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Dana Whitfield' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: `Accept ${request.tiers[1].name}` }));
    expect(await screen.findByText('Please confirm that you accept the proposal')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    const button = screen.getByRole('button', { name: `Accept ${request.tiers[1].name}` });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    const accepted = await screen.findByRole('status', { name: 'Accepted' });
    expect(accepted.textContent).toContain(`Dana Whitfield accepted ${request.tiers[1].name}`);
    expect(accepted.textContent).toContain('SHA-256 ffffffff…');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ tier: request.tiers[1].name, inputs: request.valueInputs, fullName: 'Dana Whitfield', email: 'dana@example.com', consent: true });
    expect(screen.queryByRole('form', { name: 'Accept the proposal' })).toBeNull();
  });

  it('shows an acceptance instead of the form, and a newer version’s banner instead of the form', async () => {
    const accepted = withTime({ hoursPerWeek: 20.5 });
    serve(sentProposal({ acceptance: { version: 2, tier: 'Growth', inputs: accepted, fullName: 'Dana Whitfield', acceptedAt: '2026-11-26T12:00:00.000Z', hash: 'ab'.repeat(32) } }));
    const first = open();
    expect(await screen.findByRole('status', { name: 'Accepted' })).toBeTruthy();
    // The panel shows the inputs the client accepted with, not those it was priced with.
    expect((screen.getByRole('textbox', { name: 'Hours a week' }) as HTMLInputElement).value).toBe('20.5');
    expect(screen.queryByRole('form', { name: 'Accept the proposal' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ask for a change/ })).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();
    serve(sentProposal({ newer: { version: 3, url: 'http://localhost/p/' + 'b'.repeat(43) } }));
    open();
    const link = await screen.findByRole('link', { name: 'Open version 3' });
    expect(link.getAttribute('href')).toBe('http://localhost/p/' + 'b'.repeat(43));
    expect(screen.queryByRole('form', { name: 'Accept the proposal' })).toBeNull();
  });

  it('shows what changed since the last version as a word diff per section', async () => {
    serve(sentProposal({ changes: [{ path: 'scope/phases/1', label: 'Phase 2: Build', before: 'Weeks 3-6\nSet up in April', after: 'Weeks 3-6\nSet up in May' }] }));
    open();
    const block = await screen.findByRole('group', { name: 'Changes to Phase 2: Build' });
    expect(within(block).getByText('April').tagName).toBe('DEL');
    expect(within(block).getByText('May').tagName).toBe('INS');
  });

  it('sends a change request on a section and says the firm will answer', async () => {
    const calls = serve(sentProposal(), {
      [`POST /api/p/${TOKEN}/change-requests`]: () =>
        new Response(JSON.stringify({ id: 1, version: 2, path: 'scope/phases/0', label: 'Phase 1', comment: 'Can it start in May?', createdAt: '2026-11-26T12:00:00.000Z', answeredInVersion: null, kind: 'change', state: 'open', replies: [] }), { status: 201 }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a change to Phase 1: Discovery and baseline' }));
    const form = screen.getByRole('form', { name: 'Ask for a change to Phase 1: Discovery and baseline' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Please say what you would like changed')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^What would you like changed/ }), { target: { value: 'Can it start in May?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Sent — Lee Consulting will get back to you.')).toBeTruthy();
    // A change unless the client picks "A question" (DESIGN §11.1).
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ path: 'scope/phases/0', comment: 'Can it start in May?', kind: 'change' });
    // The new thread shows under its section at once.
    expect(await screen.findByRole('article', { name: 'Your change request on Phase 1' })).toBeTruthy();
  });

  it('takes an optional address with a request (checked first), remembers it for this link, and starts the next form with it', async () => {
    window.localStorage.removeItem(`sent-email:${TOKEN}`);
    const calls = serve(sentProposal(), {
      [`POST /api/p/${TOKEN}/change-requests`]: () =>
        new Response(JSON.stringify({ id: 1, version: 2, path: 'scope/phases/0', label: 'Phase 1', comment: 'Can it start in May?', createdAt: '2026-11-26T12:00:00.000Z', answeredInVersion: null, kind: 'change', state: 'open', replies: [] }), { status: 201 }),
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask for a change to Phase 1: Discovery and baseline' }));
    const form = screen.getByRole('form', { name: 'Ask for a change to Phase 1: Discovery and baseline' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^What would you like changed/ }), { target: { value: 'Can it start in May?' } });
    const address = within(form).getByRole('textbox', { name: 'Your e-mail (optional)' });
    fireEvent.change(address, { target: { value: 'dana@' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(address, { target: { value: 'dana@harbour.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Sent — Lee Consulting will get back to you.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ path: 'scope/phases/0', comment: 'Can it start in May?', kind: 'change', email: 'dana@harbour.example' });
    expect(window.localStorage.getItem(`sent-email:${TOKEN}`)).toBe('dana@harbour.example');
    // Another section's form starts with it; the reply box of the new thread too.
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a change to Executive summary' }));
    const next = screen.getByRole('form', { name: 'Ask for a change to Executive summary' });
    expect((within(next).getByRole('textbox', { name: 'Your e-mail (optional)' }) as HTMLInputElement).value).toBe('dana@harbour.example');
    // The section is a link target (a mail's link goes to it).
    expect(document.getElementById('section-scope-phases-0')?.getAttribute('data-path')).toBe('scope/phases/0');
    window.localStorage.removeItem(`sent-email:${TOKEN}`);
  });

  it('shows the client’s threads under their section with the consultant’s replies, takes a reply, and offers a question once accepted', async () => {
    const thread = {
      id: 4,
      version: 2,
      path: 'executiveSummary',
      label: 'Executive summary',
      comment: 'Mention our two clinics',
      createdAt: '2026-11-26T11:00:00.000Z',
      answeredInVersion: 3,
      kind: 'change' as const,
      state: 'answered' as const,
      replies: [{ id: 9, author: 'consultant' as const, text: 'Done in version 3.', createdAt: '2026-11-26T11:30:00.000Z' }],
    };
    const acceptance = { version: 2, tier: 'Growth', inputs: request.valueInputs, fullName: 'Dana Whitfield', acceptedAt: '2026-11-26T12:00:00.000Z', hash: 'ab'.repeat(32) };
    const calls = serve(sentProposal({ threads: [thread], acceptance }), {
      [`POST /api/p/${TOKEN}/change-requests/4/replies`]: () => new Response(JSON.stringify({ id: 10, author: 'client', text: 'Thank you!', createdAt: '2026-11-26T12:10:00.000Z' }), { status: 201 }),
    });
    open();
    const shown = await screen.findByRole('article', { name: 'Your change request on Executive summary' });
    expect(shown.closest('[data-path="executiveSummary"]')).toBeTruthy();
    expect(shown.textContent).toContain('Answered in version 3');
    expect(shown.textContent).toContain('Lee Consulting');
    expect(shown.textContent).toContain('Done in version 3.');
    fireEvent.click(within(shown).getByRole('button', { name: 'Reply about Executive summary' }));
    fireEvent.change(within(shown).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thank you!' } });
    fireEvent.click(within(shown).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(shown.textContent).toContain('Thank you!'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Thank you!' });
    // Accepted: no change may be asked, a question may.
    expect(screen.queryByRole('button', { name: /^Ask for a change/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask a question about Executive summary' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(`/api/p/${TOKEN}/pdf`);
  });

  it('asks again while open: a failed refresh keeps the page and what the reader typed; a link withdrawn meanwhile says so', async () => {
    serve(sentProposal());
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours a week' }), { target: { value: '30' } });
    const refresh = async () => {
      await act(async () => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    };
    // The refresh is refused (not retried: a 4xx): the page and the typed figure stay.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Too many requests. Try again in 30 seconds.' }), { status: 429 })));
    await refresh();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Proposal for Whitfield Physio');
    expect((screen.getByRole('textbox', { name: 'Hours a week' }) as HTMLInputElement).value).toBe('30');
    // Withdrawn while open: the page says the link is no longer valid.
    serve(null);
    await refresh();
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    focusManager.setFocused(undefined);
  });

  it('answers a dead link with a friendly page, no developer text', async () => {
    serve(null);
    open();
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeTruthy();
    await waitFor(() => expect(document.body.textContent).not.toMatch(/404|Error:/));
  });
});

describe('the tax on the fees (issue 52)', () => {
  it('shows beside each fee the tax it was sent with: "excl. VAT" with the tax and the total', async () => {
    serve(sentProposal({ tax: { included: false, rate: 20, name: 'VAT' } }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Proposal for Whitfield Physio' });
    const quotes = priceTiers(model, request.valueInputs, 'GBP').tiers;
    const lines = screen.getAllByTestId('sent-tier-tax').map((el) => el.textContent);
    expect(lines).toEqual(quotes.map((q) => `excl. VAT · VAT 20%: ${gbp(Math.round(q.monthly / 5))} · total ${gbp(q.monthly + Math.round(q.monthly / 5))}`));
    expect(screen.getByText(/Fees exclude VAT at 20%\./)).toBeTruthy();
  });

  it('shows the terms it was sent with beside the acceptance, as text, and sends their hash with the acceptance', async () => {
    const terms = { text: '## Payment\nFees are due **within 30 days**.\n\n- Notice: 60 days.\n- <img src=x onerror=alert(1)> stays words.', hash: 'cd'.repeat(32) };
    const calls = serve(sentProposal({ terms }), {
      [`POST /api/p/${TOKEN}/accept`]: () => new Response(JSON.stringify({ acceptedAt: '2026-11-26T12:00:00.000Z', hash: 'ff'.repeat(32), tier: 'Growth', version: 2 }), { status: 201 }),
    });
    open();
    const section = await screen.findByTestId('sent-terms');
    expect(within(section).getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(within(section).getByText('Fees are due within 30 days.')).toBeTruthy();
    expect(within(section).getByText('<img src=x onerror=alert(1)> stays words.')).toBeTruthy();
    expect(section.querySelector('img')).toBeNull();
    // Folded on a phone until asked (the stylesheet shows it whole from 768 px).
    const more = within(section).getByRole('button', { name: 'Read all the terms' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(section).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toContain('I accept this proposal from Lee Consulting and its terms, and agree');
    fireEvent.click(screen.getByRole('radio', { name: request.tiers[1].name }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Full name' }), { target: { value: 'Dana Whitfield' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'dana@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: `Accept ${request.tiers[1].name}` }));
    await screen.findByRole('status', { name: 'Accepted' });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ termsHash: terms.hash });
    // Still there once accepted: what was accepted.
    expect(screen.getByTestId('sent-terms')).toBeTruthy();
  });

  it('names no terms when the proposal was sent without them', async () => {
    serve(sentProposal({ terms: null }));
    open();
    await screen.findByRole('heading', { level: 1, name: 'Proposal for Whitfield Physio' });
    expect(screen.queryByTestId('sent-terms')).toBeNull();
    expect(screen.getByRole('checkbox').closest('label')?.textContent).toContain('I accept this proposal from Lee Consulting, and agree');
  });

  it('states no tax when the proposal was sent without one', async () => {
    serve(sentProposal());
    open();
    await screen.findByRole('heading', { level: 1, name: 'Proposal for Whitfield Physio' });
    expect(screen.queryAllByTestId('sent-tier-tax')).toEqual([]);
  });
});
