// What a result view's parts read when they are drawn as a comparison of two versions (compare.ts makes
// the comparison): apart from it, so a result view drawn elsewhere (a shared page) loads none of the
// comparing code, nor the tools' part definitions it reads.
import { createContext, useContext } from 'react';

export interface PartChange {
  path: string;
  label: string;
  /** `added`: a new list entry; `removed`: gone from the newer version (it is not drawn there). */
  kind: 'changed' | 'added' | 'removed';
  before: string;
  after: string;
}

export interface Comparison {
  from: number;
  to: number;
  /** The changed parts by path, in the tool's order of its parts. */
  changes: Map<string, PartChange>;
  /** Something outside the parts differs too (a figure the app computes rather than a section, say). */
  otherChanges: boolean;
}

/** Set around a result view drawn as a comparison: its parts mark themselves changed or not. */
export const CompareContext = createContext<Comparison | null>(null);
export const useCompare = () => useContext(CompareContext);

/** The id a changed part is drawn with, so the summary's links reach it. */
export const changeAnchor = (to: number, path: string) => `compare-v${to}-${path.replace(/\//g, '-')}`;
