import { type ToolMeta } from '../define.ts';

const figure = (value: unknown) => (typeof value === 'number' ? value : undefined);

export const roiCalculatorMeta = {
  slug: 'roi-calculator',
  title: 'ROI Calculator',
  shortName: 'ROI Calculator',
  // After the generators in the menu (spec §2: the calculator follows the four tools).
  navOrder: 6,
  historyOrder: 7,
  route: '/roi-calculator',
  summary: 'Work out a fair monthly retainer from the value you create.',
  historyEmpty: 'No ROI calculations found',
  historyRow: ({ results }) => ({
    title: figure(results.roiPercentage) !== undefined ? `ROI ${figure(results.roiPercentage)}%` : 'ROI calculation',
    // A pack's step priced as the proposal names its tier; the hours and multiple set nothing there.
    detail: typeof results.tier === 'string' ? `Priced as the proposal: ${results.tier} tier` : [figure(results.weeklyHours) !== undefined && `${figure(results.weeklyHours)} hours a week saved`, figure(results.roiMultiple) !== undefined && `${figure(results.roiMultiple)}× multiple`].filter(Boolean).join(' · '),
  }),
  documentLabel: 'ROI calculation',
  icon: 'calculator',
  // Worked out by code as the user types (computeRoi); saving it keeps the calculation in History.
  generator: 'code',
} as const satisfies ToolMeta<'roi-calculator'>;
