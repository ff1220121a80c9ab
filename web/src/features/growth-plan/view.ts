// The growth-plan tool's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { GrowthPlanResults as growthPlanView } from './GrowthPlanResults.tsx';
