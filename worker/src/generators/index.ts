import type { ToolSlug } from '@growth-suite/shared';
import { coldEmail } from './cold-email.ts';
import { growthPlan } from './growth-plan.ts';
import { nicheFinder } from './niche-finder.ts';
import { offerCreator } from './offer-creator.ts';
import type { Generator } from './types.ts';

export const GENERATORS: Record<ToolSlug, Generator<never>> = {
  'niche-finder': nicheFinder as Generator<never>,
  'offer-creator': offerCreator as Generator<never>,
  'growth-plan': growthPlan as Generator<never>,
  'cold-email': coldEmail as Generator<never>,
};
