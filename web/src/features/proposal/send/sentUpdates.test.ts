import { describe, expect, it } from 'vitest';
import { updateText } from './sentUpdates.tsx';

const base = { title: 'Proposal for Acme', version: 2, link: '/x/1', at: '2026-11-26T10:00:00.000Z' };

describe('updateText', () => {
  it('names who accepted which tier, and where', () => {
    expect(updateText({ ...base, kind: 'accepted', who: 'Dana Lee', detail: 'Growth' })).toEqual({ title: 'Dana Lee accepted Growth', description: 'Proposal for Acme (version 2)' });
  });

  it('names the section a change was asked on', () => {
    expect(updateText({ ...base, kind: 'change-request', who: '', detail: 'Phase 2 · Build' })).toEqual({ title: 'Change asked on Phase 2 · Build', description: 'Proposal for Acme (version 2)' });
  });

  it('tells a question and a client’s reply apart from a change', () => {
    expect(updateText({ ...base, kind: 'question', who: '', detail: 'Headline' }).title).toBe('Question asked on Headline');
    expect(updateText({ ...base, kind: 'reply', who: '', detail: 'Phase 2 · Build' }).title).toBe('Your client replied on Phase 2 · Build');
  });
});
