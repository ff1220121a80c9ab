// The proposal tool's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { ProposalResults as proposalView } from './ProposalResults.tsx';
