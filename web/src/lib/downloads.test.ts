import { describe, expect, it } from 'vitest';
import { attachmentName } from './downloads.ts';

describe('the file name of a download', () => {
  it('is the UTF-8 name when the server sends one (a client named in any script), else the plain one', () => {
    expect(attachmentName(`attachment; filename="Zoe - Offer.pdf"; filename*=UTF-8''Zo%C3%AB%20-%20Offer.pdf`)).toBe('Zoë - Offer.pdf');
    expect(attachmentName('attachment; filename="Acme - Proposal v3.docx"')).toBe('Acme - Proposal v3.docx');
    expect(attachmentName(`attachment; filename="x.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('x.pdf');
    expect(attachmentName(null)).toBeUndefined();
  });
});
