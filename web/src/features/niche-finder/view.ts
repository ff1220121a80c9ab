// The niche-finder tool's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { NicheResults as nicheFinderView } from './NicheResults.tsx';
