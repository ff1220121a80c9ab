// The "everyone / mine" filter of a team's lists (DESIGN §11): its query parameter and its part of a
// query's key. Everyone's is the default, and adds nothing (the personal workspace never sends it).
import type { AuthorFilter } from '@growth-suite/shared';

/** `&author=mine` (with `first`, `?author=mine`) for the caller's items only; nothing for everyone's. */
export const authorParam = (author: AuthorFilter | undefined, first = false) => (author === 'mine' ? `${first ? '?' : '&'}author=mine` : '');

/** The key's tail: none for everyone's, so the keys (and invalidations) of a solo user stay as they were. */
export const authorKey = (author: AuthorFilter | undefined) => (author === 'mine' ? ['mine'] : []);
