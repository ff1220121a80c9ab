// A download is named after the client and the document, never after the consultant (outside testers:
// every file was "offer-creator-ann-lee-….docx", the consultant's own name).
import { describe, expect, it } from 'vitest';
import { attachmentHeader, exportFileName, safeFileName } from './deliverables.ts';

const DAY = '2026-11-22';

describe('export file names', () => {
  it('a result for a client: "<client> - <document>[ vN].<ext>", from the client file, else the form’s client company', () => {
    expect(exportFileName('offer-creator', { id: 7, request: { fullName: 'Ann Lee' } }, 'pdf', DAY, { clientName: 'Brightside Digital' })).toBe('Brightside Digital - Offer.pdf');
    expect(exportFileName('proposal', { id: 7, request: { clientCompany: 'Brightside Digital' } }, 'docx', DAY, { version: 3 })).toBe('Brightside Digital - Proposal v3.docx');
    expect(exportFileName('growth-plan', { id: 3, request: { clientCompany: 'Typed Co' } }, 'md', DAY, { clientName: 'Filed Co' })).toBe('Filed Co - Growth plan.md');
    expect(exportFileName('cold-email', { id: 3, request: { prospectRole: 'CMO' } }, 'csv', DAY, { clientName: 'Acme', part: 'variants' })).toBe('Acme - Cold email sequence - A-B variants.csv');
    expect(exportFileName('cold-email', { id: 3, request: {} }, 'csv', DAY, { clientName: 'Acme', part: 'lemlist-steps' })).toBe('Acme - Cold email sequence - lemlist steps.csv');
  });

  it('never the consultant’s name: an offer for no client is named by its id', () => {
    const name = exportFileName('offer-creator', { id: 7, request: { fullName: 'Ann Lee' } }, 'docx', DAY);
    expect(name).toBe(`offer-creator-7-${DAY}.docx`);
    expect(name).not.toMatch(/ann/i);
  });

  it('a result for no client keeps spec §7’s name', () => {
    expect(exportFileName('niche-finder', { id: 7, request: { industry: 'technology' } }, 'md', DAY)).toBe(`niche-finder-technology-${DAY}.md`);
    expect(exportFileName('cold-email', { id: 3, request: { prospectRole: 'Head of Marketing' } }, 'csv', DAY, { version: 2, part: 'variants' })).toBe(`cold-email-head-of-marketing-${DAY}-v2-ab-variants.csv`);
  });

  it('safe characters only: no path, quote, colon or control character; letters of any script kept', () => {
    expect(safeFileName('Acme/Evil: "Co"\u0000\\..')).toBe('Acme Evil Co');
    expect(safeFileName('Zoë & Søn (Łódź)')).toBe('Zoë & Søn (Łódź)');
    expect(safeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(safeFileName('x'.repeat(200))).toHaveLength(80);
    expect(exportFileName('proposal', { id: 9, request: { clientCompany: '///' } }, 'pdf', DAY)).toBe(`proposal-9-${DAY}.pdf`);
  });

  it('the header: plain ASCII as is; other letters as UTF-8 filename* with an ASCII fallback', () => {
    expect(attachmentHeader('Acme - Offer.pdf')).toBe('attachment; filename="Acme - Offer.pdf"');
    expect(attachmentHeader('Zoë - Offer.pdf')).toBe(`attachment; filename="Zoe - Offer.pdf"; filename*=UTF-8''Zo%C3%AB%20-%20Offer.pdf`);
    expect(attachmentHeader('Łódź (PL) - Offer.pdf')).toBe(`attachment; filename="_odz (PL) - Offer.pdf"; filename*=UTF-8''%C5%81o%CC%81dz%CC%81%20%28PL%29%20-%20Offer.pdf`.replace('%C5%81o%CC%81dz%CC%81', encodeURIComponent('Łódź')));
  });
});
