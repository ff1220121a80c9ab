import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { renderJob } from './render.ts';

const brand = { firmName: 'Acme Growth', senderName: '', signature: '', accentColor: '#1f4e79', logo: null, madeWith: true };
const document = { title: 'Growth plan for Acme', subtitle: 'Prepared for Acme by Acme Growth', name: 'Growth plan for Acme', brand, date: 'Jan 5, 2026 3:04 PM', blocks: [{ kind: 'heading', level: 2, text: 'KPIs' }] };

describe('render job', () => {
  it('draws the file and returns it as base64', async () => {
    const pdf = Buffer.from((await renderJob({ format: 'pdf', document })).base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = Buffer.from((await renderJob({ format: 'docx', document })).base64, 'base64');
    expect(docx.subarray(0, 2).toString()).toBe('PK'); // a zip
  });

  it('refuses a payload that is not a document, without retrying', async () => {
    await expect(renderJob({ format: 'pdf', document: { title: 1 } })).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(renderJob({ format: 'md', document })).rejects.toThrow('Invalid render job payload');
  });
});
