// Every format, opened the way a reader's software opens it, for every tool's demo result.
import { DEFAULT_ACCENT, DEFAULT_TERMS, exportDocument, formatMoney, MADE_WITH_TEXT, PRODUCT_NAME, TOOL_SLUGS, TOOLS, type CsvPart, type DocBlock, type DocBrand, type ExportDocument, type ExportOptions, type ToolSlug } from '@growth-suite/shared';
import { sequencerCsv, type ColdEmailResult } from '@growth-suite/shared/tools/cold-email';
import { demoResult, SAMPLE_REQUESTS } from '@growth-suite/shared/demo';
import { describe, expect, it } from 'vitest';
import { renderCsv, renderDocx, renderMarkdown, renderPdf } from './index.ts';
import { docxFooterText, docxHeadings, docxImages, docxParagraphs, markdownTokens, parseCsv, pdfInfo, pdfPages, samplePng } from './testing.ts';

const record = (tool: ToolSlug, results?: unknown) => {
  const request = TOOLS[tool].requestSchema.parse(SAMPLE_REQUESTS[tool]) as Record<string, unknown>;
  return { id: 12, tool, createdAt: '2026-01-05T15:04:00Z', request, results: results ?? demoResult(tool, request) };
};
const FIRM: DocBrand = { firmName: 'Acme Growth Partners', senderName: 'Ann Archer', signature: 'Ann Archer\nAcme Growth Partners', accentColor: '#7a1f5c', logo: null, madeWith: true };
const NO_BRAND: DocBrand = { firmName: '', senderName: '', signature: '', accentColor: DEFAULT_ACCENT, logo: null, madeWith: true };
const docFor = (tool: ToolSlug, { includeInputs = false, includeEmail = false, brand = FIRM, clientName = '' } = {}, results?: unknown): ExportDocument =>
  exportDocument(tool, record(tool, results), { brand, clientName, date: 'Jan 5, 2026 3:04 PM', includeInputs, includeEmail });
const nameOf = (tool: ToolSlug) => {
  const rec = record(tool);
  return TOOLS[tool].documentName({ request: rec.request, results: rec.results as Record<string, unknown> });
};

/** The cold email's sequencer file, as the export route writes it. */
const renderSequenceCsv = (results: ColdEmailResult, part: CsvPart = 'sequence') => renderCsv(sequencerCsv(results, part));

const niche = () => record('niche-finder').results as { recommendedNiches: { nicheName: string }[] };

