// What changed in one section between two versions, word by word (the client's page, the versions panel).
//
// Why the `diff` package (jsdiff) and its diffWords: it is already the app's diff (the versions
// panel compares versions with it), so the client's page adds no second library; diffWords treats
// each word and punctuation mark as a token and ignores whitespace when matching, which reads right
// for prose ("can phase 2 start in May?" changes a date, not a paragraph); it is dependency-free,
// tree-shakes to the word diff alone, and runs in the browser with no setup. Character diffs
// (diffChars) are noisy for prose, line diffs (diffLines) too coarse for a paragraph.
import { diffWords } from 'diff';

export interface DiffPiece {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export function wordDiff(before: string, after: string): DiffPiece[] {
  return diffWords(before, after).map((change) => ({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', text: change.value }));
}
