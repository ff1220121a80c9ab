import { describe, expect, it } from 'vitest';
import { wordDiff } from './wordDiff.ts';

const changed = (before: string, after: string) => wordDiff(before, after).some((piece) => piece.kind !== 'same');

describe('the word diff of a changed section', () => {
  it('marks the words that changed, keeping the rest as it was', () => {
    const pieces = wordDiff('Phase 2 starts in April.', 'Phase 2 starts in May.');
    expect(pieces.filter((p) => p.kind === 'removed').map((p) => p.text.trim())).toEqual(['April']);
    expect(pieces.filter((p) => p.kind === 'added').map((p) => p.text.trim())).toEqual(['May']);
    // Read in order, the unchanged and added pieces are the new text; unchanged and removed, the old.
    expect(pieces.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe('Phase 2 starts in May.');
    expect(pieces.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe('Phase 2 starts in April.');
  });

  it('says when only whitespace moved: nothing to show', () => {
    expect(changed('Weeks 1-2', 'Weeks  1-2')).toBe(false);
    expect(changed('Weeks 1-2', 'Weeks 3-4')).toBe(true);
  });
});
