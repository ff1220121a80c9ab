// The ROI Calculator's read-only result view (its second web entry point, loaded on first use: see
// lib/tools/toolWeb.ts).
export { RoiCalculatorResults as roiCalculatorView } from './RoiCalculatorResults.tsx';
