import type { ValueDriver } from '@growth-suite/shared';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import type { ProposalRequest } from '@growth-suite/shared/tools/proposal';
import type { SentProposal } from '@growth-suite/shared/tools/proposal/send';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import PreviewPage from './PreviewPage.tsx';

const request: ProposalRequest = { ...(SAMPLE_REQUESTS.proposal as ProposalRequest), currency: 'GBP', locale: 'en-GB' };
const time = (annualCostPerPerson: number, hoursPerWeek: number): ValueDriver => ({ kind: 'time', people: 1, hoursPerWeek, annualCostPerPerson });

const preview = (drivers: ValueDriver[]): SentProposal => {
  const inputs = { drivers, budget: null };
  return {
    title: 'Proposal for Brightside Digital',
    proposal: demoResult('proposal', { ...request, valueInputs: inputs }),
    version: 1,
    hash: 'ab'.repeat(32),
    sentAt: '2026-11-26T10:00:00.000Z',
    expiresAt: null,
    valueModel: { floor: request.floor, tiers: request.tiers },
    floor: request.floor,
    currency: 'GBP',
    locale: 'en-GB',
    inputs,
    clientCompany: 'Brightside Digital',
    preparedBy: { firmName: 'Reed Advisory', senderName: 'Tom Reed', accentColor: '', logoUrl: null, madeWith: false },
    changes: [],
    newer: null,
    acceptance: null,
    sections: [],
    threads: [],
    pdfUrl: '',
  };
};

function serve(body: SentProposal) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/proposals/5/preview') return new Response(JSON.stringify(body), { status: 200 });
      // The saved proposal names the client file whose contact Send fills To with: made for none here.
      if (url === '/api/history/proposal/5') return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      throw new Error(`unexpected request to ${url}`);
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());
const open = () => renderScreen(<PreviewPage />, { path: '/ai-proposal/5/preview', pattern: '/ai-proposal/:id/preview' });

describe('the preview before sending', () => {
  it('tells the consultant, with the figures, when the value the call states cannot carry the floors', async () => {
    serve(preview([time(3_000_000, 2)]));
    open();
    const warning = await screen.findByTestId('floor-warning');
    // £30,000 / 2080 h × 2 h a week × 52/12 = £125 a month: Essentials (half of it) carries at most £41.
    expect(warning.textContent).toContain('The value you entered (£125 a month) does not carry any tier at its floor.');
    expect(warning.textContent).toContain('Essentials delivers £63 a month, so its fee may be at most £41; its floor of £1,500 needs at least £4,500 a month of value');
    expect(warning.textContent).toContain('The proposal offers Essentials alone, at £1,500 a month, as a pilot.');
    expect(warning.textContent).toContain('Edit the value or the floor before you send, or send it as it is.');
    expect(screen.getByRole('button', { name: /^(send )?Send$/ })).toBeTruthy();
  });

  it('says nothing when the value carries the floor', async () => {
    serve(preview([{ kind: 'time', people: 3, hoursPerWeek: 40, annualCostPerPerson: 9_500_000 }]));
    open();
    expect(await screen.findByRole('button', { name: /^(send )?Send$/ })).toBeTruthy();
    expect(screen.queryByTestId('floor-warning')).toBeNull();
  });

  it('dates the link\'s validity in the proposal\'s locale, as the client will read it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
    try {
      serve({ ...preview([time(9_500_000, 20)]), locale: 'en-US', currency: 'USD' });
      open();
      // 30 days (the default) from 28 Nov: written the American way for an en-US proposal, not en-GB's "28 Dec 2026".
      expect(await screen.findByText('Valid until Dec 28, 2026')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
