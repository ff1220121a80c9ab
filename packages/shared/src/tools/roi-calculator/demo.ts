// The calculator's demo is the calculation itself: its generator is code, online or offline.
import type { ToolDemo } from '../define.ts';
import { computeRoi, type RoiCalculatorRequest, type RoiCalculatorResult } from './schemas.ts';

export const demo: ToolDemo<RoiCalculatorRequest, RoiCalculatorResult> = {
  sample: { annualSalary: 240_000, weeklyHours: 20, roiMultiple: 3, currency: 'USD', locale: 'en-US' },
  generate: computeRoi,
};
