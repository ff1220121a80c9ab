// "Edit value" on a saved proposal (DESIGN §11.2, issue 52): the value its fees rest on, corrected by
// the consultant, re-priced by code as a new version — no model call. The drivers and budget are
// checked as every proposal's are (ValueInputsSchema); what the consultant sends is theirs, so confirmed.
import { z } from 'zod';
import { ValueInputsSchema } from '../../money/schemas.ts';
import { confirmedValue } from '../../money/verify.ts';
import type { ValueInputs } from './pricing.ts';

/** PUT /api/history/proposal/:id/value. */
export const ProposalValueRequestSchema = ValueInputsSchema.extend({
  baseVersion: z.number({ error: 'baseVersion must be a version number' }).int({ error: 'baseVersion must be a version number' }).positive({ error: 'baseVersion must be a version number' }),
});
export type ProposalValueRequest = z.infer<typeof ProposalValueRequestSchema>;

/** The results with the investment priced from `value` (the tool's `settle` writes the figures). */
export function withValue<R extends { investment: object }>(results: R, value: ValueInputs): R {
  const confirmed = confirmedValue({ drivers: value.drivers, budget: value.budget ?? null });
  return { ...results, investment: { ...results.investment, inputs: { drivers: confirmed.drivers, budget: confirmed.budget } } };
}

/** What the new version is called in the version list. */
export const VALUE_EDIT_LABEL = 'Value';
