// The offer-creator tool's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { OfferResults as offerCreatorView } from './OfferResults.tsx';
