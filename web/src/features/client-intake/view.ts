// The client-intake tool's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { IntakeResults as clientIntakeView } from './IntakeResults.tsx';
