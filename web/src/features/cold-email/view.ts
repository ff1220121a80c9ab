// The cold-email tool's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { EmailPreview as coldEmailView } from './EmailPreview.tsx';
