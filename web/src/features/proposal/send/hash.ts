/** "3fa2c1d0…": enough of a snapshot's SHA-256 to compare by eye (the whole one goes in a title). */
export const shortHash = (hash: string) => `${hash.slice(0, 8)}…`;
