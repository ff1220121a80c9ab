import { readFileSync } from 'node:fs';

/** The product version, from the API's package.json (one source of truth for /api/meta and logs). */
export const VERSION: string = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