describe('Markdown', () => {
  it('has the title, the company, the date, and the niches as a GFM table with estimates labelled', () => {
    const tokens = markdownTokens(renderMarkdown(docFor('niche-finder')));
    const headings = tokens.filter((t) => t.type === 'heading').map((t) => [(t as { depth: number }).depth, (t as { text: string }).text]);
    expect(headings[0]).toEqual([1, nameOf('niche-finder')]);
    expect(headings).toContainEqual([2, 'Recommended niches']);
    expect(headings).toContainEqual([2, 'Market analysis']);
    const table = tokens.find((t) => t.type === 'table') as unknown as { header: { text: string }[]; rows: { text: string }[][] };
    expect(table.header.map((h) => h.text)).toEqual(['#', 'Niche', 'Score (of 100)', 'Market size (estimate)', 'Competition', 'Growth potential']);
    expect(table.rows.map((r) => r[1]!.text)).toEqual(niche().recommendedNiches.map((n) => n.nicheName));
    expect(table.rows[0]![3]!.text).toMatch(/^\$\d+\.\d\d[KMBT]?$/);
    const text = tokens.map((t) => t.raw).join('');
    expect(text).toContain('Prepared by Acme Growth Partners');
    expect(text).toContain('Jan 5, 2026 3:04 PM');
    expect(text).toContain(`Acme Growth Partners · ${MADE_WITH_TEXT}`);
    expect(text).toMatch(/estimates/i);
  });

  it('writes market sizes in the document’s currency when its brand has one (never a hard-coded "$"), as before without one', () => {
    const sizeCell = (brand: DocBrand) => {
      const table = markdownTokens(renderMarkdown(docFor('niche-finder', { brand }))).find((t) => t.type === 'table') as unknown as { rows: { text: string }[][] };
      return table.rows.map((r) => r[3]!.text);
    };
    const sizes = niche().recommendedNiches.map((n) => (n as unknown as { marketSize: number }).marketSize);
    expect(sizeCell({ ...FIRM, currency: 'GBP', locale: 'en-GB' })).toEqual(sizes.map((size) => formatMoney(size * 100, 'GBP', 'en-GB', { compact: true })));
    for (const cell of sizeCell({ ...FIRM, currency: 'GBP', locale: 'en-GB' })) expect(cell).toMatch(/^£\d+(\.\d)?[kmbt]?$/);
    for (const cell of sizeCell({ ...FIRM, currency: 'EUR', locale: 'de-DE' })) expect(cell).toMatch(/€$/);
    expect(sizeCell(FIRM)[0]).toMatch(/^\$\d+\.\d\d[KMBT]?$/);
  });

  it('escapes Markdown in the content, so a pipe or a star stays text', () => {
    const results = { ...(niche() as object), recommendedNiches: [{ nicheName: 'B2B | *SaaS* # tools', score: 80, marketSize: 1e6, competitionLevel: 'Low', growthPotential: 'High', entryBarriers: [] }] };
    const table = markdownTokens(renderMarkdown(docFor('niche-finder', {}, results))).find((t) => t.type === 'table') as unknown as { rows: { text: string }[][] };
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]![1]!.text.replace(/\\/g, '')).toBe('B2B | *SaaS* # tools');
  });

  it('leaves the user’s e-mail out unless asked', () => {
    expect(renderMarkdown(docFor('growth-plan', { includeInputs: true }))).not.toContain('ann@example.com');
    expect(renderMarkdown(docFor('growth-plan', { includeInputs: true, includeEmail: true }))).toContain('ann@example.com');
  });

  it('is for the client by default: the inputs (an offer’s call transcript) only in an internal copy', () => {
    const transcript = String(record('offer-creator').request.transcript).slice(0, 60);
    const client = renderMarkdown(docFor('offer-creator'));
    expect(client).not.toContain(transcript);
    expect(markdownTokens(client).some((t) => t.type === 'heading' && (t as { text: string }).text === 'Inputs')).toBe(false);
    const internal = renderMarkdown(docFor('offer-creator', { includeInputs: true }));
    expect(internal).toContain(transcript);
    expect(markdownTokens(internal).some((t) => t.type === 'heading' && (t as { text: string }).text === 'Inputs')).toBe(true);
  });
});

describe('Word', () => {
  it.each(TOOL_SLUGS)('%s: a real .docx with the title, the firm, headings and the results', async (tool) => {
    const file = await renderDocx(docFor(tool));
    const paragraphs = await docxParagraphs(file);
    const headings = await docxHeadings(file);
    expect(headings[0]).toEqual({ style: 'Title', text: nameOf(tool) });
    // Each section heading of the tool's own document model is a Word heading, in order (however many it has).
    const doc = docFor(tool);
    const sections = doc.blocks.flatMap((block) => (block.kind === 'heading' && block.level === 2 ? [block.text] : []));
    expect(headings.filter((h) => h.style === 'Heading1').map((h) => h.text)).toEqual(sections);
    expect(paragraphs.join('\n')).toMatch(/Prepared (for .+ )?by Acme Growth Partners/);
    expect(paragraphs.join('\n')).toContain('Jan 5, 2026 3:04 PM');
    expect(paragraphs.join('\n')).not.toContain('ann@example.com');
    expect(await docxFooterText(file)).toContain(`Acme Growth Partners · ${MADE_WITH_TEXT}`);
  });

  it('growth plan: phases with KPIs and a milestones table', async () => {
    const rec = record('growth-plan');
    const plan = rec.results as { strategy: { phases: { phase: string }[]; kpis: string[]; milestones: { description: string; deadline: string }[] } };
    const file = await renderDocx(docFor('growth-plan'));
    const headings = (await docxHeadings(file)).map((h) => h.text);
    expect(headings).toEqual(expect.arrayContaining(['Phases', 'KPIs', 'Milestones', ...plan.strategy.phases.map((p, i) => expect.stringContaining(`Phase ${i + 1}: ${p.phase}`))]));
    const xml = (await docxParagraphs(file)).join('\n');
    for (const kpi of plan.strategy.kpis) expect(xml).toContain(kpi);
    expect(xml).toContain(plan.strategy.milestones[0]!.deadline);
  });

  it('keeps line breaks of an e-mail body', async () => {
    const paragraphs = await docxParagraphs(await renderDocx(docFor('cold-email')));
    expect(paragraphs.some((p) => /\n\{\{senderName\}\}$/.test(p))).toBe(true); // "Thanks,\n{{senderName}}"
  });
});

