// The terms an agreement's documents close with (DESIGN §11.1: the brand's `terms`, Markdown). A brand
// without its own gets these: short, plain and safe to send as they are, never a lawyer's substitute.

/** The terms of an agreement whose brand has none of its own (Markdown). */
export const DEFAULT_TERMS = [
  '- Fees are monthly, invoiced in advance and payable within 14 days of the invoice.',
  '- The work starts once this is accepted and the first invoice is paid.',
  '- Either side may end the engagement with 30 days’ written notice; work done until then is billed.',
  '- Each side keeps what the other shares confidential. The deliverables are yours once paid for.',
  '- Figures of value and return are estimates from the inputs agreed, not a guarantee of results.',
].join('\n');

/** The terms a document shows: the brand's own when it has any, else the default ones. */
export const termsOf = (terms: string | undefined | null): string => (terms && terms.trim() !== '' ? terms.trim() : DEFAULT_TERMS);
