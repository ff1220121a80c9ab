import { describe, expect, it } from 'vitest';
import { DEFAULT_TERMS, termsOf } from '../brand/terms.ts';
import { agreementBlocks, markdownBlocks, SIGN_LINE } from './agreement.ts';

describe('a proposal’s closing sections', () => {
  it('terms: the brand’s own, else the default ones (never empty)', () => {
    expect(termsOf('  ')).toBe(DEFAULT_TERMS);
    expect(termsOf(undefined)).toBe(DEFAULT_TERMS);
    expect(termsOf('Net 30.')).toBe('Net 30.');
    expect(markdownBlocks(DEFAULT_TERMS)).toEqual([{ kind: 'list', items: DEFAULT_TERMS.split('\n').map((line) => line.slice(2)) }]);
  });

  it('reads the Markdown a brand writes: headings, lists (wrapped items too), paragraphs, emphasis as plain words', () => {
    expect(markdownBlocks('# Payment\nFees are due **on receipt**\nby transfer.\n\n1. One\n   continued\n2. _Two_\n\nLast `word`.')).toEqual([
      { kind: 'heading', level: 3, text: 'Payment' },
      { kind: 'paragraph', text: 'Fees are due on receipt by transfer.' },
      { kind: 'list', items: ['One continued', 'Two'] },
      { kind: 'paragraph', text: 'Last word.' },
    ]);
  });

  it('the validity line only for a sent link with an expiry; lines to sign until accepted, then who, when and the hash', () => {
    const signer = { name: 'Bob Smith', title: 'CEO', company: 'Acme' };
    const open = agreementBlocks(undefined, signer);
    expect(JSON.stringify(open)).not.toContain('Valid until');
    expect(open.at(-1)).toEqual({ kind: 'fields', items: [{ label: 'Name', value: 'Bob Smith' }, { label: 'Title', value: 'CEO' }, { label: 'Company', value: 'Acme' }, { label: 'Date', value: SIGN_LINE }, { label: 'Signature', value: SIGN_LINE }] });
    const sent = agreementBlocks('Net 30.', signer, { validUntil: 'Mar 5, 2027' });
    expect(sent.slice(0, 3)).toEqual([{ kind: 'heading', level: 2, text: 'Terms' }, { kind: 'fields', items: [{ label: 'Valid until', value: 'Mar 5, 2027' }] }, { kind: 'paragraph', text: 'Net 30.' }]);
    const accepted = JSON.stringify(agreementBlocks(undefined, signer, { accepted: { name: 'Dana', date: 'Jan 9, 2027', hash: 'f'.repeat(64) } }));
    expect(accepted).toContain('"Dana on Jan 9, 2027"');
    expect(accepted).toContain('f'.repeat(64));
    expect(accepted).not.toContain(SIGN_LINE);
  });
});
