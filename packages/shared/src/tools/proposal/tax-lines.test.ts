// The proposal's documents and Copy All state the tax the brand (or the send) states on the fees
// (issue 52): each tier's fee with its tax line, and the note under the table; nothing without one.
import { describe, expect, it } from 'vitest';
import { demoResult, SAMPLE_REQUESTS } from '../../demo.ts';
import { exportDocument } from '../../document/layouts.ts';
import { resultAsText } from '../../resultText.ts';
import { formatMoney } from '../../money/currency.ts';
import { ProposalRequestSchema, type ProposalResult } from './schemas.ts';

const request = ProposalRequestSchema.parse({ ...SAMPLE_REQUESTS.proposal, currency: 'GBP', locale: 'en-GB' });
const results = demoResult('proposal', request) as ProposalResult;
const brand = { firmName: 'Lee', senderName: '', signature: '', accentColor: '#1f4e79', logo: null, madeWith: false, currency: 'GBP' as const, locale: 'en-GB' };
const record = { id: 1, tool: 'proposal' as const, request, results, createdAt: '2026-12-07T10:00:00.000Z' };
const gbp = (minor: number) => formatMoney(minor, 'GBP', 'en-GB');
const feeCells = (doc: ReturnType<typeof exportDocument>) => {
  const table = doc.blocks.find((block) => block.kind === 'table' && block.columns[0] === 'Tier');
  return table && table.kind === 'table' ? table.rows.map((row) => row[1]) : [];
};
const options = (tax?: { included: boolean; rate: number; name: string }) => ({ brand: { ...brand, ...(tax ? { tax } : {}) }, clientName: '', date: '7 Dec 2026', includeInputs: false, includeEmail: false });

describe('the tax on a proposal’s fees', () => {
  it('writes each fee with its tax line in the document and Copy All', () => {
    const tax = { included: false, rate: 20, name: 'VAT' };
    const doc = exportDocument('proposal', record, options(tax));
    const tiers = results.investment.tiers;
    expect(feeCells(doc)).toEqual(tiers.map((t) => `${gbp(t.monthly)} excl. VAT (VAT 20%: ${gbp(Math.round(t.monthly * 0.2))} · total ${gbp(t.monthly + Math.round(t.monthly * 0.2))})`));
    expect(JSON.stringify(doc.blocks)).toContain('Fees exclude VAT at 20%.');
    const text = resultAsText('proposal', results, { tax: { included: true, rate: 15, name: 'GST' } });
    expect(text).toContain(`### ${tiers[0]!.name}: ${gbp(tiers[0]!.monthly)} incl. GST (includes GST 15%:`);
    expect(text).toContain('Fees include GST at 15%.');
  });

  it('writes the fees alone when no tax is stated', () => {
    const doc = exportDocument('proposal', record, options());
    expect(feeCells(doc)).toEqual(results.investment.tiers.map((t) => gbp(t.monthly)));
    expect(JSON.stringify(doc.blocks)).not.toMatch(/VAT|excl\.|incl\./);
    expect(resultAsText('proposal', results)).not.toMatch(/excl\.|incl\./);
  });
});
