// Every tool's prompt (one file per tool, named by its slug). A new tool adds one line here; the
// mapped type makes the compiler ask for every tool of the catalog.
import type { ToolSlug } from '@growth-suite/shared';
import { clientIntake } from './client-intake.ts';
import { coldEmail } from './cold-email.ts';
import { growthPlan } from './growth-plan.ts';
import { nicheFinder } from './niche-finder.ts';
import { offerCreator } from './offer-creator.ts';
import { proposal } from './proposal.ts';
import type { AnyGenerator, Generator } from './types.ts';

const GENERATORS: { [T in ToolSlug]: Generator<T> } = {
  'niche-finder': nicheFinder,
  'offer-creator': offerCreator,
  'growth-plan': growthPlan,
  'cold-email': coldEmail,
  'client-intake': clientIntake,
  proposal,
};

export const generatorFor = (tool: ToolSlug): AnyGenerator => GENERATORS[tool];