describe('PDF', () => {
  it.each(TOOL_SLUGS)('%s: text a PDF reader extracts, with title and author set', async (tool) => {
    const file = await renderPdf(docFor(tool));
    expect(Buffer.from(file.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = (await pdfPages(file)).join('\n');
    // A long title wraps: compare the words, not the line breaks.
    expect(text.replace(/\s+/g, ' ')).toContain(nameOf(tool).replace(/\s+/g, ' '));
    expect(text).not.toContain(TOOLS[tool].title);
    expect(text).toContain('Acme Growth Partners');
    expect(text).toContain('Jan 5, 2026 3:04 PM');
    expect(text).toMatch(/Page 1 of \d+/);
    const info = await pdfInfo(file);
    expect(info.author).toBe('Acme Growth Partners');
    // A short title, as a window or a tab shows it: what the document is, not the whole subtitle.
    expect(info.title).toBe(nameOf(tool));
    expect(info.title!.length).toBeLessThanOrEqual(100);
  });

  it('cold email: every email with its timing and subject', async () => {
    const results = record('cold-email').results as ColdEmailResult;
    const text = (await pdfPages(await renderPdf(docFor('cold-email')))).join('\n').replace(/\s+/g, ' ');
    for (const [i, item] of results.sequence.entries()) {
      expect(text).toContain(`Email ${i + 1} (${item.timing})`);
      expect(text).toContain(item.email.subject.replace(/\s+/g, ' '));
    }
    expect(text).toContain('A/B test variants');
  });
});

describe('Brand', () => {
  it('Word: "Prepared for {client} by {firm}", the logo above the title, the accent on headings, the firm in the footer', async () => {
    const logo = await samplePng(300, 100);
    const brand = { ...FIRM, logo: { type: 'image/png' as const, width: 300, height: 100, base64: logo.toString('base64') } };
    const file = await renderDocx(docFor('growth-plan', { brand, clientName: 'Whitfield Physio' }));
    const paragraphs = (await docxParagraphs(file)).join('\n');
    expect(paragraphs).toContain('Prepared for Whitfield Physio by Acme Growth Partners');
    expect(await docxImages(file)).toHaveLength(1);
    expect(await docxFooterText(file)).toContain('Acme Growth Partners');
    const JSZip = (await import('jszip')).default;
    expect(await (await JSZip.loadAsync(file)).file('word/document.xml')!.async('string')).toContain('w:val="7A1F5C"');
  });

  it('PDF: the logo is drawn and the client named from the client file, else from the form', async () => {
    const logo = await samplePng(40, 40);
    const brand = { ...FIRM, logo: { type: 'image/png' as const, width: 40, height: 40, base64: logo.toString('base64') } };
    const text = (await pdfPages(await renderPdf(docFor('growth-plan', { brand, clientName: 'Whitfield Physio' })))).join('\n');
    expect(text).toContain('Prepared for Whitfield Physio by Acme Growth Partners');
    const typed = String(record('growth-plan').request.clientCompany);
    expect((await pdfPages(await renderPdf(docFor('growth-plan')))).join('\n')).toContain(`Prepared for ${typed} by Acme Growth Partners`);
  }, 30_000);

  it('without a brand: no product name but the made-with line, and none at all when the admin turns it off', async () => {
    for (const tool of TOOL_SLUGS) {
      const text = (await pdfPages(await renderPdf(docFor(tool, { brand: NO_BRAND })))).join('\n');
      expect(text.replaceAll(MADE_WITH_TEXT, '')).not.toContain(PRODUCT_NAME);
      expect(text).not.toContain(TOOLS[tool].title);
      expect(text).toContain(MADE_WITH_TEXT);
      const off = { ...NO_BRAND, madeWith: false };
      expect((await pdfPages(await renderPdf(docFor(tool, { brand: off })))).join('\n')).not.toContain(PRODUCT_NAME);
      expect(await docxFooterText(await renderDocx(docFor(tool, { brand: off })))).not.toContain(PRODUCT_NAME);
      expect(renderMarkdown(docFor(tool, { brand: off }))).not.toContain(PRODUCT_NAME);
    }
  }, 60_000);

  it('a cold email sequence ends with the sender’s signature; other documents do not', async () => {
    const paragraphs = await docxParagraphs(await renderDocx(docFor('cold-email')));
    expect(paragraphs.at(-1)).toBe('Ann Archer\nAcme Growth Partners');
    expect((await docxHeadings(await renderDocx(docFor('growth-plan')))).map((h) => h.text)).not.toContain('Signature');
    expect((await docxHeadings(await renderDocx(docFor('cold-email', { brand: NO_BRAND })))).map((h) => h.text)).not.toContain('Signature');
  });
});

it('renders one document to every format without changing it', async () => {
  const doc = docFor('niche-finder');
  const before = structuredClone(doc);
  await renderPdf(doc);
  await renderDocx(doc);
  renderMarkdown(doc);
  expect(doc).toEqual(before);
});

describe('Sequencer CSV', () => {
  const steps = (sequence: { timing: string; subject: string; body: string; callToAction: string }[]): ColdEmailResult => ({
    sequence: sequence.map((s) => ({ timing: s.timing, email: { subject: s.subject, body: s.body, callToAction: s.callToAction }, followUpConditions: [] })),
    abTestVariants: [{ variant: 'Subject as a question, "quoted", with a comma', rationale: 'Questions get replies,\nsometimes' }],
  });

  it('round-trips commas, quotes and line breaks, one row per step with its wait after the previous one and its day', () => {
    const results = steps([
      { timing: 'Day 1', subject: 'Hi [First Name], quick "question"', body: 'Hello {first_name},\n\nWe help {{Company Name}}, fast.\n\n— {{ sender_name }}', callToAction: 'Book, please' },
      { timing: 'Day 4 (3 days after email 1)', subject: 'Re: ideas', body: 'Line one\r\nLine two', callToAction: 'Reply' },
      { timing: '2 days later', subject: 'Last one', body: 'Bye <<FirstName>>', callToAction: 'Reply "later"' },
      { timing: 'Whenever', subject: 'Bonus', body: 'x', callToAction: 'y' },
    ]);
    const text = renderSequenceCsv(results);
    const rows = parseCsv(text);
    expect(Object.keys(rows[0]!)).toEqual(['step', 'wait', 'wait_days', 'day', 'subject', 'body', 'call_to_action', 'timing']);
    // `day` counts as the timing does (Day 1 is the first email, Day 4 is day 4: one count in the file).
    expect(rows.map((r) => [r.step, r.day])).toEqual([['1', '1'], ['2', '4'], ['3', '6'], ['4', '6']]);
    expect(rows.map((r) => r.wait_days)).toEqual(['0', '3', '2', '0']);
    expect(rows.map((r) => r.wait)).toEqual(['Send first', 'Wait 3 days after the previous step', 'Wait 2 days after the previous step', 'Same day as the previous step']);
    expect(rows[0]!.subject).toBe('Hi {{firstName}}, quick "question"');
    expect(rows[0]!.body).toBe('Hello {{firstName}},\n\nWe help {{companyName}}, fast.\n\n— {{senderName}}');
    expect(rows[0]!.call_to_action).toBe('Book, please');
    expect(rows[1]!.body).toBe('Line one\r\nLine two');
    expect(rows[2]!.body).toBe('Bye {{firstName}}');
    expect(rows[2]!.call_to_action).toBe('Reply "later"');
    expect(text.split('\r\n')[0]).toBe('step,wait,wait_days,day,subject,body,call_to_action,timing');
  });

  it('the A/B variants file: one row per variant, lettered from B (A is the sequence as written)', () => {
    const rows = parseCsv(renderSequenceCsv(steps([{ timing: 'Day 1', subject: 's', body: 'b', callToAction: 'c' }]), 'variants'));
    expect(rows).toEqual([{ variant: 'B', change: 'Subject as a question, "quoted", with a comma', rationale: 'Questions get replies,\nsometimes' }]);
  });

  it('cells a spreadsheet would run as a formula get a leading quote, the text otherwise intact (OWASP CSV injection)', () => {
    const results = steps([
      { timing: 'Day 1', subject: '=HYPERLINK("http://x","Click")', body: '+1 555 0100', callToAction: '@SUM(A1)' },
      { timing: '\tDay 2', subject: '-2+3', body: '\rcmd', callToAction: '\uFF1D1+1' },
      { timing: 'Day 3', subject: 'Safe = fine', body: 'a - b', callToAction: 'Reply' },
    ]);
    results.abTestVariants = [{ variant: '=1+1', rationale: '-rationale' }];
    const rows = parseCsv(renderSequenceCsv(results));
    expect(rows.map((r) => [r.subject, r.body, r.call_to_action])).toEqual([
      ['\'=HYPERLINK("http://x","Click")', "'+1 555 0100", "'@SUM(A1)"],
      ["'-2+3", "'\rcmd", "'\uFF1D1+1"],
      ['Safe = fine', 'a - b', 'Reply'],
    ]);
    expect(rows[1]!.timing).toBe("'\tDay 2");
    expect(rows.map((r) => r.day)).toEqual(['1', '2', '3']);
    expect(parseCsv(renderSequenceCsv(results, 'variants'))).toEqual([{ variant: 'B', change: "'=1+1", rationale: "'-rationale" }]);
  });

  it('the demo sequence imports as written: Day 1/3/7/12 → days 1/3/7/12, waits 0/2/4/5', () => {
    const request = { ...SAMPLE_REQUESTS['cold-email'], sequenceLength: '4' };
    const rows = parseCsv(renderSequenceCsv(demoResult('cold-email', request)));
    expect(rows.map((r) => r.day)).toEqual(['1', '3', '7', '12']);
    expect(rows.map((r) => r.wait_days)).toEqual(['0', '2', '4', '5']);
    expect(rows[0]!.body).toContain('{{firstName}}');
  });
});

describe('PDF keep-with-next', () => {
  // Filler pushes the heading down a line at a time, so one of the runs puts it at a page's foot.
  const filler = (lines: number) => Array.from({ length: lines }, (_, i) => ({ kind: 'paragraph' as const, text: `Filler line ${i + 1}` }));
  const docWith = (lines: number): ExportDocument => ({
    ...docFor('niche-finder'),
    blocks: [
      ...filler(lines),
      { kind: 'heading', level: 2, text: 'Investment heading' },
      { kind: 'table', columns: ['Tier', 'Fee'], rows: [['Tier row one', '$900'], ['Tier row two', '$1,200'], ['Tier row three', '$1,500']] },
      { kind: 'heading', level: 2, text: 'Scope heading' },
      { kind: 'list', items: Array.from({ length: 20 }, (_, i) => `Deliverable ${i + 1}`) },
      { kind: 'heading', level: 2, text: 'Acceptance heading', newPage: true },
      { kind: 'fields', items: [{ label: 'Accepted by', value: 'Dana' }] },
    ],
  });

  it('never leaves a heading alone at the foot of a page, nor splits a small table from it', async () => {
    for (let lines = 18; lines <= 50; lines++) {
      const pages = await pdfPages(await renderPdf(docWith(lines)));
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      expect(pageOf('Investment heading'), `${lines} lines`).toBe(pageOf('Tier row one'));
      expect(pageOf('Tier row one'), `${lines} lines`).toBe(pageOf('Tier row three'));
      expect(pageOf('Scope heading'), `${lines} lines`).toBe(pageOf('Deliverable 1'));
      // A section asked to start a page does.
      expect(pageOf('Acceptance heading'), `${lines} lines`).toBe(pages.length - 1);
      expect(pages.at(-1)!.trim().startsWith('Acceptance heading')).toBe(true);
    }
  }, 30_000); // 33 documents drawn and read back
});

describe('Word keep-with-next', () => {
  it('keeps a small table whole and with its heading: every row but the last keeps with the next, no row splits', async () => {
    const doc: ExportDocument = {
      ...docFor('niche-finder'),
      blocks: [
        { kind: 'heading', level: 2, text: 'Investment' },
        { kind: 'table', columns: ['Tier', 'Fee'], rows: [['One', '$1'], ['Two', '$2'], ['Three', '$3']] },
      ],
    };
    const { default: JSZip } = await import('jszip');
    const xml = (await (await JSZip.loadAsync(await renderDocx(doc))).file('word/document.xml')!.async('string')).replace(/\s+/g, ' ');
    const heading = /<w:p>(?:(?!<\/w:p>).)*Investment(?:(?!<\/w:p>).)*<\/w:p>/.exec(xml)?.[0] ?? '';
    expect(heading).toContain('<w:keepNext/>');
    const rows = [...xml.matchAll(/<w:tr>.*?<\/w:tr>/g)].map((m) => m[0]);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toContain('<w:cantSplit/>');
    expect(rows.slice(0, 3).every((row) => row.includes('<w:keepNext/>'))).toBe(true);
    expect(rows[3]).not.toContain('<w:keepNext/>');
  });
});

describe('PDF keep-with-next, whatever a section starts with, the last section too', () => {
  const filler = (lines: number) => Array.from({ length: lines }, (_, i) => ({ kind: 'paragraph' as const, text: `Filler line ${i + 1}` }));
  // Each section's first lines, as the document ends with it (a proposal ends with "Next steps").
  const STARTS: Record<string, DocBlock[]> = {
    'a short list': [{ kind: 'list', items: ['First line', 'Second line', 'Third line'] }],
    'a long list': [{ kind: 'list', items: Array.from({ length: 20 }, (_, i) => (i === 0 ? 'First line' : `Item ${i + 1}`)) }],
    'a long table': [{ kind: 'table', columns: ['Step', 'When'], rows: Array.from({ length: 20 }, (_, i) => [i === 0 ? 'First line' : `Row ${i + 1}`, 'Soon']) }],
    'a sub-section': [{ kind: 'heading', level: 3, text: 'Sub-section' }, { kind: 'list', items: ['First line', 'Second line'] }],
    'fields': [{ kind: 'fields', items: [{ label: 'First line', value: 'a' }, { label: 'Second', value: 'b' }] }],
  };
  it.each(Object.keys(STARTS))('a last section starting with %s: its heading is on the page of its first line, never a page’s last line', async (start) => {
    for (let lines = 25; lines <= 40; lines++) {
      const doc: ExportDocument = { ...docFor('niche-finder'), blocks: [...filler(lines), { kind: 'heading', level: 2, text: 'Next steps' }, ...STARTS[start]!] };
      const pages = await pdfPages(await renderPdf(doc));
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      expect(pageOf('Next steps'), `${lines} lines`).toBe(pageOf('First line'));
      for (const page of pages) expect(page.replace(/\s*Page \d+ of \d+\s*$/, '').trim().endsWith('Next steps'), `${lines} lines`).toBe(false);
    }
  }, 30_000);
});

describe('a proposal closes as an agreement: terms, validity, signature', () => {
  const proposal = (brand: DocBrand = FIRM, agreement?: ExportOptions['agreement']) =>
    exportDocument('proposal', record('proposal'), { brand, clientName: '', date: 'Jan 5, 2026 3:04 PM', includeInputs: false, includeEmail: false, ...(agreement ? { agreement } : {}) });
  const sample = SAMPLE_REQUESTS.proposal as { prospectName: string; prospectTitle: string; clientCompany: string };

  it('PDF: Terms (the default ones without the brand’s), then a signature block for the client, on the last page', async () => {
    const pages = await pdfPages(await renderPdf(proposal()));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Terms');
    expect(text).toContain(DEFAULT_TERMS.split('\n')[0]!.replace(/^- /, ''));
    const last = pages.at(-1)!.replace(/\s+/g, ' ');
    for (const value of ['Signature', `Name: ${sample.prospectName}`, `Title: ${sample.prospectTitle}`, `Company: ${sample.clientCompany}`, 'Date: ____']) expect(last).toContain(value);
    expect(text.indexOf('Next steps')).toBeLessThan(text.indexOf('Terms'));
    expect(text).not.toContain('Valid until');
    // Other documents are no agreement.
    expect((await pdfPages(await renderPdf(docFor('growth-plan')))).join('\n')).not.toContain('Terms');
  });

  it('Word: the brand’s own terms (Markdown), "Valid until" for a sent link, and once accepted who accepted, when, and the hash', async () => {
    const brand = { ...FIRM, terms: '## Payment\nFees are due **on receipt**.\n\n- Either side may end it with *two weeks* notice' };
    const file = await renderDocx(proposal(brand, { validUntil: 'Feb 4, 2026 3:04 PM', accepted: { name: 'Dana Whitfield', date: 'Jan 9, 2026 10:00 AM', hash: 'ab'.repeat(32) } }));
    const headings = (await docxHeadings(file)).map((h) => h.text);
    expect(headings.slice(-3)).toEqual(['Terms', 'Payment', 'Signature']);
    const paragraphs = await docxParagraphs(file);
    expect(paragraphs).toContain('Valid until: Feb 4, 2026 3:04 PM');
    expect(paragraphs).toContain('Fees are due on receipt.');
    expect(paragraphs).toContain('Either side may end it with two weeks notice');
    expect(paragraphs).toContain('Accepted by: Dana Whitfield on Jan 9, 2026 10:00 AM');
    expect(paragraphs).toContain(`SHA-256 of the accepted version: ${'ab'.repeat(32)}`);
    expect(paragraphs.join('\n')).not.toContain(DEFAULT_TERMS.split('\n')[0]!.replace(/^- /, ''));
    expect(paragraphs.join('\n')).not.toContain('Signature: ____');
  });
});

describe('a short closing section never stands alone on the last page', () => {
  const filler = (lines: number) => Array.from({ length: lines }, (_, i) => ({ kind: 'paragraph' as const, text: `Filler line ${i + 1}` }));
  const closing: DocBlock[] = [
    { kind: 'heading', level: 2, text: 'Terms' },
    { kind: 'list', items: ['Term one', 'Term two', 'Term three', 'Term four', 'Term last'] },
    { kind: 'heading', level: 2, text: 'Signature' },
    { kind: 'fields', items: [{ label: 'Name', value: 'Bob' }, { label: 'Date', value: '____' }, { label: 'Signature', value: '____' }] },
  ];

  it('PDF: the signature block starts a page only with the last terms above it', async () => {
    let moved = 0;
    for (let lines = 22; lines <= 44; lines++) {
      const pages = await pdfPages(await renderPdf({ ...docFor('niche-finder'), blocks: [...filler(lines), ...closing] }));
      const last = pages.at(-1)!.trim();
      if (pages.length > 1 && !last.startsWith('Filler')) {
        expect(last.startsWith('Signature'), `${lines} lines`).toBe(false);
        if (last.startsWith('Term')) moved++;
      }
      const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
      expect(pageOf('Term last'), `${lines} lines`).toBe(pageOf('Signature:'));
    }
    expect(moved).toBeGreaterThan(0); // some runs did put the break there
  }, 30_000);

  it('Word: the last terms and every line of the signature block but the last keep with the next', async () => {
    const { default: JSZip } = await import('jszip');
    const xml = (await (await JSZip.loadAsync(await renderDocx({ ...docFor('niche-finder'), blocks: [...filler(3), ...closing] }))).file('word/document.xml')!.async('string')).replace(/\s+/g, ' ');
    const paragraph = (text: string) => /<w:p>(?:(?!<\/w:p>).)*<\/w:p>/g[Symbol.match](xml)!.find((p) => p.includes(`>${text}<`)) ?? '';
    for (const text of ['Term four', 'Term last', 'Name: ', 'Date: ']) expect(paragraph(text), text).toContain('<w:keepNext/>');
    for (const text of ['Term one', 'Filler line 3', 'Signature: ']) expect(paragraph(text), text).not.toContain('<w:keepNext/>');
  });
});
